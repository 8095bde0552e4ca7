// Access tokens and the two-factor check without HTTP: lifetime, binding to application and
// account, persistence of the signing key across restarts, and every refusal of the check.
import { test, describe, before, after } from 'node:test';
import assert from 'node:assert/strict';
import type { OpenedDatabase } from '../../src/storage/database';
import { openTestDatabase } from '../helpers/backend';
import { createCredentialServices, type CredentialServices } from '../../src/accounts/credentialServices';
import { AUTH_MESSAGES } from '../../src/accounts/twoFactor';
import { decodeJwt, decodeProtectedHeader } from 'jose';

let now = new Date('2026-06-01T10:00:00Z');
const clock = () => now;
let database: OpenedDatabase;
let credentials: CredentialServices;

async function account(email: string) {
  const { accountId } = await credentials.accounts.signUp(email, 'twelve chars or more');
  const application = await credentials.applications.create(accountId, 'app');
  const subject = await credentials.applications.authenticateClient(application.clientId, application.clientSecret);
  assert.ok(subject);
  const { accessToken } = await credentials.tokens.issue(subject);
  const live = await credentials.applications.createLiveKey(accountId, application.applicationId);
  return { accountId, application, accessToken, sandboxKey: application.sandboxKey.apiKey, liveKey: live.apiKey, liveKeyId: live.keyId };
}

