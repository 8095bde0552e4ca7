// Conservation (contract section 6), written once: every piece of text the caller sent ends in
// exactly one place: a structured output field, an output AddressLine, or a removal the answer
// reports. Text is compared as words after normalisation (case, whitespace, diacritics and the
// scheme's character set), so normalising is never a violation. Convert uses `unaccountedWords`
// to keep what the structuring engine did not place; `checkConservation` proves the whole answer
// (every request in development and tests).
import { POSTAL_FIELDS, isoName, type PostalFieldName } from '../model/fields';
import type { PostalAddress } from '../model/schemas';
import type { ReasonCodeId, Reason } from '../model/reasons';
import { foldWords, findCountryNameInLine, isCountryNameWord, type FoldedWord } from '../reference/countries';
import { stripControlCharacters, toEpcCharset } from '../reference/charset';
import { LABEL_WORDS, labelFields, NAME_WORD_LABELS } from './rules/labelWords';
import { ordinalValue } from '../structuring/lexicon';
import { WRAP_WIDTH, cutInsideWord } from '../structuring/wrappedLines';
import { SEPARATOR_CHARS } from '../reference/separators';
import { cleanText } from './steps/normalise';
import { WordBag } from './wordBag';

/** Text the pipeline took out of the address, with the reason that reports it. */
export interface Removal {
  text: string;
  code: ReasonCodeId;
  /** The field the text came from (AddressLine, or a structured field a repair replaced). */
  field: string;
  /** Set when the text was replaced (a repair), not dropped: the new value. */
  replacement?: string;
}

/** The codes that may report a removal: the contract's four kinds, and a repair's old value. */
export const REMOVAL_CODES: ReadonlySet<ReasonCodeId> = new Set(['ENT-01', 'ENT-02', 'ENT-03', 'ENT-05', 'FLD-05', 'FLD-08', 'CNV-05']);

export type WordNormaliser = (text: string) => readonly FoldedWord[];

/** Words of a text as the scheme sees them: control characters out, EPC set where it applies, folded. */
export function wordsOf(epc: boolean): WordNormaliser {
  return epc ? epcWords : unicodeWords;
}

/** The text as the scheme carries it: the text whose words `schemeWords` gives (offsets included). */
function schemeText(text: string, epc: boolean): string {
  if (PRINTABLE_ASCII.test(text)) return text;
  const clean = stripControlCharacters(text).text.normalize('NFC');
  return epc ? toEpcCharset(clean).text : clean;
}

function schemeWords(text: string, epc: boolean): readonly FoldedWord[] {
  // Printable ASCII (most texts) is its own scheme text and holds no unspaced script: its folded
  // words, without a second look at its characters (belowThai) in every matching.
  if (PRINTABLE_ASCII.test(text)) return foldWords(text);
  return conservedWords(schemeText(text, epc));
}

/** The words conservation counts in a text: folded words, every letter a word in unspaced scripts. */
export function conservedWords(text: string): readonly FoldedWord[] {
  const words = foldWords(text);
  return belowThai(text) || !UNSPACED_SCRIPT.test(text) ? words : letterWords(words);
}

/**
 * True when every character comes before Thai (U+0E00), the first of UNSPACED_SCRIPT's scripts:
 * then the text holds none of them. A loop over the characters settles most texts (Latin,
 * Cyrillic, Arabic) for less than the Unicode property test, which ran on every text of the five
 * matchings a free-text request makes.
 */
function belowThai(text: string): boolean {
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) >= 0x0e00) return false;
  return true;
}

/** Scripts written without spaces between words, or whose units carry glued suffixes ("3층"). */
const UNSPACED_SCRIPT = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Script=Thai}]/u;

/**
 * "北京市东城区东长安街14号" is one word to a space-separated reading, yet the structuring cuts it
 * into units ("北京市", "东城区", "东长安街", "14"): in these scripts every letter counts as a word
 * of its own (a run of other letters or digits stays one), so units that move whole are conserved.
 * Words whose folding changed their length keep one span and stay whole.
 */
function letterWords(words: readonly FoldedWord[]): FoldedWord[] {
  const out: FoldedWord[] = [];
  for (const word of words) {
    if (!UNSPACED_SCRIPT.test(word.text) || word.text.length !== word.end - word.start) {
      out.push(word);
      continue;
    }
    let run = -1;
    for (let i = 0; i <= word.text.length; i++) {
      const ch = word.text[i];
      const unspaced = ch !== undefined && UNSPACED_SCRIPT.test(ch);
      if (run >= 0 && (ch === undefined || unspaced)) {
        out.push({ text: word.text.slice(run, i), start: word.start + run, end: word.start + i });
        run = -1;
      }
      if (ch === undefined) break;
      if (unspaced) out.push({ text: ch, start: word.start + i, end: word.start + i + 1 });
      else if (run < 0) run = i;
    }
  }
  return out;
}

function unicodeWords(text: string): readonly FoldedWord[] {
  return schemeWords(text, false);
}

function epcWords(text: string): readonly FoldedWord[] {
  return schemeWords(text, true);
}

const PRINTABLE_ASCII = /^[\x20-\x7E]*$/;

export type FieldText = readonly [PostalFieldName, string];

export function fieldTexts(address: PostalAddress): FieldText[] {
  const values: FieldText[] = [];
  for (const field of POSTAL_FIELDS) {
    const value = address[field.json];
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const line of value) values.push([field.json, line]);
    else values.push([field.json, value as string]);
  }
  return values;
}

