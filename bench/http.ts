// HTTP benchmark (issue 2, kept in view by later issues): in one run and one process tree, a bare
// Fastify route returning a fixed JSON body and the real EP-01 route (both factors, audit, rate
// limit as configured), under the same autocannon load. Prints req/s, p50/p99, the ratio and the
// server's CPU time per request (process.cpuUsage in the server process, its threads included).
// Usage: npm run bench:http [-- --seconds 10 --connections 16]
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { BENCH_REQUESTS } from './fixtures/requests';

const { values } = parseArgs({ options: { seconds: { type: 'string', default: '10' }, connections: { type: 'string', default: '16' }, role: { type: 'string' } } });

async function serve(): Promise<void> {
  const { buildTestApp } = await import('../test/helpers/testApp');
  const { createCredentials } = await import('../test/helpers/credentials');
  // Rate limits off for the service under load: this benchmark measures processing, not throttling.
  const service = await buildTestApp({ env: { RATE_LIMIT_LIVE_PER_SECOND: '1000000', RATE_LIMIT_LIVE_BURST: '1000000' } });
  const credentials = await createCredentials(service.app, 'live');
  await service.app.listen({ port: 0, host: '127.0.0.1' });
  const bare = Fastify({ logger: false });
  bare.post('/bare', async () => ({ decision: 'ACCEPT', result: { status: 'VALIDATED' } }));
  await bare.listen({ port: 0, host: '127.0.0.1' });
  const port = (app: { server: { address(): unknown } }) => (app.server.address() as { port: number }).port;
  process.on('message', (message) => {
    if (message !== 'cpu') return;
    const { user, system } = process.cpuUsage();
    process.send?.({ cpuMicros: user + system });
  });
  process.send?.({ servicePort: port(service.app), barePort: port(bare), headers: credentials.headers });
}

interface Figures {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  non2xx: number;
  /** Server CPU time (all its threads) per request answered. */
  cpuMicrosPerRequest: number;
}

let serverCpu: () => Promise<number> = async () => 0;

async function load(url: string, requests: autocannon.Request[], headers: Record<string, string>): Promise<Figures> {
  const before = await serverCpu();
  const result = await autocannon({
    url,
    method: 'POST',
    connections: Number(values.connections),
    duration: Number(values.seconds),
    headers: { 'content-type': 'application/json', ...headers },
    requests,
  });
  const cpu = (await serverCpu()) - before;
  return { requestsPerSecond: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, non2xx: result.non2xx, cpuMicrosPerRequest: cpu / result.requests.total };
}

async function main(): Promise<void> {
  const child = fork(fileURLToPath(import.meta.url), ['--role', 'server'], { execArgv: ['--import', 'tsx'], env: { ...process.env, LOG_LEVEL: 'silent', NODE_ENV: 'production' } });
  const ready = await new Promise<{ servicePort: number; barePort: number; headers: Record<string, string> }>((resolve) => child.once('message', resolve as never));
  serverCpu = () => new Promise((resolve) => {
    child.once('message', (message: { cpuMicros: number }) => resolve(message.cpuMicros));
    child.send('cpu');
  });
  const bodies = BENCH_REQUESTS.map((body) => ({ method: 'POST' as const, body: JSON.stringify(body) }));
  await load(`http://127.0.0.1:${ready.servicePort}/party-address/v4/process-party-address`, bodies, ready.headers); // warm-up
  const bare = await load(`http://127.0.0.1:${ready.barePort}/bare`, [{ method: 'POST', body: '{}' }], {});
  const ep01 = await load(`http://127.0.0.1:${ready.servicePort}/party-address/v4/process-party-address`, bodies, ready.headers);
  child.kill('SIGTERM');
  const row = (name: string, f: Figures) => `${name.padEnd(22)} ${f.requestsPerSecond.toFixed(0).padStart(8)} req/s   p50 ${String(f.p50).padStart(4)} ms   p99 ${String(f.p99).padStart(4)} ms   non-2xx ${f.non2xx}   server CPU ${f.cpuMicrosPerRequest.toFixed(1)} µs/req`;
  console.log(`autocannon: ${values.connections} connections, ${values.seconds} s each, server in one child process`);
  console.log(row('bare Fastify route', bare));
  console.log(row('EP-01 (both factors)', ep01));
  console.log(`ratio EP-01 / bare: ${(ep01.requestsPerSecond / bare.requestsPerSecond).toFixed(3)}`);
  if (ep01.non2xx > 0) {
    console.error('EP-01 answered non-2xx during the run: the figures are not valid');
    process.exitCode = 1;
  }
}

if (values.role === 'server') void serve();
else void main();
