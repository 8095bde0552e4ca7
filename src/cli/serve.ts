// `npm start`: opens storage (SQLite under DATA_DIR, or PostgreSQL with DATABASE_URL), loads the
// postal reference, starts the HTTP server, and on SIGTERM/SIGINT finishes in-flight requests
// and closes cleanly.
//
// WORKERS=N runs N worker processes sharing the port (node:cluster), each with its own event loop,
// database pool and audit queue. The primary migrates the database once, forks the workers,
// replaces one that dies, and on SIGTERM passes the signal on and waits until every worker has
// drained (requests finished, audit queue written) before it exits.
import cluster, { type Worker } from 'node:cluster';
import { availableParallelism } from 'node:os';
import { loadConfig, type Config } from '../config';
import { openDatabase } from '../storage/database';
import { buildApp } from '../http/app';
import { closeGracefully } from '../http/shutdown';
import { createPostalServices } from '../composition/postalServices';
import { warmUp } from '../composition/warmUp';
import { loadSigningKeys } from '../accounts/signingKeys';
import { encryptionKeyForDatabase } from '../accounts/keyEncryption';
import { startMetricsServer } from '../http/metrics';

function databaseOptions(config: Config) {
  return config.databaseUrl ? { databaseUrl: config.databaseUrl, ...(config.databaseSchema ? { schema: config.databaseSchema } : {}) } : { dataDir: config.dataDir };
}

/** Opens storage; a failure to reach PostgreSQL names DATABASE_URL and its host, not a library's words. */
async function openStorage(config: Config) {
  if (!config.databaseUrl) return openDatabase(databaseOptions(config));
  try {
    return await openDatabase(databaseOptions(config));
  } catch (error) {
    const url = new URL(config.databaseUrl);
    const cause = error instanceof Error ? error.message : String(error);
    throw new Error(`DATABASE_URL: cannot connect to PostgreSQL at ${url.hostname}:${url.port || 5432} (${cause}). Check the host, port, user and database, e.g. DATABASE_URL=postgres://app:secret@db.internal:5432/party_address`, { cause: error });
  }
}

/**
 * Without REDIS_URL the rate-limit buckets live in each process's memory, so N workers would let a
 * key through at N times its limit: the default is then one worker, and every core otherwise.
 */
function workerCount(config: Config): number {
  return config.workers ?? (config.redisUrl ? availableParallelism() : 1);
}

function log(level: 'info' | 'warn' | 'error' | 'fatal', msg: string, extra: Record<string, unknown> = {}): void {
  console.log(JSON.stringify({ level, time: Date.now(), pid: process.pid, msg, ...extra }));
}

async function runServer(config: Config): Promise<void> {
  const database = await openStorage(config);
  const loadStarted = performance.now();
  // A failed reload of imported postal data leaves the previous data answering; say so.
  const postal = await createPostalServices(database.db, {
    onError: (error) => log('error', 'postal reference reload failed', { error: error instanceof Error ? error.message : String(error) }),
  });
  const postalLoadSeconds = (performance.now() - loadStarted) / 1000;
  const app = await buildApp({ config, database, postal: postal.reference, verify: postal.verify, postalLoadSeconds });
  // With several workers, cluster shares METRICS_PORT too: each scrape is answered by one worker.
  const metricsServer = config.metricsPort === undefined ? undefined : await startMetricsServer(app.services.metrics.registry, { port: config.metricsPort, host: config.host, token: config.metricsToken });
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    try {
      await closeGracefully(app);
      await metricsServer?.close();
      await database.close();
      app.log.info('stopped');
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
  await app.listen({ port: config.port, host: config.host });
  // Route schemas, country names and postal countries no request has needed yet: now, between requests.
  const warmStarted = performance.now();
  warmUp(app, postal).then(
    (parts) => app.log.info({ seconds: Math.round(performance.now() - warmStarted) / 1000, parts }, 'warm-up done: route schemas compiled, country names and every postal country loaded'),
    (error: unknown) => app.log.error({ err: error }, 'warm-up failed; what it did not load is loaded when first needed'),
  );
}

async function runPrimary(config: Config, count: number): Promise<void> {
  // Migrate once here, so N workers do not race on the schema (SQLite has no advisory lock).
  // The token signing key too: workers starting at once would otherwise each make one.
  const database = await openStorage(config);
  const encryptionKey = encryptionKeyForDatabase(config.tokenKeyEncryption, database, config.dataDir, (message) => log('warn', message));
  if (encryptionKey) await loadSigningKeys(database.db, new Date(), encryptionKey);
  await database.close();
  log('info', `starting ${count} workers`, { workers: count });

  let stopping = false;
  let failed = false;
  const recentDeaths: number[] = [];
  const fork = (): Worker => cluster.fork();
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) {
      if (code !== 0) failed = true;
      log(code === 0 ? 'info' : 'error', 'worker stopped', { worker: worker.process.pid, code, signal });
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(failed ? 1 : 0);
      return;
    }
    // A worker that dies on its own is replaced; one that keeps dying at start stops the service.
    const now = Date.now();
    recentDeaths.push(now);
    while (recentDeaths.length > 0 && now - recentDeaths[0]! > 60_000) recentDeaths.shift();
    log('error', 'worker died; starting another', { worker: worker.process.pid, code, signal });
    if (recentDeaths.length > 5 * count) {
      log('fatal', 'workers keep dying; stopping');
      stopping = true;
      failed = true;
      for (const w of Object.values(cluster.workers ?? {})) w?.process.kill('SIGTERM');
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(1);
      return;
    }
    setTimeout(fork, 500).unref();
  });
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    log('info', 'shutting down: draining every worker', { signal });
    const workers = Object.values(cluster.workers ?? {});
    if (workers.length === 0) process.exit(0);
    for (const worker of workers) worker?.process.kill('SIGTERM');
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
  let listening = 0;
  cluster.on('listening', (worker) => {
    listening += 1;
    log('info', 'worker listening', { worker: worker.process.pid });
    if (listening === count) log('info', 'all workers listening', { workers: count, port: config.port });
  });
  for (let i = 0; i < count; i++) fork();
}

async function main(): Promise<void> {
  const config = loadConfig();
  const count = workerCount(config);
  if (cluster.isPrimary && count > 1) return runPrimary(config, count);
  return runServer(config);
}

main().catch((error: unknown) => {
  console.error(JSON.stringify({ level: 'fatal', msg: 'service failed to start', error: error instanceof Error ? error.message : String(error) }));
  process.exit(1);
});