/** A word of the input that nothing accounts for, with the index of its input text. */
export interface Unaccounted {
  text: number;
  word: FoldedWord;
}

/**
 * Words of the input texts that the output texts and the removed texts do not account for, each
 * output word accounting for one input word. Equivalences, each used once where it stands: the
 * country's name in the line the Country came from counts as the Country, and so does the code
 * or its dashed one-letter prefix before the postcode ("D-10117"); a label word ("PO Box",
 * "Floor") counts as the field it names when paired with a value word beside it (settleLabels);
 * a postcode written with or without its space counts as the PostCode; a word longer than a line
 * survives wrapped over lines.
 */
export function unaccountedWords(inputs: readonly FieldText[], outputs: readonly FieldText[], removed: readonly string[], words: WordNormaliser, epc = false, cuts?: CutPairs): Unaccounted[] {
  return unaccountedFolded(inputs, wordsOfEach(inputs, words), outputs, wordsOfEach(outputs, words), removed, words, epc, cuts ?? cutPairs(inputs, epc));
}

/**
 * The input lines the 35-character width may have cut inside a word: each line's index, to the
 * index of the line that holds the word's second half ("... 91052 ERLANG" / "EN DE").
 */
export type CutPairs = ReadonlyMap<number, number>;

/**
 * The cuts of the caller's lines as written (cutInsideWord: the line fills the 35-character width
 * exactly, letters or digits on both sides), not of the lines as normalise or the scheme's
 * character set leave them: the legacy export cut the text it had. A line normalise drops (empty,
 * blank) between two others is no line: the engine reads them next to each other. Convert gives the
 * engine these cuts and no others (seventh review: the engine found its cuts in the lines it was
 * given, "ERLANG  " trimmed, "ЩЩ..." under the EPC set, a line shortened by a removed BIC, two
 * lines a removed name line stood between; the proof in the lines as sent, and counted the
 * ERLANGEN of such a join as two words lost).
 */
export function cutPairs(inputs: readonly FieldText[], epc: boolean): CutPairs {
  const pairs = new Map<number, number>();
  // Most requests have no line of the width: nothing to clean.
  if (!inputs.some(([field, value]) => field === 'addressLine' && value.length === WRAP_WIDTH)) return pairs;
  let before: { index: number; text: string } | undefined;
  for (let k = 0; k < inputs.length; k++) {
    const [field, value] = inputs[k]!;
    if (field !== 'addressLine') {
      before = undefined;
      continue;
    }
    if (cleanText(value, epc).text === '') continue;
    if (before !== undefined && cutInsideWord(before.text, value)) pairs.set(before.index, k);
    before = { index: k, text: value };
  }
  return pairs;
}

/** The rule of the change (and the action) that joins a word the 35-character width cut in two. */
export const JOINED_CUT_WORD = 'word cut at the line width, joined';

/** Cuts given by the lines' indices (`lines[i]` is `inputs[i + offset]`), as CutPairs. */
export function cutPairsOf(cuts: ReadonlySet<number>, offset = 0): CutPairs {
  const pairs = new Map<number, number>();
  for (const i of cuts) pairs.set(i + offset, i + offset + 1);
  return pairs;
}

/** The words of each text, in the order of the texts. */
type FoldedTexts = ReadonlyArray<readonly FoldedWord[]>;

/**
 * The words of each text, folded once: the matching below reads each text's words four or five
 * times, and a look-up of the text in a memo each time cost more than the reading.
 */
function wordsOfEach(texts: readonly FieldText[], words: WordNormaliser): FoldedTexts {
  const out = new Array<readonly FoldedWord[]>(texts.length);
  for (let i = 0; i < texts.length; i++) out[i] = words(texts[i]![1]);
  return out;
}

