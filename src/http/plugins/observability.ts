// One structured log line per request (with the request id) and the HTTP metrics. Fastify's own
// two request log lines are switched off in the app factory in favour of this one.
import type { FastifyInstance } from 'fastify';
import type { ServiceMetrics } from '../metrics';
import { CounterSeriesCache, HistogramSeriesCache } from '../metricSeries';
import { routeOf } from './requestContext';

export function registerObservability(app: FastifyInstance, metrics: ServiceMetrics): void {
  // The two updates of every request without prom-client's per-call label work (metricSeries.ts).
  const requests = new CounterSeriesCache(metrics.requests);
  const requestDuration = new HistogramSeriesCache(metrics.requestDuration);
  // Callback style: runs on every request and does no I/O (an async hook costs a promise each).
  app.addHook('onResponse', (request, reply, done) => {
    const route = routeOf(request).url ?? 'unmatched';
    const seconds = reply.elapsedTime / 1000;
    const { method } = request;
    const status = reply.statusCode;
    requests.inc(`${status} ${method} ${route}`, { method, route, status: String(status) });
    requestDuration.observe(`${method} ${route}`, { method, route }, seconds);
    // A 429 under a base comes from the per-key rate limit (contract section 4).
    if (reply.statusCode === 429 && request.environment) metrics.rateLimitRefusals.inc({ environment: request.environment });
    // The line is built only when it will be written (LOG_LEVEL warn or silent writes none).
    if ((request.log as { isLevelEnabled?: (level: string) => boolean }).isLevelEnabled?.('info') === false) return done();
    const line: Record<string, unknown> = { method: request.method, route, url: request.url.split('?')[0], statusCode: reply.statusCode, durationMs: Math.round(reply.elapsedTime * 100) / 100 };
    if (request.environment) line.environment = request.environment;
    if (request.principal) line.accountId = request.principal.accountId;
    if (request.refusedFactor) line.refusedFactor = request.refusedFactor;
    request.log.info(line, 'request');
    done();
  });
}
