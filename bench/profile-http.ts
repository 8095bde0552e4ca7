// CPU profile of EP-01 under HTTP load (issue 16): the service runs in a child process with
// --cpu-prof while autocannon loads it with the mixed body set; the profile's self time is then
// grouped by where the code lives (pipeline, structuring, Fastify, validation, serialisation,
// logging, credentials, ...), so the costs outside the pipeline can be named and compared.
// Usage: npm run bench:profile [-- --seconds 15 --connections 50]
import { fork } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { BENCH_REQUESTS } from './fixtures/requests';

const { values } = parseArgs({ options: { seconds: { type: 'string', default: '15' }, connections: { type: 'string', default: '50' }, role: { type: 'string' } } });

async function serve(): Promise<void> {
  const { buildTestApp } = await import('../test/helpers/testApp');
  const { createCredentials } = await import('../test/helpers/credentials');
  const service = await buildTestApp({ env: { RATE_LIMIT_LIVE_PER_SECOND: '1000000', RATE_LIMIT_LIVE_BURST: '1000000' } });
  const credentials = await createCredentials(service.app, 'live');
  await service.app.listen({ port: 0, host: '127.0.0.1' });
  // Profile only the load window: start-up and module loading are not a request's cost.
  const session = new Session();
  session.connect();
  process.on('message', async (message) => {
    if (message === 'start') {
      await session.post('Profiler.enable');
      await session.post('Profiler.start');
      process.send?.('started');
    } else {
      const { profile } = await session.post('Profiler.stop');
      writeFileSync(String(message), JSON.stringify(profile));
      process.send?.('written');
    }
  });
  process.send?.({ port: (service.app.server.address() as { port: number }).port, headers: credentials.headers });
}

interface ProfileNode { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; hitCount?: number; children?: number[] }

/** Groups self time by the place the code lives; the first matching rule names the group. */
const GROUPS: Array<[string, RegExp]> = [
  ['pipeline: structuring', /\/src\/structuring\//],
  ['pipeline: verification/reference', /\/src\/(verification|reference)\//],
  ['pipeline: steps and response', /\/src\/(pipeline|params)\//],
  ['credentials', /\/src\/accounts\/|jose/],
  ['audit', /\/src\/audit\//],
  ['rate limit / idempotency', /\/src\/(ratelimit|idempotency)\//],
  ['http layer (own plugins, codec)', /\/src\/http\//],
  ['validation (ajv)', /node_modules\/ajv/],
  ['serialisation (fast-json-stringify / JSON)', /fast-json-stringify|JSON\.stringify/],
  ['logging (pino)', /node_modules\/(pino|sonic-boom|thread-stream)/],
  ['metrics (prom-client)', /prom-client/],
  ['fastify core and router', /node_modules\/(fastify|find-my-way|avvio|light-my-request|@fastify)/],
  ['sqlite / kysely', /better-sqlite3|kysely/],
  ['node http / net internals (socket writes, parser)', /node:(_http|http|net|stream|internal\/(http|streams|stream_base))|^(writev|writeBuffer|writeUtf8String|readFileUtf8)$/],
  ['garbage collection', /^\(garbage collector\)$/],
  ['idle', /^\((idle|program)\)$/],
];

function summarise(file: string): void {
  const profile = JSON.parse(readFileSync(file, 'utf8')) as { nodes: ProfileNode[]; samples: number[] };
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const counts = new Map<number, number>();
  for (const id of profile.samples) counts.set(id, (counts.get(id) ?? 0) + 1);
  const groups = new Map<string, number>();
  const functions = new Map<string, number>();
  let busy = 0;
  for (const [id, count] of counts) {
    const node = byId.get(id)!;
    const { url, functionName, lineNumber } = node.callFrame;
    const key = url || functionName;
    const group = GROUPS.find(([, pattern]) => pattern.test(key) || pattern.test(functionName))?.[0] ?? 'other';
    if (group === 'idle') continue;
    busy += count;
    groups.set(group, (groups.get(group) ?? 0) + count);
    const name = `[${group}] ${functionName || '(anonymous)'} ${url.replace(/^.*\/(node_modules|src)\//, '$1/')}`;
    functions.set(name, (functions.get(name) ?? 0) + count);
  }
  const pct = (n: number) => `${((100 * n) / busy).toFixed(1).padStart(5)} %`;
  console.log(`\nself time of the busy samples (${busy}), by group:`);
  for (const [name, n] of [...groups].sort((a, b) => b[1] - a[1])) console.log(`  ${pct(n)}  ${name}`);
  console.log('\ntop 40 functions by self time:');
  for (const [name, n] of [...functions].sort((a, b) => b[1] - a[1]).slice(0, 40)) console.log(`  ${pct(n)}  ${name}`);
}

async function main(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'pas-prof-'));
  const child = fork(fileURLToPath(import.meta.url), ['--role', 'server'], { execArgv: ['--import', 'tsx'], env: { ...process.env, LOG_LEVEL: process.env.LOG_LEVEL ?? 'info', NODE_ENV: 'production' }, stdio: ['ignore', 'ignore', 'inherit', 'ipc'] });
  const ready = await new Promise<{ port: number; headers: Record<string, string> }>((resolve) => child.once('message', resolve as never));
  const bodies = BENCH_REQUESTS.map((body) => ({ method: 'POST' as const, body: JSON.stringify(body) }));
  const url = `http://127.0.0.1:${ready.port}/party-address/v4/process-party-address`;
  const headers = { 'content-type': 'application/json', ...ready.headers };
  await autocannon({ url, method: 'POST', connections: Number(values.connections), duration: 3, headers, requests: bodies }); // warm-up
  const next = () => new Promise((resolve) => child.once('message', resolve));
  child.send('start');
  await next();
  const result = await autocannon({
    url, method: 'POST', connections: Number(values.connections), duration: Number(values.seconds), headers, requests: bodies,
  });
  const file = join(dir, 'ep01.cpuprofile');
  child.send(file);
  await next();
  child.kill('SIGKILL');
  console.log(`EP-01 under load: ${result.requests.average.toFixed(0)} req/s, p99 ${result.latency.p99} ms, non-2xx ${result.non2xx}`);
  console.log(`profile: ${file}`);
  summarise(file);
}

if (values.role === 'server') void serve();
else void main();