/** unaccountedWords with the words of the inputs and outputs already read (`inWords[i]` are the words of `inputs[i]`). */
function unaccountedFolded(inputs: readonly FieldText[], inWords: FoldedTexts, outputs: readonly FieldText[], outWords: FoldedTexts, removed: readonly string[], words: WordNormaliser, epc: boolean, cuts: CutPairs): Unaccounted[] {
  const available = new WordBag();
  // The Country is a code, no text: it accounts for the caller's Country, for the line or prefix it
  // was read from, and for no other word. In the bag of words, the code of a Country inferred from
  // the postcode and town used up a word of a name: "Studio de Vries" above "10117 Berlin" came back
  // as "Studio" and "Vries", the "de" gone with ACCEPT (fourteenth review).
  const countryBag = new WordBag();
  let country: string | undefined;
  let postCode: string | undefined;
  let postCodeWords: string[] = [];
  for (let k = 0; k < outputs.length; k++) {
    const [field, value] = outputs[k]!;
    const valueWords = outWords[k]!;
    if (field === 'country') {
      addTo(countryBag, valueWords);
      country = value.toUpperCase();
      continue;
    }
    addTo(available, valueWords);
    if (field === 'postCode') {
      postCode = joined(valueWords);
      postCodeWords = valueWords.map((w) => w.text);
    }
  }
  for (const text of removed) addTo(available, words(text));

  // A country name counts as the Country only where the Country came from the lines.
  let countryFromLines = country !== undefined;
  for (const [field] of inputs) if (field === 'country') countryFromLines = false;
  // The Country came from one place in the lines: a line that is only the country's name, else the
  // last line ending with it. The same name elsewhere ("RESERVE BANK OF VANUATU" above "VANUATU") is
  // text of its own that only an output word accounts for.
  const countryLine = countryFromLines && country !== undefined ? lineNamingCountry(inputs, country, epc) : -1;
  // That name is where the Country came from: the output's Country accounts for it, and for no
  // other word ("TOYS R US INC" above "USA" keeps its "US"). A line that is the code alone is
  // where it came from instead: the code's word uses the Country up as any word does.
  const codeLine = country !== undefined && isCodeLine(inputs, country, epc);
  // Labels and the value words beside them, paired one to one with the output's values ("Level 45"
  // but not "Desk 45"; "TOYOTA CITY" but not "BERLIN CITY HOTEL"): a label beside its value is
  // accounted before any output word is used up, so that which "PO Box" of two is the label does
  // not depend on the order of the lines.
  const settled = settleLabels(inputs, inWords, outputs, outWords, available, epc, country);
  settleRuns(inputs, inWords, outputs, outWords, available, settled, country !== undefined && !codeLine ? countryLine : -1);
  const missing: Unaccounted[] = [];
  // The halves of words the 35-character width may have cut ("... 91052 ERLANG" / "EN DE"): matched
  // after every other word, each pair at once, so that a half that is also a word of its own
  // elsewhere ("... 140 T" / "ANRAKE STREET ... NUI T") takes no output word another needs.
  // (Both sets are made only where the lines have a cut: most requests have none.)
  let halves: Set<number> | undefined;
  for (const [a, b] of cuts) {
    if (inWords[a]!.length === 0 || inWords[b]!.length === 0) continue;
    halves ??= new Set();
    halves.add(settledKey(a, inWords[a]!.length - 1));
    halves.add(settledKey(b, 0));
  }
  let pending: Set<number> | undefined;
  // The caller's structured fields first: "CH" in "CH-8001 Zuerich" must not use up the Country
  // the caller sent, which only the output's Country can account for.
  const order: number[] = [];
  for (let index = 0; index < inputs.length; index++) if (inputs[index]![0] !== 'addressLine') order.push(index);
  for (let index = 0; index < inputs.length; index++) if (inputs[index]![0] === 'addressLine') order.push(index);
  for (const index of order) {
    const [field, value] = inputs[index]!;
    let countryName: { start: number; end: number } | undefined;
    const inputWords = inWords[index]!;
    for (let i = 0; i < inputWords.length; i++) {
      const word = inputWords[i]!;
      // A postal prefix before the postcode ("L-2983") is the Country: settled before the word
      // could use up an output word that another, later, "L" needs.
      if (country !== undefined && field === 'addressLine' && postCode !== undefined && inputWords[i + 1]?.text === postCode) {
        // A one-letter prefix only as written with its dash ("A-1070"): "Stiege A 1070 Wien" keeps its A.
        // The words' offsets are those of the text the scheme carries, not of the line as sent:
        // "OOO Щука, D-40212" is three letters longer under the EPC set ("SHT"), a decomposed
        // "Ko\u0308ln" or a zero-width space shorter (sixth review).
        const dashed = schemeText(value, epc).slice(word.end, inputWords[i + 1]!.start).includes('-');
        if (word.text === country || (word.text.length === 1 && word.text === country[0] && dashed)) continue;
      }
      // Likewise the words of the country's name where the Country came from the lines (word
      // offsets are those of the scheme's text: "中国" is "ZhongGuo" under the EPC set).
      if (country !== undefined && index === countryLine && !codeLine && (isCountryNameWord(word.text, country) || word.text.length === 2)) {
        countryName ??= countryInLine(schemeText(value, epc), country) ?? { start: -1, end: -1 };
        if (word.start >= countryName.start && word.end <= countryName.end) continue;
      }
      // The caller's Country, and the line that is the code alone ("DE" below the town), are the Country's.
      if ((field === 'country' || (codeLine && isCodeText(value, country!, epc))) && countryBag.take(word.text)) continue;
      if (settled.has(settledKey(index, i))) continue;
      if (halves !== undefined && halves.has(settledKey(index, i))) {
        (pending ??= new Set()).add(settledKey(index, i));
        continue;
      }
      if (available.take(word.text)) continue;
      // "X0254 CRY" written with a space is the PostCode "X0254CRY".
      // Once: the PostCode's own words are used up by it ("D02 X285" twice keeps the second).
      const postcodeEnd = postCode === undefined || !postCodeWords.every((w) => available.has(w)) ? -1 : spelledOver(inputWords, i, postCodeWords);
      if (postcodeEnd > i) {
        for (const w of postCodeWords) available.take(w);
        i = postcodeEnd;
        continue;
      }
      missing.push({ text: index, word });
    }
  }
  // Each cut's halves: as written where the output holds both, else the word they make joined
  // ("ERLANG" and "EN" as the output's "ERLANGEN"), else each as written or lost.
  if (pending !== undefined) settleHalves(inWords, cuts, order, pending, available, missing);
  if (missing.length === 0) return missing;
  let wrapped = '';
  for (let k = 0; k < outputs.length; k++) if (outputs[k]![0] === 'addressLine') wrapped += joined(outWords[k]!);
  return missing.filter(({ word }) => {
    if (word.text.length > 30 && wrapped.includes(word.text)) return false;
    return !splitCovered(word.text, available);
  });
}

