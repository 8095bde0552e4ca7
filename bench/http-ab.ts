// Before/after of the HTTP path on a busy machine (issue 16): the service of another checkout (the
// base, e.g. a temporary worktree of the commit before a change) and of this one, each in a server
// process of its own with a bare Fastify route beside it (as bench:http), loaded in turns by one
// autocannon (base, new, new, base, ...): per round and side the bare route, then EP-01 with the
// mixed body set. Both sides meet the same neighbours in neighbouring windows, so their ratios
// compare where separate runs of bench:http differ by more than the change. Per side: EP-01 and
// bare req/s, their ratio, p99, and the server process's CPU µs per request (process.cpuUsage,
// its threads included); at the end the pipeline alone in each server process (CPU µs a call on
// the same bodies, parsed afresh), so EP-01 less the pipeline is the cost outside it.
// Usage: node --import tsx bench/http-ab.ts --base /tmp/base-worktree [--rounds 6 --seconds 5 --connections 50 --warmup 10 --storage memory|file]
// (the base needs its node_modules and var; NODE_ENV=production and LOG_LEVEL=silent, as bench:http.)
import { fork } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { BENCH_REQUESTS } from './fixtures/requests';

const { values } = parseArgs({
  options: {
    base: { type: 'string' },
    rounds: { type: 'string', default: '6' },
    seconds: { type: 'string', default: '5' },
    connections: { type: 'string', default: '50' },
    /** Seconds of EP-01 per side before the rounds: the first loaded window ran at half speed after 3 s. */
    warmup: { type: 'string', default: '10' },
    role: { type: 'string' },
    /** memory: in-memory SQLite, as bench:http (audit inserts on the event loop); file: a SQLite file (the writer thread), as production. */
    storage: { type: 'string', default: 'memory' },
    root: { type: 'string' },
  },
});

async function serve(root: string): Promise<void> {
  const { buildTestApp } = await import(resolve(root, 'test/helpers/testApp.ts'));
  const { createCredentials } = await import(resolve(root, 'test/helpers/credentials.ts'));
  const { processPartyAddress } = await import(resolve(root, 'src/pipeline/processPartyAddress.ts'));
  const { default: Fastify } = await import('fastify');
  const { openDatabase } = await import(resolve(root, 'src/storage/database.ts'));
  // A SQLite file (audit inserts on the writer thread) when asked; else in memory, as bench:http.
  const database = values.storage === 'file' ? await openDatabase({ dataDir: mkdtempSync(join(tmpdir(), 'pas-ab-')) }) : undefined;
  const service = await buildTestApp({ ...(database ? { database } : {}), env: { RATE_LIMIT_LIVE_PER_SECOND: '1000000', RATE_LIMIT_LIVE_BURST: '1000000' } });
  const credentials = await createCredentials(service.app, 'live');
  await service.app.listen({ port: 0, host: '127.0.0.1' });
  const bare = Fastify({ logger: false });
  bare.post('/bare', async () => ({ decision: 'ACCEPT', result: { status: 'VALIDATED' } }));
  await bare.listen({ port: 0, host: '127.0.0.1' });
  const pipelineAlone = (seconds: number): number => {
    const deps = { endpoint: 'process', profile: undefined, now: new Date(), postal: service.app.services.postal, verify: service.app.services.verify };
    const texts = BENCH_REQUESTS.map((body) => JSON.stringify(body));
    const run = (parseOnly: boolean) => {
      for (const text of texts) {
        const body = JSON.parse(text);
        if (!parseOnly) processPartyAddress(body, deps);
      }
    };
    const time = (parseOnly: boolean, s: number) => {
      for (let i = 0; i < 200; i++) run(parseOnly);
      const before = process.cpuUsage();
      const deadline = performance.now() + s * 1000;
      let calls = 0;
      while (performance.now() < deadline) {
        run(parseOnly);
        calls += texts.length;
      }
      const used = process.cpuUsage(before);
      return (used.user + used.system) / calls;
    };
    return time(false, seconds) - time(true, seconds / 4);
  };
  process.on('message', (message: string) => {
    if (message === 'cpu') {
      const { user, system } = process.cpuUsage();
      process.send?.({ cpuMicros: user + system });
    } else if (message === 'pipeline') process.send?.({ pipeline: pipelineAlone(2) });
  });
  const port = (app: { server: { address(): unknown } }) => (app.server.address() as { port: number }).port;
  process.send?.({ servicePort: port(service.app), barePort: port(bare), headers: credentials.headers });
}

interface Server {
  name: string;
  servicePort: number;
  barePort: number;
  headers: Record<string, string>;
  ask<T>(message: string): Promise<T>;
  kill(): void;
}

async function start(name: string, root: string): Promise<Server> {
  const child = fork(fileURLToPath(import.meta.url), ['--role', 'server', '--root', root, '--storage', values.storage!], { execArgv: ['--import', 'tsx'], env: { ...process.env, LOG_LEVEL: 'silent', NODE_ENV: 'production' } });
  const ready = await new Promise<Omit<Server, 'name' | 'ask' | 'kill'>>((done) => child.once('message', done as never));
  const ask = <T>(message: string) => new Promise<T>((done) => {
    child.once('message', done as never);
    child.send(message);
  });
  return { name, ...ready, ask, kill: () => child.kill('SIGTERM') };
}

