// The audit events' wire form to the SQLite writer thread (src/audit/auditWire.ts): an event made
// again on the other side is stored as the very JSON text the event itself gives.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildTestApp, type TestApp } from '../helpers/testApp';
import { createCredentials } from '../helpers/credentials';
import { openDatabase } from '../../src/storage/database';
import { fromWire, toWire } from '../../src/audit/auditWire';
import type { AuditEvent } from '../../src/audit/event';

const viaWire = (event: AuditEvent) => JSON.stringify(fromWire(structuredClone(toWire(event))));

test('an event through the wire form gives the same JSON text: nulls, no parameters, a field absent', () => {
  const event: AuditEvent = {
    eventId: '0000019abc-00000001-a1b2c3d4e5f6', requestId: 'r', occurredAt: '2026-11-28T00:00:00.000Z', accountId: 'acc', applicationId: null, keyId: null,
    environment: 'sandbox', method: 'POST', route: '/x', statusCode: 422, idempotentReplay: true, context: {}, parameters: [], decision: null, status: null,
    reasonCodes: ['REG-06'], inputFormat: null, outputFormat: null, fingerprint: null, processingTimeMs: 0,
  };
  assert.equal(viaWire(event), JSON.stringify(event));
  const withValues: AuditEvent = { ...event, context: { reference: 'R-1', name: '[redacted]', urgent: true, amount: 12.5 }, parameters: [{ name: 'quality', value: 'standard', source: 'default' }, { name: 'x', value: null, source: 'context' }, { name: 'n', value: 0.8, source: 'channelProfile' }, { name: 'b', value: false, source: 'processingOptions' }] };
  assert.equal(viaWire(withValues), JSON.stringify(withValues));
  // A field left undefined is left out of the JSON on both sides.
  const partial = { ...event, fingerprint: undefined } as unknown as AuditEvent;
  assert.equal(viaWire(partial), JSON.stringify(partial));
});

let file: TestApp;
let memory: TestApp;
before(async () => {
  file = await buildTestApp({ database: await openDatabase({ dataDir: mkdtempSync(join(tmpdir(), 'pas-audit-wire-')) }) });
  memory = await buildTestApp({ database: await openDatabase({ dataDir: ':memory:' }) });
});
after(async () => {
  await file.close();
  await memory.close();
  await file.database.close();
  await memory.database.close();
});

test('an EP-01 call stores the same event JSON through the writer thread (SQLite file) as through Kysely (in memory)', async () => {
  const body = { postalAddress: { streetName: 'Wilhelm-Epstein-Straße', buildingNumber: '14', postCode: '60431', townName: 'Frankfurt am Main', country: 'DE' }, context: { partyRole: 'creditor', reference: 'WIRE-1', name: 'Someone' } };
  const stored: string[] = [];
  for (const t of [memory, file]) {
    const credentials = await createCredentials(t.app, 'live');
    const response = await t.app.inject({ method: 'POST', url: '/party-address/v4/process-party-address', headers: { ...credentials.headers, 'content-type': 'application/json' }, payload: body });
    assert.equal(response.statusCode, 200);
    await t.app.close();
    const row = await t.database.db.selectFrom('audit_events').select(['event_json']).where('reference', '=', 'WIRE-1').executeTakeFirstOrThrow();
    stored.push(row.event_json);
    // The stored text is the event's own JSON, and the wire form gives it back unchanged.
    assert.equal(viaWire(JSON.parse(row.event_json) as AuditEvent), row.event_json);
  }
  // Everything but the instance's ids, times and account is the same on both.
  const comparable = (json: string) => {
    const { eventId, requestId, occurredAt, accountId, applicationId, keyId, processingTimeMs, parameters, ...rest } = JSON.parse(json) as AuditEvent;
    return { keys: Object.keys(JSON.parse(json) as object), rest, parameters: parameters.filter((p) => p.name !== 'executionDatetime') };
  };
  assert.deepEqual(comparable(stored[1]!), comparable(stored[0]!));
});
