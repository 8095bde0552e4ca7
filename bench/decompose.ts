// Where a request's cost goes outside the pipeline, by construction (issue 16): one server process
// and one autocannon load go round routes that add one layer at a time, from a bare Fastify route
// to the full EP-01, and the server process's own CPU time (process.cpuUsage, its threads included)
// is divided by the requests answered in each window. The layers are the app's real plugins and
// hooks, mounted by buildApp's `extend` seam with a subset of the base concerns; the pipeline is
// replaced by outcomes recorded at start (the same bodies, answered by the real route) until the
// last layer, and measured alone in the same process at the end. Sampling profiles spread these
// costs thin; differences between neighbouring layers do not.
// Usage: npm run bench:decompose [-- --seconds 3 --rounds 2 --connections 50 --profile audit,route]
// (--profile: a CPU profile of one more window on each named layer, its top functions printed)
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { PerformanceObserver } from 'node:perf_hooks';
import { Session } from 'node:inspector/promises';
import autocannon from 'autocannon';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { BENCH_REQUESTS } from './fixtures/requests';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '3' },
    rounds: { type: 'string', default: '2' },
    connections: { type: 'string', default: '50' },
    /** Layers (by a word of their path, e.g. audit,credentials) to profile after the rounds. */
    profile: { type: 'string' },
    role: { type: 'string' },
  },
});

interface Layer {
  name: string;
  /** Path on the service, or on the bare Fastify server when `bare`. */
  path: string;
  bare?: boolean;
  method?: 'GET' | 'POST';
  /** Sends a new Idempotency-Key with every call. */
  idempotencyKey?: boolean;
}

/** In the order they add up; each row's difference to the one before is that layer's cost. */
const LAYERS: Layer[] = [
  { name: 'bare GET (tiny answer)', path: '/bare', bare: true, method: 'GET' },
  { name: 'bare POST, EP-01 bytes in and out', path: '/echo', bare: true },
  { name: 'bare POST + the pipeline (no layer of ours)', path: '/echo-pipeline', bare: true },
  { name: '+ app hooks (id, negotiation, parser, log line, request metrics)', path: '/decompose/app' },
  { name: '+ request schema validation (headers, body)', path: '/decompose/validation' },
  { name: '+ response serialisation by the schema', path: '/decompose/serialisation' },
  { name: '+ credentials (both factors)', path: '/decompose/credentials/process-party-address' },
  { name: '+ rate limit', path: '/decompose/rate-limit/process-party-address' },
  { name: '+ idempotency (no key sent)', path: '/decompose/idempotency/process-party-address' },
  { name: '+ audit event', path: '/decompose/audit/process-party-address' },
  { name: '+ EP-01 route handler (metrics, profile), recorded outcome', path: '/decompose/route/process-party-address' },
  { name: '= full EP-01 (with the pipeline)', path: '/party-address/v4/process-party-address' },
  { name: 'full EP-01 with a new Idempotency-Key each call', path: '/party-address/v4/process-party-address', idempotencyKey: true },
];

interface Mark {
  /** Wall time the steps of the pipeline took, from their own timers (EP-01 routes only). */
  stepSeconds: number;
  stepCalls: number;
  cpuMicros: number;
  gcMs: number;
  gcCount: number;
}

interface Ready {
  servicePort: number;
  barePort: number;
  headers: Record<string, string>;
}

// ---------------------------------------------------------------- server (child process)