/** The halves of cut words that waited for every other word (`pending`, keys of input words): see unaccountedFolded. */
function settleHalves(inWords: FoldedTexts, cuts: CutPairs, order: readonly number[], pending: Set<number>, available: WordBag, missing: Unaccounted[]): void {
  for (const [a, b] of cuts) {
    const headKey = settledKey(a, inWords[a]!.length - 1);
    const tailKey = settledKey(b, 0);
    if (!pending.has(headKey) || !pending.has(tailKey)) continue;
    const head = inWords[a]!.at(-1)!.text;
    const tail = inWords[b]![0]!.text;
    const both = head === tail ? available.count(head) >= 2 : available.has(head) && available.has(tail);
    if (!both && available.take(head + tail)) {
      pending.delete(headKey);
      pending.delete(tailKey);
    }
  }
  for (const index of pending.size > 0 ? order : []) {
    const inputWords = inWords[index]!;
    for (let i = 0; i < inputWords.length; i++) {
      if (!pending.has(settledKey(index, i))) continue;
      const word = inputWords[i]!;
      if (!available.take(word.text)) missing.push({ text: index, word });
    }
  }
}

/**
 * True when an input line is the country's code alone ("DE"). The length first, so that not every
 * line is copied in upper case: upper-casing never makes a text shorter ("ß" is "SS").
 */
function isCodeLine(inputs: readonly FieldText[], country: string, epc: boolean): boolean {
  for (const [field, value] of inputs) if (field === 'addressLine' && isCodeText(value, country, epc)) return true;
  return false;
}

/** A line that is the country's code alone, as the scheme carries it: "\u200fGI" (a right-to-left mark before the code) is "GI" (sixth review). */
function isCodeText(value: string, country: string, epc: boolean): boolean {
  const trimmed = schemeText(value, epc).trim();
  return trimmed.length <= country.length && trimmed.toUpperCase() === country;
}

/**
 * A field of several words is accounted where its words stand together in a line, before any of
 * its words can be taken from elsewhere: "Ciudad de México" takes the "de" of "06000 Ciudad de
 * México", not that of "Avenida 5 de Mayo", which then stays whole in AddressLine. Adds the keys of
 * the input words it settles to `settled` and uses up their output words. The Country and the lines
 * of the output are not fields, and a field the caller sent is its own; a word already settled (a
 * label) is not taken again.
 */
function settleRuns(inputs: readonly FieldText[], inWords: FoldedTexts, outputs: readonly FieldText[], outWords: FoldedTexts, available: WordBag, settled: Set<number>, countryLine: number): void {
  for (let o = 0; o < outputs.length; o++) {
    const field = outputs[o]![0];
    // A field the caller sent accounts for its own value first (see the order below).
    if (field === 'addressLine' || field === 'country' || hasField(inputs, field)) continue;
    const run = outWords[o]!;
    if (run.length < 2 || !allAvailable(run, available)) continue;
    found: for (let index = 0; index < inputs.length; index++) {
      // Not in the line the Country was read from: its name there is the Country's ("MARINO SAN
      // MARINO" below "... 47890 SAN" holds the town's end and the country's name).
      if (inputs[index]![0] !== 'addressLine' || index === countryLine) continue;
      const list = inWords[index]!;
      for (let at = 0; at + run.length <= list.length; at++) {
        let k = 0;
        while (k < run.length && list[at + k]!.text === run[k]!.text && !settled.has(settledKey(index, at + k))) k++;
        if (k < run.length) continue;
        for (let j = 0; j < run.length; j++) {
          settled.add(settledKey(index, at + j));
          available.take(run[j]!.text);
        }
        break found;
      }
    }
  }
}

/** True when a text of the field is among the texts (of the input: the caller sent the field). */
function hasField(texts: readonly FieldText[], field: PostalFieldName): boolean {
  for (const [from] of texts) if (from === field) return true;
  return false;
}

/** True when every word is still available. */
function allAvailable(words: readonly FoldedWord[], available: WordBag): boolean {
  for (const w of words) if (!available.has(w.text)) return false;
  return true;
}

/** Fields whose label words are also words of names ("CITY NATIONAL BANK", "OHIO STATE UNIVERSITY"). */
const NAME_LIKE_LABELS: ReadonlySet<string> = new Set(['townName', 'countrySubDivision', 'districtName', 'townLocationName', 'buildingName']);

function settledKey(text: number, word: number): number {
  return text * 1024 + word;
}

/**
 * The label words that leave with their value, and the value words beside them, as keys of
 * (input text, word). A label leaves only where it labels a value word the output still has to
 * account for, paired one to one ("Unit 7" twice: one pair leaves, the other stays text):
 * beside a word of its field's value (an ordinal counts as its number, "3rd floor" is Floor 3),
 * other labels of the field between. A label of a field whose labels are also words of names
 * leaves only when its comma-separated segment holds nothing but field values and labels
 * ("TOYOTA CITY", "woj. mazowieckie"; not "BERLIN CITY HOTEL").
 */
