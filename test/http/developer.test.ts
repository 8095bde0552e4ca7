// Developer self-service over HTTP (contract section 2): the whole flow from sign-up to an EP-01
// call, duplicates and weak passwords, sessions and the portal cookie, account isolation (404),
// the OAuth token endpoint's errors, and secrets that never show again, in answers or in logs.
import { test, describe, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { buildTestApp, type TestApp } from '../helpers/testApp';

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };
const ADDRESS = { postalAddress: { addressLine: ['Musterstrasse 12', '10115 Berlin'], country: 'DE' } };

const logLines: string[] = [];
const logStream = new Writable({
  write(chunk, _encoding, done) {
    logLines.push(String(chunk));
    done();
  },
});
/** Every secret handed out or typed in during the tests: none may appear in a log line. */
const secrets = new Set<string>();
let testApp: TestApp;
let app: FastifyInstance;

async function signUp(email: string, password = 'long enough password') {
  secrets.add(password);
  const created = await app.inject({ method: 'POST', url: '/developer/v1/accounts', payload: { email, password } });
  const session = await app.inject({ method: 'POST', url: '/developer/v1/sessions', payload: { email, password } });
  secrets.add(session.json().sessionToken);
  return { accountId: created.json().accountId as string, session: { authorization: `Bearer ${session.json().sessionToken}` }, password };
}

async function newApplication(session: Record<string, string>, name = 'shop') {
  const response = await app.inject({ method: 'POST', url: '/developer/v1/applications', headers: session, payload: { name } });
  assert.equal(response.statusCode, 201, response.body);
  const body = response.json();
  secrets.add(body.clientSecret);
  secrets.add(body.sandboxKey.apiKey);
  return body;
}

async function token(clientId: string, clientSecret: string) {
  const response = await app.inject({ method: 'POST', url: '/oauth/token', headers: FORM, payload: new URLSearchParams({ grant_type: 'client_credentials', client_id: clientId, client_secret: clientSecret }).toString() });
  if (response.statusCode === 200) secrets.add(response.json().access_token);
  return response;
}

