// Operator data as CSV with a column mapping, the same bad-row rules as the GeoNames import, and
// an import that running instances pick up without a restart (issue 13).
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
import { openDatabase } from '../../src/storage/database';
import { importPostalFile } from '../../src/reference/postal/importPostal';
import { csvRowParser, splitCsvLine, type CsvMapping } from '../../src/reference/postal/csvMapping';
import { createPostalServices } from '../../src/composition/postalServices';
import { parseImportArgs } from '../../src/cli/import-postal';

const SWISS: CsvMapping = { delimiter: ';', columns: { postcode: 'PLZ', placeName: 'Ortschaft', admin1Code: 'Kanton' }, country: 'CH' };
const SWISS_FILE = ['PLZ;Ortschaft;Kanton', '8001;Zürich;ZH', '3011;Bern;BE', '"1201";"Genève";GE', '99;Zürich;ZH', '8002;;ZH', '4051;Basel;BS'];
// Swiss pairs are bundled since issue 13 added CH: the import that must take effect uses a country without bundled pairs.
const DANISH: CsvMapping = { delimiter: ';', columns: { postcode: 'Postnr', placeName: 'By' }, country: 'DK' };
const DANISH_FILE = ['Postnr;By', '8000;Aarhus', '5000;Odense', '"2100";"København"', '99;Aarhus', '9000;', '9000;Aalborg'];

describe('CSV mapping', () => {
  test('splits quoted fields with delimiters and doubled quotes inside', () => {
    assert.deepEqual(splitCsvLine('a,"b,c","d ""e""",', ','), ['a', 'b,c', 'd "e"', '']);
  });

  test('rows pass the GeoNames rules; a column missing from the header stops the import', () => {
    const parse = csvRowParser(SWISS_FILE[0]!, SWISS);
    const ok = parse('8001;Zürich;ZH');
    assert.ok(ok.ok && ok.row.country === 'CH' && ok.row.postcode === '8001' && ok.row.admin1Code === 'ZH');
    const bad = parse('99;Zürich;ZH');
    assert.ok(!bad.ok && !bad.reason.includes('Zürich'));
    assert.throws(() => csvRowParser('Postcode;Town', SWISS), /column "PLZ" is not in the header row/);
  });

  test('the command line names the columns', () => {
    const { format } = parseImportArgs(['--format', 'csv', '--postcode', 'PLZ', '--place=Ortschaft', '--country-code', 'CH', '--delimiter', ';', 'f.csv']);
    assert.deepEqual(format, { kind: 'csv', mapping: { delimiter: ';', columns: { postcode: 'PLZ', placeName: 'Ortschaft' }, country: 'CH' } });
    assert.throws(() => parseImportArgs(['--format', 'csv', '--postcode', 'PLZ', 'f.csv']), /--place/);
    assert.throws(() => parseImportArgs(['--format', 'csv', '--postcode', 'PLZ', '--place', 'Ort', 'f.csv']), /--country/);
  });
});

describe('CSV import takes effect without a restart', () => {
  test('an explicit refresh and the poll of a running instance both pick the import up', async () => {
    const { db, close } = await openDatabase({ dataDir: ':memory:' });
    const explicit = await createPostalServices(db, { pollMillis: 0 });
    const polling = await createPostalServices(db, { pollMillis: 50 });
    try {
      const query = { country: 'DK', postCode: '8000', townName: 'Aarhus' };
      assert.equal(explicit.verify(query, 'standard').status, 'partial', 'no Danish pairs are bundled');
      assert.equal(await explicit.refresh(), false, 'nothing imported yet');

      const report = await importPostalFile(db, DANISH_FILE, 'danish.csv', { kind: 'csv', mapping: DANISH });
      assert.deepEqual([report.read, report.loaded, report.rejected], [6, 4, 2]);
      assert.deepEqual(report.rejections.map((r) => r.line), [5, 6]);

      const reference = explicit.reference;
      assert.equal(await explicit.refresh(), true);
      assert.equal(explicit.reference, reference, 'holders keep the same object');
      assert.equal(explicit.verify(query, 'standard').status, 'verified');
      assert.deepEqual(explicit.reference.townsForPostcode('DK', '5000').map((t) => t.name), ['Odense']);
      const wrong = explicit.verify({ country: 'DK', postCode: '5000', townName: 'Aarhus' }, 'standard');
      assert.ok(wrong.reasons.some((r) => r.code === 'VRF-04'));

      // The polling instance was never told: it finds the new version by itself.
      const deadline = Date.now() + 60_000;
      while (polling.verify(query, 'standard').status !== 'verified' && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
      assert.equal(polling.verify(query, 'standard').status, 'verified');
    } finally {
      explicit.stop();
      polling.stop();
      await close();
    }
  });

  test('the command imports a CSV with progress output', () => {
    const dir = mkdtempSync(join(tmpdir(), 'postal-csv-'));
    try {
      const rows = ['Land,Postleitzahl,Ort'];
      for (let i = 0; i < 10_050; i++) rows.push(`CH,${1000 + (i % 9000)},Ort ${i % 9000}`);
      const file = join(dir, 'ch.csv');
      writeFileSync(file, rows.join('\n'));
      const run = spawnSync(process.execPath, ['--import', 'tsx', 'src/cli/import-postal.ts', '--format', 'csv', '--country', 'Land', '--postcode', 'Postleitzahl', '--place', 'Ort', file], {
        env: { ...process.env, DATA_DIR: dir, DATABASE_URL: '' },
        encoding: 'utf8',
      });
      assert.equal(run.status, 0, run.stderr);
      assert.match(run.stderr, /10,000 rows read/);
      assert.match(run.stdout, /read 10050, loaded 10050, rejected 0 \(9000 new pairs; countries CH\)/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
