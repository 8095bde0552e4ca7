// Speed: hot loops over text call String methods through these, `charCodeAt.call(text, i)`, not
// `text.charCodeAt(i)`. Texts reach them as strings of many internal kinds (sliced, concatenated,
// uppercased, parsed), and a method looked up on all of them is a slow generic (megamorphic)
// lookup on every call; called through String.prototype it is a direct call. Same results.
export const { charCodeAt, slice, toUpperCase } = String.prototype;