function settleLabels(inputs: readonly FieldText[], inWords: FoldedTexts, outputs: readonly FieldText[], outWords: FoldedTexts, available: WordBag, epc: boolean, country: string | undefined): Set<number> {
  const settled = new Set<number>();
  // The tables are built on the first label word met, not on every call: most requests hold no
  // label word, and building them was most of this function's cost (it runs twice a request).
  let values: ReadonlyMap<string, readonly string[]> | undefined;
  let fieldWords: Set<string> | undefined;
  // How often each word stands in the caller's lines: a number written twice ("Tor Nr. 2",
  // "Industriestr. 2") cannot tell which of its labels went with the field.
  let lineCounts: Map<string, number> | undefined;
  for (let index = 0; index < inputs.length; index++) {
    const [field, value] = inputs[index]!;
    if (field !== 'addressLine') continue;
    const list = inWords[index]!;
    for (let at = 0; at < list.length; at++) {
      const labelOf = labelFields(list[at]!.text, country);
      if (labelOf === undefined) continue;
      // A label of a field the output has, and not a field the caller sent: its value is accounted
      // for by the caller's own field first ("10th Floor" in a line beside the caller's Floor 10
      // used up the Floor, and the caller's "10" counted as lost: sixth review). Asked of the
      // outputs before the tables are built: many label words are common words ("OF", "CO", "D").
      const fields = labelOf.filter((f) => hasField(outputs, f) && !hasField(inputs, f));
      if (fields.length === 0 || settled.has(settledKey(index, at))) continue;
      const byField = (values ??= valuesByField(outputs, outWords));
      fieldWords ??= fieldValueWords(byField);
      // A word of a field's value is that value's word, not a label ("KANSAS CITY", "N TRYON ST").
      if (fieldWords.has(list[at]!.text)) continue;
      for (let step = -1; step <= 1; step += 2) {
        let j = at + step;
        while (j >= 0 && j < list.length && isLabelOf(list[j]!, fields, country) && valueKey(list[j]!, fields, byField) === undefined) j += step;
        if (j < 0 || j >= list.length) continue;
        // A label of several words ("PRIVATE MAIL BAG 9062", "Apartado Postal 12") leaves with
        // the value its neighbour label settled.
        if (settled.has(settledKey(index, j))) {
          if (valueKey(list[j]!, fields, byField) === undefined) continue;
          settled.add(settledKey(index, at));
          break;
        }
        const key = valueKey(list[j]!, fields, byField);
        if (key === undefined || !available.has(key)) continue;
        if (/\d/.test(key)) {
          lineCounts ??= lineWordCounts(inputs, inWords);
          if ((lineCounts.get(list[j]!.text) ?? 0) > 1) continue;
        }
        // The commas are looked for in the text the words' offsets are of (the scheme's).
        // A word of names as well ("BOMBAY HOUSE 24"): only in a segment of values and labels ("House 12, Road 5").
        const nameLike = fields.every((f) => NAME_LIKE_LABELS.has(f)) || NAME_WORD_LABELS.has(list[at]!.text);
        if (nameLike && !segmentOnlyFields(schemeText(value, epc), list, at, j, fieldWords)) continue;
        available.take(key);
        settled.add(settledKey(index, at));
        settled.add(settledKey(index, j));
        break;
      }
    }
  }
  return settled;
}

/** The words of the output's values, by field. */
function valuesByField(outputs: readonly FieldText[], outWords: FoldedTexts): Map<string, string[]> {
  const values = new Map<string, string[]>();
  for (let k = 0; k < outputs.length; k++) {
    const field = outputs[k]![0];
    let list = values.get(field);
    if (list === undefined) values.set(field, (list = []));
    for (const word of outWords[k]!) list.push(word.text);
  }
  return values;
}

/** Every word of the output's field values other than AddressLine. */
function fieldValueWords(values: ReadonlyMap<string, readonly string[]>): Set<string> {
  const fieldWords = new Set<string>();
  for (const [field, list] of values) if (field !== 'addressLine') for (const w of list) fieldWords.add(w);
  return fieldWords;
}

/** How often each word stands in the caller's lines. */
function lineWordCounts(inputs: readonly FieldText[], inWords: FoldedTexts): Map<string, number> {
  const lineCounts = new Map<string, number>();
  for (let index = 0; index < inputs.length; index++) if (inputs[index]![0] === 'addressLine') for (const w of inWords[index]!) lineCounts.set(w.text, (lineCounts.get(w.text) ?? 0) + 1);
  return lineCounts;
}

/** True when the word is a label of one of the fields. (Functions of the module, not closures per label: under tsx every named closure is renamed when made.) */
function isLabelOf(w: FoldedWord, fields: readonly string[], country: string | undefined): boolean {
  const labelled = labelFields(w.text, country);
  if (labelled === undefined) return false;
  for (const f of labelled) if (fields.includes(f)) return true;
  return false;
}

/** The value word of one of the fields the word is (an ordinal counts as its number, "3rd" as "3"), else undefined. */
function valueKey(w: FoldedWord, fields: readonly string[], values: ReadonlyMap<string, readonly string[]>): string | undefined {
  for (const f of fields) {
    const valueWords = values.get(f) ?? [];
    if (valueWords.includes(w.text)) return w.text;
    const ordinal = ordinalValue(w.text);
    if (ordinal !== undefined && valueWords.includes(ordinal)) return ordinal;
  }
  return undefined;
}

/**
 * True when the comma-separated segment around the label at `at` holds its value word `value` too
 * ("Berlin, City" is two segments), and only words of output field values and label words.
 */
function segmentOnlyFields(text: string, list: readonly FoldedWord[], at: number, value: number, fieldWords: ReadonlySet<string>): boolean {
  const start = text.lastIndexOf(',', list[at]!.start) + 1;
  const comma = text.indexOf(',', list[at]!.end);
  const end = comma < 0 ? text.length : comma;
  if (list[value]!.start < start || list[value]!.end > end) return false;
  for (const w of list) {
    if (w.start < start || w.end > end) continue;
    if (!fieldWords.has(w.text) && !LABEL_WORDS.has(w.text)) return false;
  }
  return true;
}


