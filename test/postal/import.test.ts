import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
import { openTestDatabase } from '../helpers/backend';
import { importGeoNamesPostal, loadImportedRows } from '../../src/reference/postal/importPostal';
import { parseGeoNamesPostalLine } from '../../src/reference/postal/geonamesPostal';
import { loadPostalReference, verifyAddress } from '../../src/verification/verifyAddress';

const FIXTURE = join(import.meta.dirname, '..', 'fixtures', 'postal', 'geonames-sample.txt');
const fixtureLines = () => readFileSync(FIXTURE, 'utf8').split('\n');

describe('GeoNames postal line parser', () => {
  test('accepts a good line and normalises its postcode', () => {
    const parsed = parseGeoNamesPostalLine('LU\tL-1009\tLuxembourg\tLuxembourg\tLU\t\t\t\t\t49.6\t6.1\t4');
    assert.ok(parsed.ok);
    assert.equal(parsed.row.postcode, '1009');
    assert.equal(parsed.row.admin1Code, 'LU');
  });
  test('rejects bad lines with a reason that does not quote them', () => {
    const cases = ['XX\t12345\tNowhere', 'NL\tABCDE\tAmsterdam', 'NL\t1013', 'NL\t1014\t\tNoord-Holland', 'free text'];
    for (const line of cases) {
      const parsed = parseGeoNamesPostalLine(line);
      assert.equal(parsed.ok, false, line);
      if (!parsed.ok) for (const word of ['Nowhere', 'Amsterdam', 'ABCDE', 'free']) assert.ok(!parsed.reason.includes(word));
    }
  });
});

describe('postal import', () => {
  test('loads good rows, reports bad ones, and a re-import changes nothing', async () => {
    const { db, close } = await openTestDatabase();
    try {
      const first = await importGeoNamesPostal(db, fixtureLines(), 'geonames-sample.txt');
      assert.equal(first.read, 14);
      assert.equal(first.rejected, 5);
      assert.equal(first.loaded, 9);
      assert.equal(first.added, 8, 'the same pair spelt in capitals is one pair');
      assert.deepEqual(first.countries, ['LU', 'NL']);
      assert.deepEqual(first.rejections.map((r) => r.line), [12, 13, 14, 15, 16]);
      const rowsAfterFirst = await loadImportedRows(db);

      const second = await importGeoNamesPostal(db, fixtureLines(), 'geonames-sample.txt');
      assert.equal(second.read, 14);
      assert.equal(second.loaded, 9);
      assert.equal(second.rejected, 5);
      assert.equal(second.added, 0);
      assert.deepEqual(await loadImportedRows(db), rowsAfterFirst);
    } finally {
      await close();
    }
  });

  test('imported data takes precedence for its countries and leaves the others alone', async () => {
    const { db, close } = await openTestDatabase();
    try {
      await importGeoNamesPostal(db, fixtureLines(), 'geonames-sample.txt');
      const postal = await loadPostalReference({ db });
      // The Dutch file lists districts: a full postcode is checked by its district.
      assert.deepEqual(postal.townsForPostcode('NL', '2511 AB').map((t) => t.name), ['Den Haag']);
      assert.equal(postal.coverage('NL').postcodes, 6);
      assert.equal(verifyAddress({ country: 'NL', postCode: '2511 AB', townName: 'The Hague' }, 'premium', true, postal).status, 'verified');
      const wrong = verifyAddress({ country: 'NL', postCode: '3011 AB', townName: 'Amsterdam' }, 'premium', true, postal);
      assert.ok(wrong.reasons.some((r) => r.code === 'VRF-04'));
      // Germany was not imported: its bundled pairs still answer.
      assert.deepEqual(postal.townsForPostcode('DE', '60325').map((t) => t.name), ['Frankfurt am Main']);
      // Without the database the bundled reference has no Dutch postcodes.
      const bundled = await loadPostalReference();
      assert.equal(bundled.coverage('NL').postcodes, 0);
    } finally {
      await close();
    }
  });

  test('the npm command imports into DATA_DIR and reports its counts', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'postal-import-'));
    try {
      const run = () => spawnSync(process.execPath, ['--import', 'tsx', 'src/cli/import-postal.ts', '--format', 'geonames', FIXTURE], {
        env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
        encoding: 'utf8',
      });
      const first = run();
      assert.equal(first.status, 0, first.stderr);
      assert.match(first.stdout, /read 14, loaded 9, rejected 5 \(8 new pairs; countries LU NL\)/);
      assert.match(first.stderr, /line 12: rejected/);
      const again = run();
      assert.match(again.stdout, /read 14, loaded 9, rejected 5 \(0 new pairs/);
      const bad = spawnSync(process.execPath, ['--import', 'tsx', 'src/cli/import-postal.ts', '--format', 'csv', FIXTURE], { env: { ...process.env, DATA_DIR: dataDir }, encoding: 'utf8' });
      assert.notEqual(bad.status, 0);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
