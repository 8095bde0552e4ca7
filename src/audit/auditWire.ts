// How audit events cross to the SQLite writer thread (src/audit/sqliteAuditWriter.ts).
//
// Why not the events themselves (issue 16): postMessage copies what it sends with the structured
// clone on the sending thread, the event loop's, and its cost goes by the objects it meets. An
// event is about fifteen of them (itself, its context, the parameter list and one object per
// parameter, the reason codes): 8.3 µs an event on the event loop, measured on a batch of 100.
// As one array of its fields in a fixed order, the parameters' three fields each laid end to end in
// one array, it is four objects: 4.6 µs, the flattening included. The writer thread makes the event
// again, with its keys in the order buildAuditEvent gives them, so the stored JSON is the same
// text (test/ops/auditWire.test.ts).
import type { AuditEvent, AuditParameter } from './event';

/** An AuditEvent's fields in the order of AuditEvent, its parameters as [name, value, source, ...]. */
export type WireEvent = readonly unknown[];

export function toWire(event: AuditEvent): WireEvent {
  const parameters: unknown[] = new Array(event.parameters.length * 3);
  let i = 0;
  for (const p of event.parameters) {
    parameters[i++] = p.name;
    parameters[i++] = p.value;
    parameters[i++] = p.source;
  }
  return [
    event.eventId, event.requestId, event.occurredAt, event.accountId, event.applicationId, event.keyId, event.environment,
    event.method, event.route, event.statusCode, event.idempotentReplay, event.context, parameters, event.decision,
    event.status, event.reasonCodes, event.inputFormat, event.outputFormat, event.fingerprint, event.processingTimeMs,
  ];
}

export function fromWire(wire: WireEvent): AuditEvent {
  const flat = wire[12] as unknown[];
  const parameters: AuditParameter[] = [];
  for (let i = 0; i < flat.length; i += 3) parameters.push({ name: flat[i] as string, value: flat[i + 1] as AuditParameter['value'], source: flat[i + 2] as AuditParameter['source'] });
  // Every field of AuditEvent, in its order: a field added there must be added here and in toWire.
  return {
    eventId: wire[0] as string,
    requestId: wire[1] as string,
    occurredAt: wire[2] as string,
    accountId: wire[3] as string,
    applicationId: wire[4] as string | null,
    keyId: wire[5] as string | null,
    environment: wire[6] as AuditEvent['environment'],
    method: wire[7] as string,
    route: wire[8] as string,
    statusCode: wire[9] as number,
    idempotentReplay: wire[10] as boolean,
    context: wire[11] as AuditEvent['context'],
    parameters,
    decision: wire[13] as string | null,
    status: wire[14] as string | null,
    reasonCodes: wire[15] as string[],
    inputFormat: wire[16] as string | null,
    outputFormat: wire[17] as string | null,
    fingerprint: wire[18] as string | null,
    processingTimeMs: wire[19] as number,
  };
}
