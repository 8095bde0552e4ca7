// Idempotency-Key over HTTP: replay with Idempotent-Replayed, 422 for another body, 409 while the
// first runs, which answers are stored, scope, 24 h expiry, and two truly concurrent requests.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { FastifyInstance } from 'fastify';
import { buildTestApp, type TestApp } from '../helpers/testApp';
import { createCredentials, type TestCredentials } from '../helpers/credentials';
import { buildApp } from '../../src/http/app';
import { loadConfig } from '../../src/config';
import { openTestDatabase } from '../helpers/backend';
import { createPostalServices } from '../../src/composition/postalServices';
import { sqlIdempotencyStore } from '../../src/idempotency/sqlStore';
import { requestHash } from '../../src/idempotency/requestHash';

const LIVE = '/party-address/v4';
const SANDBOX = '/sandbox/party-address/v4';
const ADDRESS = { streetName: 'Friedrichstraße', buildingNumber: '43', postCode: '10117', townName: 'Berlin', country: 'DE' };
const REQUEST = { postalAddress: ADDRESS, context: { reference: 'idem-1' } };

/** A clock the test moves by hand. */
function handClock(start = '2026-06-01T10:00:00.000Z') {
  let now = Date.parse(start);
  return { clock: () => new Date(now), advance: (ms: number) => (now += ms) };
}

async function decisionsCounted(app: FastifyInstance): Promise<number> {
  const metric = await app.services.metrics.decisions.get();
  return metric.values.reduce((sum, v) => sum + v.value, 0);
}

let t: TestApp;
let creds: TestCredentials;
const time = handClock();

before(async () => {
  t = await buildTestApp({ clock: time.clock });
  creds = await createCredentials(t.app, 'live');
});
after(() => t.close());

