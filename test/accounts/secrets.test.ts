// Secrets, API key format and password hashing: formats of contract section 2, hashes that verify
// only the right input, and the constant-time digest comparison.
import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { randomBase62, sameDigest, sha256Hex } from '../../src/accounts/secrets';
import { generateApiKey, parseApiKey } from '../../src/accounts/apiKeys';
import { hashPassword, verifyPassword } from '../../src/accounts/passwords';

describe('random secrets', () => {
  test('base62 of the asked length, different every time', () => {
    const a = randomBase62(40);
    assert.match(a, /^[0-9A-Za-z]{40}$/);
    assert.notEqual(a, randomBase62(40));
  });

  test('sameDigest accepts only the same digest', () => {
    const digest = sha256Hex('pas_test_x');
    // The one-shot hash gives the very digest of a Hash object (stored hashes stay valid).
    assert.equal(digest, createHash('sha256').update('pas_test_x', 'utf8').digest('hex'));
    assert.equal(sameDigest(digest, sha256Hex('pas_test_x')), true);
    assert.equal(sameDigest(digest, sha256Hex('pas_test_y')), false);
    assert.equal(sameDigest(digest, digest.slice(0, 32)), false);
    assert.equal(sameDigest('', ''), false);
  });
});

describe('API keys', () => {
  test('sandbox keys start pas_test_, live keys pas_live_, then at least 32 base62 characters', () => {
    const sandbox = generateApiKey('sandbox');
    const live = generateApiKey('live');
    assert.match(sandbox.apiKey, /^pas_test_[0-9A-Za-z]{32,}$/);
    assert.match(live.apiKey, /^pas_live_[0-9A-Za-z]{32,}$/);
  });

  test('the stored parts do not contain the secret: lookup and prefix are short, the hash is SHA-256', () => {
    const key = generateApiKey('live');
    assert.equal(key.secretHash, sha256Hex(key.apiKey));
    assert.ok(key.apiKey.startsWith(key.prefix));
    assert.ok(key.lookup.length <= 12);
    assert.ok(key.apiKey.length - 'pas_live_'.length - key.lookup.length >= 28, 'at least 28 secret characters beyond the lookup id');
  });

  test('parseApiKey reads environment and lookup; anything malformed is undefined', () => {
    const key = generateApiKey('sandbox');
    assert.deepEqual(parseApiKey(key.apiKey), { environment: 'sandbox', lookup: key.lookup });
    assert.equal(parseApiKey('pas_test_short')?.environment, undefined);
    assert.equal(parseApiKey(`pas_prod_${'a'.repeat(40)}`), undefined);
    assert.equal(parseApiKey(`${key.apiKey} `), undefined);
    assert.equal(parseApiKey(''), undefined);
  });
});

describe('passwords', () => {
  test('scrypt hash verifies the password and nothing else, and never contains it', async () => {
    const password = 'correct horse battery staple';
    const hash = await hashPassword(password);
    assert.match(hash, /^scrypt\$\d+\$\d+\$\d+\$/);
    assert.ok(!hash.includes(password));
    assert.equal(await verifyPassword(password, hash), true);
    assert.equal(await verifyPassword('correct horse battery stapl', hash), false);
    assert.equal(await verifyPassword(password, 'not-a-hash'), false);
  });

  test('the same password hashes differently each time (salted)', async () => {
    assert.notEqual(await hashPassword('twelve chars!'), await hashPassword('twelve chars!'));
  });
});
