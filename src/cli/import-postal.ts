// `npm run postal:import -- --format geonames FILE`: loads a GeoNames postal-code file into the
// service's database (DATABASE_URL or DATA_DIR, as the service uses), where it overrides the bundled data.
import { createReadStream, existsSync } from 'node:fs';
import { basename } from 'node:path';
import { createInterface } from 'node:readline';
import { loadConfig } from '../config';
import { openDatabase } from '../storage/database';
import { importGeoNamesPostal } from '../reference/postal/importPostal';

const USAGE = 'usage: npm run postal:import -- --format geonames FILE';

function parseArgs(argv: readonly string[]): { format: string; file: string } {
  let format = '';
  let file = '';
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--format') format = argv[++i] ?? '';
    else if (arg.startsWith('--format=')) format = arg.slice('--format='.length);
    else if (!arg.startsWith('--')) file = arg;
    else throw new Error(`unknown option ${arg}\n${USAGE}`);
  }
  if (format !== 'geonames') throw new Error(`--format geonames is the only format supported\n${USAGE}`);
  if (!file) throw new Error(`no FILE given\n${USAGE}`);
  if (!existsSync(file)) throw new Error(`file not found: ${file}`);
  return { format, file };
}

async function main(): Promise<void> {
  const { file } = parseArgs(process.argv.slice(2));
  const config = loadConfig();
  const opened = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    const lines = createInterface({ input: createReadStream(file, 'utf8'), crlfDelay: Infinity });
    const report = await importGeoNamesPostal(opened.db, lines, basename(file));
    for (const r of report.rejections) console.error(`line ${r.line}: rejected, ${r.reason}`);
    if (report.rejected > report.rejections.length) console.error(`... and ${report.rejected - report.rejections.length} more rejected lines`);
    console.log(`read ${report.read}, loaded ${report.loaded}, rejected ${report.rejected} (${report.added} new pairs; countries ${report.countries.join(' ') || 'none'})`);
    console.log('The imported data takes precedence for these countries from the next service start.');
  } finally {
    await opened.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
});
