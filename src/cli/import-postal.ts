// `npm run postal:import -- --format geonames FILE`, or a CSV file with its columns named:
// `npm run postal:import -- --format csv --postcode PLZ --place Ort --country-code DE FILE`.
// Loads the rows into the service's database (DATABASE_URL or DATA_DIR, as the service uses),
// where they override the bundled data for their countries; running instances pick them up
// within a few seconds (they poll the imported data's version), no restart needed.
import { createReadStream, existsSync } from 'node:fs';
import { basename } from 'node:path';
import { createInterface } from 'node:readline';
import { loadConfig } from '../config';
import { openDatabase } from '../storage/database';
import { importPostalFile, type PostalFileFormat } from '../reference/postal/importPostal';
import type { CsvMapping } from '../reference/postal/csvMapping';

const USAGE = `usage: npm run postal:import -- --format geonames FILE
       npm run postal:import -- --format csv --postcode COLUMN --place COLUMN (--country COLUMN | --country-code CC)
                                [--admin1 COLUMN] [--admin1-code COLUMN] [--admin2 COLUMN] [--delimiter ,] FILE`;

const VALUE_OPTIONS = ['format', 'postcode', 'place', 'country', 'country-code', 'admin1', 'admin1-code', 'admin2', 'delimiter'] as const;
type Option = (typeof VALUE_OPTIONS)[number];

export function parseImportArgs(argv: readonly string[]): { file: string; format: PostalFileFormat } {
  const values: Partial<Record<Option, string>> = {};
  let file = '';
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (!arg.startsWith('--')) {
      file = arg;
      continue;
    }
    const [name, inline] = arg.slice(2).split(/=(.*)/s, 2) as [string, string | undefined];
    if (!(VALUE_OPTIONS as readonly string[]).includes(name)) throw new Error(`unknown option ${arg}\n${USAGE}`);
    const value = inline ?? argv[++i];
    if (value === undefined || value === '') throw new Error(`--${name} needs a value\n${USAGE}`);
    values[name as Option] = value;
  }
  if (!file) throw new Error(`no FILE given\n${USAGE}`);
  if (values.format === 'geonames') return { file, format: { kind: 'geonames' } };
  if (values.format !== 'csv') throw new Error(`--format must be geonames or csv\n${USAGE}`);
  if (!values.postcode || !values.place) throw new Error(`--format csv needs --postcode and --place column names\n${USAGE}`);
  if (!values.country === !values['country-code']) throw new Error(`--format csv needs either --country (a column) or --country-code (one code for every row)\n${USAGE}`);
  const delimiter = values.delimiter === '\\t' || values.delimiter === 'tab' ? '\t' : (values.delimiter ?? ',');
  if (delimiter.length !== 1) throw new Error(`--delimiter must be one character\n${USAGE}`);
  const mapping: CsvMapping = {
    delimiter,
    columns: {
      postcode: values.postcode,
      placeName: values.place,
      ...(values.country ? { country: values.country } : {}),
      ...(values.admin1 ? { admin1Name: values.admin1 } : {}),
      ...(values['admin1-code'] ? { admin1Code: values['admin1-code'] } : {}),
      ...(values.admin2 ? { admin2Name: values.admin2 } : {}),
    },
    ...(values['country-code'] ? { country: values['country-code'] } : {}),
  };
  return { file, format: { kind: 'csv', mapping } };
}

async function main(): Promise<void> {
  const { file, format } = parseImportArgs(process.argv.slice(2));
  if (!existsSync(file)) throw new Error(`file not found: ${file}`);
  const config = loadConfig();
  const opened = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, ...(config.databaseSchema ? { schema: config.databaseSchema } : {}) });
  try {
    const lines = createInterface({ input: createReadStream(file, 'utf8'), crlfDelay: Infinity });
    const started = Date.now();
    const report = await importPostalFile(opened.db, lines, basename(file), format, ({ read, loaded, rejected, done }) => {
      if (!done) console.error(`... ${read.toLocaleString('en')} rows read, ${loaded.toLocaleString('en')} loaded, ${rejected.toLocaleString('en')} rejected (${((Date.now() - started) / 1000).toFixed(0)} s)`);
    });
    for (const r of report.rejections) console.error(`line ${r.line}: rejected, ${r.reason}`);
    if (report.rejected > report.rejections.length) console.error(`... and ${report.rejected - report.rejections.length} more rejected lines`);
    console.log(`read ${report.read}, loaded ${report.loaded}, rejected ${report.rejected} (${report.added} new pairs; countries ${report.countries.join(' ') || 'none'})`);
    console.log('The imported data takes precedence for these countries; running instances pick it up within a few seconds.');
  } finally {
    await opened.close();
  }
}

if (process.argv[1] && import.meta.url.endsWith(basename(process.argv[1]))) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : String(error));
    process.exitCode = 1;
  });
}
