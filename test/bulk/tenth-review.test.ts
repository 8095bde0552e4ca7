// Tenth review (docs/conservation.md, "Tenth review"): text of a bulk file lost before the
// pipeline saw it, or lost when the file was written back.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createPostalServices } from '../../src/composition/postalServices';
import { processRecord } from '../../src/bulk/processRecords';
import { csvSource } from '../../src/bulk/csvSource';
import { DEFAULT_ROLE_BY_ELEMENT } from '../../src/bulk/options';
import type { UnitSource } from '../../src/bulk/unit';
import type { RecordResult } from '../../src/bulk/record';

const postal = await createPostalServices();
const deps = { endpoint: 'process' as const, profile: undefined, now: new Date('2026-12-01T10:00:00Z'), postal: postal.reference, verify: postal.verify, onConservationError: 'throw' as const };
const run = { roleByElement: { ...DEFAULT_ROLE_BY_ELEMENT } };
const dir = mkdtempSync(join(tmpdir(), 'bulk-review10-'));

function file(name: string, content: string): string {
  const path = join(dir, name);
  writeFileSync(path, content);
  return path;
}

/** The file as the run writes it (records rendered with their results, bad pieces as they keep), and the bad pieces. */
async function written(source: UnitSource): Promise<{ text: string; bad: string[]; records: RecordResult[] }> {
  let text = '';
  const bad: string[] = [];
  const records: RecordResult[] = [];
  for await (const unit of source.units) {
    if (unit.kind === 'record') {
      const result = processRecord(unit.request, deps);
      records.push(result);
      text += unit.render(result);
    } else if (unit.kind === 'bad') {
      bad.push(unit.raw);
      text += unit.text;
    } else text += unit.text;
  }
  return { text, bad, records };
}

describe('tenth review: a CSV row with more cells than its header', () => {
  test('a delimiter inside an unquoted cell ("Friedrichstraße 43, Hinterhaus") makes the row bad, not a row read shifted', async () => {
    const out = await written(csvSource(file('shift.csv', 'Name,Street,City\nAcme GmbH,Hauptstraße 5,Berlin\nBeta AG,Friedrichstraße 43, Hinterhaus,Berlin\n'), { columns: [] }, run));
    // The shifted row read "Hinterhaus" as the town and never sent "Berlin" (ACCEPT), and its
    // result columns stood one place right of the header's.
    assert.equal(out.records.length, 1);
    assert.deepEqual(out.bad, ['Beta AG,Friedrichstraße 43, Hinterhaus,Berlin']);
    const header = out.text.split('\n')[0]!.split(',');
    const row = out.text.split('\n')[1]!.split(',');
    assert.equal(row[header.indexOf('decision')], 'ACCEPT');
  });

  test('empty cells after the last column (a trailing delimiter) are no text: the row is read, its results under the header', async () => {
    const out = await written(csvSource(file('trailing.csv', 'Name,Street,City,Country\nAcme GmbH,Hauptstraße 5,Berlin,DE,,\n'), { columns: [] }, run));
    assert.deepEqual(out.bad, []);
    const header = out.text.split('\n')[0]!.split(',');
    const row = out.text.split('\n')[1]!.split(',');
    assert.equal(row.length, header.length);
    assert.equal(row[header.indexOf('decision')], out.records[0]!.ok ? out.records[0]!.decision : undefined);
  });
});