const HAS_WORD = /[\p{L}\p{N}]/u;

/** The input line the Country was read from: one that names the country and nothing else, else the last line when it ends with the name; -1 if none. */
function lineNamingCountry(inputs: readonly FieldText[], country: string, epc: boolean): number {
  let lastLine = -1;
  for (let index = 0; index < inputs.length; index++) {
    const [field, value] = inputs[index]!;
    if (field !== 'addressLine') continue;
    const text = schemeText(value, epc);
    // A line without a letter or digit ("", " ", a zero-width space) is no line the engine reads:
    // normalise drops it, so "London SW1A 2AA, UK" above it is still the last line (sixth review).
    if (!HAS_WORD.test(text)) continue;
    lastLine = index;
    const found = findCountryNameInLine(text, country);
    if (found === undefined) continue;
    if (text.slice(0, found.start).trim() === '' && /^[\s.,;:)]*$/.test(text.slice(found.end))) return index;
  }
  // Else the last line, where it ends with the name ("10117 Berlin, Germany"): the engine reads a
  // country there, not inside "Banque de France" above a postcode that named it.
  if (lastLine < 0) return -1;
  const text = schemeText(inputs[lastLine]![1], epc);
  const found = countryInLine(text, country);
  if (found !== undefined && /^[\s.,;:)]*$/.test(text.slice(found.end))) return lastLine;
  // Else the first line that opens with the name, a separator after it and a number further on: the
  // engine's country first ("КАЗАХСТАН, 010000, Г. АСТАНА", "الأردن - عمان 11942" below a name line;
  // seventh review: the name was kept in AddressLine beside the Country it gave).
  for (let index = 0; index < inputs.length; index++) {
    const [field, value] = inputs[index]!;
    if (field !== 'addressLine') continue;
    const line = schemeText(value, epc);
    const opening = findCountryNameInLine(line, country);
    if (opening !== undefined && line.slice(0, opening.start).trim() === '' && COUNTRY_FIRST_REST.test(line.slice(opening.end))) return index;
  }
  return -1;
}

/** What follows a country's name opening a line the engine reads it from: a separator, then a number. */
const COUNTRY_FIRST_REST = new RegExp(`^\\s*(?:[${SEPARATOR_CHARS}]|\\s-\\s).*\\d`, 'u');

/**
 * Where the line names the country: its name (findCountryNameInLine), else its two-letter code as
 * the line's last word, standing apart ("10117 Berlin DE", "80331 MUENCHEN DE"; not the "de" of
 * "info@acme.de", nor one inside "Studio de Vries"). The engine reads a country at these places.
 */
function countryInLine(text: string, country: string): { start: number; end: number } | undefined {
  const found = findCountryNameInLine(text, country);
  if (found !== undefined) return found;
  const code = FINAL_CODE.exec(text);
  if (code === null || code[1]!.toUpperCase() !== country) return undefined;
  const start = code.index + code[0].length - code[1]!.length - code[2]!.length;
  return { start, end: start + 2 };
}
const FINAL_CODE = /(?:^|[\s,;(])([A-Za-z]{2})([\s.,;:)]*)$/;

/**
 * The index of the last word when words[from..] spell the value with their spaces left out, else
 * -1. Only where the value is the words with spaces left out or put in, not moved: "X0254 CRY" is
 * "X0254CRY" and "SW1A1AA" is "SW1A 1AA", but "AD400 La" is no "AD40 0LA" (the postcode took the
 * town's "La"). `valueWords` are the value's own words.
 */
function spelledOver(words: readonly FoldedWord[], from: number, valueWords: readonly string[]): number {
  const text = valueWords.join('');
  const cuts: number[] = [];
  let spelled = '';
  for (let j = from; j < words.length && spelled.length < text.length; j++) {
    if (j > from) cuts.push(spelled.length);
    spelled += words[j]!.text;
    if (!text.startsWith(spelled)) return -1;
    if (spelled === text) return sameSpacing(cuts, valueWords) ? j : -1;
  }
  return -1;
}

/** Where a value's words meet, as offsets into the value written without spaces. */
function cutsOf(valueWords: readonly string[]): number[] {
  const cuts: number[] = [];
  let at = 0;
  for (let i = 0; i < valueWords.length - 1; i++) cuts.push((at += valueWords[i]!.length));
  return cuts;
}

/**
 * True when one text's word boundaries are all among the other's: spaces only left out or only
 * put in (formatting). Boundaries of both that differ mean letters moved from one word to another.
 */
function sameSpacing(inputCuts: readonly number[], valueWords: readonly string[]): boolean {
  const valueCuts = cutsOf(valueWords);
  return inputCuts.every((c) => valueCuts.includes(c)) || valueCuts.every((c) => inputCuts.includes(c));
}

function addTo(bag: WordBag, words: readonly FoldedWord[]): void {
  for (const word of words) bag.add(word.text);
}

function joined(words: readonly FoldedWord[]): string {
  let text = '';
  for (const word of words) text += word.text;
  return text;
}

/**
 * True when the word is made of words still available, which are then used up: a word that a
 * removal cut at a boundary the folding does not see ("DEUTDEFFß" -> identifier "DEUTDEFF" and "ß").
 */
