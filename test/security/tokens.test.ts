// OWASP API2 (broken authentication), issue 11 finding 9: a token verifies only with the
// service's own lifetime and an issued-at not in the future; the API key must belong to the
// token's application; the signing key is encrypted at rest and the database file is the owner's.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SignJWT, importJWK, type JWK } from 'jose';
import { buildTestApp, type TestApp } from '../helpers/testApp';
import { createCredentials, type TestCredentials } from '../helpers/credentials';
import { openDatabase } from '../../src/storage/database';
import { decryptSecret, processEncryptionKey } from '../../src/accounts/keyEncryption';

const EP01 = '/party-address/v4/process-party-address';
const BODY = { postalAddress: { streetName: 'Hauptstrasse', buildingNumber: '1', postCode: '10115', townName: 'Berlin', country: 'DE' } };

describe('token checks', () => {
  let t: TestApp;
  let creds: TestCredentials;
  before(async () => {
    t = await buildTestApp();
    creds = await createCredentials(t.app, 'live');
  });
  after(() => t.close());

  /** Signs claims with the service's own key, as someone holding it (or a bug) could. */
  async function forge(iat: number, exp: number): Promise<string> {
    const row = await t.database.db.selectFrom('token_signing_keys').selectAll().executeTakeFirstOrThrow();
    const jwk = JSON.parse(decryptSecret(row.private_jwk, processEncryptionKey(), row.kid)) as JWK;
    const claims = JSON.parse(Buffer.from(creds.accessToken.split('.')[1]!, 'base64url').toString()) as Record<string, unknown>;
    return new SignJWT({ acc: claims.acc, client_id: claims.client_id })
      .setProtectedHeader({ alg: 'ES256', kid: row.kid, typ: 'at+jwt' })
      .setIssuer('party-address-service')
      .setAudience('party-address/v4')
      .setSubject(claims.sub as string)
      .setIssuedAt(iat)
      .setExpirationTime(exp)
      .sign(await importJWK(jwk, 'ES256'));
  }
  const call = (token: string, apiKey = creds.apiKey) => t.app.inject({ method: 'POST', url: EP01, payload: BODY, headers: { authorization: `Bearer ${token}`, 'x-api-key': apiKey } });

  test('a token within the rules verifies (the forging itself is sound)', async () => {
    const now = Math.floor(Date.now() / 1000);
    assert.equal((await call(await forge(now, now + 900))).statusCode, 200);
  });

  test('a token longer-lived than 900 s is refused', async () => {
    const now = Math.floor(Date.now() / 1000);
    const res = await call(await forge(now, now + 86_400));
    assert.equal(res.statusCode, 401);
    assert.match(res.json().message, /Bearer token is invalid/);
  });

  test('a token issued in the future is refused', async () => {
    const now = Math.floor(Date.now() / 1000);
    const res = await call(await forge(now + 3600, now + 3600 + 900));
    assert.equal(res.statusCode, 401);
    assert.match(res.json().message, /Bearer token is invalid/);
  });

  test("a token of application X with a live key of application Y of the same account is refused", async () => {
    const login = { email: `two-apps-${Date.now()}@example.test`, password: 'long enough password' };
    await t.app.inject({ method: 'POST', url: '/developer/v1/accounts', payload: login });
    const session = { authorization: `Bearer ${(await t.app.inject({ method: 'POST', url: '/developer/v1/sessions', payload: login })).json().sessionToken}` };
    const x = (await t.app.inject({ method: 'POST', url: '/developer/v1/applications', payload: { name: 'X' }, headers: session })).json();
    const y = (await t.app.inject({ method: 'POST', url: '/developer/v1/applications', payload: { name: 'Y' }, headers: session })).json();
    const keyOfY = (await t.app.inject({ method: 'POST', url: `/developer/v1/applications/${y.applicationId}/live-keys`, headers: session })).json().apiKey as string;
    const keyOfX = (await t.app.inject({ method: 'POST', url: `/developer/v1/applications/${x.applicationId}/live-keys`, headers: session })).json().apiKey as string;
    const form = `grant_type=client_credentials&client_id=${x.clientId}&client_secret=${x.clientSecret}`;
    const tokenOfX = (await t.app.inject({ method: 'POST', url: '/oauth/token', payload: form, headers: { 'content-type': 'application/x-www-form-urlencoded' } })).json().access_token as string;
    const mixed = await call(tokenOfX, keyOfY);
    assert.equal(mixed.statusCode, 401);
    assert.match(mixed.json().message, /API key is not recognised/);
    assert.equal((await call(tokenOfX, keyOfX)).statusCode, 200);
  });
});

describe('signing key at rest', () => {
  const dir = mkdtempSync(join(tmpdir(), 'pas-keys-'));
  after(() => rmSync(dir, { recursive: true, force: true }));
  const KEY = Buffer.alloc(32, 7).toString('base64');

  test('the private key is stored encrypted, the database file is owner-only, a wrong key stops the start', async () => {
    const database = await openDatabase({ dataDir: join(dir, 'a') });
    const t = await buildTestApp({ database, env: { TOKEN_KEY_ENCRYPTION_KEY: KEY } });
    try {
      await createCredentials(t.app, 'live');
      const row = await database.db.selectFrom('token_signing_keys').selectAll().executeTakeFirstOrThrow();
      assert.match(row.private_jwk, /^enc:v1:/);
      assert.doesNotMatch(row.private_jwk, /"d"/);
      assert.equal(statSync(database.file!).mode & 0o077, 0, 'no access for group or others');
    } finally {
      await t.close(); // a failed assertion must not leave the app (and its audit thread) running
    }
    await assert.rejects(buildTestApp({ database, env: { TOKEN_KEY_ENCRYPTION_KEY: Buffer.alloc(32, 8).toString('base64') } }), /cannot be decrypted/);
    // The right key from a file works as well as from the environment.
    const keyFile = join(dir, 'operator.key');
    (await import('node:fs')).writeFileSync(keyFile, KEY, { mode: 0o600 });
    const again = await buildTestApp({ database, env: { TOKEN_KEY_ENCRYPTION_KEY_FILE: keyFile } });
    await again.close();
    await database.close();
  });

  test('without a key, a laptop start generates an owner-only key file beside the database', async () => {
    const database = await openDatabase({ dataDir: join(dir, 'b') });
    const t = await buildTestApp({ database });
    try {
      const keyFile = join(dir, 'b', 'token-key-encryption.key');
      assert.equal(statSync(keyFile).mode & 0o077, 0);
      assert.equal(Buffer.from(readFileSync(keyFile, 'utf8').trim(), 'base64').length, 32);
    } finally {
      await t.close();
    }
    await database.close();
  });
});
