// Answers before and after a speed change (a change that must not change any answer): records
// the full answer of processPartyAddress, and the audit facts, for every request of the pipeline
// benchmark's sets and for the evaluation set's both parts (dev and test), each address given as
// FULLY_STRUCTURED, HYBRID, and every rendering as free text with and without its Country, then
// each once more asking for canonical, traceability and actions. Times are left out.
// Usage: node --import tsx bench/compare-answers.ts --record var/answers.jsonl
//        node --import tsx bench/compare-answers.ts --compare var/answers.jsonl
import { readFileSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { processPartyAddress } from '../src/pipeline/processPartyAddress';
import { createPostalServices } from '../src/composition/postalServices';
import type { PostalAddress, ProcessPartyAddressRequest } from '../src/model/schemas';

const { values } = parseArgs({ options: { record: { type: 'string' }, compare: { type: 'string' } } });
if (!values.record === !values.compare) throw new Error('give --record FILE or --compare FILE');

interface EvalRecord {
  id: string;
  country: string;
  expected: PostalAddress;
  renderings: Array<{ lines: string[] }>;
}

function load(name: string): EvalRecord[] {
  return readFileSync(new URL(`../test/fixtures/structuring/${name}`, import.meta.url), 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as EvalRecord);
}

const requests: Array<[string, ProcessPartyAddressRequest]> = [];
for (const part of ['eval-set.jsonl', 'eval-test.jsonl']) {
  for (const record of load(part)) {
    const { streetName, buildingNumber, postCode, townName } = record.expected;
    const id = `${part}:${record.id}`;
    // The benchmark's three sets (bench/pipeline.ts builds them from eval-set.jsonl the same way).
    requests.push([`${id}:structured`, { postalAddress: record.expected, context: { partyRole: 'creditor' } }]);
    if (townName && streetName) {
      requests.push([`${id}:hybrid`, { postalAddress: { addressLine: [[streetName, buildingNumber].filter(Boolean).join(' ')], postCode, townName, country: record.country } }]);
    }
    record.renderings.forEach((rendering, i) => {
      requests.push([`${id}:lines${i}`, { postalAddress: { addressLine: rendering.lines.slice(0, 3), country: record.country } }]);
      requests.push([`${id}:lines${i}:nocountry`, { postalAddress: { addressLine: rendering.lines.slice(0, 3) } }]);
    });
  }
}
for (const [id, request] of requests.slice()) requests.push([`${id}:include`, { ...request, include: ['canonical', 'traceability', 'actions'] }]);

const postal = await createPostalServices();
await postal.warm();
const deps = { endpoint: 'process' as const, profile: undefined, now: new Date('2026-12-01T00:00:00Z'), postal: postal.reference, verify: postal.verify };

/** The answer without what changes from run to run (times). */
function answerOf(request: ProcessPartyAddressRequest): string {
  let outcome;
  try {
    outcome = processPartyAddress(request, deps);
  } catch (error) {
    return JSON.stringify({ thrown: String(error) });
  }
  const { audit, response } = outcome;
  // The audit facts field by field, in one order (some are getters, which a spread may not copy).
  const { parameters, decision, status, reasonCodes, inputFormat, outputFormat, fingerprint } = audit;
  return JSON.stringify({ response, audit: { parameters, decision, status, reasonCodes, inputFormat, outputFormat, fingerprint } }, (key, value) =>
    key === 'processingTimeMs' || key === 'durationMicros' ? undefined : value,
  );
}

const lines = requests.map(([id, request]) => `${id}\t${answerOf(request)}`);
if (values.record) {
  writeFileSync(values.record, lines.join('\n') + '\n');
  console.log(`${lines.length} answers recorded in ${values.record}`);
} else {
  const recorded = readFileSync(values.compare!, 'utf8').split('\n').filter(Boolean);
  let differ = 0;
  if (recorded.length !== lines.length) console.log(`recorded ${recorded.length} answers, now ${lines.length}`);
  for (let i = 0; i < Math.min(recorded.length, lines.length); i++) {
    if (recorded[i] === lines[i]) continue;
    if (differ++ < 5) console.log(`differs: ${recorded[i]}\n    now: ${lines[i]}`);
  }
  console.log(`${lines.length} answers compared, ${differ} differ`);
  if (differ > 0 || recorded.length !== lines.length) process.exitCode = 1;
}
