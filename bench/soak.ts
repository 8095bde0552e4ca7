// Soak benchmark (issue 16: "RSS under 300 MB per worker after one million requests, flat over
// the second half"). Runs the service as production does: the compiled server
// (`node dist/src/cli/serve.js`, `npm run build` first), NODE_ENV=production, LOG_LEVEL=info (one
// JSON line per request, read from its stdout pipe and dropped here), one worker, SQLite in a FILE
// of a temporary DATA_DIR (an in-memory database would hold every audit event in the process and
// measure the database, not the service), the signing key encrypted with a key given in the
// environment, the live rate limit set out of reach. Credentials come from the self-service flow
// over HTTP (sign up, sign in, application, live key, /oauth/token), as a user gets them; the
// access token lives 15 minutes, so a new one is fetched every 10 and used from the next request.
//
// Then N requests (default 1,000,000) of the mixed body set with autocannon, 50 connections, after
// a warm-up. Every few seconds, from outside the process, RSS (/proc/<pid>/status VmRSS) with the
// number of answers so far, and from /metrics the V8 heap, external memory and the audit queue,
// so growth of the RSS can be told apart from growth of the JavaScript heap.
// Reports RSS at the start (after the warm-up), half-way, at the end and its maximum, the slope
// of a line through the second half's samples, and the floor of each tenth of the run (its lowest
// sample): with V8's default heap limit the RSS is a sawtooth of garbage between major
// collections, and only a rising floor means the process keeps something per request.
// Writes every sample to bench/results/soak.json (not committed).
// Usage: npm run build && npm run bench:soak [-- --requests 1000000 --connections 50 --interval 5
//        --max-old-space-size 384]
// Not part of `npm run bench` by default (it takes 6 to 15 minutes): `npm run bench -- --only soak`.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import Database from 'better-sqlite3';
import { BENCH_REQUESTS } from './fixtures/requests';
import { createCredentials } from '../test/helpers/credentials';
import { freePort } from '../test/helpers/service';

const { values } = parseArgs({
  options: {
    requests: { type: 'string', default: '1000000' },
    connections: { type: 'string', default: '50' },
    interval: { type: 'string', default: '5' },
    warmup: { type: 'string', default: '20000' },
    // e.g. 384: the server's V8 old-space limit in MB (--max-old-space-size); default V8's own,
    // a share of the machine's memory (about 4 GB here), which lets garbage pile up (see below).
    'max-old-space-size': { type: 'string' },
  },
});
const REQUESTS = Number(values.requests);
const CONNECTIONS = Number(values.connections);
const INTERVAL_MS = Number(values.interval) * 1000;
const WARMUP = Number(values.warmup);
const HEAP_LIMIT = values['max-old-space-size'];
const SERVER = 'dist/src/cli/serve.js';
const TOKEN_REFRESH_MS = 10 * 60 * 1000; // access tokens live 900 s (docs/credentials.md)
/** "Flat": the line fitted through the second half's RSS floors rises less than this per 100k requests. */
const FLAT_MB_PER_100K = 1;
const BUDGET_MB = 300;

interface Sample {
  /** Seconds since the measured run began (negative: before). */
  t: number;
  /** Answers received in the measured run so far. */
  done: number;
  rssMb: number;
  /** From /metrics (main thread's V8 isolate; the audit writer thread's heap is only in the RSS). */
  heapUsedMb?: number;
  heapTotalMb?: number;
  externalMb?: number;
  auditQueueDepth?: number;
  auditDropped?: number;
  loadAverage: number;
}

const mb = (bytes: number) => Math.round((bytes / 2 ** 20) * 10) / 10;

function rssMb(pid: number): number {
  const match = /VmRSS:\s+(\d+)\s+kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  if (!match) throw new Error(`no VmRSS for process ${pid}`);
  return Math.round((Number(match[1]) / 1024) * 10) / 10;
}

/** The few gauges of the Prometheus text we want, by full name. */
async function scrape(base: string): Promise<Partial<Sample>> {
  try {
    const text = await (await fetch(`${base}/metrics`)).text();
    const metric = (name: string): number | undefined => {
      const match = new RegExp(`^party_address_${name}(?:\\{[^}]*\\})? ([\\d.e+-]+)$`, 'm').exec(text);
      return match ? Number(match[1]) : undefined;
    };
    const bytes = (name: string) => {
      const value = metric(name);
      return value === undefined ? undefined : mb(value);
    };
    return {
      heapUsedMb: bytes('nodejs_heap_size_used_bytes'),
      heapTotalMb: bytes('nodejs_heap_size_total_bytes'),
      externalMb: bytes('nodejs_external_memory_bytes'),
      auditQueueDepth: metric('audit_queue_depth'),
      auditDropped: metric('audit_events_dropped_total'),
    };
  } catch {
    return {};
  }
}

