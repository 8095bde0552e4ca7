// OWASP API4, issue 11 finding 7: the audit filters read through indexes. With a long history of
// one account, `reference` and `decision` pages come from their own index (the query plan shows
// no walk of the account's history), and the answers over HTTP are the right events.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { sql } from 'kysely';
import { buildTestApp, type TestApp } from '../helpers/testApp';
import { createCredentials, type TestCredentials } from '../helpers/credentials';
import { toAuditRow } from '../../src/audit/auditRow';
import { newEventId } from '../../src/audit/eventId';
import type { AuditEvent } from '../../src/audit/event';

let t: TestApp;
let creds: TestCredentials;
const HISTORY = 20_000;
before(async () => {
  t = await buildTestApp();
  creds = await createCredentials(t.app, 'live');
  const start = Date.parse('2026-01-01T00:00:00Z');
  const rows = [];
  for (let i = 0; i < HISTORY; i++) {
    const at = start + i * 1000;
    const event: AuditEvent = {
      eventId: newEventId(at), requestId: `r${i}`, occurredAt: new Date(at).toISOString(), accountId: creds.accountId, applicationId: null, keyId: null, environment: 'live',
      method: 'POST', route: '/party-address/v4/process-party-address', statusCode: 200, idempotentReplay: false,
      context: { reference: `REF-${i}` }, parameters: [], decision: i % 1000 === 0 ? 'REJECT' : 'ACCEPT', status: null, reasonCodes: [], inputFormat: 'json', outputFormat: 'json', fingerprint: null, processingTimeMs: 1,
    };
    rows.push(toAuditRow(event));
  }
  for (let i = 0; i < rows.length; i += 500) await t.database.db.insertInto('audit_events').values(rows.slice(i, i + 500)).execute();
});
after(() => t.close());

async function plan(filter: 'reference' | 'decision'): Promise<string> {
  const result = await sql<{ detail: string }>`explain query plan select event_json from audit_events where account_id = ${creds.accountId} and environment = ${'live'} and ${sql.ref(filter)} = ${'x'} order by occurred_at desc, event_id desc limit 51`.execute(t.database.db);
  return result.rows.map((r) => r.detail).join(' | ');
}

test('the reference filter finds its event through its own index, not the account history', async () => {
  const res = await t.app.inject({ method: 'GET', url: '/party-address/v4/audit-events?reference=REF-12345', headers: creds.headers });
  assert.equal(res.statusCode, 200);
  const events = res.json().auditEvents as AuditEvent[];
  assert.deepEqual(events.map((e) => e.requestId), ['r12345']);
  assert.match(await plan('reference'), /USING INDEX audit_events_scope_reference/);
});

test('the decision filter pages through its own index', async () => {
  const res = await t.app.inject({ method: 'GET', url: '/party-address/v4/audit-events?decision=REJECT&limit=5', headers: creds.headers });
  assert.equal(res.statusCode, 200);
  assert.deepEqual((res.json().auditEvents as AuditEvent[]).map((e) => e.requestId), ['r19000', 'r18000', 'r17000', 'r16000', 'r15000']);
  assert.match(await plan('decision'), /USING INDEX audit_events_scope_decision/);
});
