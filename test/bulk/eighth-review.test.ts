// Eighth review (2026-11-24): the bulk paths. Text of a file that never reached the pipeline
// (a column named twice, a column no field is named by, bytes that are not UTF-8) was lost before
// the conservation proof could see it: the proof checks the request it is given.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createPostalServices } from '../../src/composition/postalServices';
import { processRecord } from '../../src/bulk/processRecords';
import { csvSource } from '../../src/bulk/csvSource';
import { jsonLinesSource } from '../../src/bulk/jsonLinesSource';
import { xmlSource } from '../../src/bulk/xmlSource';
import { mappingFor, requestOfRow } from '../../src/bulk/csvColumns';
import { assertReadableText } from '../../src/bulk/lines';
import { DEFAULT_ROLE_BY_ELEMENT } from '../../src/bulk/options';
import type { UnitSource } from '../../src/bulk/unit';

const postal = await createPostalServices();
const deps = { endpoint: 'process' as const, profile: undefined, now: new Date('2026-12-01T10:00:00Z'), postal: postal.reference, verify: postal.verify, onConservationError: 'throw' as const };
const run = { roleByElement: { ...DEFAULT_ROLE_BY_ELEMENT } };
const dir = mkdtempSync(join(tmpdir(), 'bulk-review8-'));

function file(name: string, content: string | Buffer): string {
  const path = join(dir, name);
  writeFileSync(path, content);
  return path;
}

async function results(source: UnitSource): Promise<Array<{ output: Record<string, unknown> | undefined; decision: string }>> {
  const out = [];
  for await (const unit of source.units) {
    if (unit.kind !== 'record') continue;
    const result = processRecord(unit.request, deps);
    out.push({ output: result.ok ? (result.output as Record<string, unknown>) : undefined, decision: result.ok ? result.decision : 'ERROR' });
  }
  return out;
}

describe('eighth review: a CSV column is never dropped unseen', () => {
  test('a header naming one field twice ("Street1,Street2") sends both cells, not the last', async () => {
    const header = ['Name', 'Street1', 'Street2', 'Zip', 'City', 'Country'];
    const mapping = mappingFor([], header);
    const request = requestOfRow(['Acme Inc', '100 Main Street', 'Suite 200', '62701', 'Springfield', 'US'], mapping);
    const address = request.postalAddress!;
    assert.deepEqual(address.addressLine, ['100 Main Street', 'Suite 200']);
    assert.equal(address.streetName, undefined);
    // Through the pipeline, "100 Main Street" is in the answer (it was lost with ACCEPT before).
    const [row] = await results(csvSource(file('dup.csv', `${header.join(',')}\nAcme Inc,100 Main Street,Suite 200,62701,Springfield,US\n`), { columns: [] }, run));
    const text = JSON.stringify(row!.output);
    assert.ok(text.includes('Main Street') && text.includes('100'), text);
  });

  test('--column naming one single field twice is refused, not half applied', () => {
    assert.throws(() => mappingFor([{ target: 'townName', column: 'City' }, { target: 'townName', column: 'Town' }], ['City', 'Town']), /townName/);
    // addressLine takes several columns, as before.
    assert.doesNotThrow(() => mappingFor([{ target: 'addressLine', column: 'A' }, { target: 'addressLine', column: 'B' }], ['A', 'B']));
  });

  test('the usual names of a subdivision column are read ("State", "Province", "Region")', () => {
    for (const name of ['State', 'Province', 'Region', 'County']) {
      const request = requestOfRow(['1 Main St', 'Springfield', 'IL', '62701', 'US'], mappingFor([], ['Street', 'City', name, 'Zip', 'Country']));
      assert.equal(request.postalAddress!.countrySubDivision, 'IL', name);
    }
  });

  test('a header cell no field is named by is reported, never silently left out of the address', async () => {
    const source = csvSource(file('unread.csv', 'Customer Id,Company,Street Address,City,Zip,Country,Notes\nC-17,Acme,100 Main Street,Springfield,62701,US,call first\n'), { columns: [] }, run);
    const [row] = await results(source);
    assert.equal((row!.output as { streetName?: string }).streetName, 'Main Street'); // "Street Address" is a line now
    assert.deepEqual(source.notes?.(), ['columns not read as address fields: Customer Id, Notes (name them with --column FIELD=COLUMN)']);
  });
});

describe('eighth review: bytes that are not UTF-8 are refused, not replaced', () => {
  test('a Latin-1 CSV ("M\\xfcnchen") is refused with the line of its first bad byte', () => {
    const path = file('latin1.csv', Buffer.from('Hauptstr. 5,10117 Berlin,DE\nM\xfcllerstra\xdfe 5,80331 M\xfcnchen,DE\n', 'latin1'));
    assert.throws(() => assertReadableText(path), /not UTF-8.*line 2/);
  });

  test('UTF-16 is refused, and an XML document declaring another encoding is refused', () => {
    assert.throws(() => assertReadableText(file('u16.csv', Buffer.from('\ufeffStreet,City\n', 'utf16le'))), /UTF-16/);
    assert.throws(() => assertReadableText(file('l1.xml', Buffer.from('<?xml version="1.0" encoding="ISO-8859-1"?>\n<Document/>\n', 'latin1'))), /ISO-8859-1/);
    assert.doesNotThrow(() => assertReadableText(file('ok.xml', '\ufeff<?xml version="1.0" encoding="utf-8"?>\n<Document>München €</Document>\n')));
  });

  test('a JSON Lines file starting with a byte-order mark reads its first line', async () => {
    const line = JSON.stringify({ postalAddress: { addressLine: ['Hauptstr. 5', '10117 Berlin'], country: 'DE' } });
    const [row] = await results(jsonLinesSource(file('bom.jsonl', `\ufeff${line}\n`), run));
    assert.equal(row?.decision, 'ACCEPT');
  });

  test('an XML message with a byte-order mark keeps it and is read', async () => {
    const xml = '\ufeff<?xml version="1.0" encoding="UTF-8"?>\n<Document><Cdtr><PstlAdr><AdrLine>Hauptstr. 5</AdrLine><AdrLine>10117 Berlin</AdrLine><Ctry>DE</Ctry></PstlAdr></Cdtr></Document>\n';
    const [row] = await results(xmlSource(file('bom.xml', xml), run));
    assert.equal(row?.decision, 'ACCEPT');
  });
});
