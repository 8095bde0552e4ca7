// Loads operator postal data (a GeoNames postal dump, or a CSV file with a column mapping) into
// the postal_import table: bad rows are counted and reported (by line number and reason, never by
// content) and skipped; good rows are upserted, so importing the same file again changes nothing.
// All storage access for imported postal data is here (the import, the rows, the data version).
import type { Database } from '../../storage/database';
import { townKey } from './builder';
import { parseGeoNamesPostalLine, type ParsedPostalLine, type PostalImportRow } from './geonamesPostal';
import { csvRowParser, type CsvMapping } from './csvMapping';
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

export type PostalFileFormat = { kind: 'geonames' } | { kind: 'csv'; mapping: CsvMapping };

/** Called every PROGRESS_EVERY data lines and at the end, for the command line's progress output. */
export type ImportProgress = (progress: { read: number; loaded: number; rejected: number; done: boolean }) => void;

export const PROGRESS_EVERY = 10_000;

export async function importGeoNamesPostal(db: Database, lines: Iterable<string> | AsyncIterable<string>, source: string, onProgress?: ImportProgress): Promise<PostalImportReport> {
  return importPostalFile(db, lines, source, { kind: 'geonames' }, onProgress);
}

export async function importPostalFile(db: Database, lines: Iterable<string> | AsyncIterable<string>, source: string, format: PostalFileFormat, onProgress?: ImportProgress): Promise<PostalImportReport> {
  let parse: ((line: string) => ParsedPostalLine) | undefined = format.kind === 'geonames' ? parseGeoNamesPostalLine : undefined;
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
    if (line.trim() === '' || (format.kind === 'geonames' && line.startsWith('#'))) continue;
    if (!parse && format.kind === 'csv') {
      parse = csvRowParser(line, format.mapping); // the header row; throws on a missing column
      continue;
    }
    report.read++;
    if (onProgress && report.read % PROGRESS_EVERY === 0) onProgress({ read: report.read, loaded: report.loaded, rejected: report.rejected, done: false });
    const parsed = parse!(line);
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
  onProgress?.({ read: report.read, loaded: report.loaded, rejected: report.rejected, done: true });
  report.added = (await countRows(db)) - before;
  report.countries = [...countries].sort();
  return report;
}

/** Every imported row, for laying over the bundled reference. */
export async function loadImportedRows(db: Database): Promise<ImportedPostalRow[]> {
  const rows = await db.selectFrom('postal_import').select(['country', 'postcode', 'place_name', 'admin1_name', 'admin1_code']).orderBy('country').orderBy('postcode').execute();
  return rows.map((r) => ({ country: r.country, postcode: r.postcode, placeName: r.place_name, admin1Name: r.admin1_name, admin1Code: r.admin1_code }));
}

/**
 * A value that changes whenever an import writes rows (each import stamps the rows it writes):
 * running instances poll it and reload the reference when it changes, without a restart.
 */
export async function importedDataVersion(db: Database): Promise<string> {
  const row = await db
    .selectFrom('postal_import')
    .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.max('imported_at').as('latest')])
    .executeTakeFirst();
  return `${Number(row?.n ?? 0)}@${row?.latest ?? ''}`;
}
