// Audit event ids that sort in the order the events were made (time, then a per-millisecond
// sequence), so "newest first" has a stable tie-break for events of the same millisecond.
import { randomBytes } from 'node:crypto';

let lastMs = -1;
let sequence = 0;

export function newEventId(nowMs: number): string {
  if (nowMs === lastMs) sequence += 1;
  else {
    lastMs = nowMs;
    sequence = 0;
  }
  return `${nowMs.toString(16).padStart(12, '0')}-${sequence.toString(16).padStart(6, '0')}-${randomBytes(8).toString('hex')}`;
}

/** The smallest id of an event made at or after `ms`: ids below it are older (retention sweep). */
export function eventIdFloor(ms: number): string {
  return ms.toString(16).padStart(12, '0');
}
