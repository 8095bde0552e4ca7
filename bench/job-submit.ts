// Job submission benchmark: what a large POST {base}/jobs costs the worker that reads it, and the
// other callers of that worker. The compiled server (`dist/`, as `npm start` runs it) in
// PostgreSQL mode (a fresh database per measurement, dropped after it), one worker. While a file
// is submitted, a probe sends EP-01 calls one after the other on that worker; the figures:
//   - submit: seconds from the first byte sent to the 202;
//   - probe max / p99: latency of the EP-01 calls that overlapped the submission (what a payment
//     in flight waits), and the server's own maximum event-loop delay over the same window
//     (monitorEventLoopDelay through /metrics, which reports the whole 10 ms sampling interval);
//   - peak RSS of the server over the window (VmHWM, reset before it through /proc/PID/clear_refs);
//     from the --trace-gc lines of the window: the largest heap before a collection (a lower bound
//     of the peak, garbage included: V8 lets garbage grow to its limit), the largest heap left
//     after a major collection (what was live), and the longest collection pause.
// After the 202 the worker goes on to process chunks; that is not measured here.
//
// --base DIR runs the same measurements against the compiled server of another checkout (a
// worktree of the base commit, built with `npm run build`), alternating base and this checkout
// for each file, so both meet the same neighbours on a shared machine: compare the ratios.
//
// --concurrent N sends N copies at once; --heap-mb M starts the server with --max-old-space-size=M
// (a worker that dies of it is reported as such).
//
// Usage: node --import tsx bench/job-submit.ts [--size-mb 60] [--rounds 1] [--base DIR] [--formats csv,jsonl] [--concurrent 1] [--heap-mb M]
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync, writeFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { loadavg } from 'node:os';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { stringify } from 'csv-stringify/sync';
import { evalAddresses } from '../test/bulk/evalAddresses';
import { createCredentials } from '../test/helpers/credentials';
import { freePort } from '../test/helpers/service';

const { values } = parseArgs({
  options: {
    'size-mb': { type: 'string', default: '60' },
    rounds: { type: 'string', default: '1' },
    base: { type: 'string' },
    formats: { type: 'string', default: 'csv,jsonl' },
    'heap-mb': { type: 'string' },
    concurrent: { type: 'string', default: '1' },
  },
});
const ADMIN_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const BASE = '/party-address/v4';
const targetBytes = Number(values['size-mb']) * 1024 * 1024;
/** The route's body limit (src/http/routes/jobs.ts): the JSON body, escapes included, must fit. */
const BODY_LIMIT = 64 * 1024 * 1024;

// ---- the files -------------------------------------------------------------------------------

/** A CSV of free-text addresses (three lines and a country per row), building numbers varied so rows differ. */
function csvFile(bytes: number): string {
  const addresses = evalAddresses().filter((a) => a.lines.length <= 3);
  const rows: string[] = ['address1,address2,address3,country\n'];
  let size = rows[0]!.length;
  for (let i = 0; size < bytes; i++) {
    const a = addresses[i % addresses.length]!;
    const lines = [...a.lines];
    const round = Math.floor(i / addresses.length);
    if (round > 0) lines[0] = lines[0]!.replace(/\b(\d{1,3})\b/, (n) => String(((Number(n) + round * 7) % 250) + 1));
    while (lines.length < 3) lines.push('');
    const row = stringify([[...lines, a.country]]);
    rows.push(row);
    size += Buffer.byteLength(row);
  }
  return rows.join('');
}

/** JSON Lines of requests; the quotes of each line are escaped in the JSON body, so the content is cut to keep the body under the route's limit. */
function jsonLinesFile(bytes: number): string {
  const addresses = evalAddresses();
  const lines: string[] = [];
  let size = 0;
  let bodySize = 20;
  for (let i = 0; ; i++) {
    const a = addresses[i % addresses.length]!;
    const line = `${JSON.stringify({ postalAddress: { addressLine: a.lines, country: a.country }, context: { partyRole: 'creditor', scheme: 'SCT' } })}\n`;
    const escaped = Buffer.byteLength(JSON.stringify(line)) - 2;
    if (bodySize + escaped > BODY_LIMIT - 4096 || size + Buffer.byteLength(line) > bytes) break;
    lines.push(line);
    size += Buffer.byteLength(line);
    bodySize += escaped;
  }
  return lines.join('');
}

// ---- the server ------------------------------------------------------------------------------

interface Server {
  child: ChildProcess;
  base: string;
  output(): string;
  stop(): Promise<void>;
}

