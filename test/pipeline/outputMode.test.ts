// OutputMode rendering of output AddressLines: EPC 2x70, CBPR_PLUS 3x35, MT_LEGACY 2x35,
// COMPLIANCE 7x70; wrapped at word boundaries; what does not fit is FMT-03, never cut.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { run, hasReason } from './run';
import { wrapLines, renderOutputLines, OUTPUT_MODE_LIMITS } from '../../src/pipeline/rules/outputLines';

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
