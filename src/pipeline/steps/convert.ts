// Step 6, convert: takes identifiers, the party name and repeats out of the AddressLines, applies
// postal corrections, structures the remaining free text into PostalAddress24 fields (each applied
// only at or above repairConfidenceThreshold), and renders what stays in lines for the OutputMode.
// check-party-address never converts.
import { POSTAL_FIELDS, STRUCTURED_FIELDS, fieldSpec, isoName, type PostalFieldName, type StructuredFieldName } from '../../model/fields';
import type { PostalAddress } from '../../model/schemas';
import { reason, type Reason, type ReasonCodeId } from '../../model/reasons';
import { foldWords, type FoldedWord } from '../../reference/countries';
import { JOINED_CUT_WORD, changedFields, conservedWords, cutPairs, cutPairsOf, remembered, unaccountedWords, type FieldText, type Removal, type WordNormaliser } from '../conservation';
import { isValidPostcode, normalisePostcode } from '../../reference/postcodes';
import { SEPARATOR_CHARS } from '../../reference/separators';
import { structureAddress } from '../../structuring';
import type { ParsedFieldName } from '../../structuring/types';
import { postcodeAfterTown } from '../../structuring/tables/formats';
import { LINE_SEPARATOR, addressLines, classifyFormat, fieldValue } from '../address';
import { tidyLine } from '../rules/findPhrase';
import { segmentsOf } from '../rules/segments';
import { scanIdentifiers } from '../rules/misplacedIdentifiers';
import { scanPartyName, townTest } from '../rules/nameInAddress';
import type { PostalReference } from '../../reference/postal/types';
import { repeatsLeftByStructuring, scanRepeats } from '../rules/townCountryRepeat';
import { addressLineLimit, variantOf } from '../rules/partyVariant';
import { OUTPUT_MODE_LIMITS, charLength, renderOutputLines } from '../rules/outputLines';
import { fieldsAsText, type FieldValues } from '../rules/addressText';
import type { Correction, FieldChange, LineScans, PipelineState, Step } from '../state';
import { usesEpcCharacterSet } from '../../params/resolveParameters';
import { cleanText, toSchemeCharacterSet } from './normalise';

/**
 * Fields the engine can only read from the text, never infer from reference data (as a Country
 * from a postcode, or a town from it): a value of these not written so in the lines ("AD40 0LA"
 * read over "AD400 La Massana") is a misreading, not applied; its text stays in AddressLine.
 */
const READ_AS_WRITTEN: ReadonlySet<ParsedFieldName> = new Set(['streetName', 'buildingNumber', 'buildingName', 'floor', 'postBox', 'room', 'postCode']);

/** Fields a HYBRID target keeps structured; the rest of the address stays in lines. */
const HYBRID_FIELDS: ReadonlySet<StructuredFieldName> = new Set(['postCode', 'townName', 'townLocationName', 'districtName', 'countrySubDivision', 'country']);

interface Span {
  start: number;
  end: number;
  rule: string;
  /** The reason that reports the removal; none for text set aside to come back. */
  code?: ReasonCodeId;
}

/**
 * Removes the spans from each line (right to left so positions stay valid), recording what left.
 * `cuts` gets the lines (by index in the result) that the caller's export cut inside a word before
 * the next (`sentCuts`, by index in `lines`) where the removals left both halves in place: the
 * word ending the line and the word opening the next ("... ERLANG" / "EN, GERMANY" with the repeat
 * "GERMANY" removed is still ERLANG and EN; a removed line between them leaves no cut).
 */
function removeSpans(lines: string[], spansByLine: Map<number, Span[]>, changes: FieldChange[], removals: Removal[], sentCuts: ReadonlySet<number>, cuts: Set<number>): string[] {
  const result: string[] = [];
  // The previous line, when it survived with its last word: its index in `lines` and in the result.
  let before: { index: number; at: number } | undefined;
  lines.forEach((line, index) => {
    const spans = (spansByLine.get(index) ?? []).sort((a, b) => b.start - a.start);
    let text = line;
    let lastStart = Infinity;
    let lastEnd = -1;
    // Each span is cut from the text as it stands left of the spans already cut, and the line is
    // tidied once at the end: tidying after each cut took the separator opening ", KOWLOON, HK"
    // away, so the next span to the left ("KOWLOON" at 2..9) was cut two characters off and left
    // "KO" behind (seventh review).
    for (const span of spans) {
      if (span.end > lastStart) continue; // overlaps a span already removed
      if (span.code) removals.push({ text: line.slice(span.start, span.end), code: span.code, field: `AddressLine[${index}]` });
      text = `${text.slice(0, span.start)} ${text.slice(span.end)}`;
      lastStart = span.start;
      lastEnd = Math.max(lastEnd, span.end);
    }
    if (lastStart !== Infinity) text = tidyLine(text);
    if (text !== line) changes.push({ field: `AddressLine[${index}]`, before: line, after: text || null, rule: [...new Set(spans.map((s) => s.rule))].join(', ') });
    // The line's first word is in place when no span cut into it; its last when no span reached it.
    const firstEnd = line.indexOf(' ') < 0 ? line.length : line.indexOf(' ');
    if (text && before !== undefined && before.index === index - 1 && sentCuts.has(index - 1) && lastStart >= firstEnd) cuts.add(before.at);
    before = text && lastEnd <= line.lastIndexOf(' ') + 1 ? { index, at: result.length } : undefined;
    if (text) result.push(text);
  });
  return result;
}

