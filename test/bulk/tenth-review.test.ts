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
import { xmlSource } from '../../src/bulk/xmlSource';
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

describe('tenth review: a PstlAdr the rewrite would lose text of is kept as sent', () => {
  const message = (pstlAdr: string) => `<?xml version="1.0" encoding="UTF-8"?>\n<Document xmlns="urn:iso:std:iso:20022:tech:xsd:pacs.008.001.08"><FIToFICstmrCdtTrf><CdtTrfTxInf><Dbtr><Nm>Acme GmbH</Nm>${pstlAdr}</Dbtr></CdtTrfTxInf></FIToFICstmrCdtTrf></Document>\n`;

  test('a field element written twice (<StrtNm>Hauptstraße</StrtNm><StrtNm>Hinterhaus</StrtNm>): the first was overwritten and left the file', async () => {
    const pstlAdr = '<PstlAdr><StrtNm>Hauptstraße</StrtNm><StrtNm>Hinterhaus</StrtNm><BldgNb>5</BldgNb><PstCd>10117</PstCd><TwnNm>Berlin</TwnNm><Ctry>DE</Ctry></PstlAdr>';
    const out = await written(xmlSource(file('twice.xml', message(pstlAdr)), run));
    assert.ok(out.text.includes('Hauptstraße') && out.text.includes('Hinterhaus'), out.text);
    assert.equal(out.text, message(pstlAdr));
    assert.equal(out.bad.length, 1);
  });

  test('text written directly inside PstlAdr ("c/o Max Muster") was dropped by the rewrite', async () => {
    const pstlAdr = '<PstlAdr>c/o Max Muster<StrtNm>Friedrichstraße</StrtNm><BldgNb>43</BldgNb><PstCd>10117</PstCd><TwnNm>Berlin</TwnNm><Ctry>DE</Ctry></PstlAdr>';
    const out = await written(xmlSource(file('mixed.xml', message(pstlAdr)), run));
    assert.equal(out.text, message(pstlAdr));
    assert.equal(out.bad.length, 1);
  });

  test('AdrLine repeated, and layout between the elements, are read and rewritten as before', async () => {
    const pstlAdr = '<PstlAdr>\n  <AdrLine>Friedrichstraße 43</AdrLine>\n  <AdrLine>10117 Berlin</AdrLine>\n  <Ctry>DE</Ctry>\n</PstlAdr>';
    const out = await written(xmlSource(file('lines.xml', message(pstlAdr)), run));
    assert.deepEqual(out.bad, []);
    assert.ok(out.text.includes('<StrtNm>Friedrichstraße</StrtNm>'), out.text);
  });
});
