// Where the memory of a ready process goes, by what holds it (docs/performance.md, "Memory when
// ready"). Loads what the server's warm-up loads, one part at a time, and reads V8's heap (with
// array buffers) after a full collection before and after each part; then the postal reference
// country by country. (The compiled file's bytes, counted in 'file read', are freed with the last
// country parsed, so the per-country figures add up to the whole less the file.)
// Run: node --expose-gc --import tsx bench/memory.ts [--top 12]
// (--expose-gc is required: without a collection between parts the figures mean nothing.)
import v8 from 'node:v8';
import { parseArgs } from 'node:util';

const { values } = parseArgs({ options: { top: { type: 'string', default: '12' } } });
const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) throw new Error('run with node --expose-gc');

const MB = 1024 * 1024;
/** V8's heap in use plus the memory of array buffers (typed arrays of more than a few bytes live outside the heap). */
function heapUsed(): number {
  for (let i = 0; i < 3; i++) gc!();
  return v8.getHeapStatistics().used_heap_size + process.memoryUsage().arrayBuffers;
}
const rows: [string, number][] = [];
let last = heapUsed();
function part(name: string): void {
  const now = heapUsed();
  rows.push([name, now - last]);
  last = now;
}

const { processPartyAddress } = await import('../src/pipeline/processPartyAddress');
await import('../src/structuring/index');
part('modules of the pipeline and structuring engine');
const { warmCountryNames } = await import('../src/reference/countries');
await warmCountryNames();
part('country names (every language)');
const { warmSubdivisions } = await import('../src/structuring/subdivision');
await warmSubdivisions();
part('structuring subdivision tables');
const { loadCompiledReference } = await import('../src/reference/postal/loader');
const compiled = await loadCompiledReference();
part('postal reference file read (countries not parsed)');
const perCountry: [string, number][] = [];
for (const [code, country] of compiled.countries) {
  const before = heapUsed();
  country.get();
  perCountry.push([code, heapUsed() - before]);
}
last = heapUsed();
rows.push(['postal countries parsed (all)', perCountry.reduce((sum, [, bytes]) => sum + bytes, 0)]);
const { createPostalServices } = await import('../src/composition/postalServices');
const postal = await createPostalServices();
const deps = { endpoint: 'process' as const, profile: undefined, now: new Date('2026-12-01T00:00:00Z'), postal: postal.reference, verify: postal.verify };
const { readFileSync } = await import('node:fs');
const records = readFileSync(new URL('../test/fixtures/structuring/eval-set.jsonl', import.meta.url), 'utf8').split('\n').filter(Boolean).map((line) => JSON.parse(line) as { country: string; expected: Record<string, string>; renderings: { lines: string[] }[] });
last = heapUsed();
for (const record of records) {
  processPartyAddress({ postalAddress: record.expected }, deps);
  if (record.renderings[0]) processPartyAddress({ postalAddress: { addressLine: record.renderings[0].lines.slice(0, 3), country: record.country } }, deps);
}
part(`after ${records.length} evaluation addresses (caches, lazy indexes)`);

const stats = v8.getHeapStatistics();
const usage = process.memoryUsage();
console.log(`heap used ${(stats.used_heap_size / MB).toFixed(1)} MB, heap total ${(stats.total_heap_size / MB).toFixed(1)} MB, external ${(usage.external / MB).toFixed(1)} MB (array buffers ${(usage.arrayBuffers / MB).toFixed(1)}), RSS ${(usage.rss / MB).toFixed(1)} MB`);
for (const space of v8.getHeapSpaceStatistics()) console.log(`  ${space.space_name.padEnd(24)} used ${(space.space_used_size / MB).toFixed(1).padStart(6)} MB, size ${(space.space_size / MB).toFixed(1).padStart(6)} MB`);
console.log('\nby part (heap used and array buffers after a full collection, MB):');
for (const [name, bytes] of rows) console.log(`  ${(bytes / MB).toFixed(1).padStart(7)}  ${name}`);
console.log(`\npostal reference, the ${values.top} largest countries (MB):`);
for (const [code, bytes] of [...perCountry].sort((a, b) => b[1] - a[1]).slice(0, Number(values.top))) console.log(`  ${(bytes / MB).toFixed(1).padStart(7)}  ${code}`);
