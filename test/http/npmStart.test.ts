// The README's start command as a process manager runs it: `npm run build` compiles the service
// into dist/, `npm start` runs it with node directly (no tsx), and SIGTERM sent to the process
// `npm start` created (npm itself, as systemd or a container runtime would) stops the server
// too: no orphan keeps the port. The compiled build also finds its data files (postal
// reference, portal) and starts its audit worker thread.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createCredentials } from '../helpers/credentials';

const NPM = process.platform === 'win32' ? 'npm.cmd' : 'npm';

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

test('npm run build emits dist/, npm start serves it, SIGTERM to npm stops the server cleanly', { timeout: 120_000 }, async () => {
  const build = spawnSync(NPM, ['run', 'build'], { encoding: 'utf8' });
  assert.equal(build.status, 0, build.stdout + build.stderr);

  const port = 20000 + Math.floor(Math.random() * 20000);
  const npm = spawn(NPM, ['start'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: mkdtempSync(join(tmpdir(), 'pas-start-')), LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  npm.stdout.on('data', (chunk) => (output += chunk));
  npm.stderr.on('data', (chunk) => (output += chunk));
  const npmExited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => npm.on('exit', (code, signal) => resolve({ code, signal })));
  let serverPid = 0;
  try {
    const started = Date.now();
    while (!output.includes('Server listening')) {
      if (Date.now() - started > 60_000) assert.fail(`server did not start: ${output}`);
      await new Promise((r) => setTimeout(r, 50));
    }
    // The server's own log lines carry its pid: the process that must not outlive npm.
    serverPid = (JSON.parse(output.split('\n').find((l) => l.includes('Server listening'))!) as { pid: number }).pid;
    assert.notEqual(serverPid, npm.pid);
    assert.match(output, /exec node (--\S+ )*dist\/src\/cli\/serve\.js/, 'npm start runs the compiled build, not tsx');

    const base = `http://127.0.0.1:${port}`;
    assert.equal((await fetch(`${base}/readyz`)).status, 200);
    assert.match(await (await fetch(`${base}/portal/`)).text(), /Developer portal/);
    const { headers } = await createCredentials(base, 'live');
    const answer = await fetch(`${base}/party-address/v4/process-party-address`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ postalAddress: { streetName: 'Friedrichstraße', buildingNumber: '43', postCode: '10117', townName: 'Berlin', country: 'DE' } }),
    });
    assert.equal(answer.status, 200);
    // Verification against the postal reference (read from var/postal relative to the code).
    assert.equal(((await answer.json()) as { result: { verification: { status: string } } }).result.verification.status, 'verified');
    // The audit worker thread (its own bundle) wrote the call.
    const audit = await fetch(`${base}/party-address/v4/audit-events`, { headers });
    assert.equal(audit.status, 200);
    assert.equal(((await audit.json()) as { auditEvents: unknown[] }).auditEvents.length, 1);

    npm.kill('SIGTERM');
    const exit = await npmExited;
    // npm passes the signal on to node, which finishes and exits 0; npm then reports success.
    assert.deepEqual(exit, { code: 0, signal: null }, output.slice(-2000));
    assert.match(output, /"signal":"SIGTERM".*shutting down/);
    assert.match(output, /"msg":"stopped"/);
    const deadline = Date.now() + 10_000;
    while (isAlive(serverPid) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    assert.equal(isAlive(serverPid), false, 'the server outlived npm');
    await assert.rejects(fetch(`${base}/healthz`));
  } finally {
    if (serverPid && isAlive(serverPid)) process.kill(serverPid, 'SIGKILL');
    if (npm.exitCode === null) npm.kill('SIGKILL');
  }
});
