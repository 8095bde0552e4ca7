// Settings from the environment (contract section 1), each with a default that works on a laptop.
// Read once at start; everything else receives a Config and never reads process.env itself.

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  logLevel: string;
  /** postgres://... switches persistent state to PostgreSQL; undefined means SQLite under dataDir. */
  databaseUrl?: string;
  /** redis://... moves rate-limit counters and the idempotency cache to Redis. */
  redisUrl?: string;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = Number(env.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, got ${env.PORT}`);
  const config: Config = {
    port,
    host: env.HOST ?? '127.0.0.1',
    dataDir: env.DATA_DIR ?? './data',
    logLevel: env.LOG_LEVEL ?? 'info',
  };
  if (env.DATABASE_URL) config.databaseUrl = env.DATABASE_URL;
  if (env.REDIS_URL) config.redisUrl = env.REDIS_URL;
  return config;
}
