// Before/after on a busy machine: the pipeline of another checkout (the base, e.g. a temporary
// worktree of the commit before a change) and of this one, loaded in one process, run in turns
// one pass over a set at a time (base, new, new, base, ...), each pass timed in CPU time of the
// process. Both sides meet the same neighbours at the same moments, so the ratio holds where
// separate runs differ by a factor of two or three. Prints the median and best pass of each side.
// Each side keeps its own modules, tables and postal reference (about 300 MB each).
// Usage: node --import tsx bench/pipeline-ab.ts --base /tmp/base-worktree [--set free|hybrid|structured] [--rounds 30]
// (NODE_ENV=production, as the other benchmarks; the base needs its var/postal and node_modules.)
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import type { ProcessPartyAddressRequest } from '../src/model/schemas';

const { values } = parseArgs({ options: { base: { type: 'string' }, set: { type: 'string', default: 'free' }, rounds: { type: 'string', default: '30' } } });
if (!values.base) throw new Error('give --base DIR (a checkout of the commit to compare with)');
const set = values.set!;

interface Side {
  name: string;
  size: number;
  run(): void;
  passes: number[];
}

async function side(name: string, root: string): Promise<Side> {
  const { processPartyAddress } = await import(resolve(root, 'src/pipeline/processPartyAddress.ts'));
  const { createPostalServices } = await import(resolve(root, 'src/composition/postalServices.ts'));
  const records = readFileSync(resolve(root, 'test/fixtures/structuring/eval-set.jsonl'), 'utf8').split('\n').filter(Boolean).map((line) => JSON.parse(line));
  // The sets of bench/pipeline.ts.
  const requests: ProcessPartyAddressRequest[] = [];
  for (const record of records) {
    const { streetName, buildingNumber, postCode, townName } = record.expected;
    if (set === 'structured') requests.push({ postalAddress: record.expected, context: { partyRole: 'creditor' } });
    else if (set === 'hybrid') {
      if (townName && streetName) requests.push({ postalAddress: { addressLine: [[streetName, buildingNumber].filter(Boolean).join(' ')], postCode, townName, country: record.country } });
    } else if (record.renderings[0]) requests.push({ postalAddress: { addressLine: record.renderings[0].lines.slice(0, 3), country: record.country } });
  }
  const postal = await createPostalServices();
  await postal.warm();
  const deps = { endpoint: 'process', profile: undefined, now: new Date('2026-12-01T00:00:00Z'), postal: postal.reference, verify: postal.verify };
  return { name, size: requests.length, passes: [], run: () => { for (const request of requests) processPartyAddress(request, deps); } };
}

const here = resolve(fileURLToPath(new URL('..', import.meta.url)));
const sides = [await side('base', resolve(values.base)), await side('new', here)];
for (let i = 0; i < 3; i++) for (const s of sides) s.run();
const cpuMs = (): number => {
  const used = process.cpuUsage();
  return (used.user + used.system) / 1000;
};
for (let round = 0; round < Number(values.rounds); round++) {
  for (const s of round % 2 === 0 ? sides : [...sides].reverse()) {
    const started = cpuMs();
    s.run();
    s.passes.push(cpuMs() - started);
  }
}
const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[xs.length >> 1]!;
const rate = (ms: number): string => (sides[0]!.size / (ms / 1000)).toFixed(0);
for (const s of sides) console.log(`${set.padEnd(10)} ${s.name.padEnd(4)} median ${rate(median(s.passes)).padStart(7)} per CPU-second, best ${rate(Math.min(...s.passes)).padStart(7)}`);
console.log(`${set.padEnd(10)} new / base ${(median(sides[0]!.passes) / median(sides[1]!.passes)).toFixed(3)} (load ${(await import('node:os')).loadavg()[0]!.toFixed(1)})`);