function post(path: string, body: unknown, key: string | undefined, headers: Record<string, string> = creds.headers, extra: Record<string, string> = {}) {
  return t.app.inject({
    method: 'POST',
    url: `${LIVE}${path}`,
    headers: { ...headers, 'content-type': 'application/json', ...(key === undefined ? {} : { 'idempotency-key': key }), ...extra },
    payload: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

describe('Idempotency-Key', () => {
  test('a repeat with the same body gets the stored status and body, marked replayed, without a second pipeline run', async () => {
    const before = await decisionsCounted(t.app);
    const first = await post('/process-party-address', REQUEST, 'replay-1');
    assert.equal(first.statusCode, 200, first.body);
    assert.equal(first.headers['idempotent-replayed'], undefined);
    time.advance(60_000);
    const again = await post('/process-party-address', { context: { reference: 'idem-1' }, postalAddress: { ...ADDRESS } }, 'replay-1');
    assert.equal(again.statusCode, 200);
    assert.equal(again.headers['idempotent-replayed'], 'true');
    assert.equal(again.body, first.body, 'byte-for-byte the stored answer');
    assert.match(String(again.headers['content-type']), /application\/json/);
    assert.notEqual(again.headers['x-request-id'], first.headers['x-request-id'], 'the repeat is its own request');
    assert.equal((await decisionsCounted(t.app)) - before, 1, 'the pipeline ran once');
  });

  test('the stored answer is replayed in the format it was first sent in', async () => {
    const first = await post('/process-party-address', REQUEST, 'xml-answer', creds.headers, { accept: 'application/xml' });
    assert.equal(first.statusCode, 200);
    assert.match(first.body, /^<\?xml/);
    const again = await post('/process-party-address', REQUEST, 'xml-answer', creds.headers, { accept: 'application/xml' });
    assert.equal(again.headers['idempotent-replayed'], 'true');
    assert.equal(again.body, first.body);
    assert.match(String(again.headers['content-type']), /xml/);
  });

  test('the same key with a different body is 422', async () => {
    assert.equal((await post('/process-party-address', REQUEST, 'body-1')).statusCode, 200);
    const other = await post('/process-party-address', { ...REQUEST, context: { reference: 'idem-2' } }, 'body-1');
    assert.equal(other.statusCode, 422, other.body);
    assert.equal(other.json().code, 422);
    assert.equal(other.headers['idempotent-replayed'], undefined);
  });

  test('a repeat while the first attempt is still in flight is 409, and answers once it completes', async () => {
    // The first attempt holds the key exactly as the plugin's claim does, then is still running.
    const store = t.app.services.idempotency;
    const scope = { accountId: creds.accountId ?? 'anonymous', environment: 'live' as const, route: `POST ${LIVE}/process-party-address`, key: 'in-flight-1' };
    const now = time.clock();
    assert.equal((await store.claim(scope, requestHash({}, REQUEST), now, new Date(now.getTime() + 60_000))).outcome, 'claimed');
    const repeat = await post('/process-party-address', REQUEST, 'in-flight-1');
    assert.equal(repeat.statusCode, 409, repeat.body);
    assert.equal(repeat.json().code, 409);
    await store.complete(scope, { statusCode: 200, contentType: 'application/json; charset=utf-8', body: '{"stored":true}' }, new Date(now.getTime() + 86_400_000));
    const later = await post('/process-party-address', REQUEST, 'in-flight-1');
    assert.equal(later.statusCode, 200);
    assert.equal(later.headers['idempotent-replayed'], 'true');
    assert.equal(later.body, '{"stored":true}');
  });

  test('a 400 from schema validation is stored and replayed', async () => {
    const invalid = { postalAddress: { ...ADDRESS, country: 'Germany' } };
    const first = await post('/process-party-address', invalid, 'bad-body');
    assert.equal(first.statusCode, 400);
    const again = await post('/process-party-address', invalid, 'bad-body');
    assert.equal(again.statusCode, 400);
    assert.equal(again.headers['idempotent-replayed'], 'true');
    assert.equal(again.body, first.body);
  });

  test('a 422 (REG-06) is stored and replayed', async () => {
    const rTransaction = { postalAddress: ADDRESS, context: { messageType: 'pacs.004' } };
    const first = await post('/process-party-address', rTransaction, 'reg-06');
    assert.equal(first.statusCode, 422);
    assert.equal(first.json().reason, 'REG-06');
    const again = await post('/process-party-address', rTransaction, 'reg-06');
    assert.equal(again.headers['idempotent-replayed'], 'true');
    assert.equal(again.body, first.body);
  });

  test('keys that are empty, longer than 64 or not printable ASCII are 400', async () => {
    for (const key of ['', 'k'.repeat(65), 'schlüssel', 'tab\tkey']) {
      const response = await post('/process-party-address', REQUEST, key);
      assert.equal(response.statusCode, 400, `${JSON.stringify(key)}: ${response.body}`);
      assert.equal(response.json().details[0].field, 'Idempotency-Key');
    }
    assert.equal((await post('/process-party-address', REQUEST, 'k'.repeat(64))).statusCode, 200);
    assert.equal((await post('/process-party-address', REQUEST, ' ~!#$%&()*+,-./:;<=>?@[]^_`{|}')).statusCode, 200);
  });

  test('scope: the same key on another route, in another account or in the other environment is independent', async () => {
    assert.equal((await post('/process-party-address', REQUEST, 'scoped')).statusCode, 200);
    const otherRoute = await post('/check-party-address', { ...REQUEST, context: { reference: 'other' } }, 'scoped');
    assert.equal(otherRoute.statusCode, 200);
    assert.equal(otherRoute.headers['idempotent-replayed'], undefined);
    const otherAccount = await createCredentials(t.app, 'live');
    const fromOther = await post('/process-party-address', { ...REQUEST, context: { reference: 'other' } }, 'scoped', otherAccount.headers);
    assert.equal(fromOther.statusCode, 200);
    assert.equal(fromOther.headers['idempotent-replayed'], undefined);
    const sandbox = await createCredentials(t.app, 'sandbox');
    const inSandbox = await t.app.inject({ method: 'POST', url: `${SANDBOX}/process-party-address`, headers: { ...sandbox.headers, 'content-type': 'application/json', 'idempotency-key': 'scoped' }, payload: REQUEST });
    assert.equal(inSandbox.statusCode, 200);
    assert.equal(inSandbox.headers['idempotent-replayed'], undefined);
  });

});

describe('answers that are not stored', () => {
  test('a 429 is not stored: the same key runs once the bucket refills', async () => {
    const ownTime = handClock();
    const limited = await buildTestApp({ clock: ownTime.clock, env: { RATE_LIMIT_LIVE_PER_SECOND: '0.5', RATE_LIMIT_LIVE_BURST: '1' } });
    try {
      const headers = (await createCredentials(limited.app, 'live')).headers;
      const send = (key?: string) =>
        limited.app.inject({ method: 'POST', url: `${LIVE}/process-party-address`, headers: { ...headers, 'content-type': 'application/json', ...(key ? { 'idempotency-key': key } : {}) }, payload: REQUEST });
      assert.equal((await send()).statusCode, 200, 'takes the only token');
      const refused = await send('after-429');
      assert.equal(refused.statusCode, 429);
      ownTime.advance(Number(refused.headers['retry-after']) * 1000);
      const retried = await send('after-429');
      assert.equal(retried.statusCode, 200, retried.body);
      assert.equal(retried.headers['idempotent-replayed'], undefined);
    } finally {
      await limited.close();
    }
  });

  test('a 500 is not stored: the retry with the same key runs the pipeline again', async () => {
    const database = await openTestDatabase();
    const postal = await createPostalServices();
    let failures = 1;
    const app = await buildApp({
      config: loadConfig({ LOG_LEVEL: 'silent' }),
      database,
      postal: postal.reference,
      logger: false,
      verify: (query, quality) => {
        if (failures-- > 0) throw new Error('postal database unavailable');
        return postal.verify(query, quality);
      },
    });
    try {
      const headers = (await createCredentials(app, 'live')).headers;
      const send = () => app.inject({ method: 'POST', url: `${LIVE}/process-party-address`, headers: { ...headers, 'content-type': 'application/json', 'idempotency-key': 'after-500' }, payload: REQUEST });
      const failed = await send();
      assert.equal(failed.statusCode, 500, failed.body);
      const retried = await send();
      assert.equal(retried.statusCode, 200, retried.body);
      assert.equal(retried.headers['idempotent-replayed'], undefined);
    } finally {
      await app.close();
      await database.close();
    }
  });

  test('a 401 is not stored: the same key works once the credentials are right', async () => {
    const noKey = { authorization: creds.headers.authorization ?? '' };
    const refused = await post('/process-party-address', REQUEST, 'after-401', noKey);
    if (creds.headers['x-api-key'] === undefined) return; // credentials not installed: nothing to refuse
    assert.equal(refused.statusCode, 401);
    const accepted = await post('/process-party-address', REQUEST, 'after-401');
    assert.equal(accepted.statusCode, 200);
    assert.equal(accepted.headers['idempotent-replayed'], undefined);
  });
});

describe('two truly concurrent requests with one key', () => {
  test('only one runs the pipeline: while it is in flight every other gets 409, then its answer is replayed', async () => {
    const own = await buildTestApp();
    // The request that wins the claim loads its channel profile between the claim and the
    // pipeline; holding that load keeps it in flight for as long as the test wants, with no timing.
    let openGate!: () => void;
    const gate = new Promise<void>((resolve) => (openGate = resolve));
    const profiles = own.app.services.channelProfiles;
    own.app.services.channelProfiles = {
      async forRequest(request, channelName) {
        await gate;
        return profiles.forRequest(request, channelName);
      },
    };
    try {
      const credentials = await createCredentials(own.app, 'live');
      const profile = await own.app.inject({ method: 'PUT', url: `${LIVE}/channel-profiles/race`, headers: { ...credentials.headers, 'content-type': 'application/json' }, payload: { quality: 'standard' } });
      assert.equal(profile.statusCode, 201, profile.body);
      const address = await own.app.listen({ port: 0, host: '127.0.0.1' });
      const send = () =>
        fetch(`${address}${LIVE}/process-party-address`, {
          method: 'POST',
          headers: { ...credentials.headers, 'content-type': 'application/json', 'idempotency-key': 'race-1' },
          body: JSON.stringify({ ...REQUEST, channelName: 'race' }),
        }).then(async (r) => ({ status: r.status, replayed: r.headers.get('idempotent-replayed'), body: await r.text() }));
      const N = 16;
      let answered = 0;
      const answers = await Promise.all(
        Array.from({ length: N }, () =>
          send().then((answer) => {
            // Every request but the one holding the key has its answer: let that one finish.
            if (++answered === N - 1) openGate();
            return answer;
          }),
        ),
      );
      const ran = answers.filter((a) => a.status === 200 && a.replayed === null);
      assert.equal(ran.length, 1, JSON.stringify(answers.map((a) => [a.status, a.replayed])));
      assert.equal(answers.filter((a) => a.status === 409).length, N - 1);
      assert.equal(await decisionsCounted(own.app), 1, 'the pipeline ran exactly once');
      const later = await send();
      assert.equal(later.status, 200);
      assert.equal(later.replayed, 'true');
      assert.equal(later.body, ran[0]?.body);
      assert.equal(await decisionsCounted(own.app), 1);
    } finally {
      openGate();
      await own.close();
    }
  });
});

describe('24-hour retention', () => {
  test('after 24 hours the key is free again, and expired records are purged', async () => {
    const ownTime = handClock();
    const own = await buildTestApp({ clock: ownTime.clock });
    try {
      // Access tokens live 15 minutes on the same clock: a fresh token for the same application.
      const account = await selfService(own.app);
      const send = async (reference: string) =>
        own.app.inject({
          method: 'POST',
          url: `${LIVE}/process-party-address`,
          headers: { ...(await account.headers()), 'content-type': 'application/json', 'idempotency-key': 'day-old' },
          payload: { ...REQUEST, context: { reference } },
        });
      assert.equal((await send('a')).statusCode, 200);
      ownTime.advance(23 * 3_600_000);
      assert.equal((await send('b')).statusCode, 422, 'still held at 23 h');
      ownTime.advance(3_600_000 + 1);
      const fresh = await send('b');
      assert.equal(fresh.statusCode, 200, fresh.body);
      assert.equal(fresh.headers['idempotent-replayed'], undefined);
      // With Redis (the PostgreSQL pass) the records live there and expire by themselves.
      if (own.app.services.config.redisUrl) return;
      const count = async () => Number((await own.database.db.selectFrom('idempotency_records').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
      assert.equal(await count(), 1);
      const store = sqlIdempotencyStore(own.database.db);
      assert.equal(await store.purgeExpired(ownTime.clock()), 0, 'the fresh record is kept');
      assert.equal(await store.purgeExpired(new Date(ownTime.clock().getTime() + 24 * 3_600_000)), 1);
      assert.equal(await count(), 0);
    } finally {
      await own.close();
    }
  });
});

/** Self-service signup keeping the client credentials, so a test can take new tokens as its clock moves. */
async function selfService(app: FastifyInstance): Promise<{ headers(): Promise<Record<string, string>> }> {
  const credentials = await createCredentials(app, 'live');
  return {
    async headers() {
      return { authorization: `Bearer ${await credentials.newToken()}`, 'x-api-key': credentials.apiKey };
    },
  };
}
