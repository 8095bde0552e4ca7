// Name folding for lookups: the shared foldText of the country reference, with a fast path for
// plain ASCII input (most queries), which gives the same result without building word lists.
import { foldText } from '../countries';
import { charCodeAt, slice, toUpperCase } from '../stringMethods';

export function foldName(text: string): string {
  let out = '';
  const length = text.length;
  // A run of ASCII letters and digits is cut whole when it ends (uppercased when it holds a
  // lowercase letter), not built letter by letter; runs are joined by one space.
  let run = -1;
  let lower = false;
  for (let i = 0; i <= length; i++) {
    const c = i < length ? charCodeAt.call(text, i) : 32;
    if (c >= 128) return foldText(text);
    if ((c >= 97 && c <= 122) || (c >= 65 && c <= 90) || (c >= 48 && c <= 57)) {
      if (run < 0) {
        run = i;
        lower = false;
      }
      if (c >= 97) lower = true;
      continue;
    }
    if (run < 0) continue;
    const word = lower ? toUpperCase.call(slice.call(text, run, i)) : slice.call(text, run, i);
    out = out === '' ? word : `${out} ${word}`;
    run = -1;
  }
  return out;
}
