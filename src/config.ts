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
  /** Token buckets per API key (contract section 4), per environment. */
  rateLimits: Record<'live' | 'sandbox', { ratePerSecond: number; burst: number }>;
  /** RATE_LIMIT_ENABLED=false switches the limiter off (benchmark baseline only). */
  rateLimitEnabled: boolean;
  /** AUDIT_ENABLED=false switches the audit trail off (benchmark baseline only). */
  auditEnabled: boolean;
  /** Days an audit event is kept before the sweep deletes it. */
  auditRetentionDays: number;
  /** Events per audit batch write, and the longest an event waits in the queue. */
  auditBatchSize: number;
  auditFlushIntervalMs: number;
}

function positiveNumber(env: NodeJS.ProcessEnv, name: string, fallback: number, integer = false): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0 || (integer && !Number.isInteger(value))) throw new Error(`${name} must be a positive ${integer ? 'integer' : 'number'}, got ${raw}`);
  return value;
}

function flag(env: NodeJS.ProcessEnv, name: string, fallback: boolean): boolean {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (/^(true|1|yes|on)$/i.test(raw)) return true;
  if (/^(false|0|no|off)$/i.test(raw)) return false;
  throw new Error(`${name} must be true or false, got ${raw}`);
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = Number(env.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, got ${env.PORT}`);
  const config: Config = {
    port,
    host: env.HOST ?? '127.0.0.1',
    dataDir: env.DATA_DIR ?? './data',
    logLevel: env.LOG_LEVEL ?? 'info',
    rateLimits: {
      live: { ratePerSecond: positiveNumber(env, 'RATE_LIMIT_LIVE_PER_SECOND', 100), burst: positiveNumber(env, 'RATE_LIMIT_LIVE_BURST', 200, true) },
      sandbox: { ratePerSecond: positiveNumber(env, 'RATE_LIMIT_SANDBOX_PER_SECOND', 20), burst: positiveNumber(env, 'RATE_LIMIT_SANDBOX_BURST', 40, true) },
    },
    rateLimitEnabled: flag(env, 'RATE_LIMIT_ENABLED', true),
    auditEnabled: flag(env, 'AUDIT_ENABLED', true),
    auditRetentionDays: positiveNumber(env, 'AUDIT_RETENTION_DAYS', 400),
    auditBatchSize: positiveNumber(env, 'AUDIT_BATCH_SIZE', 100, true),
    auditFlushIntervalMs: positiveNumber(env, 'AUDIT_FLUSH_INTERVAL_MS', 250, true),
  };
  if (env.DATABASE_URL) config.databaseUrl = env.DATABASE_URL;
  if (env.REDIS_URL) config.redisUrl = env.REDIS_URL;
  return config;
}