async function admin(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

async function startServer(checkout: string, databaseUrl: string): Promise<Server> {
  const port = await freePort();
  const nodeArgs = ['--trace-gc', ...(values['heap-mb'] ? [`--max-old-space-size=${values['heap-mb']}`] : []), 'dist/src/cli/serve.js'];
  const child = spawn(process.execPath, nodeArgs, {
    cwd: checkout,
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', WORKERS: '1', LOG_LEVEL: 'info', DATABASE_URL: databaseUrl, REDIS_URL: '', RATE_LIMIT_LIVE_PER_SECOND: '100000', RATE_LIMIT_LIVE_BURST: '100000' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = once(child, 'exit');
  child.stdout!.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (output += d.toString()));
  const started = Date.now();
  // Warm-up (every postal country loaded) done before anything is measured.
  while (!output.includes('warm-up done')) {
    if (child.exitCode !== null || Date.now() - started > 120_000) throw new Error(`server did not start: ${output.slice(-2000)}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    child,
    base: `http://127.0.0.1:${port}`,
    output: () => output,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 90_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

// ---- the measurement -------------------------------------------------------------------------

const MB = 1024 * 1024;

function procStatusKb(pid: number, field: string): number {
  const m = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m ? Number(m[1]) : 0;
}

async function eventLoopMaxSeconds(base: string): Promise<number> {
  const text = await (await fetch(`${base}/metrics`)).text();
  const m = /^party_address_nodejs_eventloop_lag_max_seconds (\S+)$/m.exec(text);
  return m ? Number(m[1]) : NaN;
}

/** The --trace-gc lines of a window: "... Mark-Compact 230.1 (250.0) -> 180.2 (200.3) MB, 12.3 / 0.0 ms ...". */
function gcFigures(text: string): { heapBefore: number; liveAfterMajor: number; maxPauseMs: number } {
  let heapBefore = NaN;
  let liveAfterMajor = NaN;
  let maxPauseMs = 0;
  for (const m of text.matchAll(/(Scavenge|Mark-Compact|Mark-sweep)[^\d]*?([\d.]+) \([\d.]+\) -> ([\d.]+) \([\d.]+\) MB, ([\d.]+) \/ [\d.]+ ms/g)) {
    heapBefore = Number.isNaN(heapBefore) ? Number(m[2]) : Math.max(heapBefore, Number(m[2]));
    if (m[1] !== 'Scavenge') liveAfterMajor = Number.isNaN(liveAfterMajor) ? Number(m[3]) : Math.max(liveAfterMajor, Number(m[3]));
    maxPauseMs = Math.max(maxPauseMs, Number(m[4]));
  }
  return { heapBefore, liveAfterMajor, maxPauseMs };
}

interface Figures {
  status: number;
  submitSeconds: number;
  probes: number;
  probeMaxMs: number;
  probeP99Ms: number;
  eventLoopMaxMs: number;
  peakRssMb: number;
  rssBeforeMb: number;
  peakHeapMb: number;
  liveHeapMb: number;
  gcPauseMaxMs: number;
  crashed: boolean;
}

/** Sends one submission; resolves with its status (0 when the connection broke: the worker died). */
function submit(base: string, headers: Record<string, string>, body: Buffer): Promise<number> {
  return new Promise<number>((resolveSubmit) => {
    const req = request(`${base}${BASE}/jobs`, { method: 'POST', agent: false, headers: { ...headers, 'content-type': 'application/json', 'content-length': String(body.length) } }, (res) => {
      let text = '';
      res.on('data', (d: Buffer) => (text += d.toString()));
      res.on('end', () => {
        if (res.statusCode !== 202) console.error(`submission answered ${res.statusCode}: ${text.slice(0, 300)}`);
        resolveSubmit(res.statusCode ?? 0);
      });
    });
    req.on('error', (error) => {
      console.error(`submission failed: ${error.message}`);
      resolveSubmit(0);
    });
    req.end(body);
  });
}

async function measure(checkout: string, body: Buffer, headersOf: (base: string) => Promise<Record<string, string>>, concurrent: number): Promise<Figures> {
  const dbName = `jobs_bench_${randomUUID().replace(/-/g, '').slice(0, 16)}`;
  await admin(`CREATE DATABASE ${dbName}`);
  const server = await startServer(checkout, `postgres://postgres@127.0.0.1:5432/${dbName}`);
  try {
    const headers = await headersOf(server.base);
    const pid = server.child.pid!;
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const probeBody = JSON.stringify({ postalAddress: { addressLine: ['Friedrichstr. 43', '10117 Berlin'], country: 'DE' }, context: { partyRole: 'creditor', scheme: 'SCT' } });
    const probeOnce = (): Promise<number> =>
      new Promise((resolveProbe, reject) => {
        const started = performance.now();
        const req = request(`${server.base}${BASE}/process-party-address`, { method: 'POST', agent, headers: { ...headers, 'content-type': 'application/json' } }, (res) => {
          res.resume();
          res.on('end', () => (res.statusCode === 200 ? resolveProbe(performance.now() - started) : reject(new Error(`probe answered ${res.statusCode}`))));
        });
        req.on('error', reject);
        req.end(probeBody);
      });
    for (let i = 0; i < 200; i++) await probeOnce(); // warm the route
    await new Promise((r) => setTimeout(r, 1000));
    await eventLoopMaxSeconds(server.base); // resets the server's histogram
    writeFileSync(`/proc/${pid}/clear_refs`, '5'); // resets VmHWM
    const rssBeforeMb = procStatusKb(pid, 'VmRSS') / 1024;
    const outputMark = server.output().length;

    let submitting = true;
    const latencies: number[] = [];
    // One EP-01 call every 20 ms or so: a payment stream, light enough not to slow the submission much.
    const probing = (async () => {
      while (submitting) {
        latencies.push(await probeOnce().catch(() => NaN));
        await new Promise((r) => setTimeout(r, 20));
      }
    })();
    const started = performance.now();
    const statuses = await Promise.all(Array.from({ length: concurrent }, () => submit(server.base, headers, body)));
    const submitSeconds = (performance.now() - started) / 1000;
    submitting = false;
    await probing;
    const crashed = server.child.exitCode !== null || statuses.includes(0);
    const eventLoopMaxMs = crashed ? NaN : (await eventLoopMaxSeconds(server.base)) * 1000;
    const peakRssMb = crashed ? NaN : procStatusKb(pid, 'VmHWM') / 1024;
    const gc = gcFigures(server.output().slice(outputMark));
    agent.destroy();
    const sorted = latencies.filter((l) => !Number.isNaN(l)).sort((a, b) => a - b);
    return {
      crashed,
      status: Math.min(...statuses),
      submitSeconds,
      probes: latencies.length,
      probeMaxMs: sorted.at(-1) ?? NaN,
      probeP99Ms: sorted[Math.floor(sorted.length * 0.99)] ?? NaN,
      eventLoopMaxMs,
      peakRssMb,
      rssBeforeMb,
      peakHeapMb: gc.heapBefore,
      liveHeapMb: gc.liveAfterMajor,
      gcPauseMaxMs: gc.maxPauseMs,
    };
  } finally {
    await server.stop();
    await admin(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
  }
}

function line(label: string, f: Figures): string {
  if (f.crashed) return `${label.padEnd(14)} the worker died (${f.submitSeconds.toFixed(2)} s after the first byte; peak heap seen ${f.peakHeapMb.toFixed(0)} MB)`;
  return `${label.padEnd(14)} ${String(f.status).padStart(3)}  submit ${f.submitSeconds.toFixed(2).padStart(6)} s  probes ${String(f.probes).padStart(4)}  probe max ${f.probeMaxMs.toFixed(0).padStart(5)} ms  p99 ${f.probeP99Ms.toFixed(0).padStart(4)} ms  event-loop max ${f.eventLoopMaxMs.toFixed(0).padStart(5)} ms  GC pause max ${f.gcPauseMaxMs.toFixed(0).padStart(3)} ms  peak RSS ${f.peakRssMb.toFixed(0).padStart(4)} MB (before ${f.rssBeforeMb.toFixed(0)})  heap peak >= ${f.peakHeapMb.toFixed(0).padStart(4)} MB, live after major GC <= ${f.liveHeapMb.toFixed(0).padStart(4)} MB`;
}

async function main(): Promise<void> {
  const here = resolve('.');
  const sides: Array<[string, string]> = values.base ? [['base', resolve(values.base)], ['this', here]] : [['this', here]];
  const files: Array<[string, string]> = [];
  for (const format of values.formats!.split(',')) files.push([format, format === 'csv' ? csvFile(targetBytes) : jsonLinesFile(targetBytes)]);
  console.log(`job submission benchmark: ${sides.map(([n, d]) => `${n}=${d}`).join(', ')}; load average ${loadavg().map((l) => l.toFixed(2)).join(' ')}`);
  // One account per server (each measurement has a database of its own).
  const headersOf = async (base: string) => (await createCredentials(base, 'live')).headers;
  for (let round = 1; round <= Number(values.rounds); round++) {
    for (const [format, content] of files) {
      const options = format === 'csv' ? { csv: { columns: ['addressLine=address1', 'addressLine=address2', 'addressLine=address3', 'country=country'] } } : {};
      const body = Buffer.from(JSON.stringify({ content, ...options }));
      for (const [name, dir] of sides) {
        const figures = await measure(dir, body, headersOf, Number(values.concurrent));
        console.log(line(`${format} ${name}`, figures) + `  content ${(Buffer.byteLength(content) / MB).toFixed(1)} MB, body ${(body.length / MB).toFixed(1)} MB${Number(values.concurrent) > 1 ? ` x ${values.concurrent} at once` : ''}${values['heap-mb'] ? `, --max-old-space-size=${values['heap-mb']}` : ''}, round ${round}, load ${loadavg()[0]!.toFixed(2)}`);
      }
    }
  }
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
