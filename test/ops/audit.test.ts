// The audit trail: one event per base-route call with the contract's fields and no address text,
// name or identifier; analytics-only context lands only here; pages, filters, scope; the queue;
// retention; and a close under load that loses no event.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { buildTestApp, type TestApp } from '../helpers/testApp';
import { createCredentials, type TestCredentials } from '../helpers/credentials';
import { buildApp } from '../../src/http/app';
import { loadConfig } from '../../src/config';
import { openDatabase } from '../../src/storage/database';
import { openTestDatabase } from '../helpers/backend';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createPostalServices } from '../../src/composition/postalServices';
import { createAuditQueue } from '../../src/audit/queue';
import { sqlAuditStore } from '../../src/audit/sqlStore';
import type { AuditEvent } from '../../src/audit/event';
import { newEventId } from '../../src/audit/eventId';
import type { AuditStore } from '../../src/audit/store';

const LIVE = '/party-address/v4';
const SANDBOX = '/sandbox/party-address/v4';

/** A request full of personal data that must never reach the audit trail. */
const PERSONAL = {
  name: 'Zacharias Quellenhof GmbH',
  postalAddress: { addressLine: ['Quellenhofstrasse 17', '10117 Berlin', 'IBAN DE89370400440532013000'], country: 'DE' },
  identification: { organisationId: { anyBic: 'COBADEFFXXX', lei: '5299000J2N45DDNE4Y28' } },
  context: {
    scheme: 'SCT',
    direction: 'OUTBOUND',
    partyRole: 'creditor',
    messageType: 'pacs.008',
    sendingCountry: 'DE',
    name: 'Zacharias Quellenhof',
    source: 'core-banking-7',
    paymentMethod: 'TRF',
    channel: 'api',
    application: 'payments-hub',
    reference: 'INV-2026-0001',
    partyType: 'COMPANY',
  },
  include: ['canonical', 'traceability'],
};
const FORBIDDEN = ['Quellenhof', 'Zacharias', 'Berlin', 'DE89370400440532013000', 'COBADEFF', '5299000J2N45DDNE4Y28'];

function assertNoPersonalData(text: string, where: string): void {
  for (const value of FORBIDDEN) assert.ok(!text.includes(value), `${where} contains ${value}`);
}

async function auditPage(app: FastifyInstance, base: string, headers: Record<string, string>, query = ''): Promise<{ auditEvents: AuditEvent[]; nextCursor?: string }> {
  const response = await app.inject({ method: 'GET', url: `${base}/audit-events${query}`, headers });
  assert.equal(response.statusCode, 200, response.body);
  return response.json();
}

let now = Date.parse('2026-06-01T10:00:00.000Z');
let t: TestApp;
let creds: TestCredentials;

before(async () => {
  t = await buildTestApp({ clock: () => new Date(now) });
  creds = await createCredentials(t.app, 'live');
});
after(() => t.close());

const post = (path: string, body: unknown, headers = creds.headers) =>
  t.app.inject({ method: 'POST', url: `${LIVE}${path}`, headers: { ...headers, 'content-type': 'application/json' }, payload: body as object });