describe('access tokens and the two-factor check', () => {
  before(async () => {
    database = await openTestDatabase();
    credentials = await createCredentialServices(database.db, clock, (error) => {
      throw error;
    });
  });
  after(async () => {
    await credentials.keyUsage.flush();
    await database.close();
  });

  test('a token lives 900 s and names application, account and signing key', async () => {
    const a = await account('tokens-a@example.test');
    const claims = decodeJwt(a.accessToken);
    assert.equal(claims.exp! - claims.iat!, 900);
    assert.equal(claims.sub, a.application.applicationId);
    assert.equal(claims.acc, a.accountId);
    assert.equal(decodeProtectedHeader(a.accessToken).alg, 'ES256');
    assert.ok(credentials.jwks.keys.some((k) => k.kid === decodeProtectedHeader(a.accessToken).kid));
  });

  test('wrong client secret or unknown client: no subject', async () => {
    const a = await account('tokens-b@example.test');
    assert.equal(await credentials.applications.authenticateClient(a.application.clientId, `${a.application.clientSecret}x`), undefined);
    assert.equal(await credentials.applications.authenticateClient('cli_unknown', a.application.clientSecret), undefined);
  });

  test('both factors pass: the principal carries account, application, key and environment', async () => {
    const a = await account('tokens-c@example.test');
    const result = await credentials.twoFactor.check(`Bearer ${a.accessToken}`, a.liveKey, 'live');
    assert.deepEqual(result, { ok: true, principal: { accountId: a.accountId, applicationId: a.application.applicationId, keyId: a.liveKeyId, environment: 'live' } });
  });

  test('each refusal names its factor', async () => {
    const a = await account('tokens-d@example.test');
    const b = await account('tokens-e@example.test');
    const cases: Array<[string | undefined, string | undefined, 'live' | 'sandbox', string]> = [
      [undefined, undefined, 'live', AUTH_MESSAGES.bothMissing],
      [undefined, a.liveKey, 'live', AUTH_MESSAGES.tokenMissing],
      [`Bearer ${a.accessToken}`, undefined, 'live', AUTH_MESSAGES.keyMissing],
      [`Basic ${a.accessToken}`, a.liveKey, 'live', AUTH_MESSAGES.tokenMissing],
      [`Bearer ${a.accessToken.slice(0, -4)}AAAA`, a.liveKey, 'live', AUTH_MESSAGES.tokenInvalid],
      ['Bearer not.a.jwt', a.liveKey, 'live', AUTH_MESSAGES.tokenInvalid],
      [`Bearer ${a.accessToken}`, `pas_live_${'x'.repeat(40)}`, 'live', AUTH_MESSAGES.keyNotRecognised],
      [`Bearer ${a.accessToken}`, b.liveKey, 'live', AUTH_MESSAGES.keyNotRecognised],
      [`Bearer ${a.accessToken}`, a.sandboxKey, 'live', AUTH_MESSAGES.sandboxKeyOnProduction],
      [`Bearer ${a.accessToken}`, a.liveKey, 'sandbox', AUTH_MESSAGES.liveKeyOnSandbox],
    ];
    for (const [authorization, key, environment, message] of cases) {
      const result = await credentials.twoFactor.check(authorization, key, environment);
      assert.equal(result.ok, false);
      assert.equal(!result.ok && result.message, message, `${authorization?.slice(0, 12)} / ${key?.slice(0, 12)} on ${environment}`);
    }
  });

  test('a token expires after 900 s, even once it sits in the cache', async () => {
    const a = await account('tokens-f@example.test');
    assert.equal((await credentials.twoFactor.check(`Bearer ${a.accessToken}`, a.liveKey, 'live')).ok, true);
    const issuedAt = now;
    now = new Date(issuedAt.getTime() + 899_000);
    assert.equal((await credentials.twoFactor.check(`Bearer ${a.accessToken}`, a.liveKey, 'live')).ok, true);
    now = new Date(issuedAt.getTime() + 900_000);
    const expired = await credentials.twoFactor.check(`Bearer ${a.accessToken}`, a.liveKey, 'live');
    assert.equal(!expired.ok && expired.message, AUTH_MESSAGES.tokenExpired);
    now = issuedAt;
  });

  test('checkNow answers only from memory, and then as check does', async () => {
    const a = await account('tokens-now-a@example.test');
    const b = await account('tokens-now-b@example.test');
    const bearer = `Bearer ${a.accessToken}`;
    // Nothing looked up yet: no answer without the promise path.
    assert.equal(credentials.twoFactor.checkNow(bearer, a.liveKey, 'live'), undefined);
    // Refusals that need no lookup are answered at once, with check's message.
    for (const [authorization, key] of [[undefined, undefined], [undefined, a.liveKey], [bearer, undefined]] as const) {
      assert.deepEqual(credentials.twoFactor.checkNow(authorization, key, 'live'), await credentials.twoFactor.check(authorization, key, 'live'));
    }
    const passed = await credentials.twoFactor.check(bearer, a.liveKey, 'live');
    assert.equal(passed.ok, true);
    assert.deepEqual(credentials.twoFactor.checkNow(bearer, a.liveKey, 'live'), passed);
    // With the token verified: the key's text, another account's key and the wrong base, as check.
    await credentials.twoFactor.check(bearer, b.liveKey, 'live');
    for (const [key, environment] of [[a.sandboxKey, 'live'], [a.liveKey, 'sandbox'], [b.liveKey, 'live'], [`pas_live_${'x'.repeat(40)}`, 'live']] as const) {
      const expected = await credentials.twoFactor.check(bearer, key, environment);
      assert.equal(expected.ok, false);
      assert.deepEqual(credentials.twoFactor.checkNow(bearer, key, environment), expected, `${key.slice(0, 12)} on ${environment}`);
    }
    // A revoke clears the key cache: the next call reads the database and is refused.
    await credentials.applications.revokeKey(a.accountId, a.liveKeyId);
    assert.equal(credentials.twoFactor.checkNow(bearer, a.liveKey, 'live'), undefined);
    const revoked = await credentials.twoFactor.check(bearer, a.liveKey, 'live');
    assert.equal(!revoked.ok && revoked.message, AUTH_MESSAGES.keyRevoked);
    assert.deepEqual(credentials.twoFactor.checkNow(bearer, a.liveKey, 'live'), revoked);
    // An expired token is not answered from memory: check says it has expired.
    const issuedAt = now;
    now = new Date(issuedAt.getTime() + 900_000);
    assert.equal(credentials.twoFactor.checkNow(bearer, a.liveKey, 'live'), undefined);
    now = issuedAt;
  });

  test('the signing key survives a restart: a token from before verifies after', async () => {
    const a = await account('tokens-g@example.test');
    const restarted = await createCredentialServices(database.db, clock, () => undefined);
    const result = await restarted.tokens.verify(a.accessToken);
    assert.equal(result.ok, true);
    assert.deepEqual(restarted.jwks, credentials.jwks);
  });

  test('a token signed by a key this service does not hold is invalid', async () => {
    const other = await openTestDatabase();
    try {
      const foreign = await createCredentialServices(other.db, clock, () => undefined);
      const { accessToken } = await foreign.tokens.issue({ accountId: 'acc_x', applicationId: 'app_x', clientId: 'cli_x' });
      assert.deepEqual(await credentials.tokens.verify(accessToken), { ok: false, reason: 'invalid' });
    } finally {
      await other.close();
    }
  });
});
