// JSON Lines input: one ProcessPartyAddressRequest per line (or a bare PostalAddress object).
// The output line is the input object with a `result` member added; a line that is not JSON is
// reported with its number and goes to the reject file unchanged.
import { POSTAL_FIELDS } from '../model/fields';
import type { ProcessPartyAddressRequest } from '../model/schemas';
import { readLines } from './lines';
import { assertJsonDepth } from '../http/codec/jsonDepth';
import { ApiError } from '../http/apiError';
import { withRunDefaults, type BulkOptions } from './options';
import type { RecordResult } from './record';
import type { Unit, UnitSource } from './unit';

const POSTAL_KEYS = new Set<string>(POSTAL_FIELDS.map((f) => f.json));

function asRequest(value: Record<string, unknown>): ProcessPartyAddressRequest {
  const keys = Object.keys(value);
  // A line of postal fields only is the address itself.
  if (keys.length > 0 && keys.every((k) => POSTAL_KEYS.has(k))) return { postalAddress: value };
  return value as ProcessPartyAddressRequest;
}

function outputLine(input: Record<string, unknown>, result: RecordResult): string {
  if (!result.ok) return '';
  const { ok: _ok, ...rest } = result;
  return `${JSON.stringify({ ...input, result: rest })}\n`;
}

export function jsonLinesSource(path: string, run: BulkOptions): UnitSource {
  const reader = readLines(path);
  async function* units(): AsyncGenerator<Unit> {
    let lineNo = 0;
    for await (const line of reader.lines) {
      lineNo++;
      if (line.trim() === '') continue;
      const position = `line ${lineNo}`;
      let value: unknown;
      try {
        // As the HTTP routes read a body: a key written twice is refused, since JSON.parse would
        // keep the last value and drop the first from the record and from its output line.
        assertJsonDepth(line);
        value = JSON.parse(line);
      } catch (error) {
        const message = error instanceof ApiError ? error.message : `malformed JSON: ${(error as Error).message}`;
        yield { kind: 'bad', position, raw: line, message, text: '' };
        continue;
      }
      if (value === null || typeof value !== 'object' || Array.isArray(value)) {
        yield { kind: 'bad', position, raw: line, message: 'a line must be a JSON object (a ProcessPartyAddressRequest or a PostalAddress)', text: '' };
        continue;
      }
      const input = value as Record<string, unknown>;
      yield { kind: 'record', position, raw: line, request: withRunDefaults(asRequest(input), run), render: (result) => outputLine(input, result) };
    }
  }
  return { units: units(), bytesRead: reader.bytesRead, totalBytes: reader.totalBytes, format: 'jsonl' };
}