const EXTRACTED_CODE = { BIC: 'ENT-01', LEI: 'ENT-02', IBAN: 'ENT-03' } as const;

/**
 * Spans to take out of the lines before structuring. Extracted identifiers, the party name and
 * repeats leave for good; a conflicting identifier (R-04: flagged, not moved) is set aside in
 * `keptAside` and returned to AddressLine after structuring, so the parser never sees it.
 */
/** Adds a span to remove from a line. (A function of the module, not a closure made on every call: under tsx every named closure is renamed when made.) */
function addSpan(byLine: Map<number, Span[]>, line: number, span: Span): void {
  byLine.set(line, [...(byLine.get(line) ?? []), span]);
}

/** validate's scans, when they were made on these lines and fields (see LineScans). */
export function earlierScans(state: PipelineState, lines: readonly string[]): LineScans | undefined {
  const scans = state.lineScans;
  if (scans === undefined || scans.lines.length !== lines.length) return undefined;
  for (let i = 0; i < lines.length; i++) if (scans.lines[i] !== lines[i]) return undefined;
  for (const field of STRUCTURED_FIELDS) {
    const name = field.json as StructuredFieldName;
    if (fieldValue(scans.address, name) !== fieldValue(state.address, name)) return undefined;
  }
  return scans;
}

function spansToRemove(state: PipelineState, lines: string[], keptAside: string[], postal: PostalReference | undefined): Map<number, Span[]> {
  const byLine = new Map<number, Span[]>();
  const earlier = earlierScans(state, lines);
  if (state.parameters.detectMisplacedIdentifiers) {
    const scan = earlier?.identifiers ?? scanIdentifiers(lines, state.request.identification, townTest(postal, fieldValue(state.address, 'country')));
    for (const hit of scan.found) {
      if (hit.action === 'conflict') keptAside.push(lines[hit.line]!.slice(hit.start, hit.end).trim());
      addSpan(byLine, hit.line, { start: hit.start, end: hit.end, rule: hit.action === 'extract' ? 'R-04' : 'R-04 kept aside', ...(hit.action === 'extract' ? { code: EXTRACTED_CODE[hit.type] } : {}) });
    }
  }
  if (state.parameters.validateNameContent) {
    // The lines are in the scheme's character set by now ("OOO Romashka" under SCT): so is the name
    // looked for, or validate's ENT-05 would ask for a removal that never happens (review 3, p19).
    // Validate's scan is reused only when normalise changed nothing.
    const name = state.request.name === undefined ? undefined : cleanText(state.request.name, usesEpcCharacterSet(state.parameters.scheme)).text;
    const scan = earlier?.partyName ?? scanPartyName(lines, name, townTest(postal, fieldValue(state.address, 'country')));
    for (const hit of scan.found) addSpan(byLine, hit.line, { start: hit.start, end: hit.end, rule: 'name content', code: 'ENT-05' });
  }
  for (const hit of (earlier?.repeats ?? scanRepeats(lines, state.address)).found) addSpan(byLine, hit.line, { start: hit.start, end: hit.end, rule: 'R-05', code: hit.code });
  return byLine;
}

/**
 * What the structuring engine left out: runs of words of the lines it was given that neither a
 * field it filled nor the text it returned accounts for. They stay in AddressLine as written.
 *
 * A field's words are matched against the lines outside the text that stays (what the engine
 * returned as unplaced, and the values of fields not applied) first: "TOYOTA MOTOR CORPORATION /
 * ... TOYOTA CITY" with TownName TOYOTA keeps the company line whole, not "MOTOR CORPORATION"
 * beside a stray "TOYOTA"; "Paseo de la Reforma" below the threshold keeps its "de" though TownName
 * "Ciudad de México" has one too.
 */