function splitCovered(word: string, available: WordBag): boolean {
  for (let end = word.length - 1; end > 0; end--) {
    const head = word.slice(0, end);
    if (!available.take(head)) continue;
    const rest = word.slice(end);
    if (available.take(rest) || splitCovered(rest, available)) return true;
    available.add(head);
  }
  return false;
}

/** Each field's place in the spec's order. */
const FIELD_RANK: ReadonlyMap<PostalFieldName, number> = new Map(POSTAL_FIELDS.map((f, rank) => [f.json, rank]));

/**
 * The indices of the texts in the fields' order, texts of one field in their own order (a stable
 * sort). An insertion sort on the fields' ranks: a handful of texts, most already in order (the
 * proof's come from fieldTexts), and Array.sort with its comparator cost a percent of free text.
 */
function inFieldOrder(texts: readonly FieldText[]): number[] {
  const order = new Array<number>(texts.length);
  const ranks = new Array<number>(texts.length);
  for (let k = 0; k < texts.length; k++) {
    const rank = rankOf(texts[k]![0]);
    let at = k;
    // Strictly greater only: a text goes after those of its own field already placed.
    while (at > 0 && ranks[at - 1]! > rank) {
      order[at] = order[at - 1]!;
      ranks[at] = ranks[at - 1]!;
      at--;
    }
    order[at] = k;
    ranks[at] = rank;
  }
  return order;
}

function rankOf(field: PostalFieldName): number {
  return FIELD_RANK.get(field) ?? -1;
}

/**
 * Structured output fields whose value the input does not hold, beyond normalisation: made up or
 * changed by a repair (a town from a postal correction, a country inferred from a postcode). Each
 * must carry CNV-05. A value whose words are in the input, or that is the input written
 * without spaces ("SW1A 1AA" from "SW1A1AA"), or a Country named in a line, is not a change.
 *
 * Each input word is held by one output text: the output's lines take theirs first, then the
 * fields in their order, an ordinal counting as its number ("6th" for Floor 6). A field whose
 * words are used up ("CALLE QUEZALTEPEQUE 31" as StreetName and BuildingNumber, and again as
 * TownName; a TownName "Macau" read out of "Macau Avenue") writes text twice: a change.
 */
export function changedFields(inputs: readonly FieldText[], outputs: readonly FieldText[], words: WordNormaliser, cuts?: CutPairs): PostalFieldName[] {
  return changedFolded(inputs, wordsOfEach(inputs, words), outputs, wordsOfEach(outputs, words), cuts ?? cutPairs(inputs, false));
}

/** changedFields with the words of the inputs and outputs already read (`inWords[i]` are the words of `inputs[i]`). */
function changedFolded(inputs: readonly FieldText[], inWords: FoldedTexts, outputs: readonly FieldText[], outWords: FoldedTexts, cuts: CutPairs): PostalFieldName[] {
  const inputWords = new WordBag();
  // An ordinal of the input ("3RD") also holds its number for a value ("3"), in a bag of its own,
  // made when the first one is met (few requests have one). (It was the key "#3" in inputWords:
  // a string made and hashed for each value word the input lacked.)
  let ordinals: WordBag | undefined;
  for (const list of inWords) {
    for (const word of list) {
      inputWords.add(word.text);
      const ordinal = ordinalValue(word.text);
      if (ordinal !== undefined && ordinal !== word.text) (ordinals ??= new WordBag()).add(ordinal);
    }
  }
  // The input's words run together, with where each word starts and ends: a value written without
  // spaces must cover whole words ("ON" is not in "TORONTO ONTARIO"). Built only for a value not
  // held word for word (few: most values are the input's words), not on every call (it was half
  // of this function's cost, which runs three times a free-text request: convert twice, the proof).
  let spelled: SpelledInput | undefined;
  for (let k = 0; k < outputs.length; k++) if (outputs[k]![0] === 'addressLine') for (const word of outWords[k]!) inputWords.take(word.text);
  const changed: PostalFieldName[] = [];
  // The words taken for the value at hand (the first `taken`), and from which bag: two arrays for
  // every field, written over from the start for each (no pair made per word).
  const takenWords: string[] = [];
  const takenFrom: WordBag[] = [];
  // In the fields' order, whoever asks (convert gives them in the engine's order).
  for (const k of inFieldOrder(outputs)) {
    const [field, value] = outputs[k]!;
    if (field === 'addressLine') continue;
    // The Country is a code: written so where the caller sent it or a line names it (its name, or
    // its code ending the line), not wherever a word equals the code ("de" of "Studio de Vries";
    // fourteenth review).
    if (field === 'country') {
      const code = value.toUpperCase();
      if (!inputs.some(([from, text]) => (from === 'country' && text.toUpperCase() === code) || (from === 'addressLine' && (countryInLine(text, code) !== undefined || text.trim().toUpperCase() === code)))) changed.push(field);
      continue;
    }
    const valueWords = outWords[k]!;
    // Taken only when every word is there: a value written otherwise ("AZ 1014" of "AZ1014") must
    // not use up a word ("AZ") that another field (the Country) holds.
    let taken = 0;
    let allKnown = true;
    for (const word of valueWords) {
      const from = inputWords.take(word.text) ? inputWords : ordinals?.take(word.text) ? ordinals : undefined;
      if (from === undefined) allKnown = false;
      else {
        takenWords[taken] = word.text;
        takenFrom[taken++] = from;
      }
    }
    if (allKnown) continue;
    for (let t = 0; t < taken; t++) takenFrom[t]!.add(takenWords[t]!);
    spelled ??= spelledInput(inWords, cuts);
    if (coversWholeWords(spelled, valueWords.map((w) => w.text))) continue;
    changed.push(field);
  }
  return changed;
}