async function serve(): Promise<void> {
  const { buildTestApp } = await import('../test/helpers/testApp');
  const { createCredentials } = await import('../test/helpers/credentials');
  const { registerBaseConcerns, BASE_CONCERNS } = await import('../src/http/app');
  const { partyAddressRoutes, HeadersSchema, errorResponses } = await import('../src/http/routes/partyAddress');
  const { ProcessPartyAddressRequestSchema, ProcessPartyAddressResponseSchema } = await import('../src/model/schemas');
  const { sendBody } = await import('../src/http/reply');
  const { processPartyAddress } = await import('../src/pipeline/processPartyAddress');
  const { default: Fastify } = await import('fastify');
  type Outcome = ReturnType<typeof processPartyAddress>;

  // The bodies differ by country: a recorded answer is found by it without hashing the body.
  const countryOf = (body: unknown) => (body as { postalAddress?: { country?: string } } | undefined)?.postalAddress?.country ?? '';
  const countries = BENCH_REQUESTS.map(countryOf);
  if (new Set(countries).size !== countries.length) throw new Error('bench bodies must differ by country');
  const outcomes = new Map<string, Outcome>();
  const answers = new Map<string, string>();
  const recorded = (body: unknown) => outcomes.get(countryOf(body))!;

  const schema = { headers: HeadersSchema, body: ProcessPartyAddressRequestSchema };
  const fullSchema = { ...schema, response: { 200: ProcessPartyAddressResponseSchema, ...errorResponses } };
  const sendRecordedText = (request: FastifyRequest, reply: FastifyReply) => reply.type('application/json; charset=utf-8').send(answers.get(countryOf(request.body)));
  const sendRecorded = (request: FastifyRequest, reply: FastifyReply) => {
    const outcome = recorded(request.body);
    request.auditFacts = outcome.audit;
    return sendBody(request, reply.code(200), 'ProcessPartyAddressResponse', outcome.response);
  };

  const extend = async (app: FastifyInstance, { services, concerns }: Parameters<NonNullable<import('../src/http/app').AppOptions['extend']>>[1]) => {
    for (const [body, country] of BENCH_REQUESTS.map((b, i) => [b, countries[i]!] as const)) {
      outcomes.set(country, processPartyAddress(body, { endpoint: 'process', profile: undefined, now: services.clock(), postal: services.postal, verify: services.verify }));
    }
    app.post('/decompose/app', sendRecordedText);
    app.post('/decompose/validation', { schema }, sendRecordedText);
    app.post('/decompose/serialisation', { schema: fullSchema }, sendRecorded);
    // Each scope adds one more base concern, in the order the bases register them.
    for (let n = 1; n <= BASE_CONCERNS.length; n++) {
      const only = new Set(BASE_CONCERNS.slice(0, n));
      await app.register(async (scope) => {
        registerBaseConcerns(scope, 'live', concerns, only);
        scope.post('/process-party-address', { schema: fullSchema }, sendRecorded);
      }, { prefix: `/decompose/${BASE_CONCERNS[n - 1]}` });
    }
    // The real EP-01 route with every concern, its pipeline replaced by the recorded outcome.
    await app.register(async (scope) => {
      registerBaseConcerns(scope, 'live', concerns);
      await scope.register(partyAddressRoutes, { services, pipeline: (body) => recorded(body) });
    }, { prefix: '/decompose/route' });
  };

  // Rate limits too large to refuse: every call still takes its token.
  const service = await buildTestApp({ env: { RATE_LIMIT_LIVE_PER_SECOND: '1000000', RATE_LIMIT_LIVE_BURST: '1000000' }, extend });
  const credentials = await createCredentials(service.app, 'live');
  // EP-01's own bytes for each body, as the real route answers them.
  for (const [i, body] of BENCH_REQUESTS.entries()) {
    const response = await service.app.inject({ method: 'POST', url: '/party-address/v4/process-party-address', headers: { 'content-type': 'application/json', ...credentials.headers }, payload: JSON.stringify(body) });
    if (response.statusCode !== 200) throw new Error(`EP-01 answered ${response.statusCode}: ${response.body}`);
    answers.set(countries[i]!, response.body);
  }
  await service.app.listen({ port: 0, host: '127.0.0.1' });

  const bare = Fastify({ logger: false });
  bare.get('/bare', async () => ({ decision: 'ACCEPT', result: { status: 'VALIDATED' } }));
  bare.post('/echo', (request, reply) => {
    reply.type('application/json; charset=utf-8').send(answers.get(countryOf(request.body)));
  });
  let stepSeconds = 0;
  let stepCalls = 0;
  bare.post('/echo-pipeline', (request, reply) => {
    const outcome = processPartyAddress(request.body as (typeof BENCH_REQUESTS)[number], { endpoint: 'process', profile: undefined, now: new Date(), postal: service.app.services.postal, verify: service.app.services.verify });
    for (const step of outcome.stepDurations) stepSeconds += step.durationMicros / 1e6;
    stepCalls += 1;
    reply.type('application/json; charset=utf-8').send(answers.get(countryOf(request.body)));
  });
  await bare.listen({ port: 0, host: '127.0.0.1' });

  let gcMs = 0;
  let gcCount = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      gcMs += entry.duration;
      gcCount += 1;
    }
  }).observe({ entryTypes: ['gc'] });
  const mark = async (): Promise<Mark> => {
    const cpu = process.cpuUsage();
    // The step histogram of the EP-01 routes: its sums, and its count of one step (one per call).
    let steps = stepSeconds;
    let calls = stepCalls;
    for (const value of (await service.app.services.metrics.pipelineStepDuration.get()).values) {
      if (value.metricName?.endsWith('_sum')) steps += value.value;
      if (value.metricName?.endsWith('_count') && value.labels.step === 'classify') calls += value.value;
    }
    return { cpuMicros: cpu.user + cpu.system, gcMs, gcCount, stepSeconds: steps, stepCalls: calls };
  };

  /**
   * The pipeline alone on the same bodies, CPU µs a call: each call on a body parsed afresh (as
   * over HTTP), less the parse itself; and the same with the audit facts read.
   */
  const pipelineAlone = (seconds: number, mode: 'parse' | 'pipeline' | 'facts'): number => {
    const deps = { endpoint: 'process' as const, profile: undefined, now: new Date(), postal: service.app.services.postal, verify: service.app.services.verify };
    const texts = BENCH_REQUESTS.map((body) => JSON.stringify(body));
    let sink = 0;
    const run = () => {
      for (const text of texts) {
        const body = JSON.parse(text) as (typeof BENCH_REQUESTS)[number];
        if (mode === 'parse') {
          sink += body.postalAddress ? 1 : 0;
          continue;
        }
        const outcome = processPartyAddress(body, deps);
        if (mode === 'facts') sink += outcome.audit.fingerprint.length + outcome.audit.parameters.length;
      }
    };
    for (let i = 0; i < 500; i++) run();
    const before = process.cpuUsage();
    const deadline = performance.now() + seconds * 1000;
    let calls = 0;
    while (performance.now() < deadline) {
      run();
      calls += texts.length;
    }
    const after = process.cpuUsage(before);
    if (sink < 0) console.log(sink);
    return (after.user + after.system) / calls;
  };

  const session = new Session();
  session.connect();
  process.on('message', (message: { cmd: string; seconds?: number }) => {
    if (message.cmd === 'profile-start') {
      void session.post('Profiler.enable').then(() => session.post('Profiler.start')).then(() => process.send?.('started'));
    } else if (message.cmd === 'profile-stop') {
      void session.post('Profiler.stop').then(({ profile }) => process.send?.({ top: topFunctions(profile as unknown as CpuProfile) }));
    } else if (message.cmd === 'mark') void mark().then((m) => process.send?.(m));
    else if (message.cmd === 'pipeline') {
      const seconds = message.seconds ?? 2;
      const parse = pipelineAlone(seconds / 2, 'parse');
      process.send?.({ pipeline: pipelineAlone(seconds, 'pipeline') - parse, withFacts: pipelineAlone(seconds, 'facts') - parse });
    }
  });
  const port = (app: FastifyInstance) => (app.server.address() as { port: number }).port;
  process.send?.({ servicePort: port(service.app), barePort: port(bare), headers: credentials.headers } satisfies Ready);
}