function unplacedRuns(lines: readonly string[], cuts: ReadonlySet<number>, placed: readonly FieldText[], knownCountry: string | undefined, engineUnplaced: readonly string[]): string[] {
  // The caller's Country is in the output: a postal prefix ("L-2983") counts as it, a country name inside a line does not.
  const inputs: FieldText[] = knownCountry !== undefined ? [['country', knownCountry]] : [];
  for (const line of lines) inputs.push(['addressLine', line]);
  const outputs = [...placed];
  if (knownCountry !== undefined) outputs.push(['country', knownCountry]);
  const offset = knownCountry !== undefined ? 1 : 0;
  // Each line's words once: the matching reads them, and the runs below read them again.
  const wordsOf = remembered(conservedWords);
  const lost = unaccountedWords(inputs, outputs, [], wordsOf, false, cutPairsOf(cuts, offset))
    .filter((item) => item.text >= offset)
    .map((item) => ({ line: item.text - offset, word: item.word }));
  if (lost.length === 0) return [];
  preferEngineUnplaced(lines, lost, engineUnplaced, wordsOf);
  // Each word by its place among its line's words, not by the first word that starts where it
  // does: one character can fold into two words of one span ("℅" is "C O", "½" is "1 2"), and each
  // used to start a run of its own, so "℅ John Smith" came back as "℅", "℅", "John Smith" (sixth review).
  const placedLost = lost.map(({ line, word }) => {
    const words = wordsOf(lines[line]!);
    let index = words.indexOf(word);
    if (index < 0) index = words.findIndex((w) => w.start === word.start && w.text === word.text);
    return { line, word, index };
  });
  placedLost.sort((a, b) => a.line - b.line || a.index - b.index);
  const runs: string[] = [];
  let current: { line: number; start: number; end: number; lastWord: number } | undefined;
  for (const { line, word, index } of placedLost) {
    if (current && current.line === line && current.lastWord === index) continue;
    if (current && current.line === line && current.lastWord === index - 1) {
      current.end = word.end;
      current.lastWord = index;
      continue;
    }
    if (current) runs.push(withMarks(lines[current.line]!, current.start, current.end));
    current = { line, start: word.start, end: word.end, lastWord: index };
  }
  if (current) runs.push(withMarks(lines[current.line]!, current.start, current.end));
  return runs;
}

/**
 * The lines (by index in `lines`, the lines as normalise left them) that the caller's export cut
 * inside a word at the 35-character width, read in the lines as written (conservation's cutPairs,
 * which the proof reads too). None when the lines are not the caller's lines normalised.
 */
function sentCuts(sent: readonly string[] | undefined, lines: readonly string[], epc: boolean): Set<number> {
  const cuts = new Set<number>();
  if (sent === undefined) return cuts;
  const pairs = cutPairs(sent.map((line) => ['addressLine', line] as const), epc);
  if (pairs.size === 0) return cuts;
  const kept: number[] = [];
  for (let k = 0; k < sent.length; k++) if (cleanText(sent[k]!, epc).text !== '') kept.push(k);
  if (kept.length !== lines.length || kept.some((k, i) => cleanText(sent[k]!, epc).text !== lines[i])) return cuts;
  for (let i = 0; i + 1 < kept.length; i++) if (pairs.get(kept[i]!) === kept[i + 1]) cuts.add(i);
  return cuts;
}

/**
 * The joins of words the 35-character width cut in two (`cuts`) that the placed fields made: each
 * field holding such a word, with the halves as written. A join is made only where the fields hold
 * the whole word more often than the lines write it whole: "HAUPTSTRASSE 5 ERLANGEN 91052 ERLAN" /
 * "GEN" read ERLANGEN where it was written, its halves stay in AddressLine, and no join is said
 * (seventh review).
 */
function joinsOfCutWords(lines: readonly string[], cuts: ReadonlySet<number>, placed: readonly FieldText[]): Array<{ field: PostalFieldName; value: string; halves: string }> {
  const joined = new Map<string, string>();
  for (const i of cuts) {
    const head = conservedWords(lines[i]!).at(-1);
    const tail = conservedWords(lines[i + 1]!)[0];
    if (head !== undefined && tail !== undefined) joined.set(head.text + tail.text, `${lines[i]!.slice(head.start, head.end)}${LINE_SEPARATOR}${lines[i + 1]!.slice(tail.start, tail.end)}`);
  }
  if (joined.size === 0) return [];
  const written = new Map<string, number>();
  for (const line of lines) for (const w of conservedWords(line)) if (joined.has(w.text)) written.set(w.text, (written.get(w.text) ?? 0) + 1);
  const held = new Map<string, number>();
  const joins: Array<{ field: PostalFieldName; value: string; halves: string }> = [];
  for (const [field, value] of placed) {
    for (const w of conservedWords(value)) {
      const halves = joined.get(w.text);
      if (halves === undefined) continue;
      const count = (held.get(w.text) ?? 0) + 1;
      held.set(w.text, count);
      if (count > (written.get(w.text) ?? 0)) joins.push({ field, value, halves });
    }
  }
  return joins;
}

/**
 * A run of kept words with the marks written on its edges: brackets, quotes and a closing full
 * stop belong to the text ("Frankfurt (Oder)", "(Hinterhaus)", "& Co."), not to the words beside
 * it. Only marks that touch the run and no other word ("Hauptstr.5" shares its "."), and never a
 * comma or semicolon, which separates the run from its neighbours.
 */
function withMarks(line: string, start: number, end: number): string {
  let from = start;
  while (from > 0 && MARK.test(line[from - 1]!)) from--;
  if (from > 0 && !/\s/.test(line[from - 1]!)) from = start;
  let to = end;
  while (to < line.length && MARK.test(line[to]!)) to++;
  if (to < line.length && !/\s/.test(line[to]!)) to = end;
  return line.slice(from, to).replace(LEADING_SEPARATORS, '').replace(TRAILING_SEPARATORS, '');
}
const MARK = /[^\s\p{L}\p{N}\p{M}]/u;
const LEADING_SEPARATORS = new RegExp(`^[${SEPARATOR_CHARS}]+`);
const TRAILING_SEPARATORS = new RegExp(`[${SEPARATOR_CHARS}]+$`);

