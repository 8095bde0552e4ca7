// The opaque `cursor` of GET {base}/audit-events: the position after a page's last event,
// base64url-encoded so clients treat it as a token, never as a query they could edit.
import type { AuditCursor } from './store';

export function encodeCursor(cursor: AuditCursor): string {
  return Buffer.from(JSON.stringify([cursor.occurredAt, cursor.eventId]), 'utf8').toString('base64url');
}

/** The cursor, or undefined when the text is not one this service made. */
export function decodeCursor(text: string): AuditCursor | undefined {
  try {
    const value: unknown = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
    if (Array.isArray(value) && value.length === 2 && typeof value[0] === 'string' && typeof value[1] === 'string' && !Number.isNaN(Date.parse(value[0]))) {
      return { occurredAt: value[0], eventId: value[1] };
    }
  } catch {
    // fall through: not a cursor
  }
  return undefined;
}
