// OutputMode rendering of output AddressLines: EPC 2x70, CBPR_PLUS 3x35, MT_LEGACY 2x35,
// COMPLIANCE 7x70; wrapped at word boundaries; what does not fit is FMT-03; a word longer than a
// line is split between characters and reported (FMT-03 WARNING, REVIEW action, PARTIAL_SUCCESS).
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { run, hasReason } from './run';
import fc from 'fast-check';
import { wrapLines, wrapLinesWithCuts, splitLongWord, renderOutputLines, OUTPUT_MODE_LIMITS } from '../../src/pipeline/rules/outputLines';

describe('line wrapping', () => {
  test('wraps at word boundaries', () => {
    const lines = wrapLines(['Building of the International Settlements Department, East Wing'], 35);
    assert.ok(lines.every((l) => l.length <= 35));
    assert.equal(lines.join(' ').replace(/,/g, ''), 'Building of the International Settlements Department East Wing');
  });
  test('keeps every character (no silent cut)', () => {
    const text = 'Aaaaaaaaaa Bbbbbbbbbb Cccccccccc Dddddddddd Eeeeeeeeee Ffffffffff Gggggggggg';
    const rendered = renderOutputLines([text], OUTPUT_MODE_LIMITS.MT_LEGACY, 2);
    assert.equal(rendered.lines.join(' '), text);
    assert.equal(rendered.fits, false);
  });
});

const TOWN = { postCode: '10115', townName: 'Berlin', country: 'DE' };
/** Words that no parser places, so they stay in AddressLine. */
const FILLER = 'Qwzx Plokm Zzyzx Vbnm Trewq Lkjh Mnbv Cxzq';

describe('OutputMode limits on the output', () => {
  test('CBPR_PLUS: a 60-character line is rewrapped into 35-character lines (repaired)', () => {
    const out = run({ postalAddress: { ...TOWN, addressLine: [`${FILLER} ${FILLER}`.slice(0, 60)] }, context: { outputMode: 'CBPR_PLUS' }, processingOptions: { targetFormat: 'HYBRID' } });
    const lines = out.response.result.output.addressLine ?? [];
    assert.ok(lines.length >= 2 && lines.every((l) => l.length <= 35), JSON.stringify(lines));
    assert.ok(hasReason(out, 'FMT-03', 'WARNING'));
    assert.notEqual(out.response.decision, 'REJECT');
  });
  test('MT_LEGACY: text that needs more than 2x35 is FMT-03 ERROR, nothing cut', () => {
    const input = [`${FILLER} ${FILLER}`.slice(0, 66), `${FILLER} One`];
    const out = run({ postalAddress: { ...TOWN, addressLine: input }, context: { outputMode: 'MT_LEGACY' }, processingOptions: { targetFormat: 'HYBRID' } });
    assert.ok(hasReason(out, 'FMT-03', 'ERROR'), JSON.stringify(out.response.result.reasons));
    assert.equal(out.response.decision, 'REJECT');
    const joined = (out.response.result.output.addressLine ?? []).join(' ').replace(/,/g, '');
    for (const word of input.join(' ').split(' ')) assert.ok(joined.includes(word), `${word} lost`);
  });
  test('EPC: two 70-character lines fit', () => {
    const line = `${FILLER} ${FILLER}`.slice(0, 70).trim();
    const out = run({ postalAddress: { ...TOWN, addressLine: [line] }, context: { outputMode: 'EPC' }, processingOptions: { targetFormat: 'HYBRID' } });
    assert.ok(!hasReason(out, 'FMT-03'));
  });
  test('COMPLIANCE: 3 lines of 70 fit for a __1 party', () => {
    const line = `${FILLER} ${FILLER}`.slice(0, 70).trim();
    const out = run({ postalAddress: { ...TOWN, addressLine: [line, line, line] }, context: { outputMode: 'COMPLIANCE' }, processingOptions: { targetFormat: 'HYBRID' } });
    assert.ok(!hasReason(out, 'FMT-03'), JSON.stringify(out.response.result.reasons));
  });
});

// Review 3: lengths are characters (code points), a long word is split only between graphemes.
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

