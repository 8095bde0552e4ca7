// Configuration errors an operator can act on: each names the variable, says what was wrong and
// gives an example of a right value; a password in a URL is never echoed.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { loadConfig, ConfigError } from '../../src/config';

function errorOf(env: Record<string, string>): ConfigError {
  try {
    loadConfig(env);
  } catch (error) {
    assert.ok(error instanceof ConfigError, String(error));
    return error;
  }
  assert.fail(`accepted ${JSON.stringify(env)}`);
}

const CASES: Array<{ env: Record<string, string>; message: RegExp }> = [
  { env: { LOG_LEVEL: 'verbose' }, message: /^LOG_LEVEL="verbose": not a log level \(one of fatal, error, warn, info, debug, trace, silent\)\. Example: LOG_LEVEL=info$/ },
  { env: { PORT: 'http' }, message: /^PORT="http": not a TCP port number \(an integer from 0 to 65535\)\. Example: PORT=8080$/ },
  { env: { PORT: '70000' }, message: /^PORT="70000": not a TCP port number/ },
  { env: { DATABASE_URL: 'base' }, message: /^DATABASE_URL="base": not a URL \(expected postgres:\/\/host:port\/\.\.\. or postgresql:\/\/host:port\/\.\.\.\)\. Example: DATABASE_URL=postgres:\/\/app:secret@db\.internal:5432\/party_address$/ },
  { env: { DATABASE_URL: 'mysql://root:hunter2@db:3306/x' }, message: /^DATABASE_URL="mysql:\/\/root:\*\*\*@db:3306\/x": scheme mysql: is not supported \(use postgres: or postgresql:\)/ },
  { env: { REDIS_URL: 'localhost:6379' }, message: /^REDIS_URL="localhost:6379": scheme localhost: is not supported \(use redis: or rediss:\)\. Example: REDIS_URL=redis:\/\/127\.0\.0\.1:6379$/ },
  { env: { RATE_LIMIT_LIVE_BURST: '1.5' }, message: /^RATE_LIMIT_LIVE_BURST="1\.5": not a positive integer\. Example: RATE_LIMIT_LIVE_BURST=200$/ },
  { env: { AUDIT_ENABLED: 'maybe' }, message: /^AUDIT_ENABLED="maybe": not a yes\/no value .*Example: AUDIT_ENABLED=true$/ },
  { env: { METRICS_PORT: '8080' }, message: /^METRICS_PORT="8080": the same port as PORT \(8080\)/ },
  { env: { METRICS_TOKEN: 'short' }, message: /^METRICS_TOKEN: must be at least 16 characters without spaces \(its value is not shown\)/ },
];

for (const { env, message } of CASES) {
  test(`${Object.entries(env).map(([k, v]) => `${k}=${v}`).join(' ')} is refused with the variable, the problem and an example`, () => {
    const error = errorOf(env);
    assert.match(error.message, message);
    assert.equal(error.variable, Object.keys(env)[0]);
    assert.doesNotMatch(error.message, /hunter2|short"/);
  });
}

test('right values load', () => {
  const config = loadConfig({ LOG_LEVEL: 'warn', PORT: '9000', DATABASE_URL: 'postgresql://postgres@127.0.0.1:5432/test', REDIS_URL: 'rediss://cache:6380', METRICS_PORT: '9464', METRICS_TOKEN: 'a'.repeat(24) });
  assert.equal(config.logLevel, 'warn');
  assert.equal(config.port, 9000);
  assert.equal(config.metricsPort, 9464);
  assert.equal(config.metricsToken, 'a'.repeat(24));
});

test('the service does not start with a bad setting and says why in one line', { timeout: 60_000 }, async () => {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/cli/serve.ts'], { env: { ...process.env, LOG_LEVEL: 'loud', PORT: '0' }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (c) => (output += c));
  child.stderr.on('data', (c) => (output += c));
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  assert.equal(code, 1);
  assert.match(output, /"msg":"service failed to start","error":"LOG_LEVEL=\\"loud\\": not a log level/);
});

test('an unreachable DATABASE_URL is reported with the variable and the host, not only a library error', { timeout: 60_000 }, async () => {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/cli/serve.ts'], { env: { ...process.env, DATABASE_URL: 'postgres://postgres@127.0.0.1:1/test', PORT: '0', LOG_LEVEL: 'silent' }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (c) => (output += c));
  child.stderr.on('data', (c) => (output += c));
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  assert.equal(code, 1);
  assert.match(output, /DATABASE_URL: cannot connect to PostgreSQL at 127\.0\.0\.1:1 \(.*\)\. Check the host, port, user and database/);
});
