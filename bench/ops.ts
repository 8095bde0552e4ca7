// Cost of the operational concerns on EP-01: throughput with the audit trail and rate limiting
// on versus off, in one run, each server in its own child process on 127.0.0.1 under autocannon.
// Usage: npm run bench:ops [-- --seconds 10 --connections 16 --rounds 2]
import { fork, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '10' },
    connections: { type: 'string', default: '16' },
    rounds: { type: 'string', default: '2' },
    role: { type: 'string' },
    mode: { type: 'string' },
    dataDir: { type: 'string' },
  },
});

/** EP-01 bodies of the usual shapes: structured, hybrid, unstructured, with context to audit. */
const BODIES = [
  { postalAddress: { streetName: 'Friedrichstraße', buildingNumber: '43', postCode: '10117', townName: 'Berlin', country: 'DE' }, context: { scheme: 'SCT', reference: 'B-1' } },
  { postalAddress: { addressLine: ['Hauptstrasse 12a'], postCode: '80331', townName: 'München', country: 'DE' }, context: { partyRole: 'creditor', source: 'bench' } },
  { postalAddress: { addressLine: ['10 Downing Street', 'London SW1A 2AA'], country: 'GB' }, context: { direction: 'INBOUND', reference: 'B-3' } },
  { postalAddress: { addressLine: ['12 bis, rue de la Paix', '75002 Paris'], country: 'FR' }, processingOptions: { quality: 'basic' }, include: ['canonical'] },
];

/** Child process: one service with the concerns on or off, over a SQLite file as in production. */
async function serve(mode: 'on' | 'off', dataDir: string): Promise<void> {
  const { buildTestApp } = await import('../test/helpers/testApp');
  const { createCredentials } = await import('../test/helpers/credentials');
  const { openDatabase } = await import('../src/storage/database');
  const database = await openDatabase({ dataDir });
  // "on" keeps the limiter doing its work on every request, with a bucket too large to refuse any.
  const env: Record<string, string> =
    mode === 'on'
      ? { RATE_LIMIT_LIVE_PER_SECOND: '1000000', RATE_LIMIT_LIVE_BURST: '1000000', AUDIT_ENABLED: 'true', RATE_LIMIT_ENABLED: 'true' }
      : { AUDIT_ENABLED: 'false', RATE_LIMIT_ENABLED: 'false' };
  const service = await buildTestApp({ database, env });
  const credentials = await createCredentials(service.app, 'live');
  await service.app.listen({ port: 0, host: '127.0.0.1' });
  process.send?.({ port: (service.app.server.address() as AddressInfo).port, headers: credentials.headers });
  process.on('message', async (message) => {
    if (message !== 'stop') return;
    await service.app.close(); // drains the audit queue
    const events = await database.db.selectFrom('audit_events').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
    process.send?.({ auditEvents: Number(events.n) });
    await database.close();
    process.exit(0);
  });
}

interface Figures {
  requestsPerSecond: number;
  total: number;
  p50: number;
  p99: number;
  non2xx: number;
}

async function load(port: number, headers: Record<string, string>, seconds: number): Promise<Figures> {
  const result = await autocannon({
    url: `http://127.0.0.1:${port}/party-address/v4/process-party-address`,
    method: 'POST',
    connections: Number(values.connections),
    duration: seconds,
    headers: { 'content-type': 'application/json', ...headers },
    requests: BODIES.map((body) => ({ method: 'POST' as const, body: JSON.stringify(body) })),
  });
  return { requestsPerSecond: result.requests.average, total: result.requests.total, p50: result.latency.p50, p99: result.latency.p99, non2xx: result.non2xx };
}

interface Server {
  child: ChildProcess;
  port: number;
  headers: Record<string, string>;
  dataDir: string;
}

async function start(mode: 'on' | 'off'): Promise<Server> {
  const dataDir = mkdtempSync(join(tmpdir(), `bench-ops-${mode}-`));
  const child = fork(fileURLToPath(import.meta.url), ['--role', 'server', '--mode', mode, '--dataDir', dataDir], { execArgv: ['--import', 'tsx'], env: { ...process.env, LOG_LEVEL: 'silent', NODE_ENV: 'production' } });
  const ready = await new Promise<{ port: number; headers: Record<string, string> }>((resolve) => child.once('message', resolve as never));
  return { child, dataDir, ...ready };
}

async function stop(server: Server): Promise<number> {
  const stored = new Promise<{ auditEvents: number }>((resolve) => server.child.once('message', resolve as never));
  server.child.send('stop');
  const { auditEvents } = await stored;
  rmSync(server.dataDir, { recursive: true, force: true });
  return auditEvents;
}

async function main(): Promise<void> {
  const seconds = Number(values.seconds);
  const rounds = Number(values.rounds);
  const off = await start('off');
  const on = await start('on');
  // Warm both (JIT, postal reference caches), then alternate so drift on a noisy machine hits both.
  await load(off.port, off.headers, 2);
  await load(on.port, on.headers, 2);
  const figures: Record<'on' | 'off', Figures[]> = { on: [], off: [] };
  for (let round = 0; round < rounds; round++) {
    figures.off.push(await load(off.port, off.headers, seconds));
    figures.on.push(await load(on.port, on.headers, seconds));
  }
  const offEvents = await stop(off);
  const onEvents = await stop(on);

  const mean = (list: Figures[], key: keyof Figures) => list.reduce((sum, f) => sum + f[key], 0) / list.length;
  const row = (name: string, list: Figures[]) =>
    `${name.padEnd(34)} ${mean(list, 'requestsPerSecond').toFixed(0).padStart(7)} req/s   p50 ${mean(list, 'p50').toFixed(1).padStart(5)} ms   p99 ${mean(list, 'p99').toFixed(1).padStart(5)} ms   non-2xx ${mean(list, 'non2xx')}`;
  console.log(`autocannon: ${values.connections} connections, ${rounds} x ${seconds} s per mode (alternating), EP-01 over a SQLite file, each server in its own child process`);
  console.log(row('EP-01, audit + rate limit OFF', figures.off));
  console.log(row('EP-01, audit + rate limit ON', figures.on));
  const ratio = mean(figures.on, 'requestsPerSecond') / mean(figures.off, 'requestsPerSecond');
  console.log(`ratio ON / OFF: ${ratio.toFixed(3)} (target >= 0.8)`);
  const measuredOn = figures.on.reduce((sum, f) => sum + f.total, 0);
  console.log(`audit events stored by the ON server: ${onEvents} (requests answered incl. warm-up: >= ${measuredOn}); by the OFF server: ${offEvents}`);
  if (figures.on.some((f) => f.non2xx > 0) || figures.off.some((f) => f.non2xx > 0)) {
    console.error('non-2xx answers during the run: the figures are not valid');
    process.exitCode = 1;
  }
}

if (values.role === 'server') void serve(values.mode === 'on' ? 'on' : 'off', values.dataDir ?? './data');
else void main();
