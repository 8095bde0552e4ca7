// The `party-address` command (contract section 10): `process` a file (CSV, JSON Lines or ISO
// 20022 XML) through the pipeline on every core; `serve` the HTTP service (as `npm start`);
// `import-postal` postal reference data (as `npm run postal:import`). Arguments by commander.
import { Command, InvalidArgumentError, Option } from 'commander';
import { existsSync } from 'node:fs';
import { PARTY_ROLES, QUALITIES, SCHEME_CODES, TARGET_FORMATS, type PartyRole } from '../model/enums';
import { DEFAULT_ROLE_BY_ELEMENT, type BulkOptions } from '../bulk/options';
import { parseColumnFlags } from '../bulk/csvColumns';
import { processFile } from '../bulk/processFile';

function threshold(value: string): number {
  const n = Number(value);
  if (value.trim() === '' || !Number.isFinite(n) || n < 0 || n > 1) throw new InvalidArgumentError('must be a number from 0 to 1');
  return n;
}

function roleMap(value: string, previous: Record<string, PartyRole>): Record<string, PartyRole> {
  const out = { ...previous };
  for (const pair of value.split(',')) {
    const [element, role] = pair.split('=').map((s) => s.trim());
    if (!element || !role || !(PARTY_ROLES as readonly string[]).includes(role)) throw new InvalidArgumentError(`expected ELEMENT=ROLE with ROLE one of ${PARTY_ROLES.join(', ')}`);
    out[element] = role as PartyRole;
  }
  return out;
}

const collect = (value: string, previous: string[]) => [...previous, value];

const program = new Command('party-address').description('ISO 20022 party address processing: bulk files, the HTTP service, postal data import');

program
  .command('process')
  .description('Process every address of FILE (CSV, JSON Lines or ISO 20022 XML, detected from the content) into OUT')
  .argument('<FILE>', 'input file')
  .requiredOption('--out <OUT>', 'output file (same format as the input)')
  .option('--report <REPORT.html>', 'HTML report: decisions by country, top reasons, share repaired')
  .option('--rejects <REJECTS.csv>', 'CSV of rejected, partial and malformed records with their reasons and the input unchanged')
  .addOption(new Option('--scheme <scheme>', 'payment scheme (context.scheme)').choices(SCHEME_CODES))
  .addOption(new Option('--party-role <role>', 'party role of records that name none (context.partyRole)').choices(PARTY_ROLES))
  .option('--role-map <ELEMENT=ROLE,...>', `XML: party role per parent element (default ${Object.entries(DEFAULT_ROLE_BY_ELEMENT).map(([e, r]) => `${e}=${r}`).join(',')})`, roleMap, { ...DEFAULT_ROLE_BY_ELEMENT })
  .addOption(new Option('--target-format <format>', 'processingOptions.targetFormat').choices(TARGET_FORMATS))
  .addOption(new Option('--quality <quality>', 'processingOptions.quality').choices(QUALITIES))
  .option('--threshold <0..1>', 'processingOptions.repairConfidenceThreshold', threshold)
  .option('--column <FIELD=COLUMN>', 'CSV: column feeding a field (header name or 1-based index); repeat per field, addressLine may repeat', collect, [])
  .option('--header', 'CSV: the first row is a header')
  .option('--no-header', 'CSV: the first row is data')
  .option('--delimiter <char>', 'CSV: field delimiter (default: detected among , ; tab |)')
  .option('--threads <n>', 'worker threads (default: one per core)', (v) => {
    const n = Number(v);
    if (!Number.isInteger(n) || n < 1) throw new InvalidArgumentError('must be a positive integer');
    return n;
  })
  .option('--check-conservation', 'prove on every record that no input text is lost (the default; a record that fails the proof is answered with its conversion withheld)')
  .option('--no-check-conservation', 'skip that proof (faster by about a tenth; a fault of the conversion could then lose text silently)')
  .action(async (file: string, opts: Record<string, unknown>) => {
    if (!existsSync(file)) throw new InvalidArgumentError(`file not found: ${file}`);
    const run: BulkOptions = {
      scheme: opts.scheme as BulkOptions['scheme'],
      partyRole: opts.partyRole as BulkOptions['partyRole'],
      targetFormat: opts.targetFormat as BulkOptions['targetFormat'],
      quality: opts.quality as BulkOptions['quality'],
      repairConfidenceThreshold: opts.threshold as number | undefined,
      roleByElement: opts.roleMap as Record<string, PartyRole>,
    };
    await processFile({
      input: file,
      out: opts.out as string,
      report: opts.report as string | undefined,
      rejects: opts.rejects as string | undefined,
      run,
      csv: { columns: parseColumnFlags(opts.column as string[]), header: opts.header as boolean | undefined, delimiter: opts.delimiter as string | undefined },
      threads: opts.threads as number | undefined,
      // On unless turned off, as on the HTTP path: a record whose conversion fails the proof is
      // answered with the conversion withheld (src/pipeline/processPartyAddress.ts).
      checkConservation: opts.checkConservation !== false,
    });
    // Exit 0 also when records were rejected or malformed: they are results, not failures of the run.
  });

program
  .command('serve')
  .description('Start the HTTP service (the same as npm start)')
  .action(async () => {
    await import('./serve');
  });

program
  .command('import-postal')
  .description('Import postal reference data (the same as npm run postal:import)')
  .allowUnknownOption()
  .helpOption(false)
  .argument('[args...]')
  .action(async (args: string[]) => {
    process.argv = [process.argv[0]!, process.argv[1]!, ...args];
    await import('./import-postal');
  });

program.parseAsync(process.argv).catch((error: unknown) => {
  console.error(`party-address: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
});