describe('one event per call, without personal data', () => {
  test('a successful EP-01 call: caller, route, every context field, resolved parameters, outcome', async () => {
    const response = await post('/process-party-address', PERSONAL);
    assert.equal(response.statusCode, 200, response.body);
    const answer = response.json();
    const { auditEvents } = await auditPage(t.app, LIVE, creds.headers, '?reference=INV-2026-0001');
    assert.equal(auditEvents.length, 1);
    const event = auditEvents[0]!;
    assert.equal(event.requestId, response.headers['x-request-id']);
    assert.equal(event.occurredAt, new Date(now).toISOString());
    if (creds.accountId) assert.equal(event.accountId, creds.accountId);
    assert.ok(event.keyId && event.applicationId, 'key and application of the caller');
    assert.equal(event.environment, 'live');
    assert.equal(event.method, 'POST');
    assert.equal(event.route, `${LIVE}/process-party-address`);
    assert.equal(event.statusCode, 200);
    assert.equal(event.idempotentReplay, false);
    assert.equal(event.decision, answer.decision);
    assert.equal(event.status, answer.result.status);
    assert.deepEqual(event.reasonCodes, answer.result.reasons.map((r: { code: string }) => r.code));
    assert.equal(event.inputFormat, answer.result.inputFormat);
    assert.equal(event.outputFormat, answer.result.outputFormat);
    assert.equal(event.fingerprint, answer.result.canonical.fingerprint);
    assert.ok(event.processingTimeMs >= 0);
    assert.deepEqual(event.context, { ...PERSONAL.context, name: '[redacted]' });
    const parameters = new Map(event.parameters.map((p) => [p.name, p]));
    assert.deepEqual(parameters.get('scheme'), { name: 'scheme', value: 'SCT', source: 'context' });
    assert.deepEqual(parameters.get('quality'), { name: 'quality', value: 'standard', source: 'default' });
    assert.equal(parameters.get('partyRole')?.value, 'creditor');
    assertNoPersonalData(JSON.stringify(event), 'the audit event');
  });

  test('analytics-only context fields land in the audit trail and nowhere in the answer', async () => {
    const response = await post('/process-party-address', PERSONAL);
    for (const value of ['core-banking-7', 'payments-hub', 'INV-2026-0001', 'TRF']) assert.ok(!response.body.includes(value), `answer echoes ${value}`);
    const { auditEvents } = await auditPage(t.app, LIVE, creds.headers, '?reference=INV-2026-0001&limit=1');
    assert.equal(auditEvents[0]?.context.source, 'core-banking-7');
    assert.equal(auditEvents[0]?.context.application, 'payments-hub');
  });

  test('rejected calls: a REJECT decision, a 422 with its reason, a 400 from the schema', async () => {
    // A __2 party with only an AddressLine: TownName missing and FULLY_UNSTRUCTURED not permitted.
    const rejected = await post('/process-party-address', { ...PERSONAL, postalAddress: { addressLine: ['Quellenhof lane'], country: 'DE' }, context: { ...PERSONAL.context, partyRole: 'ultimate_debtor', reference: 'REJ-1' }, include: undefined });
    assert.equal(rejected.statusCode, 200);
    assert.equal(rejected.json().decision, 'REJECT');
    const reg06 = await post('/process-party-address', { ...PERSONAL, context: { ...PERSONAL.context, messageType: 'pacs.004', reference: 'REJ-2' } });
    assert.equal(reg06.statusCode, 422);
    const invalid = await post('/process-party-address', { ...PERSONAL, context: { ...PERSONAL.context, reference: 'REJ-3' }, postalAddress: { ...PERSONAL.postalAddress, country: 'Deutschland' } });
    assert.equal(invalid.statusCode, 400);

    const byReference = async (reference: string) => (await auditPage(t.app, LIVE, creds.headers, `?reference=${reference}`)).auditEvents;
    const [reject] = await byReference('REJ-1');
    assert.equal(reject?.decision, 'REJECT');
    assert.equal(reject?.status, 'NOT_REPAIRED');
    assert.ok(reject?.reasonCodes.includes('REG-05'), String(reject?.reasonCodes));
    const [unprocessable] = await byReference('REJ-2');
    assert.equal(unprocessable?.statusCode, 422);
    assert.deepEqual(unprocessable?.reasonCodes, ['REG-06']);
    assert.equal(unprocessable?.decision, null);
    assert.equal(unprocessable?.context.messageType, 'pacs.004');
    const [badRequest] = await byReference('REJ-3');
    assert.equal(badRequest?.statusCode, 400);
    for (const event of [reject, unprocessable, badRequest]) assertNoPersonalData(JSON.stringify(event), `event ${event?.statusCode}`);
  });

  test('the stored rows themselves hold no address text, name or identifier', async () => {
    await auditPage(t.app, LIVE, creds.headers); // writes what is still queued
    const rows = await t.database.db.selectFrom('audit_events').selectAll().execute();
    assert.ok(rows.length >= 5);
    assertNoPersonalData(JSON.stringify(rows), 'the audit_events table');
  });

  test('other base routes are audited too: profiles, reason codes, the audit trail itself', async () => {
    const profile = await t.app.inject({ method: 'PUT', url: `${LIVE}/channel-profiles/audited`, headers: { ...creds.headers, 'content-type': 'application/json' }, payload: { quality: 'basic' } });
    assert.equal(profile.statusCode, 201);
    await t.app.inject({ method: 'GET', url: `${LIVE}/reason-codes`, headers: creds.headers });
    const { auditEvents } = await auditPage(t.app, LIVE, creds.headers, '?limit=3');
    assert.deepEqual(
      auditEvents.slice(0, 2).map((e) => `${e.method} ${e.route} ${e.statusCode}`),
      [`GET ${LIVE}/reason-codes 200`, `PUT ${LIVE}/channel-profiles/:channelName 201`],
    );
    const again = await auditPage(t.app, LIVE, creds.headers, '?limit=1');
    assert.equal(again.auditEvents[0]?.route, `${LIVE}/audit-events`, 'the previous read is itself an event');
  });

  test('a failed call (500) is audited', async () => {
    const database = await openTestDatabase();
    const postal = await createPostalServices();
    const app = await buildApp({
      config: loadConfig({ LOG_LEVEL: 'silent' }),
      database,
      postal: postal.reference,
      logger: false,
      verify: () => {
        throw new Error('postal database unavailable');
      },
    });
    try {
      const headers = (await createCredentials(app, 'live')).headers;
      const failed = await app.inject({ method: 'POST', url: `${LIVE}/process-party-address`, headers: { ...headers, 'content-type': 'application/json' }, payload: { ...PERSONAL, include: undefined } });
      assert.equal(failed.statusCode, 500);
      const { auditEvents } = await auditPage(app, LIVE, headers, '?reference=INV-2026-0001');
      assert.equal(auditEvents.length, 1);
      assert.equal(auditEvents[0]?.statusCode, 500);
      assert.equal(auditEvents[0]?.requestId, failed.headers['x-request-id']);
      assertNoPersonalData(JSON.stringify(auditEvents[0]), 'the 500 event');
    } finally {
      await app.close();
      await database.close();
    }
  });
});

