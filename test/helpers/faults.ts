// Back ends a test can take away and bring back: a Redis server of the test's own on a free port
// (never the shared one on 6379), and a TCP proxy in front of the shared PostgreSQL whose cut
// looks to the service exactly like the server going away.
import { spawn, type ChildProcess } from 'node:child_process';
import { createConnection, createServer, type Server, type Socket } from 'node:net';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './service';

export interface OwnRedis {
  url: string;
  stop(): Promise<void>;
  start(): Promise<void>;
}

async function waitForPort(port: number, up: boolean, timeoutMs = 15_000): Promise<void> {
  const started = Date.now();
  for (;;) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = createConnection({ port, host: '127.0.0.1' }, () => {
        socket.destroy();
        resolve(true);
      });
      socket.on('error', () => resolve(false));
    });
    if (open === up) return;
    if (Date.now() - started > timeoutMs) throw new Error(`port ${port} did not ${up ? 'open' : 'close'}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

export async function startOwnRedis(): Promise<OwnRedis> {
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), 'pas-redis-'));
  let child: ChildProcess | undefined;
  const start = async () => {
    child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir], { stdio: 'ignore' });
    await waitForPort(port, true);
  };
  await start();
  return {
    url: `redis://127.0.0.1:${port}`,
    start,
    async stop() {
      const running = child;
      child = undefined;
      if (!running || running.exitCode !== null) return;
      const exited = new Promise((r) => running.once('exit', r));
      running.kill('SIGKILL');
      await exited;
      await waitForPort(port, false);
    },
  };
}

export interface CuttableProxy {
  port: number;
  /** Drops every connection and refuses new ones. */
  cut(): Promise<void>;
  restore(): Promise<void>;
  close(): Promise<void>;
}

export async function startProxy(targetPort: number, targetHost = '127.0.0.1'): Promise<CuttableProxy> {
  const port = await freePort();
  const sockets = new Set<Socket>();
  let server: Server | undefined;
  const listen = () =>
    new Promise<void>((resolve, reject) => {
      if (server) return resolve();
      server = createServer((client) => {
        const upstream = createConnection({ port: targetPort, host: targetHost });
        for (const s of [client, upstream]) {
          sockets.add(s);
          s.on('close', () => sockets.delete(s));
          s.on('error', () => undefined);
        }
        client.pipe(upstream).pipe(client);
        client.on('close', () => upstream.destroy());
        upstream.on('close', () => client.destroy());
      });
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => resolve());
    });
  const cut = async () => {
    const closing = server;
    server = undefined;
    for (const s of sockets) s.destroy();
    if (closing) await new Promise((r) => closing.close(r));
  };
  await listen();
  return { port, cut, restore: listen, close: cut };
}
