// An audit event as a row of audit_events: the filter columns plus the whole event as JSON.
import type { AuditEventTable } from '../storage/schema';
import type { AuditEvent } from './event';

export function toAuditRow(event: AuditEvent): AuditEventTable {
  return {
    event_id: event.eventId,
    account_id: event.accountId,
    environment: event.environment,
    occurred_at: event.occurredAt,
    reference: typeof event.context.reference === 'string' ? event.context.reference : null,
    decision: event.decision,
    event_json: JSON.stringify(event),
  };
}