describe('GET {base}/audit-events', () => {
  let own: TestCredentials;
  // Minutes after the suite's start, so the access tokens (15 minutes) stay valid.
  const start = Date.parse('2026-06-01T10:01:00.000Z');
  before(async () => {
    own = await createCredentials(t.app, 'live');
    for (let i = 1; i <= 5; i++) {
      now = start + i * 60_000;
      const body = { postalAddress: { streetName: 'Hauptstrasse', buildingNumber: String(i), postCode: '80331', townName: 'München', country: 'DE' }, context: { reference: `PAGE-${i}` } };
      const response = await post('/process-party-address', i === 3 ? { postalAddress: { addressLine: ['somewhere'], country: 'DE' }, context: { reference: 'PAGE-3', partyRole: 'ultimate_debtor' } } : body, own.headers);
      assert.equal(response.statusCode, 200);
    }
    now = start + 6 * 60_000;
  });

  test('newest first, a page at a time, every event exactly once', async () => {
    const seen: AuditEvent[] = [];
    let cursor: string | undefined;
    let pages = 0;
    do {
      const page = await auditPage(t.app, LIVE, own.headers, `?limit=2${cursor ? `&cursor=${cursor}` : ''}`);
      assert.ok(page.auditEvents.length <= 2);
      seen.push(...page.auditEvents);
      cursor = page.nextCursor;
      pages += 1;
    } while (cursor && pages < 20);
    assert.equal(new Set(seen.map((e) => e.eventId)).size, seen.length, 'no event twice');
    const references = seen.filter((e) => e.route.endsWith('/process-party-address')).map((e) => e.context.reference);
    assert.deepEqual(references, ['PAGE-5', 'PAGE-4', 'PAGE-3', 'PAGE-2', 'PAGE-1']);
    for (let i = 1; i < seen.length; i++) assert.ok(seen[i - 1]!.occurredAt >= seen[i]!.occurredAt, 'newest first');
  });

  test('filters: from (inclusive), to (exclusive), reference, decision', async () => {
    const iso = (minutes: number) => new Date(start + minutes * 60_000).toISOString();
    const refs = async (query: string) => (await auditPage(t.app, LIVE, own.headers, query)).auditEvents.map((e) => e.context.reference);
    assert.deepEqual(await refs(`?from=${iso(2)}&to=${iso(4)}`), ['PAGE-3', 'PAGE-2']);
    assert.deepEqual(await refs(`?from=${encodeURIComponent('2026-06-01T12:05:00+02:00')}&to=${iso(5)}`), ['PAGE-4'], 'offsets are instants');
    assert.deepEqual(await refs('?reference=PAGE-4'), ['PAGE-4']);
    assert.deepEqual(await refs(`?decision=REJECT&to=${iso(30)}`), ['PAGE-3']);
  });

  test('bad parameters are 400: limit, cursor, decision, dates', async () => {
    for (const query of ['?limit=0', '?limit=500', '?cursor=not-a-cursor', '?decision=MAYBE', '?from=yesterday', '?colour=red']) {
      const response = await t.app.inject({ method: 'GET', url: `${LIVE}/audit-events${query}`, headers: own.headers });
      assert.equal(response.statusCode, 400, `${query}: ${response.body}`);
    }
  });

  test('per account and environment: nobody else sees these events', async () => {
    const other = await createCredentials(t.app, 'live');
    const theirs = await auditPage(t.app, LIVE, other.headers, '?reference=PAGE-4');
    assert.deepEqual(theirs.auditEvents, []);
    const sandbox = await createCredentials(t.app, 'sandbox');
    await t.app.inject({ method: 'POST', url: `${SANDBOX}/process-party-address`, headers: { ...sandbox.headers, 'content-type': 'application/json' }, payload: { postalAddress: { townName: 'Wien', country: 'AT' }, context: { reference: 'SANDBOX-1' } } });
    const sandboxEvents = (await auditPage(t.app, SANDBOX, sandbox.headers)).auditEvents;
    assert.ok(sandboxEvents.length >= 1);
    for (const event of sandboxEvents) assert.equal(event.environment, 'sandbox');
    assert.deepEqual((await auditPage(t.app, LIVE, own.headers, '?reference=SANDBOX-1')).auditEvents, []);
  });
});

