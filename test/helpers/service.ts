// Runs the service as a real process (`src/cli/serve.ts`) on a free port of 127.0.0.1, waits until
// it (every worker) listens, and stops it with SIGTERM. For the serve, cluster and production tests.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { request } from 'node:http';

export interface RunningService {
  base: string;
  port: number;
  pid: number;
  /** Everything the process wrote so far (JSON log lines). */
  output(): string;
  /** Resolves with the exit code. */
  exited: Promise<number | null>;
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

/** A port nobody listens on right now (the OS picks it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

export async function startService(env: Record<string, string>, options: { listeners?: number; timeoutMs?: number } = {}): Promise<RunningService> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/cli/serve.ts'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  let exitCode: number | null | undefined;
  void exited.then((code) => (exitCode = code));
  const started = Date.now();
  const listeners = options.listeners ?? 1;
  while (output.split('Server listening').length - 1 < listeners) {
    if (exitCode !== undefined || Date.now() - started > (options.timeoutMs ?? 60_000)) {
      child.kill('SIGKILL');
      throw new Error(`service did not start (exit ${exitCode}): ${output.slice(-3000)}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    base: `http://127.0.0.1:${port}`,
    port,
    pid: child.pid!,
    output: () => output,
    exited,
    async stop(signal = 'SIGTERM') {
      if (exitCode === undefined) child.kill(signal);
      return exited;
    },
  };
}

export interface SentRequest {
  status?: number;
  body?: string;
  headers?: Record<string, string | string[] | undefined>;
  /** A transport error (e.g. ECONNRESET) instead of an answer. */
  error?: string;
}

/** One request on its own connection (no keep-alive), so "in flight" means "accepted by the server". */
export function sendOnce(url: string, init: { method?: string; headers?: Record<string, string>; body?: string } = {}): Promise<SentRequest> {
  return new Promise((resolve) => {
    const req = request(url, { method: init.method ?? 'GET', agent: false, headers: init.headers ?? {} }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body, headers: res.headers }));
      res.on('error', (error: Error & { code?: string }) => resolve({ error: error.code ?? error.message }));
    });
    req.on('error', (error: Error & { code?: string }) => resolve({ error: error.code ?? error.message }));
    req.end(init.body);
  });
}