/** Least-squares slope of y over x. */
function slope(points: { x: number; y: number }[]): number {
  const n = points.length;
  if (n < 2) return 0;
  const mx = points.reduce((s, p) => s + p.x, 0) / n;
  const my = points.reduce((s, p) => s + p.y, 0) / n;
  const num = points.reduce((s, p) => s + (p.x - mx) * (p.y - my), 0);
  const den = points.reduce((s, p) => s + (p.x - mx) ** 2, 0);
  return den === 0 ? 0 : num / den;
}

async function main(): Promise<void> {
  if (!existsSync(SERVER)) throw new Error(`${SERVER} is missing: run \`npm run build\` first`);
  const dataDir = mkdtempSync(join(tmpdir(), 'pas-soak-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [...(HEAP_LIMIT ? [`--max-old-space-size=${HEAP_LIMIT}`] : []), SERVER], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      LOG_LEVEL: 'info',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      TOKEN_KEY_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
      RATE_LIMIT_LIVE_PER_SECOND: '1000000',
      RATE_LIMIT_LIVE_BURST: '1000000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const pid = child.pid!;
  // The log: kept only until the service is warm, then read line by line and dropped, except
  // warnings and worse (pino levels 40+), of which the first few are kept for the report.
  let startupLog = '';
  let warm = false;
  let partial = '';
  let warnings = 0;
  const firstWarnings: string[] = [];
  const onLog = (chunk: Buffer) => {
    const text = partial + chunk.toString('utf8');
    const lines = text.split('\n');
    partial = lines.pop() ?? '';
    for (const line of lines) {
      if (!warm) startupLog += `${line}\n`;
      if (/"level":(4|5|6)0\b|"level":"(warn|error|fatal)"/.test(line)) {
        warnings += 1;
        if (firstWarnings.length < 5) firstWarnings.push(line.slice(0, 500));
      }
    }
  };
  child.stdout.on('data', onLog);
  child.stderr.on('data', onLog);
  let exitCode: number | null | undefined;
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve((exitCode = code))));

  try {
    const startedAt = Date.now();
    while (!/warm-up done/.test(startupLog)) {
      if (exitCode !== undefined || Date.now() - startedAt > 120_000) throw new Error(`service did not get ready (exit ${exitCode}): ${startupLog.slice(-3000)}`);
      await new Promise((r) => setTimeout(r, 100));
    }
    warm = true;
    startupLog = '';
    const rssReady = rssMb(pid);

    const credentials = await createCredentials(base, 'live');
    let authorization = credentials.headers.authorization!;
    const refresh = setInterval(() => {
      credentials.newToken().then(
        (token) => (authorization = `Bearer ${token}`),
        (error: unknown) => console.error(`token refresh failed: ${String(error)}`),
      );
    }, TOKEN_REFRESH_MS);
    refresh.unref();

    const url = `${base}/party-address/v4/process-party-address`;
    const requests: autocannon.Request[] = BENCH_REQUESTS.map((body) => ({
      method: 'POST' as const,
      body: JSON.stringify(body),
      // Rebuilt for every request so a refreshed token is used at once.
      setupRequest: (request: autocannon.Request) => ({ ...request, headers: { ...request.headers, authorization } }),
    }));
    const run = (amount: number, onResponse?: (status: number) => void) =>
      new Promise<autocannon.Result>((resolve, reject) => {
        const instance = autocannon(
          {
            url,
            method: 'POST',
            connections: CONNECTIONS,
            amount,
            timeout: 30,
            headers: { 'content-type': 'application/json', 'x-api-key': credentials.apiKey },
            requests,
          },
          (error: unknown, result) => (error ? reject(error) : resolve(result)),
        );
        if (onResponse) instance.on('response', (_client, statusCode) => onResponse(statusCode));
      });

    const warmupResult = await run(WARMUP);
    if (warmupResult.non2xx > 0) throw new Error(`warm-up: ${warmupResult.non2xx} non-2xx answers`);

    const samples: Sample[] = [];
    let done = 0;
    let non2xxSeen = 0;
    const t0 = performance.now();
    const sample = async (): Promise<Sample> => {
      const at = { t: Math.round((performance.now() - t0) / 100) / 10, done, rssMb: rssMb(pid) };
      const s: Sample = { ...at, ...(await scrape(base)), loadAverage: Number(loadavg()[0]!.toFixed(2)) };
      samples.push(s);
      return s;
    };
    const start = await sample();
    console.log(`soak: ${REQUESTS.toLocaleString('en')} requests, ${CONNECTIONS} connections, after ${WARMUP.toLocaleString('en')} warm-up requests; heap limit ${HEAP_LIMIT ? `${HEAP_LIMIT} MB` : 'V8 default'}; server pid ${pid}, RSS ${rssReady} MB when ready, ${start.rssMb} MB after warm-up`);
    let lastPrint = 0;
    const timer = setInterval(() => {
      void sample().then((s) => {
        if (s.t - lastPrint >= 60) {
          lastPrint = s.t;
          console.log(`  ${s.t.toFixed(0).padStart(5)} s  ${s.done.toLocaleString('en').padStart(9)} done  RSS ${s.rssMb} MB  heap used ${s.heapUsedMb} MB  external ${s.externalMb} MB  audit queue ${s.auditQueueDepth}  load ${s.loadAverage}`);
        }
      });
    }, INTERVAL_MS);
    const result = await run(REQUESTS, (status) => {
      done += 1;
      if (status < 200 || status > 299) non2xxSeen += 1;
    });
    clearInterval(timer);
    clearInterval(refresh);
    const seconds = (performance.now() - t0) / 1000;
    const end = await sample();
    // Once the audit queue has drained and the process is idle a few seconds.
    await new Promise((r) => setTimeout(r, 5000));
    const idle = await sample();

    await stop(child, exited);
    const auditRows = countAuditRows(dataDir);

    samples.sort((a, b) => a.t - b.t); // an interval sample may have finished its scrape after a later one
    const measured = samples.filter((s) => s !== idle);
    const half = measured.reduce((best, s) => (Math.abs(s.done - REQUESTS / 2) < Math.abs(best.done - REQUESTS / 2) ? s : best));
    const secondHalf = measured.filter((s) => s.done >= REQUESTS / 2);
    const per100k = (pick: (s: Sample) => number | undefined) =>
      slope(secondHalf.filter((s) => pick(s) !== undefined).map((s) => ({ x: s.done / 100_000, y: pick(s)! })));
    const rssSlope = per100k((s) => s.rssMb);
    const heapSlope = per100k((s) => s.heapUsedMb);
    const externalSlope = per100k((s) => s.externalMb);
    const maxRss = Math.max(...samples.map((s) => s.rssMb));
    // RSS and heap swing with the collector (V8 lets garbage grow until a major collection), so a
    // single sample says more about when the last one ran than about what the process keeps. The
    // lowest sample of each tenth of the run is the floor: it rises with a leak, not with garbage.
    const tenths = Array.from({ length: 10 }, (_, i) => {
      const inTenth = measured.filter((s) => s.done > (i * REQUESTS) / 10 && s.done <= ((i + 1) * REQUESTS) / 10);
      const min = (pick: (s: Sample) => number | undefined) => {
        const list = inTenth.map(pick).filter((v): v is number => v !== undefined);
        return list.length > 0 ? Math.min(...list) : undefined;
      };
      const max = (pick: (s: Sample) => number | undefined) => {
        const list = inTenth.map(pick).filter((v): v is number => v !== undefined);
        return list.length > 0 ? Math.max(...list) : undefined;
      };
      return { upTo: ((i + 1) * REQUESTS) / 10, samples: inTenth.length, rssMinMb: min((s) => s.rssMb), rssMaxMb: max((s) => s.rssMb), heapUsedMinMb: min((s) => s.heapUsedMb), heapUsedMaxMb: max((s) => s.heapUsedMb) };
    });
    const floorSlope = (pick: (t: (typeof tenths)[number]) => number | undefined) =>
      slope(tenths.slice(5).filter((t) => pick(t) !== undefined).map((t) => ({ x: t.upTo / 100_000, y: pick(t)! })));
    const rssFloorSlope = floorSlope((t) => t.rssMinMb);
    const heapFloorSlope = floorSlope((t) => t.heapUsedMinMb);
    const maxQueue = Math.max(...samples.map((s) => s.auditQueueDepth ?? 0));
    const non2xx = result.non2xx;
    const failures = result.errors + result.timeouts;
    const requestsPerSecond = REQUESTS / seconds;
    // Flat: judged on the floors (see above), since the line through every sample of a sawtooth
    // tilts with where in its cycles the half begins and ends.
    const flat = rssFloorSlope <= FLAT_MB_PER_100K;
    const under = maxRss < BUDGET_MB;
    const loads = samples.map((s) => s.loadAverage);

    const summary = {
      requests: REQUESTS,
      connections: CONNECTIONS,
      warmupRequests: WARMUP,
      seconds: Math.round(seconds),
      requestsPerSecond: Math.round(requestsPerSecond),
      autocannonAverageRequestsPerSecond: Math.round(result.requests.average),
      p50Ms: result.latency.p50,
      p99Ms: result.latency.p99,
      non2xx,
      non2xxCountedHere: non2xxSeen,
      errors: result.errors,
      timeouts: result.timeouts,
      rssReadyMb: rssReady,
      rssStartMb: start.rssMb,
      rssHalfMb: half.rssMb,
      rssHalfAtRequests: half.done,
      rssEndMb: end.rssMb,
      rssIdleAfter5sMb: idle.rssMb,
      rssMaxMb: maxRss,
      rssSlopeSecondHalfMbPer100k: Math.round(rssSlope * 100) / 100,
      heapUsedSlopeSecondHalfMbPer100k: Math.round(heapSlope * 100) / 100,
      externalSlopeSecondHalfMbPer100k: Math.round(externalSlope * 100) / 100,
      rssFloorSlopeSecondHalfMbPer100k: Math.round(rssFloorSlope * 100) / 100,
      heapUsedFloorSlopeSecondHalfMbPer100k: Math.round(heapFloorSlope * 100) / 100,
      tenths,
      maxOldSpaceSizeMb: HEAP_LIMIT ? Number(HEAP_LIMIT) : 'V8 default',
      heapUsedStartMb: start.heapUsedMb,
      heapUsedHalfMb: half.heapUsedMb,
      heapUsedEndMb: end.heapUsedMb,
      auditQueueMax: maxQueue,
      auditDropped: idle.auditDropped ?? end.auditDropped,
      auditRows,
      logWarnings: warnings,
      firstWarnings,
      loadAverage: { start: loads[0], max: Math.max(...loads), end: loads[loads.length - 1] },
      targetUnder300Mb: under,
      targetFlat: flat,
    };
    const commit = spawnSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).stdout.trim();
    const machine = { cpus: cpus().length, cpuModel: cpus()[0]?.model, memoryGiB: Math.round(totalmem() / 2 ** 30), node: process.version };
    mkdirSync('bench/results', { recursive: true });
    writeFileSync('bench/results/soak.json', `${JSON.stringify({ date: new Date().toISOString(), commit, machine, summary, samples }, null, 2)}\n`);

    console.log(`EP-01: ${REQUESTS.toLocaleString('en')} requests in ${seconds.toFixed(0)} s, ${requestsPerSecond.toFixed(0)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, non-2xx ${non2xx}, errors ${failures}`);
    console.log(`RSS: start ${start.rssMb} MB, half-way ${half.rssMb} MB (at ${half.done.toLocaleString('en')}), end ${end.rssMb} MB, max ${maxRss} MB, 5 s after ${idle.rssMb} MB`);
    console.log(`RSS slope over the second half: ${rssSlope.toFixed(2)} MB per 100k requests (heap used ${heapSlope.toFixed(2)}, external ${externalSlope.toFixed(2)})`);
    console.log(`floor (lowest sample of each tenth of the run): RSS ${tenths.map((t) => t.rssMinMb ?? '-').join(' / ')} MB; heap used ${tenths.map((t) => t.heapUsedMinMb ?? '-').join(' / ')} MB`);
    console.log(`floor slope over the second half: RSS ${rssFloorSlope.toFixed(2)}, heap used ${heapFloorSlope.toFixed(2)} MB per 100k requests`);
    console.log(`heap used: start ${start.heapUsedMb} MB, half-way ${half.heapUsedMb} MB, end ${end.heapUsedMb} MB; audit queue max ${maxQueue}, dropped ${summary.auditDropped}, rows written ${auditRows}`);
    console.log(`load average (1 min): start ${summary.loadAverage.start}, max ${summary.loadAverage.max}, end ${summary.loadAverage.end}; log lines at warn or worse: ${warnings}`);
    console.log(`target: RSS under ${BUDGET_MB} MB ${under ? 'met' : 'NOT met'}; flat (floor slope <= ${FLAT_MB_PER_100K} MB per 100k) ${flat ? 'met' : 'NOT met'}`);
    console.log('wrote bench/results/soak.json');
    if (non2xx > 0 || failures > 0) {
      console.error('EP-01 answered non-2xx or failed during the run: the figures are not valid');
      for (const line of firstWarnings) console.error(line);
      process.exitCode = 1;
    }
  } finally {
    if (exitCode === undefined) await stop(child, exited);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function stop(child: ReturnType<typeof spawn>, exited: Promise<number | null>): Promise<void> {
  child.kill('SIGTERM');
  const timeout = setTimeout(() => child.kill('SIGKILL'), 30_000);
  await exited;
  clearTimeout(timeout);
}

/** Audit events in the database file after the service stopped (every call is audited). */
function countAuditRows(dataDir: string): number | undefined {
  try {
    const db = new Database(join(dataDir, 'party-address.sqlite'), { readonly: true });
    try {
      return (db.prepare('select count(*) as n from audit_events').get() as { n: number }).n;
    } finally {
      db.close();
    }
  } catch {
    return undefined;
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
