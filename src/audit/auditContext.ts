// What of a request's `context` goes into the audit trail: every declared field, as sent, cut to
// its declared length; the party name is replaced, since no name may be stored (section 9).
import { ContextSchema } from '../model/schemas';

const CONTEXT_FIELDS: ReadonlyMap<string, number> = new Map(
  Object.entries(ContextSchema.properties as Record<string, { maxLength?: number }>).map(([field, schema]) => [field, schema.maxLength ?? 64]),
);

/** Fields that would carry a name or identifier of the party: recorded only as present. */
const WITHHELD = new Set(['name']);
export const WITHHELD_VALUE = '[redacted]';

export function auditContext(body: unknown): Record<string, string | number | boolean> {
  const context = body && typeof body === 'object' ? (body as { context?: unknown }).context : undefined;
  if (!context || typeof context !== 'object' || Array.isArray(context)) return {};
  const recorded: Record<string, string | number | boolean> = {};
  for (const [field, value] of Object.entries(context as Record<string, unknown>)) {
    const maxLength = CONTEXT_FIELDS.get(field);
    // Unknown fields (a 400 for additionalProperties) are not copied: they could hold anything.
    if (maxLength === undefined) continue;
    if (WITHHELD.has(field)) recorded[field] = WITHHELD_VALUE;
    else if (typeof value === 'string') recorded[field] = value.slice(0, maxLength);
    else if (typeof value === 'boolean' || (typeof value === 'number' && Number.isFinite(value))) recorded[field] = value;
  }
  return recorded;
}
