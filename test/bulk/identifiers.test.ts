// Fifth review: an identifier extracted from an AddressLine must reach the caller in the
// bulk path too, as `extractedIdentifiers` does in the single call; in an XML message, which has
// no place for it inside PstlAdr, the party keeps its address as sent. Nothing the file held is lost.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createPostalServices } from '../../src/composition/postalServices';
import { processRecord } from '../../src/bulk/processRecords';
import { xmlSource } from '../../src/bulk/xmlSource';
import { jsonLinesSource } from '../../src/bulk/jsonLinesSource';
import { csvSource } from '../../src/bulk/csvSource';
import { DEFAULT_ROLE_BY_ELEMENT } from '../../src/bulk/options';
import type { UnitSource } from '../../src/bulk/unit';

const postal = await createPostalServices();
const deps = { endpoint: 'process' as const, profile: undefined, now: new Date('2026-12-01T10:00:00Z'), postal: postal.reference, verify: postal.verify, onConservationError: 'throw' as const };
const run = { roleByElement: { ...DEFAULT_ROLE_BY_ELEMENT } };
const dir = mkdtempSync(join(tmpdir(), 'bulk-ids-'));
const IBAN = 'DE89 3704 0044 0532 0130 00';

async function rendered(source: UnitSource): Promise<string> {
  let out = '';
  for await (const unit of source.units) {
    if (unit.kind === 'record') out += unit.render(processRecord(unit.request, deps));
    else out += unit.text;
  }
  return out;
}

function file(name: string, text: string): string {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
}

describe('bulk: an identifier in an address line is never lost', () => {
  test('XML: the party whose AdrLine holds an IBAN keeps its PstlAdr as sent', async () => {
    const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<Document><Cdtr><Nm>Acme GmbH</Nm><PstlAdr><AdrLine>Hauptstr. 5 IBAN ${IBAN}</AdrLine><AdrLine>10117 Berlin</AdrLine><Ctry>DE</Ctry></PstlAdr></Cdtr></Document>\n`;
    const out = await rendered(xmlSource(file('in.xml', xml), run));
    assert.ok(out.includes(IBAN), out);
  });

  test('JSON Lines: the result carries extractedIdentifiers', async () => {
    const line = JSON.stringify({ postalAddress: { addressLine: [`IBAN ${IBAN}`, 'Hauptstr. 5', '10117 Berlin'], country: 'DE' } });
    const out = JSON.parse(await rendered(jsonLinesSource(file('in.jsonl', `${line}\n`), run)));
    assert.deepEqual(out.result.extractedIdentifiers, { iban: 'DE89370400440532013000' });
  });

  test('CSV: the row carries the extracted identifier in a column of its own', async () => {
    const csv = `line1,line2,line3,country\nIBAN ${IBAN},Hauptstr. 5,10117 Berlin,DE\n`;
    const columns = [{ target: 'addressLine', column: 'line1' }, { target: 'addressLine', column: 'line2' }, { target: 'addressLine', column: 'line3' }, { target: 'country', column: 'country' }] as never;
    const out = await rendered(csvSource(file('in.csv', csv), { columns }, run));
    assert.ok(out.includes('DE89370400440532013000'), out);
  });
});

describe('bulk: a JSON Lines record is read as the single call reads it', () => {
  test('a key written twice is a bad record, not its last value ({"townName":"Berlin","townName":"München"})', async () => {
    const source = jsonLinesSource(file('dup.jsonl', '{"postalAddress":{"townName":"Berlin","townName":"München","country":"DE"}}\n'), run);
    const units = [];
    for await (const unit of source.units) units.push(unit);
    assert.equal(units.length, 1);
    assert.equal(units[0]!.kind, 'bad');
    assert.match((units[0] as { message: string }).message, /townName.*more than once/);
  });
});