describe('wrapping counts characters, never cuts a character', () => {
  test('an emoji line of 36 characters (71 UTF-16 units) fits COMPLIANCE 70 as it is', () => {
    const line = 'a' + '😀'.repeat(35);
    const out = run({ postalAddress: { addressLine: [line], townName: 'Berlin', country: 'DE' }, context: { outputMode: 'COMPLIANCE' } });
    const lines = out.response.result.output.addressLine ?? [];
    assert.deepEqual(lines, [line]);
    assert.ok(!hasReason(out, 'FMT-03'), JSON.stringify(out.response.result.reasons));
  });
  test('a word longer than the line is split between code points, never inside a surrogate pair', () => {
    const word = 'x' + '𠀀'.repeat(40); // 41 characters, 81 units
    const { lines, cuts } = wrapLinesWithCuts([word], 35);
    assert.deepEqual(lines.map((l) => [...l].length), [35, 6]);
    assert.ok(lines.every((l) => !LONE_SURROGATE.test(l)));
    assert.equal(lines.join(''), word);
    assert.deepEqual(cuts, [{ word, pieces: lines }]);
  });
  test('a letter keeps its combining marks across a split', () => {
    const word = 'e\u0301'.repeat(20); // 20 graphemes, 40 code points
    const pieces = splitLongWord(word, 35);
    assert.equal(pieces.join(''), word);
    assert.ok(pieces.every((p) => [...p].length <= 35 && !/^\p{M}/u.test(p)), JSON.stringify(pieces));
  });
  test('property: wrapped lines keep every character, fit the width, and hold no lone surrogate', () => {
    const char = fc.constantFrom('a', 'Z', '1', '😀', '𠀀', 'e\u0301', 'ü', '👍🏽', '中');
    const word = fc.array(char, { minLength: 1, maxLength: 90 }).map((cs) => cs.join(''));
    fc.assert(
      fc.property(fc.array(fc.array(word, { minLength: 1, maxLength: 6 }).map((ws) => ws.join(' ')), { minLength: 1, maxLength: 4 }), fc.constantFrom(35, 70), (pieces, width) => {
        const { lines } = wrapLinesWithCuts(pieces, width);
        for (const line of lines) {
          assert.ok([...line].length <= width, line);
          assert.ok(!LONE_SURROGATE.test(line), JSON.stringify(line));
        }
        const squash = (t: string) => t.replace(/[ ,]/g, '');
        assert.equal(squash(lines.join('')), squash(pieces.join('')));
      }),
      { numRuns: 300 },
    );
  });
});

describe('a word longer than the line (contract section 6: never cut silently)', () => {
  const long = 'Internationalisierungsbeauftragtenbüro'; // 38 characters
  test('CBPR_PLUS: the cut is an FMT-03 WARNING, a REVIEW action with before and after, and PARTIAL_SUCCESS', () => {
    const out = run({ include: ['actions'], postalAddress: { addressLine: [`${long} Nord`, 'Friedrichstr. 43', '10117 Berlin'], country: 'DE' }, context: { outputMode: 'CBPR_PLUS' } });
    const result = out.response.result;
    assert.deepEqual(result.output.addressLine, ['Internationalisierungsbeauftragtenb', 'üro Nord']);
    const fmt = result.reasons.filter((r) => r.code === 'FMT-03');
    assert.equal(fmt.length, 1);
    assert.equal(fmt[0]!.severity, 'WARNING');
    assert.match(fmt[0]!.message, /cut across lines/);
    assert.equal(out.response.decision, 'PARTIAL_SUCCESS');
    assert.equal(out.response.result.status, 'PARTIALLY_REPAIRED');
    const action = (result.actions ?? []).find((a) => a.type === 'REVIEW' && a.previousValue === long);
    assert.ok(action, JSON.stringify(result.actions));
    assert.equal(action.value, 'Internationalisierungsbeauftragtenb | üro');
  });
  test('words that fit are wrapped without a cut: still ACCEPT', () => {
    const out = run({ postalAddress: { addressLine: ['Internationalisierungs beauftragtenbüro Nord', 'Friedrichstr. 43', '10117 Berlin'], country: 'DE' }, context: { outputMode: 'CBPR_PLUS' } });
    assert.equal(out.response.decision, 'ACCEPT', JSON.stringify(out.response.result.reasons));
  });
});
