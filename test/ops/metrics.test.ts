// /metrics for operations: every series prefixed party_address_, decisions and reasons by code,
// rate-limit refusals, audit queue depth and drops, postal reference coverage and load time;
// METRICS_TOKEN puts it behind a bearer token, METRICS_PORT moves it to a port of its own.
import { test, describe, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { buildTestApp, type TestApp } from '../helpers/testApp';
import { createCredentials, type TestCredentials } from '../helpers/credentials';
import { createMetrics, registerMetricSources, startMetricsServer } from '../../src/http/metrics';

const ADDRESS = { addressLine: ['Friedrichstr. 43', '10117 Berlin'], country: 'DE' };

describe('metrics', () => {
  let t: TestApp;
  let credentials: TestCredentials;
  before(async () => {
    t = await buildTestApp({ env: { RATE_LIMIT_SANDBOX_PER_SECOND: '0.001', RATE_LIMIT_SANDBOX_BURST: '2' } });
    credentials = await createCredentials(t.app, 'sandbox');
  });
  after(async () => t?.close());

  const scrape = async () => {
    const res = await t.app.inject({ method: 'GET', url: '/metrics' });
    assert.equal(res.statusCode, 200);
    return res.body;
  };

  test('every series carries the service prefix', async () => {
    const body = await scrape();
    const names = new Set(body.split('\n').filter((l) => l && !l.startsWith('#')).map((l) => l.split(/[{ ]/)[0]!));
    assert.ok(names.size > 10);
    for (const name of names) assert.match(name, /^party_address_/);
  });

  test('decisions and reasons by code, rate-limit refusals by environment', async () => {
    const send = () =>
      t.app.inject({ method: 'POST', url: '/sandbox/party-address/v4/process-party-address', headers: { ...credentials.headers, 'content-type': 'application/json' }, payload: { postalAddress: ADDRESS } });
    const statuses = [(await send()).statusCode, (await send()).statusCode, (await send()).statusCode];
    assert.deepEqual(statuses, [200, 200, 429]);
    const body = await scrape();
    assert.match(body, /party_address_decisions_total\{route="\/process-party-address",decision="ACCEPT"\} 2/);
    assert.match(body, /party_address_reasons_total\{route="\/process-party-address",code="CNV-01",severity="INFO"\} 2/);
    assert.match(body, /party_address_rate_limit_refusals_total\{environment="sandbox"\} 1/);
    assert.match(body, /party_address_http_requests_total\{method="POST",route="\/sandbox\/party-address\/v4\/process-party-address",status="429"\} 1/);
  });

  test('audit queue depth and drops, postal reference coverage', async () => {
    const body = await scrape();
    assert.match(body, /^party_address_audit_queue_depth \d+$/m);
    assert.match(body, /^party_address_audit_events_dropped_total 0$/m);
    const countries = Number(/^party_address_reference_countries (\d+)$/m.exec(body)?.[1]);
    assert.ok(countries > 100, String(countries));
    assert.ok(Number(/^party_address_reference_postcodes\{country="DE"\} (\d+)$/m.exec(body)?.[1]) > 8000);
    assert.ok(Number(/^party_address_reference_towns\{country="FR"\} (\d+)$/m.exec(body)?.[1]) > 1000);
  });

  test('audit drops are counted as the queue reports them', async () => {
    const metrics = createMetrics();
    let dropped = 0;
    registerMetricSources(metrics, { auditQueue: { pending: () => 7, dropped: () => dropped } });
    dropped = 3;
    let body = await metrics.registry.metrics();
    assert.match(body, /^party_address_audit_queue_depth 7$/m);
    assert.match(body, /^party_address_audit_events_dropped_total 3$/m);
    dropped = 5;
    body = await metrics.registry.metrics();
    assert.match(body, /^party_address_audit_events_dropped_total 5$/m);
  });
});

test('the reference load time is reported when the start measured it', async () => {
  const metrics = createMetrics();
  metrics.referenceLoadSeconds.set(0.42);
  assert.match(await metrics.registry.metrics(), /^party_address_reference_load_seconds 0\.42$/m);
});

test('METRICS_TOKEN: /metrics answers 401 without the bearer token, 200 with it', async () => {
  const token = 'metrics-token-0123456789abcdef';
  const t = await buildTestApp({ env: { METRICS_TOKEN: token } });
  try {
    const none = await t.app.inject({ method: 'GET', url: '/metrics' });
    assert.equal(none.statusCode, 401);
    assert.equal(none.headers['www-authenticate'], 'Bearer realm="metrics"');
    assert.equal((await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: 'Bearer wrong' } })).statusCode, 401);
    const ok = await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${token}` } });
    assert.equal(ok.statusCode, 200);
    assert.match(ok.body, /party_address_http_requests_total/);
  } finally {
    await t.close();
  }
});

test('METRICS_PORT: /metrics leaves the service port and answers on its own', async () => {
  const t = await buildTestApp({ env: { METRICS_PORT: '0' } });
  const server = await startMetricsServer(t.app.services.metrics.registry, { port: 0, host: '127.0.0.1', token: undefined });
  try {
    assert.equal((await t.app.inject({ method: 'GET', url: '/metrics' })).statusCode, 404);
    const address = server.server.address() as { port: number };
    const res = await fetch(`http://127.0.0.1:${address.port}/metrics`);
    assert.equal(res.status, 200);
    assert.match(await res.text(), /party_address_decisions_total|party_address_process_cpu/);
  } finally {
    await server.close();
    await t.close();
  }
});

test('answers whose conversion was withheld are counted on /metrics, from the process count', async () => {
  const { conservationFallbackCount } = await import('../../src/pipeline/processPartyAddress');
  const metrics = createMetrics();
  const exposed = /party_address_conversions_withheld_total (\d+)/.exec(await metrics.registry.metrics());
  assert.ok(exposed, 'the series is exposed');
  // A fresh registry reports every withheld answer of the process since start.
  assert.equal(Number(exposed[1]), conservationFallbackCount());
});