interface CpuProfile {
  nodes: Array<{ id: number; callFrame: { functionName: string; url: string; lineNumber: number } }>;
  samples: number[];
}

/** Self time by function (name, file, line) of the busy samples, largest first. */
function topFunctions(profile: CpuProfile, count = 30): string[] {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map<string, number>();
  let busy = 0;
  for (const id of profile.samples) {
    const { functionName, url, lineNumber } = byId.get(id)!.callFrame;
    if (functionName === '(idle)' || functionName === '(program)') continue;
    busy += 1;
    const name = `${functionName || '(anonymous)'} ${url.replace(/^.*\/(node_modules|src)\//, '$1/')}:${lineNumber + 1}`;
    self.set(name, (self.get(name) ?? 0) + 1);
  }
  return [...self].sort((a, b) => b[1] - a[1]).slice(0, count).map(([name, n]) => `${((100 * n) / busy).toFixed(1).padStart(5)} %  ${name}`);
}

// ---------------------------------------------------------------- load (parent process)

interface Window {
  requests: number;
  requestsPerSecond: number;
  cpuMicrosPerRequest: number;
  gcMicrosPerRequest: number;
  scavengesPer1000: number;
  /** Wall µs of the pipeline's steps a call, by their own timers (undefined where it does not run). */
  stepMicrosPerCall: number | undefined;
  non2xx: number;
}

