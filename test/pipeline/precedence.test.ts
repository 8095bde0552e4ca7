// Contract section 5: processingOptions, then channel profile, then context, then default; each
// resolved parameter is listed with its source in traceability; quality basic forces verification off.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { run, hasReason, STRUCTURED_DE } from './run';
import { resolveParameters } from '../../src/params/resolveParameters';

const NOW = new Date('2026-12-01T00:00:00Z');

function sourceOf(name: string, layers: Parameters<typeof resolveParameters>[0]) {
  return resolveParameters(layers, NOW).trace.find((t) => t.name === name);
}

describe('parameter precedence', () => {
  test('processingOptions beats the channel profile and the context', () => {
    const t = sourceOf('scheme', { options: { scheme: 'SCT' }, profile: { scheme: 'CHAPS' }, context: { scheme: 'T2' } });
    assert.deepEqual([t?.value, t?.source], ['SCT', 'processingOptions']);
  });
  test('the channel profile beats the context', () => {
    const t = sourceOf('scheme', { profile: { scheme: 'CHAPS' }, context: { scheme: 'T2' } });
    assert.deepEqual([t?.value, t?.source], ['CHAPS', 'channelProfile']);
  });
  test('the context is the fallback', () => {
    const t = sourceOf('scheme', { context: { scheme: 'T2' } });
    assert.deepEqual([t?.value, t?.source], ['T2', 'context']);
  });
  test('defaults of contract section 5', () => {
    const p = resolveParameters({}, NOW).parameters;
    assert.equal(p.quality, 'standard');
    assert.equal(p.verification, true);
    assert.equal(p.targetFormat, 'auto');
    assert.equal(p.repairConfidenceThreshold, 0.8);
    assert.equal(p.redaction, 'NONE');
    assert.equal(p.direction, 'OUTBOUND');
    assert.equal(p.detectMisplacedIdentifiers, true);
    assert.equal(p.validateNameContent, true);
    assert.equal(p.outputMode, 'COMPLIANCE');
    assert.equal(p.executionDatetime.toISOString(), NOW.toISOString());
  });
  test('outputMode default follows the scheme', () => {
    for (const [scheme, mode] of [['SCT', 'EPC'], ['SDD_B2B', 'EPC'], ['CBPRPLUS', 'CBPR_PLUS'], ['FEDWIRE', 'CBPR_PLUS'], ['OCT_INST', 'COMPLIANCE'], ['OTHER', 'COMPLIANCE']] as const) {
      assert.equal(resolveParameters({ context: { scheme } }, NOW).parameters.outputMode, mode, scheme);
    }
  });
  test('processingOptions cannot set what it does not declare: direction comes from profile or context', () => {
    const t = sourceOf('direction', { profile: { direction: 'INBOUND' }, context: { direction: 'OUTBOUND' } });
    assert.deepEqual([t?.value, t?.source], ['INBOUND', 'channelProfile']);
  });
  test('quality basic forces verification off, VRF-05', () => {
    const out = run({ postalAddress: STRUCTURED_DE, processingOptions: { quality: 'basic', verification: true } });
    assert.equal(out.response.result.verification.status, 'unverified');
    assert.ok(hasReason(out, 'VRF-05', 'INFO'));
  });
  test('verification false skips the lookup, VRF-05', () => {
    const out = run({ postalAddress: STRUCTURED_DE, processingOptions: { verification: false } });
    assert.ok(hasReason(out, 'VRF-05'));
  });
  test('traceability lists each resolved parameter with its source', () => {
    const out = run({ postalAddress: STRUCTURED_DE, include: ['traceability'], processingOptions: { quality: 'premium' }, context: { scheme: 'SCT' } }, { profile: { targetFormat: 'HYBRID' } });
    const params = out.response.result.traceability?.parameters ?? [];
    const find = (n: string) => params.find((p) => p.name === n);
    assert.deepEqual([find('quality')?.value, find('quality')?.source], ['premium', 'processingOptions']);
    assert.deepEqual([find('targetFormat')?.value, find('targetFormat')?.source], ['HYBRID', 'channelProfile']);
    assert.deepEqual([find('scheme')?.value, find('scheme')?.source], ['SCT', 'context']);
    assert.deepEqual([find('redaction')?.value, find('redaction')?.source], ['NONE', 'default']);
  });
});
