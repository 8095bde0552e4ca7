// Production-mode HTTP benchmark (issue 14): the real service process (src/cli/serve.ts) under the
// same autocannon load in three settings, one after the other in one run on one machine:
//   SQLite, one worker | PostgreSQL + Redis, one worker | PostgreSQL + Redis, WORKERS=2.
// The EP-01 route with both factors, audit on, rate limit set out of reach. PostgreSQL and Redis
// as for the tests (TEST_DATABASE_URL, TEST_REDIS_URL); each setting gets its own schema and prefix.
// Usage: npm run bench:production [-- --seconds 10 --connections 16]
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { BENCH_REQUESTS } from './fixtures/requests';
import { startService } from '../test/helpers/service';
import { serviceBackend } from '../test/helpers/backend';
import { createCredentials } from '../test/helpers/credentials';

const { values } = parseArgs({ options: { seconds: { type: 'string', default: '10' }, connections: { type: 'string', default: '16' } } });

interface Figures {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  non2xx: number;
}

async function load(url: string, headers: Record<string, string>, seconds: number): Promise<Figures> {
  const result = await autocannon({
    url,
    method: 'POST',
    connections: Number(values.connections),
    duration: seconds,
    headers: { 'content-type': 'application/json', ...headers },
    requests: BENCH_REQUESTS.map((body) => ({ method: 'POST' as const, body: JSON.stringify(body) })),
  });
  return { requestsPerSecond: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, non2xx: result.non2xx };
}

async function measure(name: string, backendKind: 'sqlite' | 'postgres', workers: number): Promise<string> {
  const backend = await serviceBackend(backendKind);
  const service = await startService({ ...backend.env, WORKERS: String(workers), LOG_LEVEL: 'warn', RATE_LIMIT_LIVE_PER_SECOND: '1000000', RATE_LIMIT_LIVE_BURST: '1000000' }, { listeners: 0 });
  try {
    // LOG_LEVEL warn hides "Server listening": wait for the readiness route instead.
    for (let i = 0; i < 600; i++) {
      const ready = await fetch(`${service.base}/readyz`).then((r) => r.status, () => 0);
      if (ready === 200) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    // Every worker up (each loads the postal reference) before the load begins.
    for (let i = 0; i < 1200 && workers > 1 && !service.output().includes('all workers listening'); i++) await new Promise((r) => setTimeout(r, 100));
    const { headers } = await createCredentials(service.base, 'live');
    const url = `${service.base}/party-address/v4/process-party-address`;
    await load(url, headers, 3); // warm-up
    const f = await load(url, headers, Number(values.seconds));
    return `${name.padEnd(34)} ${f.requestsPerSecond.toFixed(0).padStart(7)} req/s   p50 ${String(f.p50).padStart(4)} ms   p99 ${String(f.p99).padStart(4)} ms   non-2xx ${f.non2xx}`;
  } finally {
    await service.stop('SIGTERM');
    await backend.cleanUp();
  }
}

async function main(): Promise<void> {
  console.log(`autocannon: ${values.connections} connections, ${values.seconds} s each (after 3 s warm-up), EP-01 with both factors and audit`);
  console.log(await measure('SQLite, 1 worker', 'sqlite', 1));
  console.log(await measure('PostgreSQL + Redis, 1 worker', 'postgres', 1));
  console.log(await measure('PostgreSQL + Redis, WORKERS=2', 'postgres', 2));
}

void main();
