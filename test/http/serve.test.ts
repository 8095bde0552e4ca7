// `npm start` as a real process: it listens, answers EP-01 with both factors, logs one JSON line
// per request, and on SIGTERM lets in-flight requests finish and exits 0.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { request } from 'node:http';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createCredentials } from '../helpers/credentials';

test('SIGTERM under load: in-flight requests finish, the process exits 0', { timeout: 60_000 }, async () => {
  const port = 20000 + Math.floor(Math.random() * 20000);
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/cli/serve.ts'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: mkdtempSync(join(tmpdir(), 'pas-serve-')), LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const started = Date.now();
  while (!output.includes('Server listening')) {
    if (Date.now() - started > 40_000) assert.fail(`server did not start: ${output}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  const base = `http://127.0.0.1:${port}`;
  const { headers } = await createCredentials(base, 'live');
  const body = JSON.stringify({ postalAddress: { addressLine: ['Friedrichstr. 43', '10117 Berlin'], country: 'DE' } });
  // One connection per request (no keep-alive), so "in flight" means "accepted by the server".
  const send = () =>
    new Promise<{ status: number } | { error: string }>((resolve) => {
      const req = request(`${base}/party-address/v4/process-party-address`, { method: 'POST', agent: false, headers: { ...headers, 'content-type': 'application/json' } }, (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode ?? 0 }));
      });
      req.on('error', (error: Error & { code?: string }) => resolve({ error: error.code ?? error.message }));
      req.end(body);
    });
  const first = await send();
  assert.deepEqual(first, { status: 200 });
  const inFlight = Array.from({ length: 30 }, send);
  await new Promise((r) => setTimeout(r, 5));
  child.kill('SIGTERM');
  const results = await Promise.all(inFlight);
  const code = await exited;
  assert.equal(code, 0, output.slice(-2000));
  for (const result of results) {
    // Accepted before the close: 200. Arrived during it: 503. Never a dropped connection.
    if ('status' in result) assert.ok(result.status === 200 || result.status === 503, JSON.stringify(result));
    else assert.equal(result.error, 'ECONNREFUSED', JSON.stringify(result));
  }
  assert.ok(results.filter((r) => 'status' in r && r.status === 200).length > 0, JSON.stringify(results));
  const requestLines = output.split('\n').filter((l) => l.includes('"msg":"request"'));
  assert.ok(requestLines.length >= 2);
  for (const line of requestLines) assert.match(JSON.parse(line).requestId, /^[0-9a-f-]{36}$/);
  assert.match(output, /shutting down/);
});