describe('developer self-service', () => {
  before(async () => {
    testApp = await buildTestApp({ logger: { level: 'info', stream: logStream } });
    app = testApp.app;
  });
  after(async () => testApp.close());

  test('the whole flow: sign up, sign in, application, token, sandbox EP-01, promote, live EP-01', async () => {
    const signUp = await app.inject({ method: 'POST', url: '/developer/v1/accounts', payload: { email: 'Flow@Example.test', password: 'twelve chars' } });
    secrets.add('twelve chars');
    assert.equal(signUp.statusCode, 201);
    assert.match(signUp.json().accountId, /^acc_/);
    assert.equal(signUp.json().email, 'flow@example.test');
    assert.deepEqual(Object.keys(signUp.json()).sort(), ['accountId', 'email']);

    const signIn = await app.inject({ method: 'POST', url: '/developer/v1/sessions', payload: { email: 'flow@example.test', password: 'twelve chars' } });
    assert.equal(signIn.statusCode, 201);
    const { sessionToken, expiresAt } = signIn.json();
    secrets.add(sessionToken);
    assert.ok(Date.parse(expiresAt) > Date.now());
    const cookie = String(signIn.headers['set-cookie']);
    assert.match(cookie, /^pas_session=[^;]+;/);
    assert.match(cookie, /HttpOnly/);
    assert.match(cookie, /SameSite=Strict/);

    const application = await newApplication({ authorization: `Bearer ${sessionToken}` }, 'Webshop');
    assert.equal(application.name, 'Webshop');
    assert.match(application.clientId, /^cli_/);
    assert.equal(application.sandboxKey.environment, 'sandbox');
    assert.match(application.sandboxKey.apiKey, /^pas_test_[0-9A-Za-z]{32,}$/);

    const issued = await token(application.clientId, application.clientSecret);
    assert.equal(issued.statusCode, 200);
    assert.equal(issued.json().token_type, 'Bearer');
    assert.equal(issued.json().expires_in, 900);
    assert.equal(issued.headers['cache-control'], 'no-store');
    const accessToken = issued.json().access_token;

    const sandboxCall = await app.inject({ method: 'POST', url: '/sandbox/party-address/v4/process-party-address', headers: { authorization: `Bearer ${accessToken}`, 'x-api-key': application.sandboxKey.apiKey }, payload: ADDRESS });
    assert.equal(sandboxCall.statusCode, 200, sandboxCall.body);
    assert.ok(['ACCEPT', 'PARTIAL_SUCCESS', 'REJECT'].includes(sandboxCall.json().decision));

    // The portal's way: the cookie alone opens the developer routes.
    const live = await app.inject({ method: 'POST', url: `/developer/v1/applications/${application.applicationId}/live-keys`, headers: { cookie: cookie.split(';')[0]! } });
    assert.equal(live.statusCode, 201);
    assert.equal(live.json().environment, 'live');
    assert.match(live.json().apiKey, /^pas_live_[0-9A-Za-z]{32,}$/);
    secrets.add(live.json().apiKey);

    const liveCall = await app.inject({ method: 'POST', url: '/party-address/v4/process-party-address', headers: { authorization: `Bearer ${accessToken}`, 'x-api-key': live.json().apiKey }, payload: ADDRESS });
    assert.equal(liveCall.statusCode, 200, liveCall.body);
  });

  test('409 when the email exists (in any letter case)', async () => {
    await signUp('dup@example.test');
    const again = await app.inject({ method: 'POST', url: '/developer/v1/accounts', payload: { email: 'DUP@example.test', password: 'another long password' } });
    assert.equal(again.statusCode, 409);
    assert.equal(again.json().code, 409);
  });

  test('400 for a password under 12 characters, a bad email or a missing field, naming the field', async () => {
    const short = await app.inject({ method: 'POST', url: '/developer/v1/accounts', payload: { email: 'short@example.test', password: 'elevenchars' } });
    assert.equal(short.statusCode, 400);
    assert.deepEqual(short.json().details.map((d: { field: string }) => d.field), ['password']);
    const email = await app.inject({ method: 'POST', url: '/developer/v1/accounts', payload: { email: 'not an email', password: 'long enough password' } });
    assert.equal(email.statusCode, 400);
    assert.equal(email.json().details[0].field, 'email');
    const missing = await app.inject({ method: 'POST', url: '/developer/v1/accounts', payload: { email: 'x@example.test' } });
    assert.equal(missing.statusCode, 400);
    assert.equal(missing.json().details[0].field, 'password');
  });

  test('sign-in failures: 401 with one message whether or not the email exists', async () => {
    await signUp('known@example.test', 'the right password');
    const wrong = await app.inject({ method: 'POST', url: '/developer/v1/sessions', payload: { email: 'known@example.test', password: 'the wrong password' } });
    const unknown = await app.inject({ method: 'POST', url: '/developer/v1/sessions', payload: { email: 'nobody@example.test', password: 'the wrong password' } });
    assert.equal(wrong.statusCode, 401);
    assert.equal(unknown.statusCode, 401);
    assert.equal(wrong.json().message, unknown.json().message);
    assert.equal(wrong.headers['set-cookie'], undefined);
  });

  test('developer routes need a session: none, a made-up one, or a signed-out one are 401', async () => {
    for (const headers of [{}, { authorization: 'Bearer ses_AAAAAAAAAAAAAAAAAAAA.BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB' }, { cookie: 'pas_session=forged' }]) {
      const response = await app.inject({ method: 'GET', url: '/developer/v1/applications', headers });
      assert.equal(response.statusCode, 401);
    }
    const { session } = await signUp('signout@example.test');
    assert.equal((await app.inject({ method: 'GET', url: '/developer/v1/applications', headers: session })).statusCode, 200);
    const out = await app.inject({ method: 'DELETE', url: '/developer/v1/sessions/current', headers: session });
    assert.equal(out.statusCode, 204);
    assert.match(String(out.headers['set-cookie']), /Max-Age=0/);
    assert.equal((await app.inject({ method: 'GET', url: '/developer/v1/applications', headers: session })).statusCode, 401);
  });

  test('the list shows applications and keys with prefix, environment, status and dates, never a secret', async () => {
    const { session } = await signUp('list@example.test');
    const application = await newApplication(session, 'Listed');
    const live = (await app.inject({ method: 'POST', url: `/developer/v1/applications/${application.applicationId}/live-keys`, headers: session })).json();
    secrets.add(live.apiKey);
    const list = await app.inject({ method: 'GET', url: '/developer/v1/applications', headers: session });
    assert.equal(list.statusCode, 200);
    const [listed] = list.json();
    assert.equal(listed.applicationId, application.applicationId);
    assert.equal(listed.clientId, application.clientId);
    assert.equal(listed.keys.length, 2);
    for (const key of listed.keys) {
      assert.deepEqual(Object.keys(key).sort(), ['createdAt', 'environment', 'expiresAt', 'keyId', 'lastUsedAt', 'prefix', 'status']);
      assert.equal(key.status, 'active');
      assert.ok(key.prefix.length < 20);
    }
    assert.deepEqual(listed.keys.map((k: { environment: string }) => k.environment).sort(), ['live', 'sandbox']);
    assert.ok(!list.body.includes(application.clientSecret));
    assert.ok(!list.body.includes(application.sandboxKey.apiKey));
    assert.ok(!list.body.includes(live.apiKey));
  });

  test('account isolation: another account cannot list, promote, re-secret, rotate or revoke (404)', async () => {
    const owner = await signUp('owner@example.test');
    const intruder = await signUp('intruder@example.test');
    const application = await newApplication(owner.session, 'Private');
    const keyId = application.sandboxKey.keyId;
    assert.deepEqual((await app.inject({ method: 'GET', url: '/developer/v1/applications', headers: intruder.session })).json(), []);
    const attempts = [
      { method: 'POST' as const, url: `/developer/v1/applications/${application.applicationId}/live-keys` },
      { method: 'POST' as const, url: `/developer/v1/applications/${application.applicationId}/client-secret` },
      { method: 'POST' as const, url: `/developer/v1/keys/${keyId}/rotate` },
      { method: 'DELETE' as const, url: `/developer/v1/keys/${keyId}` },
    ];
    for (const attempt of attempts) {
      const response = await app.inject({ ...attempt, headers: intruder.session });
      assert.equal(response.statusCode, 404, `${attempt.method} ${attempt.url}`);
      const missing = await app.inject({ ...attempt, url: attempt.url.replace(/(app|key)_[0-9A-Za-z]+/, '$1_doesnotexist0000000'), headers: owner.session });
      assert.equal(missing.statusCode, 404);
      assert.equal(missing.json().message, response.json().message, 'a foreign id reads exactly like a missing one');
    }
    // The owner's key still works and is still active.
    const listed = (await app.inject({ method: 'GET', url: '/developer/v1/applications', headers: owner.session })).json();
    assert.equal(listed[0].keys[0].status, 'active');
  });

  test('a new client secret: the old one stops working at once, the new one gets tokens', async () => {
    const { session } = await signUp('resecret@example.test');
    const application = await newApplication(session);
    const renewed = await app.inject({ method: 'POST', url: `/developer/v1/applications/${application.applicationId}/client-secret`, headers: session });
    assert.equal(renewed.statusCode, 201);
    assert.equal(renewed.json().clientId, application.clientId);
    secrets.add(renewed.json().clientSecret);
    assert.equal((await token(application.clientId, application.clientSecret)).statusCode, 401);
    assert.equal((await token(application.clientId, renewed.json().clientSecret)).statusCode, 200);
  });

  test('/oauth/token: Basic authentication, and the RFC 6749 5.2 errors', async () => {
    const { session } = await signUp('oauth@example.test');
    const application = await newApplication(session);
    const basic = `Basic ${Buffer.from(`${application.clientId}:${application.clientSecret}`).toString('base64')}`;
    const ok = await app.inject({ method: 'POST', url: '/oauth/token', headers: { ...FORM, authorization: basic }, payload: 'grant_type=client_credentials' });
    assert.equal(ok.statusCode, 200);
    secrets.add(ok.json().access_token);

    const badBasic = `Basic ${Buffer.from(`${application.clientId}:wrong`).toString('base64')}`;
    const wrongBasic = await app.inject({ method: 'POST', url: '/oauth/token', headers: { ...FORM, authorization: badBasic }, payload: 'grant_type=client_credentials' });
    assert.equal(wrongBasic.statusCode, 401);
    assert.deepEqual(wrongBasic.json().error, 'invalid_client');
    assert.match(String(wrongBasic.headers['www-authenticate']), /^Basic/);

    const cases: Array<[string, Record<string, string>, number, string]> = [
      [`grant_type=password&client_id=${application.clientId}&client_secret=${application.clientSecret}`, FORM, 400, 'unsupported_grant_type'],
      [`client_id=${application.clientId}&client_secret=${application.clientSecret}`, FORM, 400, 'invalid_request'],
      ['grant_type=client_credentials', FORM, 401, 'invalid_client'],
      [`grant_type=client_credentials&client_id=${application.clientId}&client_secret=nope`, FORM, 401, 'invalid_client'],
      [`grant_type=client_credentials&client_id=cli_unknown&client_secret=${application.clientSecret}`, FORM, 401, 'invalid_client'],
      [`grant_type=client_credentials&grant_type=client_credentials&client_id=${application.clientId}&client_secret=${application.clientSecret}`, FORM, 400, 'invalid_request'],
      [`grant_type=client_credentials&client_id=${application.clientId}&client_secret=${application.clientSecret}`, { ...FORM, authorization: basic }, 400, 'invalid_request'],
      [JSON.stringify({ grant_type: 'client_credentials', client_id: application.clientId, client_secret: application.clientSecret }), { 'content-type': 'application/json' }, 400, 'invalid_request'],
    ];
    for (const [payload, headers, status, error] of cases) {
      const response = await app.inject({ method: 'POST', url: '/oauth/token', headers, payload });
      assert.equal(response.statusCode, status, payload);
      assert.equal(response.json().error, error, payload);
      assert.ok(!response.body.includes(application.clientSecret));
    }
  });

  test('the form parser belongs to /oauth/token only: a base route still answers 415 to a form', async () => {
    const response = await app.inject({ method: 'POST', url: '/party-address/v4/process-party-address', headers: FORM, payload: 'a=b' });
    // Credentials come first (401); the same form to a developer route shows the parser is absent (415).
    assert.equal(response.statusCode, 401);
    const developer = await app.inject({ method: 'POST', url: '/developer/v1/accounts', headers: FORM, payload: 'email=a%40b.c&password=long+enough+password' });
    assert.equal(developer.statusCode, 415);
  });

  test('JWKS publishes the ES256 public key and no private part', async () => {
    const response = await app.inject({ method: 'GET', url: '/.well-known/jwks.json' });
    assert.equal(response.statusCode, 200);
    const { keys } = response.json();
    assert.equal(keys.length, 1);
    assert.equal(keys[0].alg, 'ES256');
    assert.equal(keys[0].d, undefined);
  });

  test('the portal page is served at /portal/ with a strict CSP', async () => {
    const page = await app.inject({ method: 'GET', url: '/portal/' });
    assert.equal(page.statusCode, 200);
    assert.match(String(page.headers['content-type']), /^text\/html/);
    assert.match(String(page.headers['content-security-policy']), /script-src 'self'/);
    assert.match(page.body, /<h1>Developer portal<\/h1>/);
    assert.equal((await app.inject({ method: 'GET', url: '/portal/portal.js' })).statusCode, 200);
    assert.equal((await app.inject({ method: 'GET', url: '/portal/../package.json' })).statusCode, 404);
  });

  test('no password, secret, key or token appears in any log line', async () => {
    assert.ok(logLines.length > 10, 'the test app logged its requests');
    assert.ok(secrets.size > 10);
    for (const line of logLines) {
      for (const secret of secrets) assert.ok(!line.includes(secret), `a log line contains a secret: ${line.slice(0, 120)}`);
    }
  });
});
