// Benchmark of the verify step on the bundled postal reference: start-up (fresh process until
// the reference is loaded), RSS with the structuring engine loaded too, and lookups per second.
// Run: npm run bench:verify   (single-threaded: the figures are per core). To compare with an
// older commit, run it in a worktree of that commit too, alternating the two sides.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { loadPostalReference, verifyAddress, type PostalQuery } from '../src/verification/verifyAddress';
import { warmCompiledReference } from '../src/reference/postal/loader';

const STARTUP_RUNS = 3;
const SECONDS_PER_CASE = 2;

async function startupChild(): Promise<void> {
  const loadStarted = performance.now();
  const postal = await loadPostalReference();
  const loaded = performance.now();
  // The structuring engine shares the reference; load it and structure one address so its tables are in memory too.
  try {
    const structuring = (await import('../src/structuring/index')) as { structureAddress?: (input: unknown, postal?: unknown) => unknown };
    structuring.structureAddress?.({ addressLine: ['Taunusanlage 12', '60325 Frankfurt am Main'], country: 'DE' }, postal);
  } catch {
    // structuring not available: RSS is then the reference's alone
  }
  verifyAddress({ country: 'DE', postCode: '60325', townName: 'Frankfurt am Main' }, 'premium', true, postal);
  // Countries are parsed on first use (issue 16): parse them all, so the RSS is that of the whole reference.
  await warmCompiledReference();
  (globalThis as { gc?: () => void }).gc?.();
  console.log(JSON.stringify({ startupMs: loaded, loadMs: loaded - loadStarted, rssMb: process.memoryUsage().rss / 1e6 }));
}

const QUERIES: { query: PostalQuery; label: string }[] = [
  { label: 'DE pair', query: { country: 'DE', postCode: '60325', townName: 'Frankfurt am Main' } },
  { label: 'DE exonym', query: { country: 'DE', postCode: '80331', townName: 'Munich' } },
  { label: 'FR pair', query: { country: 'FR', postCode: '75009', townName: 'Paris' } },
  { label: 'FR bad postcode', query: { country: 'FR', postCode: '75900', townName: 'Paris' } },
  { label: 'US pair', query: { country: 'US', postCode: '10001', townName: 'New York', countrySubDivision: 'NY' } },
  { label: 'GB town only data', query: { country: 'GB', postCode: 'SW1A 2AA', townName: 'London' } },
  { label: 'AT exonym', query: { country: 'AT', postCode: '1010', townName: 'Vienna' } },
  { label: 'NL', query: { country: 'NL', postCode: '1102 CT', townName: 'Amsterdam' } },
  { label: 'NO pair', query: { country: 'NO', postCode: '5003', townName: 'Bergen' } },
  { label: 'CA postcode region', query: { country: 'CA', postCode: 'M5V 3L9', townName: 'Toronto' } },
];

function rate(fn: (i: number) => void): number {
  let count = 0;
  const started = performance.now();
  const deadline = started + SECONDS_PER_CASE * 1000;
  while (performance.now() < deadline) {
    for (let i = 0; i < 1000; i++) fn(count + i);
    count += 1000;
  }
  return count / ((performance.now() - started) / 1000);
}

async function main(): Promise<void> {
  const self = fileURLToPath(import.meta.url);
  const startups: { startupMs: number; loadMs: number; rssMb: number }[] = [];
  for (let i = 0; i < STARTUP_RUNS; i++) {
    const child = spawnSync(process.execPath, ['--expose-gc', '--import', 'tsx', self, '--startup'], { encoding: 'utf8' });
    if (child.status !== 0) throw new Error(`start-up run failed: ${child.stderr}`);
    startups.push(JSON.parse(child.stdout.trim().split('\n').pop()!) as (typeof startups)[number]);
  }
  const median = <T>(values: T[], key: keyof T) => [...values].sort((a, b) => Number(a[key]) - Number(b[key]))[Math.floor(values.length / 2)]![key] as number;
  console.log(`start-up, process start to reference loaded (median of ${STARTUP_RUNS}): ${median(startups, 'startupMs').toFixed(0)} ms (load itself ${median(startups, 'loadMs').toFixed(0)} ms)`);
  console.log(`RSS with reference and structuring loaded: ${median(startups, 'rssMb').toFixed(0)} MB`);

  const postal = await loadPostalReference();
  await warmCompiledReference(); // no lookup below pays for parsing its country
  const towns = QUERIES.map((q) => q.query);
  const findRate = rate((i) => {
    const q = towns[i % towns.length]!;
    postal.findTown(q.country!, q.townName!);
  });
  console.log(`findTown: ${Math.round(findRate).toLocaleString('en')} lookups/s`);
  for (const quality of ['standard', 'premium'] as const) {
    const r = rate((i) => verifyAddress(towns[i % towns.length]!, quality, true, postal));
    console.log(`verifyAddress ${quality}: ${Math.round(r).toLocaleString('en')} addresses/s`);
  }
  const typos: PostalQuery[] = [
    { country: 'DE', postCode: '60325', townName: 'Frankfrut' },
    { country: 'FR', townName: 'Marseile' },
    { country: 'US', postCode: '10001', townName: 'New Yrok' },
  ];
  const fuzzyRate = rate((i) => verifyAddress(typos[i % typos.length]!, 'premium', true, postal));
  console.log(`verifyAddress premium with a misspelt town (fuzzy search): ${Math.round(fuzzyRate).toLocaleString('en')} addresses/s`);
}

if (process.argv.includes('--startup')) await startupChild();
else await main();