describe('audit queue and retention', () => {
  function recordingStore(): AuditStore & { batches: AuditEvent[][]; failNext: number } {
    const store = {
      batches: [] as AuditEvent[][],
      failNext: 0,
      async append(events: readonly AuditEvent[]) {
        if (store.failNext > 0) {
          store.failNext -= 1;
          throw new Error('disk full');
        }
        store.batches.push([...events]);
      },
      page: async () => ({ events: [], next: undefined }),
      purgeBefore: async () => 0,
    };
    return store;
  }
  const event = (n: number) => ({ eventId: String(n) }) as AuditEvent;
  /** Id and time of an event made at `iso`, as the audit plugin makes them. */
  const at = (iso: string) => ({ eventId: newEventId(Date.parse(iso)), occurredAt: iso });

  test('push only queues; a full batch is written at once, the rest on drain', async () => {
    const store = recordingStore();
    const queue = createAuditQueue(store, { batchSize: 3, flushIntervalMs: 3_600_000, maxPending: 100 });
    queue.push(event(1));
    queue.push(event(2));
    assert.equal(store.batches.length, 0, 'nothing written before the batch is full');
    queue.push(event(3));
    queue.push(event(4));
    await queue.close();
    assert.deepEqual(store.batches.flat().map((e) => e.eventId), ['1', '2', '3', '4']);
    assert.equal(queue.pending(), 0);
  });

  test('the timer writes a partial batch', async () => {
    const store = recordingStore();
    const queue = createAuditQueue(store, { batchSize: 1000, flushIntervalMs: 5, maxPending: 100 });
    queue.push(event(1));
    for (let i = 0; i < 400 && store.batches.length === 0; i++) await new Promise((resolve) => setTimeout(resolve, 5));
    assert.deepEqual(store.batches, [[event(1)]]);
    await queue.close();
  });

  test('while the store is down the events stay queued, and are written once it is back', async () => {
    const store = recordingStore();
    const errors: number[] = [];
    const queue = createAuditQueue(store, { batchSize: 1000, flushIntervalMs: 3_600_000, maxPending: 100, onError: (_e, pending) => errors.push(pending) });
    queue.push(event(1));
    queue.push(event(2));
    store.failNext = 1000; // the store is down
    await assert.rejects(queue.drain(), /disk full/);
    assert.ok(errors.length >= 1 && errors.every((pending) => pending === 2), String(errors));
    assert.equal(queue.pending(), 2);
    store.failNext = 0; // and back
    queue.push(event(3));
    await queue.close();
    assert.deepEqual(store.batches.flat().map((e) => e.eventId), ['1', '2', '3']);
  });

  test('an event the store refuses for good is dropped alone; the rest of its batch is written', async () => {
    const written: string[] = [];
    const store: AuditStore = {
      async append(events) {
        if (events.some((e) => e.eventId === 'poison')) throw new Error('UNIQUE constraint failed');
        written.push(...events.map((e) => e.eventId));
      },
      page: async () => ({ events: [], next: undefined }),
      purgeBefore: async () => 0,
    };
    const queue = createAuditQueue(store, { batchSize: 1000, flushIntervalMs: 3_600_000, maxPending: 100 });
    for (const eventId of ['1', 'poison', '3']) queue.push({ eventId } as AuditEvent);
    await queue.close();
    assert.deepEqual(written, ['1', '3']);
    assert.equal(queue.dropped(), 1, 'dropped after its second refusal');
    assert.equal(queue.pending(), 0);
  });

  test('events older than the retention period are purged', async () => {
    const database = await openTestDatabase();
    try {
      const store = sqlAuditStore(database.db);
      const base = { requestId: 'r', accountId: 'a', applicationId: null, keyId: null, environment: 'live' as const, method: 'GET', route: '/x', statusCode: 200, idempotentReplay: false, context: {}, parameters: [], decision: null, status: null, reasonCodes: [], inputFormat: null, outputFormat: null, fingerprint: null, processingTimeMs: 1 };
      await store.append([
        { ...base, ...at('2026-01-01T00:00:00.000Z') },
        { ...base, ...at('2026-03-01T00:00:00.000Z') },
      ]);
      assert.equal(await store.purgeBefore(new Date('2026-02-01T00:00:00.000Z')), 1);
      const left = await store.page({ accountId: 'a', environment: 'live' }, {}, undefined, 10);
      assert.deepEqual(left.events.map((e) => e.occurredAt), ['2026-03-01T00:00:00.000Z']);
      assert.equal(loadConfig({ AUDIT_RETENTION_DAYS: '30' }).auditRetentionDays, 30);
    } finally {
      await database.close();
    }
  });

  test('the app expires events past AUDIT_RETENTION_DAYS when it starts', async () => {
    const database = await openTestDatabase();
    try {
      const store = sqlAuditStore(database.db);
      const base = { requestId: 'r', accountId: 'a', applicationId: null, keyId: null, environment: 'live' as const, method: 'GET', route: '/x', statusCode: 200, idempotentReplay: false, context: {}, parameters: [], decision: null, status: null, reasonCodes: [], inputFormat: null, outputFormat: null, fingerprint: null, processingTimeMs: 1 };
      await store.append([
        { ...base, ...at('2026-05-01T00:00:00.000Z') },
        { ...base, ...at('2026-05-30T00:00:00.000Z') },
      ]);
      const app = await buildTestApp({ database, clock: () => new Date('2026-06-01T00:00:00.000Z'), env: { AUDIT_RETENTION_DAYS: '10' } });
      await app.close(); // waits for the start-up sweep
      const left = await database.db.selectFrom('audit_events').select('occurred_at').execute();
      assert.deepEqual(left.map((r) => r.occurred_at), ['2026-05-30T00:00:00.000Z']);
    } finally {
      await database.close();
    }
  });
});

