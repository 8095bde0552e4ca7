// Prometheus metrics (GET /metrics): requests by route and status, request latency, decisions by
// outcome and pipeline step durations. One registry per app, so tests can run apps side by side.
import { Counter, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

export interface ServiceMetrics {
  registry: Registry;
  requests: Counter<'method' | 'route' | 'status'>;
  requestDuration: Histogram<'method' | 'route'>;
  decisions: Counter<'route' | 'decision'>;
  pipelineStepDuration: Histogram<'step'>;
}

export function createMetrics(): ServiceMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  return {
    registry,
    requests: new Counter({ name: 'http_requests_total', help: 'HTTP requests by route and status', labelNames: ['method', 'route', 'status'], registers: [registry] }),
    requestDuration: new Histogram({
      name: 'http_request_duration_seconds',
      help: 'HTTP request latency',
      labelNames: ['method', 'route'],
      buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
      registers: [registry],
    }),
    decisions: new Counter({ name: 'party_address_decisions_total', help: 'EP-01 decisions by outcome', labelNames: ['route', 'decision'], registers: [registry] }),
    pipelineStepDuration: new Histogram({
      name: 'pipeline_step_duration_seconds',
      help: 'Duration of each pipeline step',
      labelNames: ['step'],
      buckets: [0.000005, 0.00001, 0.000025, 0.00005, 0.0001, 0.00025, 0.0005, 0.001, 0.005, 0.01],
      registers: [registry],
    }),
  };
}
