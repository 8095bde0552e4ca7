// The per-request metric updates of src/http/metricSeries.ts: the same /metrics text as
// prom-client's own observe() and inc() after the same calls, across a reset, and the same refusals.
import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import { Counter, Histogram, Registry } from 'prom-client';
import { CounterSeriesCache, HistogramSeriesCache } from '../../src/http/metricSeries';

function metricsOf() {
  const registry = new Registry();
  const histogram = new Histogram({ name: 'h_seconds', help: 'h', labelNames: ['step', 'route'], buckets: [0.000005, 0.00001, 0.001, 0.01], registers: [registry] });
  const counter = new Counter({ name: 'c_total', help: 'c', labelNames: ['route', 'status'], registers: [registry] });
  return { registry, histogram, counter };
}

// Values on, below, between and above the bounds, for several label sets, repeated.
const VALUES = [0, 0.000001, 0.000005, 0.0000051, 0.00001, 0.0005, 0.001, 0.0099, 0.01, 0.5, 3];
const LABELS = [{ step: 'classify', route: '/a' }, { step: 'verify', route: '/a' }, { step: 'classify', route: '/b' }];

describe('metric series caches', () => {
  test('the exposition equals prom-client after the same observations and increments, also after a reset', async () => {
    const plain = metricsOf();
    const cached = metricsOf();
    const histogram = new HistogramSeriesCache(cached.histogram);
    const counter = new CounterSeriesCache(cached.counter);
    const run = () => {
      for (let round = 0; round < 3; round++) {
        for (const labels of LABELS) {
          for (const value of VALUES) {
            plain.histogram.observe(labels, value);
            histogram.observe(`${labels.step} ${labels.route}`, labels, value);
            plain.counter.inc({ route: labels.route, status: String(200 + round) });
            counter.inc(`${labels.route} ${200 + round}`, { route: labels.route, status: String(200 + round) });
          }
        }
      }
    };
    run();
    assert.equal(await cached.registry.metrics(), await plain.registry.metrics());
    plain.registry.resetMetrics();
    cached.registry.resetMetrics();
    run();
    const text = await cached.registry.metrics();
    assert.equal(text, await plain.registry.metrics());
    assert.match(text, /h_seconds_count\{step="classify",route="\/a"\} 33/);
    assert.match(text, /h_seconds_bucket\{le="0.00001",step="classify",route="\/a"\} 15/);
  });

  test('a series made before the cache saw it keeps its figures', async () => {
    const { registry, histogram } = metricsOf();
    histogram.observe({ step: 'classify', route: '/a' }, 0.001);
    const cache = new HistogramSeriesCache(histogram);
    cache.observe('classify /a', { step: 'classify', route: '/a' }, 0.001);
    cache.observe('classify /a', { step: 'classify', route: '/a' }, 0.001);
    assert.match(await registry.metrics(), /h_seconds_count\{step="classify",route="\/a"\} 3/);
  });

  test('refusals are prom-client\'s: an unknown label, a value that is not a finite number', () => {
    const { histogram, counter } = metricsOf();
    const cache = new HistogramSeriesCache(histogram);
    assert.throws(() => cache.observe('x', { nope: 'x' } as never, 1), /label/i);
    cache.observe('classify /a', { step: 'classify', route: '/a' }, 1);
    assert.throws(() => cache.observe('classify /a', { step: 'classify', route: '/a' }, Number.NaN), /not a valid number/);
    assert.throws(() => new CounterSeriesCache(counter).inc('x', { nope: 'x' } as never), /label/i);
  });
});
