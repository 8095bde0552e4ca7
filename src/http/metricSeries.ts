// Per-request metric updates without prom-client's per-call work (issue 16).
//
// Why this exists: on every observe() and inc(), prom-client checks the label names, builds a
// hash string from the label object, looks the series up by it and, for a histogram, finds the
// bucket through a number-to-string property key: about 0.5 µs an observation measured alone, and
// an EP-01 call makes eight histogram observations (the request and its seven steps) and four or
// five counter increments. Here the first call for a label set goes through prom-client's own
// observe() or inc() (which checks the labels and makes the series), the series is then found by
// a key the caller builds from its label values, and later calls add to its figures directly. prom-client still
// owns the series and writes /metrics: the exposition is the one prom-client's own calls give
// (test/ops/metricSeries.test.ts). A reset() of the metric (a new series map) is noticed and the
// series are made again; remove() is never used on these metrics.
import type { Counter, Histogram, LabelValues } from 'prom-client';

interface HistogramSeries {
  labels: Record<string, string | number>;
  bucketValues: Record<string, number>;
  sum: number;
  count: number;
}

interface CounterSeries {
  labels: Record<string, string | number>;
  value: number;
}

/** The parts of prom-client's metric objects this relies on (prom-client 15). */
interface Internals<S> {
  hashMap: Record<string, S>;
  upperBounds?: readonly number[];
}

/** The series prom-client made for these labels (its labels equal them, as prom-client's hash does). */
function findSeries<S extends { labels: Record<string, string | number> }>(map: Record<string, S>, labels: Record<string, string | number>): S | undefined {
  const names = Object.keys(labels).filter((name) => labels[name] !== undefined);
  for (const series of Object.values(map)) {
    if (names.length === Object.keys(series.labels).length && names.every((name) => series.labels[name] === labels[name])) return series;
  }
  return undefined;
}

/** A histogram's series by key; observe(key, labels, value) as histogram.observe(labels, value). */
export class HistogramSeriesCache<T extends string> {
  readonly #histogram: Histogram<T>;
  readonly #internals: Internals<HistogramSeries>;
  readonly #bounds: readonly number[];
  /** The bucket keys as prom-client's series hold them (a bound as a property name). */
  readonly #keys: readonly string[];
  #map: Record<string, HistogramSeries> | undefined;
  readonly #series = new Map<string, HistogramSeries>();

  constructor(histogram: Histogram<T>) {
    this.#histogram = histogram;
    this.#internals = histogram as unknown as Internals<HistogramSeries>;
    this.#bounds = this.#internals.upperBounds ?? [];
    this.#keys = this.#bounds.map(String);
  }

  /** `key` must stand for `labels` alone (e.g. their values joined); `labels` is read only the first time. */
  observe(key: string, labels: LabelValues<T>, value: number): void {
    if (this.#map !== this.#internals.hashMap) {
      this.#map = this.#internals.hashMap;
      this.#series.clear();
    }
    const series = this.#series.get(key);
    // The first observation of a label set, and any value that is not a finite number (which
    // prom-client refuses with its own error), go through prom-client.
    if (series === undefined || !Number.isFinite(value)) {
      this.#histogram.observe(labels, value);
      const made = findSeries(this.#internals.hashMap, labels as Record<string, string | number>);
      if (made) this.#series.set(key, made);
      return;
    }
    series.sum += value;
    series.count += 1;
    // prom-client counts a value in the first bucket whose bound is at or above it (+Inf: the count).
    const bounds = this.#bounds;
    for (let i = 0; i < bounds.length; i++) {
      if (value <= bounds[i]!) {
        series.bucketValues[this.#keys[i]!]! += 1;
        break;
      }
    }
  }
}

/** A counter's series by key; inc(key, labels) as counter.inc(labels). */
export class CounterSeriesCache<T extends string> {
  readonly #counter: Counter<T>;
  readonly #internals: Internals<CounterSeries>;
  #map: Record<string, CounterSeries> | undefined;
  readonly #series = new Map<string, CounterSeries>();

  constructor(counter: Counter<T>) {
    this.#counter = counter;
    this.#internals = counter as unknown as Internals<CounterSeries>;
  }

  /** `key` must stand for `labels` alone; `labels` is read only the first time. */
  inc(key: string, labels: LabelValues<T>): void {
    if (this.#map !== this.#internals.hashMap) {
      this.#map = this.#internals.hashMap;
      this.#series.clear();
    }
    const series = this.#series.get(key);
    if (series === undefined) {
      this.#counter.inc(labels);
      const made = findSeries(this.#internals.hashMap, labels as Record<string, string | number>);
      if (made) this.#series.set(key, made);
      return;
    }
    series.value += 1;
  }
}
