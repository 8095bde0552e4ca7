// The identity of a request body for Idempotency-Key: SHA-256 of the parsed body (and the path
// parameters) in a canonical JSON form, so key order or JSON-vs-XML spelling does not matter.
import { hash } from 'node:crypto';

function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
}

export function requestHash(params: unknown, body: unknown): string {
  return hash('sha256', canonicalJson({ params: params ?? {}, body: body ?? null }), 'hex');
}

/** Idempotency-Key: 1 to 64 printable ASCII characters (contract section 4). */
export const IDEMPOTENCY_KEY = /^[\x20-\x7E]{1,64}$/;
