// Where audit events live: batches appended by the queue, pages read newest first per account
// and environment, and expiry past the retention period.
import type { Environment } from '../http/principal';
import type { AuditEvent } from './event';

export interface AuditScope {
  accountId: string;
  environment: Environment;
}

export interface AuditFilters {
  /** ISO instants: from inclusive, to exclusive. */
  from?: string;
  to?: string;
  reference?: string;
  decision?: string;
}

/** Position after the last event of a page (newest first: time, then event id, both descending). */
export interface AuditCursor {
  occurredAt: string;
  eventId: string;
}

export interface AuditPage {
  events: AuditEvent[];
  next: AuditCursor | undefined;
}

export interface AuditStore {
  append(events: readonly AuditEvent[]): Promise<void>;
  page(scope: AuditScope, filters: AuditFilters, after: AuditCursor | undefined, limit: number): Promise<AuditPage>;
  /** Deletes events that occurred before `cutoff`; returns how many. */
  purgeBefore(cutoff: Date): Promise<number>;
}