async function main(): Promise<void> {
  const child = fork(fileURLToPath(import.meta.url), ['--role', 'server'], { execArgv: ['--import', 'tsx'], env: { ...process.env, LOG_LEVEL: 'silent', NODE_ENV: 'production' } });
  const ready = await new Promise<Ready>((resolve) => child.once('message', resolve as never));
  const ask = <T>(message: unknown) => new Promise<T>((resolve) => {
    child.once('message', resolve as never);
    child.send(message as never);
  });
  const bodies = BENCH_REQUESTS.map((body) => JSON.stringify(body));
  let keys = 0;

  async function load(layer: Layer, seconds: number): Promise<Window> {
    const port = layer.bare ? ready.barePort : ready.servicePort;
    const requests: autocannon.Request[] =
      layer.method === 'GET'
        ? [{ method: 'GET' }]
        : bodies.map((body) => ({
            method: 'POST' as const,
            body,
            ...(layer.idempotencyKey ? { setupRequest: (request: autocannon.Request) => ({ ...request, headers: { ...request.headers, 'idempotency-key': `bench-${process.pid}-${++keys}` } }) } : {}),
          }));
    const headers = layer.method === 'GET' ? {} : { 'content-type': 'application/json', ...ready.headers };
    const before = await ask<Mark>({ cmd: 'mark' });
    const result = await autocannon({ url: `http://127.0.0.1:${port}${layer.path}`, connections: Number(values.connections), duration: seconds, headers, requests });
    const after = await ask<Mark>({ cmd: 'mark' });
    const n = result.requests.total;
    return {
      requests: n,
      requestsPerSecond: result.requests.average,
      cpuMicrosPerRequest: (after.cpuMicros - before.cpuMicros) / n,
      gcMicrosPerRequest: ((after.gcMs - before.gcMs) * 1000) / n,
      scavengesPer1000: ((after.gcCount - before.gcCount) * 1000) / n,
      stepMicrosPerCall: after.stepCalls > before.stepCalls ? ((after.stepSeconds - before.stepSeconds) * 1e6) / (after.stepCalls - before.stepCalls) : undefined,
      non2xx: result.non2xx,
    };
  }

  const seconds = Number(values.seconds);
  const rounds = Number(values.rounds);
  for (const layer of LAYERS) await load(layer, 1); // warm-up: every route compiled and hot
  const windows: Window[][] = LAYERS.map(() => []);
  for (let round = 0; round < rounds; round++) {
    for (const [i, layer] of LAYERS.entries()) windows[i]!.push(await load(layer, seconds));
  }
  const profiles: Array<[Layer, string[]]> = [];
  for (const word of values.profile?.split(',').filter(Boolean) ?? []) {
    const layer = LAYERS.find((l) => l.path.includes(word) && !l.idempotencyKey);
    if (!layer) throw new Error(`no layer has ${word} in its path`);
    await ask({ cmd: 'profile-start' });
    await load(layer, seconds);
    profiles.push([layer, (await ask<{ top: string[] }>({ cmd: 'profile-stop' })).top]);
  }
  const pipeline = await ask<{ pipeline: number; withFacts: number }>({ cmd: 'pipeline', seconds: 2 });
  child.kill('SIGTERM');

  const median = (xs: number[]) => {
    const s = [...xs].sort((a, b) => a - b);
    return s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
  };
  const range = (xs: number[]) => `${Math.min(...xs).toFixed(1)}-${Math.max(...xs).toFixed(1)}`;
  console.log(`autocannon: ${values.connections} connections, ${rounds} rounds of ${seconds} s per layer, one server process (NODE_ENV=production); server CPU per request from process.cpuUsage`);
  console.log('');
  console.log('| layer | req/s | server CPU µs/req (median, range) | this layer | GC µs/req | scavenges per 1000 req | pipeline steps, wall µs/call |');
  console.log('|---|---|---|---|---|---|---|');
  let previous: number | undefined;
  const medians = windows.map((w) => median(w.map((x) => x.cpuMicrosPerRequest)));
  for (const [i, layer] of LAYERS.entries()) {
    const w = windows[i]!;
    const cpu = medians[i]!;
    // Off the ladder: the rows with the pipeline outside the app, and with an Idempotency-Key.
    const aside = layer.idempotencyKey || layer.path === '/echo-pipeline';
    const signed = (x: number) => `${x >= 0 ? '+' : ''}${x.toFixed(1)}`;
    const step = layer.path === '/echo-pipeline' ? `${signed(cpu - medians[1]!)} over bare POST` : previous === undefined || aside ? '' : signed(cpu - previous);
    // The recorded-outcome route observes recorded step times: not the pipeline's.
    const steps = layer.path.startsWith('/decompose/') ? [] : w.map((x) => x.stepMicrosPerCall).filter((x): x is number => x !== undefined);
    console.log(`| ${layer.name} | ${median(w.map((x) => x.requestsPerSecond)).toFixed(0)} | ${cpu.toFixed(1)} µs (${range(w.map((x) => x.cpuMicrosPerRequest))}) | ${step} | ${median(w.map((x) => x.gcMicrosPerRequest)).toFixed(1)} | ${median(w.map((x) => x.scavengesPer1000)).toFixed(1)} | ${steps.length ? median(steps).toFixed(1) : ''} |`);
    if (!aside) previous = cpu;
  }
  const bareCpu = medians[0]!;
  const full = medians[LAYERS.findIndex((l) => l.path.startsWith('/party-address') && !l.idempotencyKey)]!;
  console.log(`| pipeline alone, in process, same bodies | | ${pipeline.pipeline.toFixed(1)} µs | | | | |`);
  console.log(`| pipeline and its audit facts read (fingerprint, parameters) | | ${pipeline.withFacts.toFixed(1)} µs | | | | |`);
  console.log('');
  console.log(`server CPU per request: bare ${bareCpu.toFixed(1)} µs, EP-01 ${full.toFixed(1)} µs, outside the pipeline ${(full - pipeline.pipeline).toFixed(1)} µs = ${((full - pipeline.pipeline) / bareCpu).toFixed(1)} x bare`);
  for (const [layer, top] of profiles) console.log(`\nself time of the busy samples on "${layer.name}" (${layer.path}):\n${top.join('\n')}`);
  const non2xx = windows.flat().reduce((sum, w) => sum + w.non2xx, 0);
  if (non2xx > 0) {
    console.error(`${non2xx} answers were not 2xx: the figures are not valid`);
    process.exitCode = 1;
  }
}

if (values.role === 'server') void serve();
else void main();