interface Window {
  requestsPerSecond: number;
  p99: number;
  cpuMicrosPerRequest: number;
  non2xx: number;
}

async function load(server: Server, target: 'bare' | 'ep01', seconds: number): Promise<Window> {
  const bodies = BENCH_REQUESTS.map((body) => ({ method: 'POST' as const, body: JSON.stringify(body) }));
  const url = target === 'bare' ? `http://127.0.0.1:${server.barePort}/bare` : `http://127.0.0.1:${server.servicePort}/party-address/v4/process-party-address`;
  const before = (await server.ask<{ cpuMicros: number }>('cpu')).cpuMicros;
  const result = await autocannon({
    url,
    method: 'POST',
    connections: Number(values.connections),
    duration: seconds,
    headers: { 'content-type': 'application/json', ...(target === 'ep01' ? server.headers : {}) },
    requests: target === 'bare' ? [{ method: 'POST', body: '{}' }] : bodies,
  });
  const after = (await server.ask<{ cpuMicros: number }>('cpu')).cpuMicros;
  return { requestsPerSecond: result.requests.average, p99: result.latency.p99, cpuMicrosPerRequest: (after - before) / result.requests.total, non2xx: result.non2xx };
}

async function main(): Promise<void> {
  if (!values.base) throw new Error('give --base DIR (a checkout of the commit to compare with)');
  const here = resolve(fileURLToPath(new URL('..', import.meta.url)));
  const servers = [await start('base', resolve(values.base)), await start('new', here)];
  const seconds = Number(values.seconds);
  for (const server of servers) {
    await load(server, 'ep01', Number(values.warmup)); // warm-up: every route compiled and hot
    await load(server, 'bare', 1);
  }
  const rows = new Map<string, Array<{ bare: Window; ep01: Window; load: number }>>(servers.map((s) => [s.name, []]));
  let non2xx = 0;
  for (let round = 0; round < Number(values.rounds); round++) {
    for (const server of round % 2 === 0 ? servers : [...servers].reverse()) {
      const bare = await load(server, 'bare', seconds);
      const ep01 = await load(server, 'ep01', seconds);
      non2xx += bare.non2xx + ep01.non2xx;
      rows.get(server.name)!.push({ bare, ep01, load: loadavg()[0]! });
      console.log(`round ${round + 1} ${server.name.padEnd(4)} bare ${bare.requestsPerSecond.toFixed(0).padStart(6)} req/s ${bare.cpuMicrosPerRequest.toFixed(1).padStart(6)} µs/req | EP-01 ${ep01.requestsPerSecond.toFixed(0).padStart(5)} req/s ${ep01.cpuMicrosPerRequest.toFixed(1).padStart(6)} µs/req p99 ${String(ep01.p99).padStart(3)} ms | ratio ${(ep01.requestsPerSecond / bare.requestsPerSecond).toFixed(3)} | load ${loadavg()[0]!.toFixed(2)}`);
    }
  }
  const pipeline = new Map<string, number>();
  for (const server of servers) pipeline.set(server.name, (await server.ask<{ pipeline: number }>('pipeline')).pipeline);
  for (const server of servers) server.kill();
  const median = (xs: number[]) => {
    const s = [...xs].sort((a, b) => a - b);
    return s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
  };
  const range = (xs: number[], digits = 1) => `${Math.min(...xs).toFixed(digits)}-${Math.max(...xs).toFixed(digits)}`;
  console.log('');
  console.log('| side | EP-01 / bare req/s (median, range) | EP-01 CPU µs/req | bare CPU µs/req | pipeline alone µs | outside the pipeline µs (x bare) | EP-01 p99 ms | load |');
  console.log('|---|---|---|---|---|---|---|---|');
  const medians = new Map<string, number>();
  for (const server of servers) {
    const r = rows.get(server.name)!;
    const ratios = r.map((x) => x.ep01.requestsPerSecond / x.bare.requestsPerSecond);
    const ep01 = median(r.map((x) => x.ep01.cpuMicrosPerRequest));
    const bare = median(r.map((x) => x.bare.cpuMicrosPerRequest));
    const outside = ep01 - pipeline.get(server.name)!;
    medians.set(server.name, ep01);
    console.log(`| ${server.name} | ${median(ratios).toFixed(3)} (${range(ratios, 3)}) | ${ep01.toFixed(1)} (${range(r.map((x) => x.ep01.cpuMicrosPerRequest))}) | ${bare.toFixed(1)} | ${pipeline.get(server.name)!.toFixed(1)} | ${outside.toFixed(1)} (${(outside / bare).toFixed(1)} x) | ${median(r.map((x) => x.ep01.p99))} (${range(r.map((x) => x.ep01.p99), 0)}) | ${range(r.map((x) => x.load), 2)} |`);
  }
  console.log(`\nEP-01 CPU per request, new / base: ${(medians.get('new')! / medians.get('base')!).toFixed(3)}`);
  if (non2xx > 0) {
    console.error(`${non2xx} answers were not 2xx: the figures are not valid`);
    process.exitCode = 1;
  }
}

if (values.role === 'server') void serve(resolve(values.root!));
else void main();