/**
 * The input's words run together (a space between texts, none where a line was cut inside a word at
 * the 35-character width), with the offsets where words start and end.
 */
interface SpelledInput {
  compact: string;
  starts: ReadonlySet<number>;
  ends: ReadonlySet<number>;
}

function spelledInput(inWords: FoldedTexts, cuts: CutPairs): SpelledInput {
  let compact = '';
  const starts = new Set<number>();
  const ends = new Set<number>();
  let glueTo = -1;
  for (let k = 0; k < inWords.length; k++) {
    for (const word of inWords[k]!) {
      starts.add(compact.length);
      compact += word.text;
      ends.add(compact.length);
    }
    // No space at a cut, nor after a blank line between its halves (normalise drops it).
    const to = cuts.get(k);
    if (to !== undefined) glueTo = to;
    else if (k + 1 > glueTo) compact += ' ';
  }
  return { compact, starts, ends };
}

/**
 * True when the value's words, written without spaces, occur in the compact input from the start
 * of a word to the end of a word, with spaces only left out or only put in ("SW1A 1AA" for
 * "SW1A1AA", not "AD40 0LA" for "AD400 La"; the same words with the same spaces are not formatting
 * either).
 */
function coversWholeWords({ compact, starts, ends }: SpelledInput, valueWords: readonly string[]): boolean {
  const text = valueWords.join('');
  if (text === '') return false;
  for (let at = compact.indexOf(text); at >= 0; at = compact.indexOf(text, at + 1)) {
    if (!starts.has(at) || !ends.has(at + text.length)) continue;
    const inputCuts: number[] = [];
    for (let k = 1; k < text.length; k++) if (starts.has(at + k)) inputCuts.push(k);
    // The same words with the same spaces are no formatting: the word count above judged them.
    if (sameSpacing(inputCuts, valueWords) && inputCuts.length !== valueWords.length - 1) return true;
  }
  return false;
}

/**
 * Every request is proved, in production too: the proof is what makes "nothing lost" a guarantee
 * (a failed proof withholds the conversion, processPartyAddress). CONSERVATION_CHECK=off skips it.
 */
export const CHECK_CONSERVATION_BY_DEFAULT = process.env.CONSERVATION_CHECK !== 'off';

/**
 * The words of each text read once per call site (convert's unplacedRuns reads each line's words
 * again after the matching). (The function is made here, not as a named arrow: under tsx every
 * named closure is renamed when made.)
 */
export function remembered(words: WordNormaliser): WordNormaliser {
  const cache = new Map<string, readonly FoldedWord[]>();
  return (text) => {
    let found = cache.get(text);
    if (found === undefined) cache.set(text, (found = words(text)));
    return found;
  };
}

/** True when both addresses hold the same texts in the same fields (nothing can be lost or changed). */
function sameTexts(input: PostalAddress, output: PostalAddress): boolean {
  for (const field of POSTAL_FIELDS) {
    const a = input[field.json];
    const b = output[field.json];
    if (a === b) continue;
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  }
  return true;
}

/** True when a reason of the code is in the answer. (A loop, not a Set of every code built per request: most requests remove nothing.) */
function reportedBy(reasons: readonly Reason[], code: ReasonCodeId): boolean {
  for (const r of reasons) if (r.code === code) return true;
  return false;
}

/** A violation of the invariant: a bug in the pipeline, never the caller's fault. */
export class ConservationError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConservationError';
  }
}

/**
 * Throws when input text is neither in the output nor in a removal, when a removal is not
 * reported by a reason of its code, or when a field changed beyond normalisation without CNV-05. The message names only the lost words' count and the codes,
 * never address text (it may reach a log).
 */
export function checkConservation(input: PostalAddress, output: PostalAddress, removals: readonly Removal[], reasons: readonly Reason[], epc: boolean): void {
  for (const removal of removals) {
    if (!REMOVAL_CODES.has(removal.code) || !reportedBy(reasons, removal.code)) throw new ConservationError(`a removal by ${removal.code} is not reported`);
  }
  // Most answers give back what came in, field by field: nothing can be lost or changed then.
  if (removals.length === 0 && sameTexts(input, output)) return;
  const inputs = fieldTexts(input);
  const outputs = fieldTexts(output);
  // Each text's words once, for both proofs.
  const words = wordsOf(epc);
  const inWords = wordsOfEach(inputs, words);
  const outWords = wordsOfEach(outputs, words);
  const cuts = cutPairs(inputs, epc);
  for (const field of changedFolded(inputs, inWords, outputs, outWords, cuts)) {
    if (!reasons.some((r) => r.code === 'CNV-05' && r.severity === 'WARNING' && r.field === isoName(field))) throw new ConservationError(`${isoName(field)} changed beyond normalisation without CNV-05`);
  }
  const missing = unaccountedFolded(inputs, inWords, outputs, outWords, removals.map((r) => r.text), words, epc, cuts);
  if (missing.length > 0) {
    const detail = process.env.CONSERVATION_DEBUG ? `: ${missing.map((m) => m.word.text).join(' ')} in ${JSON.stringify(input)} -> ${JSON.stringify(output)}` : '';
    throw new ConservationError(`${missing.length} word(s) of the input lost without a reported removal${detail}`);
  }
}
