// Loads a GeoNames-format postal file into the postal_import table: bad rows are counted and
// reported (by line number and reason, never by content) and skipped; good rows are upserted,
// so importing the same file again changes nothing.
import type { Database } from '../../storage/database';
import { townKey } from './builder';
import { parseGeoNamesPostalLine, type PostalImportRow } from './geonamesPostal';
import type { ImportedPostalRow } from './overrides';

export interface PostalImportReport {
  /** Data lines read (blank lines and # comments are not counted). */
  read: number;
  /** Rows written (new or updated). */
  loaded: number;
  rejected: number;
  /** Rows in the table that this import added (the rest already existed). */
  added: number;
  countries: string[];
  /** First rejections, line number and reason. */
  rejections: { line: number; reason: string }[];
}

const BATCH = 500;
const MAX_REPORTED_REJECTIONS = 50;

async function countRows(db: Database): Promise<number> {
  const row = await db.selectFrom('postal_import').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst();
  return Number(row?.n ?? 0);
}

export async function importGeoNamesPostal(db: Database, lines: Iterable<string> | AsyncIterable<string>, source: string): Promise<PostalImportReport> {
  const report: PostalImportReport = { read: 0, loaded: 0, rejected: 0, added: 0, countries: [], rejections: [] };
  const countries = new Set<string>();
  const before = await countRows(db);
  const importedAt = new Date().toISOString();
  let batch = new Map<string, PostalImportRow & { placeKey: string }>();

  const flush = async () => {
    if (batch.size === 0) return;
    const values = [...batch.values()].map((r) => ({
      country: r.country,
      postcode: r.postcode,
      place_key: r.placeKey,
      place_name: r.placeName,
      admin1_name: r.admin1Name ?? null,
      admin1_code: r.admin1Code ?? null,
      admin2_name: r.admin2Name ?? null,
      source,
      imported_at: importedAt,
    }));
    await db.transaction().execute(async (trx) => {
      await trx
        .insertInto('postal_import')
        .values(values)
        .onConflict((oc) =>
          oc.columns(['country', 'postcode', 'place_key']).doUpdateSet((eb) => ({
            place_name: eb.ref('excluded.place_name'),
            admin1_name: eb.ref('excluded.admin1_name'),
            admin1_code: eb.ref('excluded.admin1_code'),
            admin2_name: eb.ref('excluded.admin2_name'),
            source: eb.ref('excluded.source'),
            imported_at: eb.ref('excluded.imported_at'),
          })),
        )
        .execute();
    });
    batch = new Map();
  };

  let lineNumber = 0;
  for await (const line of lines) {
    lineNumber++;
    if (line.trim() === '' || line.startsWith('#')) continue;
    report.read++;
    const parsed = parseGeoNamesPostalLine(line);
    const placeKey = parsed.ok ? townKey(parsed.row.placeName) : undefined;
    if (!parsed.ok || !placeKey) {
      report.rejected++;
      if (report.rejections.length < MAX_REPORTED_REJECTIONS) report.rejections.push({ line: lineNumber, reason: parsed.ok ? 'place name has no letters or digits' : parsed.reason });
      continue;
    }
    report.loaded++;
    countries.add(parsed.row.country);
    // Same pair twice in one batch: the later line wins (one statement may not touch a row twice).
    batch.set(`${parsed.row.country}\t${parsed.row.postcode}\t${placeKey}`, { ...parsed.row, placeKey });
    if (batch.size >= BATCH) await flush();
  }
  await flush();
  report.added = (await countRows(db)) - before;
  report.countries = [...countries].sort();
  return report;
}

/** Every imported row, for laying over the bundled reference. */
export async function loadImportedRows(db: Database): Promise<ImportedPostalRow[]> {
  const rows = await db.selectFrom('postal_import').select(['country', 'postcode', 'place_name', 'admin1_name', 'admin1_code']).orderBy('country').orderBy('postcode').execute();
  return rows.map((r) => ({ country: r.country, postcode: r.postcode, placeName: r.place_name, admin1Name: r.admin1_name, admin1Code: r.admin1_code }));
}