describe('SIGTERM under load', () => {
  // In memory the queue writes through Kysely; a SQLite file is written by the worker thread.
  for (const storage of ['in-memory SQLite', 'SQLite file'] as const) test(`closing the app while requests run loses no audit event (${storage})`, async () => {
    const database = await openDatabase({ dataDir: storage === 'SQLite file' ? mkdtempSync(join(tmpdir(), 'pas-audit-')) : ':memory:' });
    // Nothing is flushed before close: every event must come out of the drain.
    const own = await buildTestApp({ database, env: { AUDIT_FLUSH_INTERVAL_MS: '3600000', AUDIT_BATCH_SIZE: '100000' } });
    try {
      const headers = (await createCredentials(own.app, 'live')).headers;
      const address = await own.app.listen({ port: 0, host: '127.0.0.1' });
      const count = async () => Number((await database.db.selectFrom('audit_events').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
      const N = 60;
      let closing: Promise<void> | undefined;
      // Once the server has taken in all N requests, shut down as SIGTERM does (src/cli/serve.ts
      // calls app.close()) while they are still being processed.
      let received = 0;
      own.app.server.on('request', () => {
        received += 1;
        if (received === N) {
          closing = count().then((stored) => {
            assert.equal(stored, 0, 'nothing written before the close');
            return own.app.close();
          });
        }
      });
      const statuses = await Promise.all(
        Array.from({ length: N }, (_, i) =>
          fetch(`${address}${LIVE}/process-party-address`, {
            method: 'POST',
            headers: { ...headers, 'content-type': 'application/json', 'x-request-id': randomUUID() },
            body: JSON.stringify({ postalAddress: { streetName: 'Hauptstrasse', buildingNumber: String(i + 1), postCode: '80331', townName: 'München', country: 'DE' } }),
          }).then(async (response) => {
            await response.text();
            return response.status;
          }),
        ),
      );
      assert.ok(closing, 'the close started while requests were in flight');
      await closing;
      assert.deepEqual(new Set(statuses), new Set([200]), 'every request taken in before the close is answered');
      assert.equal(await count(), N, 'one stored event per answered request');
    } finally {
      await database.close();
    }
  });
});
