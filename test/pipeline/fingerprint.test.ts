// The fingerprint of the canonical address is SHA-256 over its JSON, in hex: the one-shot hash
// gives the digest a Hash object gave, so fingerprints stored in audit events stay comparable.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { canonicalAddress, fingerprintOf } from '../../src/pipeline/canonical';
import { requestHash } from '../../src/idempotency/requestHash';

test('fingerprint and Idempotency-Key request hash: the same SHA-256 hex digests as a Hash object gives', () => {
  const canonical = canonicalAddress({ streetName: 'Wilhelm-Epstein-Str.', buildingNumber: '14', postCode: '60431', townName: 'Frankfurt am Main', country: 'DE' });
  assert.equal(fingerprintOf(canonical), createHash('sha256').update(JSON.stringify(canonical)).digest('hex'));
  assert.equal(fingerprintOf(canonicalAddress({ addressLine: ['Łódź, ul. Piotrkowska 1'], country: 'PL' })), createHash('sha256').update(JSON.stringify(canonicalAddress({ addressLine: ['Łódź, ul. Piotrkowska 1'], country: 'PL' }))).digest('hex'));
  const body = { postalAddress: { addressLine: ['Straße 1', '東京'] } };
  assert.equal(requestHash({}, body), createHash('sha256').update(`{"body":{"postalAddress":{"addressLine":["Straße 1","東京"]}},"params":{}}`).digest('hex'));
});
