// Before/after of the cost of a request outside the pipeline, on a busy machine (issue 16): the app
// of another checkout (the base, e.g. a temporary worktree of the commit before a change) and of
// this one, each in a process of its own built as bench:http builds it (in-memory SQLite and its
// audit trail, both factors, rate limit, idempotency, metrics), answer the mixed body set through
// Fastify's inject, one pass at a time and in turns (base, new, new, base, ...); each pass is timed
// in CPU time of its process. Two routes: the real EP-01, and EP-01 with every concern but its
// pipeline replaced by the outcome recorded for the same body at start (bench:decompose's
// "route" layer), which is the cost outside the pipeline without the socket. Only one process
// works at a time, so both meet the same neighbours; the ratios hold where bench/http-ab.ts's
// swing by more than a change at a load of 5-9.
// Usage: node --import tsx bench/http-inject-ab.ts --base /tmp/base-worktree [--rounds 20 --passes 20 --storage memory|file]
// (--storage file: a SQLite file, its audit inserts on the writer thread, whose CPU time counts too.)
import { fork, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { BENCH_REQUESTS } from './fixtures/requests';

const { values } = parseArgs({ options: { base: { type: 'string' }, rounds: { type: 'string', default: '20' }, passes: { type: 'string', default: '20' }, role: { type: 'string' }, storage: { type: 'string', default: 'memory' }, root: { type: 'string' } } });
const ROUTES = { full: '/party-address/v4/process-party-address', outside: '/ab/route/process-party-address' } as const;
type Route = keyof typeof ROUTES;

async function serve(root: string): Promise<void> {
  const { buildTestApp } = await import(resolve(root, 'test/helpers/testApp.ts'));
  const { createCredentials } = await import(resolve(root, 'test/helpers/credentials.ts'));
  const { registerBaseConcerns } = await import(resolve(root, 'src/http/app.ts'));
  const { partyAddressRoutes } = await import(resolve(root, 'src/http/routes/partyAddress.ts'));
  const { processPartyAddress } = await import(resolve(root, 'src/pipeline/processPartyAddress.ts'));
  const countryOf = (body: unknown) => (body as { postalAddress?: { country?: string } } | undefined)?.postalAddress?.country ?? '';
  const outcomes = new Map<string, unknown>();
  const extend = async (app: FastifyInstance, { services, concerns }: { services: { clock(): Date; postal: unknown; verify: unknown }; concerns: unknown }) => {
    for (const body of BENCH_REQUESTS) outcomes.set(countryOf(body), processPartyAddress(body, { endpoint: 'process', profile: undefined, now: services.clock(), postal: services.postal, verify: services.verify }));
    await app.register(async (scope: FastifyInstance) => {
      registerBaseConcerns(scope, 'live', concerns);
      await scope.register(partyAddressRoutes, { services, pipeline: (body: unknown) => outcomes.get(countryOf(body)) });
    }, { prefix: '/ab/route' });
  };
  const { openDatabase } = await import(resolve(root, 'src/storage/database.ts'));
  // A SQLite file (audit inserts on the writer thread) when asked; else in memory, as bench:http.
  const database = values.storage === 'file' ? await openDatabase({ dataDir: mkdtempSync(join(tmpdir(), 'pas-ab-')) }) : undefined;
  const service = await buildTestApp({ ...(database ? { database } : {}), env: { RATE_LIMIT_LIVE_PER_SECOND: '1000000', RATE_LIMIT_LIVE_BURST: '1000000' }, extend });
  const credentials = await createCredentials(service.app, 'live');
  const headers = { 'content-type': 'application/json', ...credentials.headers };
  const bodies = BENCH_REQUESTS.map((body) => JSON.stringify(body));
  const passes = Number(values.passes);
  const run = async (route: Route) => {
    for (let p = 0; p < passes; p++) {
      for (const payload of bodies) {
        const response = await service.app.inject({ method: 'POST', url: ROUTES[route], headers, payload });
        if (response.statusCode !== 200) throw new Error(`EP-01 answered ${response.statusCode}: ${response.body}`);
      }
    }
  };
  for (let i = 0; i < 10; i++) for (const route of Object.keys(ROUTES) as Route[]) await run(route);
  process.on('message', async (route: Route) => {
    const before = process.cpuUsage();
    await run(route);
    const used = process.cpuUsage(before);
    process.send?.((used.user + used.system) / (passes * bodies.length));
  });
  process.send?.('ready');
}

async function main(): Promise<void> {
  if (!values.base) throw new Error('give --base DIR (a checkout of the commit to compare with)');
  const here = resolve(fileURLToPath(new URL('..', import.meta.url)));
  const start = async (name: string, root: string) => {
    const child: ChildProcess = fork(fileURLToPath(import.meta.url), ['--role', 'side', '--root', root, '--passes', values.passes!, '--storage', values.storage!], { execArgv: ['--import', 'tsx'], env: { ...process.env, LOG_LEVEL: 'silent', NODE_ENV: 'production' } });
    await new Promise((done) => child.once('message', done));
    const pass = (route: Route) => new Promise<number>((done) => {
      child.once('message', done as never);
      child.send(route);
    });
    return { name, child, pass, cpu: { full: [] as number[], outside: [] as number[] } };
  };
  const sides = [await start('base', resolve(values.base)), await start('new', here)];
  const loads: number[] = [];
  for (let round = 0; round < Number(values.rounds); round++) {
    for (const route of Object.keys(ROUTES) as Route[]) {
      for (const s of round % 2 === 0 ? sides : [...sides].reverse()) s.cpu[route].push(await s.pass(route));
    }
    loads.push(loadavg()[0]!);
  }
  for (const s of sides) s.child.kill('SIGTERM');
  const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[xs.length >> 1]!;
  for (const route of Object.keys(ROUTES) as Route[]) {
    const label = route === 'full' ? 'EP-01' : 'EP-01 without its pipeline';
    for (const s of sides) console.log(`${label.padEnd(27)} ${s.name.padEnd(4)} median ${median(s.cpu[route]).toFixed(1).padStart(6)} CPU µs a request, best ${Math.min(...s.cpu[route]).toFixed(1).padStart(6)}`);
    const [base, next] = sides.map((s) => s.cpu[route]) as [number[], number[]];
    console.log(`${label.padEnd(27)} new / base ${(median(next) / median(base)).toFixed(3)} by the medians, ${(Math.min(...next) / Math.min(...base)).toFixed(3)} by the best passes`);
  }
  console.log(`(${values.storage} SQLite; ${values.rounds} rounds of ${values.passes} passes over ${BENCH_REQUESTS.length} bodies per side and route; load ${Math.min(...loads).toFixed(1)}-${Math.max(...loads).toFixed(1)})`);
}

if (values.role === 'side') void serve(resolve(values.root!));
else void main();
