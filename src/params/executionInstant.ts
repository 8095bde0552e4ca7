// Turns context.executionDatetime into an instant (contract section 5, "Dates"): with Z or an
// offset it is an instant; without, local time in context.timezone (IANA), or UTC without one.
import { InvalidParameterError } from './invalidParameter';

const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?(Z|[+-]\d{2}:\d{2})?$/;
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    try {
      formatter = new Intl.DateTimeFormat('en-US', {
        timeZone,
        hourCycle: 'h23',
        year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit',
      });
    } catch {
      throw new InvalidParameterError('context.timezone', 'not a known IANA time zone name');
    }
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

export function assertKnownTimeZone(timeZone: string): void {
  formatterFor(timeZone);
}

/** Offset of `timeZone` from UTC at the instant `epochMs`, in milliseconds. */
function offsetAt(timeZone: string, epochMs: number): number {
  const parts = formatterFor(timeZone).formatToParts(new Date(epochMs));
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const asUtc = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second'));
  return asUtc - Math.floor(epochMs / 1000) * 1000;
}

export function parseExecutionInstant(value: string, timeZone: string | undefined): Date {
  const m = DATE_TIME.exec(value);
  if (!m) throw new InvalidParameterError('context.executionDatetime', 'not an ISO 8601 date-time');
  const [, y, mo, d, h, mi, s = '0', frac = '0', zone] = m;
  const year = Number(y), month = Number(mo), day = Number(d), hour = Number(h), minute = Number(mi), second = Number(s);
  const millis = Math.floor(Number(`0.${frac}`) * 1000);
  const localAsUtc = Date.UTC(year, month - 1, day, hour, minute, second, millis);
  const check = new Date(localAsUtc);
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day || hour > 23 || minute > 59 || second > 59) {
    throw new InvalidParameterError('context.executionDatetime', 'not a valid calendar date and time');
  }
  if (timeZone !== undefined) assertKnownTimeZone(timeZone);
  if (zone === 'Z') return new Date(localAsUtc);
  if (zone) {
    const sign = zone[0] === '-' ? -1 : 1;
    const offsetMinutes = sign * (Number(zone.slice(1, 3)) * 60 + Number(zone.slice(4, 6)));
    return new Date(localAsUtc - offsetMinutes * 60_000);
  }
  if (timeZone === undefined) return new Date(localAsUtc);
  // Local wall time: subtract the zone's offset, then correct once in case the guess crossed a
  // DST change. A time skipped by DST resolves to the later offset, as most schedulers do.
  let instant = localAsUtc - offsetAt(timeZone, localAsUtc);
  const corrected = localAsUtc - offsetAt(timeZone, instant);
  if (corrected !== instant) instant = corrected;
  return new Date(instant);
}
