// Prometheus metrics (GET /metrics, or a port of its own with METRICS_PORT; a bearer token with
// METRICS_TOKEN). Every name starts with party_address_ so the service's series stand apart on a
// shared Prometheus. One registry per app, so tests can run apps side by side.
import { timingSafeEqual, createHash } from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { PostalReference } from '../reference/postal/types';
import { conservationFallbackCount } from '../pipeline/processPartyAddress';

export const METRIC_PREFIX = 'party_address_';

export interface ServiceMetrics {
  registry: Registry;
  requests: Counter<'method' | 'route' | 'status'>;
  requestDuration: Histogram<'method' | 'route'>;
  decisions: Counter<'route' | 'decision'>;
  reasons: Counter<'route' | 'code' | 'severity'>;
  rateLimitRefusals: Counter<'environment'>;
  pipelineStepDuration: Histogram<'step'>;
  referenceLoadSeconds: Gauge;
  /** Refused authentications (401) and their throttled repeats (429): counted here, not audited one by one. */
  authFailures: Counter<'surface' | 'outcome'>;
}

/** What the metrics read at scrape time rather than on each request. */
export interface MetricSources {
  auditQueue?: { pending(): number; dropped(): number };
  postal?: PostalReference;
}

export function createMetrics(): ServiceMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: METRIC_PREFIX });
  const name = (suffix: string) => `${METRIC_PREFIX}${suffix}`;
  // Answers whose conversion was withheld because it failed the conservation proof (CNV-03
  // "conversion withheld"): each one a fault of the conversion to look into.
  let withheldReported = 0;
  new Counter({
    name: name('conversions_withheld_total'),
    help: 'Answers whose conversion was withheld because it could not account for every input word',
    registers: [registry],
    collect() {
      const withheld = conservationFallbackCount();
      if (withheld > withheldReported) this.inc(withheld - withheldReported);
      withheldReported = withheld;
    },
  });
  return {
    registry,
    requests: new Counter({ name: name('http_requests_total'), help: 'HTTP requests by route and status', labelNames: ['method', 'route', 'status'], registers: [registry] }),
    requestDuration: new Histogram({
      name: name('http_request_duration_seconds'),
      help: 'HTTP request latency',
      labelNames: ['method', 'route'],
      buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
      registers: [registry],
    }),
    decisions: new Counter({ name: name('decisions_total'), help: 'EP-01 decisions by route and outcome', labelNames: ['route', 'decision'], registers: [registry] }),
    reasons: new Counter({ name: name('reasons_total'), help: 'Reasons given in answers, by code and severity', labelNames: ['route', 'code', 'severity'], registers: [registry] }),
    rateLimitRefusals: new Counter({ name: name('rate_limit_refusals_total'), help: 'Requests refused with 429 by the rate limit, by environment', labelNames: ['environment'], registers: [registry] }),
    pipelineStepDuration: new Histogram({
      name: name('pipeline_step_duration_seconds'),
      help: 'Duration of each pipeline step',
      labelNames: ['step'],
      buckets: [0.000005, 0.00001, 0.000025, 0.00005, 0.0001, 0.00025, 0.0005, 0.001, 0.005, 0.01],
      registers: [registry],
    }),
    referenceLoadSeconds: new Gauge({ name: name('reference_load_seconds'), help: 'Time the postal reference took to load at start', registers: [registry] }),
    authFailures: new Counter({
      name: name('auth_failures_total'),
      help: 'Refused authentications by surface (base, developer, oauth) and outcome (401 refused, 429 throttled)',
      labelNames: ['surface', 'outcome'],
      registers: [registry],
    }),
  };
}

/** Series read at scrape time: audit queue depth and drops, postal reference coverage. */
export function registerMetricSources(metrics: ServiceMetrics, sources: MetricSources): void {
  const { registry } = metrics;
  const name = (suffix: string) => `${METRIC_PREFIX}${suffix}`;
  const { auditQueue, postal } = sources;
  if (auditQueue) {
    new Gauge({ name: name('audit_queue_depth'), help: 'Audit events waiting to be written', registers: [registry], collect() { this.set(auditQueue.pending()); } });
    let reported = 0;
    new Counter({
      name: name('audit_events_dropped_total'),
      help: 'Audit events dropped because the store refused them or the queue overflowed',
      registers: [registry],
      collect() {
        const dropped = auditQueue.dropped();
        if (dropped > reported) this.inc(dropped - reported);
        reported = dropped;
      },
    });
  }
  if (postal) {
    // Coverage does not change while the process runs: computed on the first scrape only, a
    // country per turn of the event loop (a scrape during the warm-up after start parses the
    // countries not parsed yet; one at a time, so requests are answered in between).
    let coverage: Promise<Array<{ country: string; towns: number; postcodes: number }>> | undefined;
    const covered = () =>
      (coverage ??= (async () => {
        const list: Array<{ country: string; towns: number; postcodes: number }> = [];
        for (const country of postal.countries()) {
          list.push({ country, ...postal.coverage(country) });
          await new Promise<void>((resolve) => setImmediate(resolve));
        }
        return list;
      })());
    new Gauge({ name: name('reference_countries'), help: 'Countries with postal reference data', registers: [registry], async collect() { this.set((await covered()).length); } });
    new Gauge({
      name: name('reference_towns'),
      help: 'Towns in the postal reference, by country',
      labelNames: ['country'],
      registers: [registry],
      async collect() { for (const c of await covered()) this.set({ country: c.country }, c.towns); },
    });
    new Gauge({
      name: name('reference_postcodes'),
      help: 'Postcodes in the postal reference, by country',
      labelNames: ['country'],
      registers: [registry],
      async collect() { for (const c of await covered()) this.set({ country: c.country }, c.postcodes); },
    });
  }
}

const digest = (text: string) => createHash('sha256').update(text).digest();

/** The /metrics handler: Prometheus text, behind `Authorization: Bearer <token>` when a token is set. */
export function metricsHandler(registry: Registry, token: string | undefined) {
  const expected = token === undefined ? undefined : digest(`Bearer ${token}`);
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (expected && !timingSafeEqual(digest(request.headers.authorization ?? ''), expected)) {
      return reply.code(401).header('WWW-Authenticate', 'Bearer realm="metrics"').type('text/plain; charset=utf-8').send('metrics need Authorization: Bearer <METRICS_TOKEN>\n');
    }
    reply.header('Content-Type', registry.contentType);
    return registry.metrics();
  };
}

/** METRICS_PORT: /metrics on a listener of its own (e.g. reachable from the monitoring network only). */
export async function startMetricsServer(registry: Registry, options: { port: number; host: string; token?: string }): Promise<FastifyInstance> {
  const server = Fastify({ logger: false });
  server.get('/metrics', metricsHandler(registry, options.token));
  await server.listen({ port: options.port, host: options.host });
  return server;
}
