// Pipeline benchmark (issue 4): the 7 steps in process, one core, on a mixed set of addresses
// built from the structuring evaluation set: each address as FULLY_STRUCTURED, HYBRID and
// FULLY_UNSTRUCTURED, over 56 countries. Prints addresses per second per input format.
// Usage: npm run bench:pipeline [-- --seconds 3]
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { processPartyAddress } from '../src/pipeline/processPartyAddress';
import { createPostalServices } from '../src/composition/postalServices';
import type { PostalAddress, ProcessPartyAddressRequest } from '../src/model/schemas';

const { values } = parseArgs({ options: { seconds: { type: 'string', default: '3' } } });

interface EvalRecord {
  country: string;
  expected: PostalAddress;
  renderings: Array<{ lines: string[] }>;
}

const records = readFileSync(new URL('../test/fixtures/structuring/eval-set.jsonl', import.meta.url), 'utf8')
  .split('\n')
  .filter(Boolean)
  .map((line) => JSON.parse(line) as EvalRecord);

const sets: Record<'FULLY_STRUCTURED' | 'HYBRID' | 'FULLY_UNSTRUCTURED', ProcessPartyAddressRequest[]> = { FULLY_STRUCTURED: [], HYBRID: [], FULLY_UNSTRUCTURED: [] };
for (const record of records) {
  const { streetName, buildingNumber, postCode, townName } = record.expected;
  sets.FULLY_STRUCTURED.push({ postalAddress: record.expected, context: { partyRole: 'creditor' } });
  if (townName && streetName) {
    sets.HYBRID.push({ postalAddress: { addressLine: [[streetName, buildingNumber].filter(Boolean).join(' ')], postCode, townName, country: record.country } });
  }
  const rendering = record.renderings[0];
  if (rendering) sets.FULLY_UNSTRUCTURED.push({ postalAddress: { addressLine: rendering.lines.slice(0, 3), country: record.country } });
}

const postal = await createPostalServices();
await postal.warm(); // every country parsed, as in a running service (and in the RSS below)
const deps = { endpoint: 'process' as const, profile: undefined, now: new Date('2026-12-01T00:00:00Z'), postal: postal.reference, verify: postal.verify };

/** Addresses per second of wall time, and per CPU-second of the process (which a busy machine inflates far less). */
function measure(requests: ProcessPartyAddressRequest[]): { wall: number; cpu: number } {
  for (const r of requests.slice(0, 200)) processPartyAddress(r, deps); // warm-up
  const deadline = performance.now() + Number(values.seconds) * 1000;
  let done = 0;
  const started = performance.now();
  const cpuStarted = process.cpuUsage();
  while (performance.now() < deadline) {
    for (const request of requests) processPartyAddress(request, deps);
    done += requests.length;
  }
  const cpu = process.cpuUsage(cpuStarted);
  return { wall: done / ((performance.now() - started) / 1000), cpu: done / ((cpu.user + cpu.system) / 1e6) };
}

console.log(`pipeline in process, one core, ${values.seconds} s per set`);
let total = 0;
let all = 0;
let allCpu = 0;
for (const [format, requests] of Object.entries(sets)) {
  const rate = measure(requests);
  total += requests.length;
  all += requests.length / rate.wall;
  allCpu += requests.length / rate.cpu;
  console.log(`${format.padEnd(20)} ${String(requests.length).padStart(5)} addresses  ${rate.wall.toFixed(0).padStart(8)} addresses/s  ${rate.cpu.toFixed(0).padStart(8)} per CPU-second`);
}
console.log(`${'mixed (all sets)'.padEnd(20)} ${String(total).padStart(5)} addresses  ${(total / all).toFixed(0).padStart(8)} addresses/s  ${(total / allCpu).toFixed(0).padStart(8)} per CPU-second`);
console.log(`RSS ${(process.memoryUsage().rss / 1048576).toFixed(0)} MB`);