/**
 * Which occurrence of a repeated word is the one left over is the matching's choice, not the
 * engine's: a lost word outside the text the engine returned as unplaced trades places with the
 * same word inside it. The words kept are the same (so conservation is unchanged); only their
 * place is the engine's.
 */
function preferEngineUnplaced(lines: readonly string[], lost: Array<{ line: number; word: FoldedWord }>, engineUnplaced: readonly string[], wordsOf: WordNormaliser): void {
  const spans = unplacedSpans(lines, engineUnplaced);
  if (spans.length === 0) return;
  for (const item of lost) {
    if (insideSpan(spans, item.line, item.word)) continue;
    for (const span of spans) {
      const twin = wordsOf(lines[span.line]!).find((w) => w.text === item.word.text && w.start >= span.start && w.end <= span.end && !isLost(lost, span.line, w));
      if (twin === undefined) continue;
      item.line = span.line;
      item.word = twin;
      break;
    }
  }
}

interface LineSpan { line: number; start: number; end: number }

// Functions of the module, not closures made on every call (under tsx every named closure is renamed when made).
function insideSpan(spans: readonly LineSpan[], line: number, word: FoldedWord): boolean {
  return spans.some((p) => p.line === line && word.start >= p.start && word.end <= p.end);
}

/** The word itself is lost, not merely a word starting where it does: "℅" is the two words C and O of one span (sixth review). */
function isLost(lost: ReadonlyArray<{ line: number; word: FoldedWord }>, line: number, word: FoldedWord): boolean {
  return lost.some((l) => l.line === line && l.word.start === word.start && l.word.text === word.text);
}

/** Where the texts the engine returned as unplaced stand in the lines (as written, case aside, at word edges). */
function unplacedSpans(lines: readonly string[], engineUnplaced: readonly string[]): LineSpan[] {
  const held: LineSpan[] = [];
  const upper = lines.map((line) => line.toUpperCase());
  for (const text of engineUnplaced) {
    const wanted = text.toUpperCase();
    if (wanted.trim() === '') continue;
    for (let line = 0; line < lines.length; line++) {
      let at = upper[line]!.indexOf(wanted);
      while (at >= 0 && held.some((p) => p.line === line && at < p.end && at + wanted.length > p.start)) at = upper[line]!.indexOf(wanted, at + 1);
      // Only at word edges: "TOYOTA" inside "TOYOTA-CHO" is no text of its own.
      if (at < 0 || WORD_CHAR.test(lines[line]![at - 1] ?? '') || WORD_CHAR.test(lines[line]![at + wanted.length] ?? '')) continue;
      held.push({ line, start: at, end: at + wanted.length });
      break;
    }
  }
  return held;
}
const WORD_CHAR = /[\p{L}\p{N}]/u;

const compact = (text: string) => text.replace(/[^\p{L}\p{N}]/gu, '').toUpperCase();

function setField(address: PostalAddress, field: StructuredFieldName, value: string, rule: string, changes: FieldChange[]): void {
  const before = fieldValue(address, field) ?? null;
  if (before === value) return;
  (address as Record<string, unknown>)[field] = value;
  changes.push({ field: isoName(field), before, after: value, rule });
}

/**
 * Whether the text kept in AddressLine holds a value of the field a correction would add: a town
 * the reference knows in the country (a whole line or comma-separated segment), or a postcode of
 * the country's format.
 */
function keptTextHolds(field: Correction['field'], lines: readonly string[], country: string | undefined, postal: PostalReference | undefined): boolean {
  if (country === undefined) return false;
  for (const line of lines) {
    if (field === 'postCode' && line.split(/[\s,;]+/).some((word) => word !== '' && isValidPostcode(country, word))) return true;
    if (field !== 'townName' || postal === undefined) continue;
    const pieces = [line, ...segmentsOf(line).map((segment) => line.slice(segment.start, segment.end))];
    if (pieces.some((piece) => postal.findTown(country, piece).length > 0)) return true;
  }
  return false;
}

interface CorrectionTarget {
  address: PostalAddress;
  threshold: number;
  epc: boolean;
  changes: FieldChange[];
  reasons: Reason[];
  removals: Removal[];
  fieldConfidence: PipelineState['fieldConfidence'];
  lowConfidence: string[];
}

/** Applies a correction of the postal database at or above the threshold, reported (CNV-05, VRF-06, the old value as a removal); below it, lists it as not applied. */
function applyCorrection(correction: Correction, to: CorrectionTarget): void {
  if (correction.confidence < to.threshold) {
    to.lowConfidence.push(isoName(correction.field));
    return;
  }
  // The reference writes "München"; under an EPC scheme the output and the action carry "Munchen".
  const epcValue = cleanText(correction.value, to.epc);
  if (epcValue.converted) {
    correction = { ...correction, value: epcValue.text };
    to.reasons.push(reason('FLD-06', { field: isoName(correction.field), detail: `${epcValue.converted} character(s) converted` }));
  }
  const before = fieldValue(to.address, correction.field);
  if (before !== undefined && before !== correction.value) to.removals.push({ text: before, code: 'CNV-05', field: isoName(correction.field), replacement: correction.value });
  if (before !== correction.value) to.reasons.push(reason('CNV-05', { field: isoName(correction.field), detail: 'postal database correction' }));
  setField(to.address, correction.field, correction.value, 'postal database correction', to.changes);
  to.fieldConfidence[correction.field] = correction.confidence;
  to.reasons.push(reason('VRF-06', { field: isoName(correction.field), ...(correction.reason ? { detail: correction.reason } : {}) }));
}

/** The rule of the change that emptied a field a requested FULLY_UNSTRUCTURED output moved into AddressLine. */
export const FLATTENED = 'targetFormat FULLY_UNSTRUCTURED';

/** The rule of the change that joined or wrapped the lines to fit the OutputMode and the party variant's line count. */
export const rewrapRule = (outputMode: string) => `OutputMode ${outputMode}`;

/** The rule of a change that moved a field the scheme's character set lengthened past its limit. */
export const OVER_LIMIT_MOVED = 'over the field limit in the scheme character set, moved to AddressLine';

/**
 * A field whose value is longer than its PostalAddress24 limit (a 35-character TownName that the EPC
 * conversion lengthens: "Щ" is "SHT", "Ж" "ZH") can be neither carried nor cut: its whole value goes
 * to AddressLine, with CNV-05 WARNING on the field and an action holding the value as sent (twelfth
 * review; before, the answer carried the 41-character TownName with CNV-04 ERROR). Returns the texts
 * moved, in field order.
 */
function moveOverLimit(address: PostalAddress, input: PostalAddress, changes: FieldChange[], reasons: Reason[]): string[] {
  const moved: string[] = [];
  for (const field of STRUCTURED_FIELDS) {
    const limit = field.maxLength;
    const name = field.json as StructuredFieldName;
    const value = limit === undefined ? undefined : fieldValue(address, name);
    if (value === undefined || charLength(value) <= limit!) continue;
    moved.push(value);
    (address as Record<string, unknown>)[name] = undefined;
    changes.push({ field: field.iso, before: fieldValue(input, name) ?? value, after: value, rule: OVER_LIMIT_MOVED });
    reasons.push(reason('CNV-05', { field: field.iso, detail: `longer than ${limit} characters in the scheme's character set; kept whole in AddressLine` }));
  }
  return moved;
}

/** True when a value's folded words are exactly `words`, in order. */
function sameWords(value: string, words: readonly string[]): boolean {
  const own = foldWords(value);
  return own.length === words.length && own.every((w, i) => w.text === words[i]);
}

/** The known town line, when a line holds a word of the town (else the engine cannot misread it). */
function knownTownLine(known: Partial<Record<ParsedFieldName, string>>, lines: readonly string[]): string | undefined {
  if (known.townName === undefined) return undefined;
  const townWords = new Set(foldWords(known.townName).map((w) => w.text));
  if (!lines.some((line) => foldWords(line).some((w) => townWords.has(w.text)))) return undefined;
  const parts = known.country !== undefined && postcodeAfterTown(known.country) ? [known.townName, known.postCode] : [known.postCode, known.townName];
  return parts.filter(Boolean).join(' ');
}

/**
 * convert's working copy of the address: every field of spec 2.2 present, in its order, undefined
 * when it has no value, so the working copies of all requests share one shape. Copies of the
 * input's own shapes, with fields added one by one as they were read and one deleted at the end,
 * made every field store and read a slow look-up (5 % of a free-text request in setField and
 * fieldValue). inFieldOrder leaves the undefined fields out again.
 */
export function workingCopy(a: PostalAddress): PostalAddress {
  // One literal (one allocation of a shape V8 already knows), not stores in a loop; the test
  // holds it to POSTAL_FIELDS.
  return {
    addressLine: a.addressLine, streetName: a.streetName, buildingNumber: a.buildingNumber, buildingName: a.buildingName, floor: a.floor,
    postBox: a.postBox, room: a.room, postCode: a.postCode, townName: a.townName, townLocationName: a.townLocationName,
    districtName: a.districtName, countrySubDivision: a.countrySubDivision, country: a.country, countryOfResidence: a.countryOfResidence,
  };
}

/** The address with its fields in spec 2.2 order, as callers read and store it. */
function inFieldOrder(address: PostalAddress): PostalAddress {
  const ordered: Record<string, unknown> = {};
  for (const field of POSTAL_FIELDS) {
    const value = address[field.json];
    if (value !== undefined) ordered[field.json] = value;
  }
  return ordered as PostalAddress;
}

export const convert: Step = (state, context) => {
  if (context.endpoint === 'check') {
    // check-party-address repairs nothing, but never answers with a value over its limit either.
    const address = { ...state.address };
    const changes: FieldChange[] = [];
    const reasons: Reason[] = [];
    const moved = moveOverLimit(address, state.input, changes, reasons);
    if (moved.length === 0) return state;
    address.addressLine = [...addressLines(address), ...moved];
    return { ...state, address: inFieldOrder(address), changes: [...state.changes, ...changes], reasons: [...state.reasons, ...reasons], targetNotReached: true };
  }
  const { parameters } = state;
  const threshold = parameters.repairConfidenceThreshold;
  const address = workingCopy(state.address);
  const changes: FieldChange[] = [];
  const reasons: Reason[] = [];
  const fieldConfidence = { ...state.fieldConfidence };
  const lowConfidence: string[] = [];
  const removals: Removal[] = [];

  // 1. Identifiers, the party name and repeated town/country leave the lines.
  let lines = addressLines(address);
  const keptAside: string[] = [];
  const withhold = context.withholdConversion === true;
  if (withhold) reasons.push(reason('CNV-03', { detail: 'conversion withheld: it could not account for every word of the input; lines and fields stay as sent' }));
  // The lines the caller's export cut inside a word at the 35-character width, by index in
  // `lines` (see removeSpans).
  const sent = sentCuts(state.input.addressLine, lines, usesEpcCharacterSet(parameters.scheme));
  let cuts: ReadonlySet<number> = sent;
  if (lines.length > 0 && !withhold) {
    const kept = new Set<number>();
    lines = removeSpans(lines, spansToRemove(state, lines, keptAside, context.postal), changes, removals, sent, kept);
    cuts = kept;
  }

  // 2. Corrections the postal database proposed (premium quality) that replace a value the caller
  // sent. One that adds a missing field waits until the lines are read (2b): verify looked at the
  // fields before convert, so "town missing" is said of an address whose town may be in a line.
  const epc = usesEpcCharacterSet(parameters.scheme);
  const additions: Correction[] = [];
  for (const correction of state.corrections) {
    if (correction.suggestion || withhold) continue; // a suggestion is listed in actions, never applied
    if (fieldValue(address, correction.field) === undefined) additions.push(correction);
    else applyCorrection(correction, { address, threshold, epc, changes, reasons, removals, fieldConfidence, lowConfidence });
  }

  const givenToStructuring = lines;
  const sentAddress = state.address;

  // 3. Free text into fields.
  const target = parameters.targetFormat;
  const flatten = target === 'FULLY_UNSTRUCTURED' && state.unstructuredPermitted;
  if (lines.length > 0 && !flatten && !withhold) {
    const known: Partial<Record<ParsedFieldName, string>> = {};
    for (const field of STRUCTURED_FIELDS) {
      const value = fieldValue(address, field.json as StructuredFieldName);
      if (value !== undefined && field.json !== 'countryOfResidence') known[field.json as ParsedFieldName] = value;
    }
    // The known town and postcode go in as the last line, where a letter has them, so the engine
    // does not read them out of a street ("12 rue de Paris" beside TownName Paris).
    const townLine = knownTownLine(known, lines);
    // The known town line is never the second half of a cut word: it was not sent as a line.
    const structured = structureAddress({ lines: townLine ? [...lines, townLine] : lines, known, cuts }, context.postal);
    const lineWords = townLine ? new Set(lines.flatMap((line) => foldWords(line).map((w) => w.text))) : undefined;
    const townWords = townLine ? foldWords(known.townName!).map((w) => w.text) : undefined;
    let leftOut = 0;
    const placed: FieldText[] = [];
    // Values read but not applied: their text stays in AddressLine where it was written.
    const notApplied: string[] = [];
    let applied = 0;
    const lineTexts = lines.map((line) => ['addressLine', line] as const);
    // The engine's fields read once, in its order (Object.entries of its record was 1 % of a
    // free-text request when made twice, and filtered and mapped).
    const parsedFields = Object.entries(structured.fields) as Array<[ParsedFieldName, { value: string; confidence: number }]>;
    const readValues: FieldText[] = [];
    for (const [name, parsed] of parsedFields) if (READ_AS_WRITTEN.has(name)) readValues.push([name, parsed.value]);
    const lineCuts = cutPairsOf(cuts);
    const misread = new Set(changedFields(lineTexts, readValues, conservedWords, lineCuts));
    const misreadFields: string[] = [];
    for (const [name, parsed] of parsedFields) {
      if (known[name] !== undefined) continue;
      // A field read from the known town line only repeats what the caller sent.
      if (lineWords && !foldWords(parsed.value).some((w) => lineWords.has(w.text))) continue;
      // Nor does a field that reads the caller's own town again: "10117 Berlin" beside TownName
      // Berlin (the known town line after it) gave CountrySubDivision "Berlin", a value the caller
      // never wrote as one, and R-05's repeat went unreported (eighth review). Left to 3b, the
      // repeat leaves with FLD-05 like any other.
      if (townWords !== undefined && sameWords(parsed.value, townWords)) continue;
      const limit = fieldSpec(name).maxLength;
      const fits = limit === undefined || parsed.value.length <= limit;
      if (target === 'HYBRID' && !HYBRID_FIELDS.has(name)) {
        leftOut++;
        notApplied.push(parsed.value);
      } else if (parsed.confidence >= threshold && fits && !misread.has(name)) {
        setField(address, name, parsed.value, 'structuring', changes);
        placed.push([name, parsed.value]);
        fieldConfidence[name] = parsed.confidence;
        applied++;
      } else {
        leftOut++;
        notApplied.push(parsed.value);
        if (misread.has(name)) misreadFields.push(isoName(name));
        else lowConfidence.push(isoName(name));
      }
    }
    if (applied > 0 || leftOut > 0) {
      // No silent change: a field the engine filled with a value the lines do not hold (a Country
      // inferred from the postcode, a town from the postal reference) carries CNV-05.
      if (placed.length > 0) {
        for (const field of changedFields(lineTexts, placed, conservedWords, lineCuts)) {
          reasons.push(reason('CNV-05', { field: isoName(field), detail: 'value not written so in the input' }));
        }
        // "91052 ERLANG" / "EN DE" read as "ERLANGEN": the join is said, with the field it made.
        // The action carries the halves as written and the value they made.
        for (const join of joinsOfCutWords(lines, cuts, placed)) {
          reasons.push(reason('CNV-05', { field: isoName(join.field), detail: 'a word the 35-character line width cut in two, joined' }));
          changes.push({ field: isoName(join.field), before: join.halves, after: join.value, rule: JOINED_CUT_WORD });
        }
      }
      // Whatever was not placed stays in the lines as written, in its order: a field left out
      // keeps its label ("PO Box 123", not "PO Box" and "123"), and nothing is rebuilt from values.
      const remaining = unplacedRuns(lines, cuts, placed, known.country, [...structured.unplaced, ...notApplied]);
      changes.push({ field: 'AddressLine', before: lines.join(LINE_SEPARATOR), after: remaining.length ? remaining.join(LINE_SEPARATOR) : null, rule: 'structuring' });
      lines = remaining;
    }
    if (misreadFields.length > 0) reasons.push(reason('CNV-03', { detail: `${misreadFields.join(', ')} read not as written in the lines; left in AddressLine` }));
    if (lines.length > 0 && target !== 'HYBRID') reasons.push(reason('CNV-06', { field: 'AddressLine' }));
  }

  // 2b. A field the postal database adds (premium: "town missing; the only town of the postcode"),
  // only where the lines gave it no value and the text kept in them holds none: a town written in a
  // line ("München" beside PostCode 10117) is what the caller sent, not a missing one; adding Berlin
  // beside it made an address that contradicts itself "verified" and ACCEPT (tenth review).
  const notAdded: string[] = [];
  for (const correction of additions) {
    if (fieldValue(address, correction.field) !== undefined) continue;
    if (keptTextHolds(correction.field, lines, fieldValue(address, 'country'), context.postal)) notAdded.push(isoName(correction.field));
    else applyCorrection(correction, { address, threshold, epc, changes, reasons, removals, fieldConfidence, lowConfidence });
  }
  if (notAdded.length > 0) reasons.push(reason('CNV-03', { detail: `${notAdded.join(', ')} of the postal database not added: the address lines hold one` }));

  // 3b. What structuring left that only repeats fields the caller sent ("New York NY" once the
  // postcode of "New York NY 10118" went into PostCode) leaves like any other repeat (FLD-05).
  if (lines !== givenToStructuring) {
    const repeats = new Set(repeatsLeftByStructuring(givenToStructuring, lines, address, sentAddress));
    if (repeats.size > 0) {
      for (const index of repeats) removals.push({ text: lines[index]!, code: 'FLD-05', field: 'AddressLine' });
      const kept = lines.filter((_, index) => !repeats.has(index));
      changes.push({ field: 'AddressLine', before: lines.join(LINE_SEPARATOR), after: kept.length ? kept.join(LINE_SEPARATOR) : null, rule: 'R-05' });
      lines = kept;
      // Nothing is kept in AddressLine any more: CNV-06 no longer applies.
      if (lines.length === 0) {
        const at = reasons.findIndex((r) => r.code === 'CNV-06');
        if (at >= 0) reasons.splice(at, 1);
      }
    }
  }

  lines = [...lines, ...keptAside];

  // 4. A requested FULLY_UNSTRUCTURED output, where permitted: every field but Country into lines.
  let targetNotReached = false;
  if (flatten) {
    const values: FieldValues = {};
    for (const field of STRUCTURED_FIELDS) {
      const name = field.json as StructuredFieldName;
      if (name === 'country' || name === 'countryOfResidence') continue;
      const value = fieldValue(address, name);
      if (value === undefined) continue;
      values[name] = value;
      setField(address, name, '', FLATTENED, changes);
      (address as Record<string, unknown>)[name] = undefined;
      // The caller's field is no longer one: CNV-05 WARNING on it, and a MOVE action with the value
      // as sent and the line now holding it (contract section 6; before, only the change in
      // traceability said so; thirteenth review). The grace period's REG-02 is revalidate's.
      reasons.push(reason('CNV-05', { field: field.iso, detail: 'moved into AddressLine for the requested FULLY_UNSTRUCTURED output' }));
    }
    lines = [...lines, ...fieldsAsText(values, fieldValue(address, 'country'))];
  } else if (target === 'FULLY_UNSTRUCTURED') {
    targetNotReached = true;
    const code = variantOf(parameters.partyRole) === '__2' ? 'REG-05' : 'REG-01';
    reasons.push(reason(code, { severity: 'WARNING', field: 'AddressLine', detail: 'requested FULLY_UNSTRUCTURED output is not permitted; a structured form was produced' }));
  }

  // 5. Postcode in its published form.
  const country = fieldValue(address, 'country');
  const postCode = fieldValue(address, 'postCode');
  if (country && postCode) {
    const published = normalisePostcode(country, postCode);
    if (published && published !== postCode) {
      if (compact(published) !== compact(postCode)) {
        removals.push({ text: postCode, code: 'CNV-05', field: 'PostCode', replacement: published });
        reasons.push(reason('CNV-05', { field: 'PostCode', detail: 'postcode written in its published form' }));
      }
      setField(address, 'postCode', published, 'postcode format', changes);
    }
  }

  // 6. What stays in lines, rendered for the OutputMode and the party variant.
  const variant = variantOf(parameters.partyRole);
  const rendered = renderOutputLines(lines, OUTPUT_MODE_LIMITS[parameters.outputMode], addressLineLimit(variant));
  if (rendered.rewrapped) {
    // Lines joined or wrapped to fit ("Firma Alpha" / ... four lines of a __1 party as one) are the
    // caller's lines changed: CNV-05 WARNING, and an action with the lines before and after
    // (contract sections 6 and 8; FMT-02 "(repaired)" said only that there were too many, and a
    // rewrap of lines that were too many only after a conversion said nothing; thirteenth review).
    changes.push({ field: 'AddressLine', before: lines.join(LINE_SEPARATOR), after: rendered.lines.join(LINE_SEPARATOR), rule: rewrapRule(parameters.outputMode) });
    const { lines: count, width } = OUTPUT_MODE_LIMITS[parameters.outputMode];
    reasons.push(reason('CNV-05', { field: 'AddressLine', detail: `lines rewrapped to fit ${Math.min(count, addressLineLimit(variant))} line(s) of ${width} characters (OutputMode ${parameters.outputMode}, party variant ${variant})` }));
  }
  for (const cut of rendered.cuts) changes.push({ field: 'AddressLine', before: cut.word, after: cut.pieces.join(LINE_SEPARATOR), rule: `OutputMode ${parameters.outputMode} word cut` });
  if (rendered.lines.length > 0) address.addressLine = rendered.lines;
  else address.addressLine = undefined;

  // 7. Under an EPC scheme every value of the output is in the EPC set, also those that came
  // after normalise (a correction, a town from the postal reference), converted and reported as
  // normalise converts and reports (FLD-06).
  const charset = toSchemeCharacterSet(address, usesEpcCharacterSet(parameters.scheme));
  if (charset.address !== address) {
    for (const key of Object.keys(address)) delete (address as Record<string, unknown>)[key];
    Object.assign(address, charset.address);
  }
  changes.push(...charset.changes);
  reasons.push(...charset.reasons);
  const moved = moveOverLimit(address, state.input, changes, reasons);
  if (moved.length > 0) {
    targetNotReached = true;
    const again = renderOutputLines([...addressLines(address), ...moved], OUTPUT_MODE_LIMITS[parameters.outputMode], addressLineLimit(variantOf(parameters.partyRole)));
    changes.push({ field: 'AddressLine', before: addressLines(address).join(LINE_SEPARATOR) || null, after: again.lines.join(LINE_SEPARATOR), rule: OVER_LIMIT_MOVED });
    address.addressLine = again.lines;
    rendered.cuts.push(...again.cuts);
  }

  const outputFormat = classifyFormat(address);
  if (target === 'FULLY_STRUCTURED' && outputFormat !== 'FULLY_STRUCTURED') targetNotReached = true;
  if (target === 'HYBRID' && outputFormat === 'FULLY_UNSTRUCTURED') targetNotReached = true;
  if (outputFormat !== state.inputFormat) {
    if (outputFormat === 'FULLY_STRUCTURED') reasons.push(reason('CNV-01'));
    else if (outputFormat === 'HYBRID') reasons.push(reason('CNV-02'));
  }
  if (lowConfidence.length > 0) {
    reasons.push(reason('CNV-03', { detail: `${[...new Set(lowConfidence)].join(', ')} below ${threshold}` }));
  }

  // Every removal is reported, even where validate saw the text before normalisation differently.
  for (const code of new Set(removals.map((r) => r.code))) {
    if (!state.reasons.some((r) => r.code === code) && !reasons.some((r) => r.code === code)) reasons.push(reason(code, { field: 'AddressLine' }));
  }

  return {
    ...state,
    address: inFieldOrder(address),
    changes: [...state.changes, ...changes],
    removals: [...state.removals, ...removals],
    reasons: [...state.reasons, ...reasons],
    fieldConfidence,
    targetNotReached: state.targetNotReached || targetNotReached,
    repaired: state.repaired || changes.length > 0,
    wordCuts: [...state.wordCuts, ...rendered.cuts],
  };
};
