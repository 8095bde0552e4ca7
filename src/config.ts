// Settings from the environment (contract section 1), each with a default that works on a laptop.
// Read once at start; everything else receives a Config and never reads process.env itself.

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  logLevel: string;
  /** postgres://... switches persistent state to PostgreSQL; undefined means SQLite under dataDir. */
  databaseUrl?: string;
  /** DATABASE_SCHEMA: the PostgreSQL schema for every table (created when missing); default the search_path. */
  databaseSchema?: string;
  /** redis://... moves rate-limit counters and the idempotency cache to Redis. */
  redisUrl?: string;
  /** Prefix of every Redis key and channel (REDIS_KEY_PREFIX), so several deployments can share one Redis. */
  redisKeyPrefix: string;
  /** WORKERS: processes sharing the port; undefined means the default of src/cli/serve.ts. */
  workers?: number;
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
  /** METRICS_PORT: serve /metrics on this port only, not on `port`. */
  metricsPort?: number;
  /** METRICS_TOKEN: /metrics requires `Authorization: Bearer <token>`. */
  metricsToken?: string;
  /**
   * Throttles of contract section 11: failed authentications per client address, sign-in attempts
   * per address and per account, sign-ups per address. Sign-in and sign-up add a second, slower
   * bucket (4 x burst, rate / 10), so the wait grows as the attempts go on.
   */
  abuseLimits: Record<'authFailure' | 'signInAddress' | 'signInAccount' | 'signUp', { ratePerSecond: number; burst: number }>;
  /** The key (base64 or hex, 32 bytes) or a file holding it that encrypts the token signing key at rest. */
  tokenKeyEncryption: { key?: string; file?: string };
  /** Quotas per account (contract section 11): past one, a 409 naming it. */
  quotas: { applicationsPerAccount: number; liveKeysPerApplication: number };
  /**
   * Connection limits (contract section 11). Keep-alive outlasts the usual 60 s idle timeout of a
   * load balancer, so the balancer, never the service, closes an idle pooled connection.
   */
  httpTimeouts: { headersMs: number; bodyMs: number; requestMs: number; keepAliveMs: number; idleMs: number };
}

/**
 * A setting the service cannot start with. The message names the variable, says what was wrong
 * and gives an example of a right value, so the operator can fix it without reading code.
 */
export class ConfigError extends Error {
  constructor(readonly variable: string, value: string | undefined, problem: string, example: string) {
    super(`${variable}${value === undefined ? '' : `=${JSON.stringify(value)}`}: ${problem}. Example: ${variable}=${example}`);
    this.name = 'ConfigError';
  }
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

function portNumber(env: NodeJS.ProcessEnv, name: string, fallback: number | undefined, example: string): number | undefined {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!/^\d+$/.test(raw.trim()) || !Number.isInteger(value) || value < 0 || value > 65535) throw new ConfigError(name, raw, 'not a TCP port number (an integer from 0 to 65535)', example);
  return value;
}

function serverUrl(env: NodeJS.ProcessEnv, name: string, protocols: readonly string[], example: string): string | undefined {
  const raw = env[name];
  if (raw === undefined || raw === '') return undefined;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError(name, redactUrl(raw), `not a URL (expected ${protocols.map((p) => `${p}//host:port/...`).join(' or ')})`, example);
  }
  if (!protocols.includes(url.protocol)) throw new ConfigError(name, redactUrl(raw), `scheme ${url.protocol} is not supported (use ${protocols.join(' or ')})`, example);
  if (!url.hostname) throw new ConfigError(name, redactUrl(raw), 'names no host', example);
  return raw;
}

/** A URL with its password replaced, for error messages. */
function redactUrl(raw: string): string {
  return raw.replace(/(\/\/[^:/@]+:)[^@/]*@/, '$1***@');
}

function positiveNumber(env: NodeJS.ProcessEnv, name: string, fallback: number, integer = false): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0 || (integer && !Number.isInteger(value))) throw new ConfigError(name, raw, `not a positive ${integer ? 'integer' : 'number'}`, String(fallback));
  return value;
}

function flag(env: NodeJS.ProcessEnv, name: string, fallback: boolean): boolean {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (/^(true|1|yes|on)$/i.test(raw)) return true;
  if (/^(false|0|no|off)$/i.test(raw)) return false;
  throw new ConfigError(name, raw, 'not a yes/no value (true, false, 1, 0, yes, no, on, off)', String(fallback));
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = portNumber(env, 'PORT', 8080, '8080')!;
  const logLevel = env.LOG_LEVEL || 'info';
  if (!LOG_LEVELS.includes(logLevel)) throw new ConfigError('LOG_LEVEL', env.LOG_LEVEL, `not a log level (one of ${LOG_LEVELS.join(', ')})`, 'info');
  const config: Config = {
    port,
    host: env.HOST ?? '127.0.0.1',
    dataDir: env.DATA_DIR ?? './data',
    logLevel,
    redisKeyPrefix: env.REDIS_KEY_PREFIX ?? 'pas:',
    rateLimits: {
      live: { ratePerSecond: positiveNumber(env, 'RATE_LIMIT_LIVE_PER_SECOND', 100), burst: positiveNumber(env, 'RATE_LIMIT_LIVE_BURST', 200, true) },
      sandbox: { ratePerSecond: positiveNumber(env, 'RATE_LIMIT_SANDBOX_PER_SECOND', 20), burst: positiveNumber(env, 'RATE_LIMIT_SANDBOX_BURST', 40, true) },
    },
    rateLimitEnabled: flag(env, 'RATE_LIMIT_ENABLED', true),
    auditEnabled: flag(env, 'AUDIT_ENABLED', true),
    auditRetentionDays: positiveNumber(env, 'AUDIT_RETENTION_DAYS', 400),
    auditBatchSize: positiveNumber(env, 'AUDIT_BATCH_SIZE', 100, true),
    auditFlushIntervalMs: positiveNumber(env, 'AUDIT_FLUSH_INTERVAL_MS', 250, true),
    abuseLimits: {
      authFailure: { ratePerSecond: positiveNumber(env, 'AUTH_FAILURE_PER_SECOND', 5), burst: positiveNumber(env, 'AUTH_FAILURE_BURST', 100, true) },
      signInAddress: { ratePerSecond: positiveNumber(env, 'SIGN_IN_ADDRESS_PER_SECOND', 0.2), burst: positiveNumber(env, 'SIGN_IN_ADDRESS_BURST', 20, true) },
      signInAccount: { ratePerSecond: positiveNumber(env, 'SIGN_IN_ACCOUNT_PER_SECOND', 0.1), burst: positiveNumber(env, 'SIGN_IN_ACCOUNT_BURST', 5, true) },
      signUp: { ratePerSecond: positiveNumber(env, 'SIGN_UP_PER_SECOND', 0.005), burst: positiveNumber(env, 'SIGN_UP_BURST', 20, true) },
    },
    tokenKeyEncryption: {},
    quotas: {
      applicationsPerAccount: positiveNumber(env, 'QUOTA_APPLICATIONS_PER_ACCOUNT', 20, true),
      liveKeysPerApplication: positiveNumber(env, 'QUOTA_LIVE_KEYS_PER_APPLICATION', 10, true),
    },
    httpTimeouts: {
      headersMs: positiveNumber(env, 'HTTP_HEADERS_TIMEOUT_MS', 10_000, true),
      bodyMs: positiveNumber(env, 'HTTP_BODY_TIMEOUT_MS', 10_000, true),
      requestMs: positiveNumber(env, 'HTTP_REQUEST_TIMEOUT_MS', 30_000, true),
      keepAliveMs: positiveNumber(env, 'HTTP_KEEP_ALIVE_TIMEOUT_MS', 65_000, true),
      idleMs: positiveNumber(env, 'HTTP_IDLE_TIMEOUT_MS', 120_000, true),
    },
  };
  const t = config.httpTimeouts;
  // The body answer (408 ErrorResponse) must come before Node's own whole-request limit.
  if (t.headersMs + t.bodyMs > t.requestMs) {
    throw new ConfigError('HTTP_REQUEST_TIMEOUT_MS', String(t.requestMs), `must be at least HTTP_HEADERS_TIMEOUT_MS + HTTP_BODY_TIMEOUT_MS (${t.headersMs + t.bodyMs})`, String(Math.max(30_000, t.headersMs + t.bodyMs)));
  }
  if (env.TOKEN_KEY_ENCRYPTION_KEY) config.tokenKeyEncryption.key = env.TOKEN_KEY_ENCRYPTION_KEY;
  if (env.TOKEN_KEY_ENCRYPTION_KEY_FILE) config.tokenKeyEncryption.file = env.TOKEN_KEY_ENCRYPTION_KEY_FILE;
  const databaseUrl = serverUrl(env, 'DATABASE_URL', ['postgres:', 'postgresql:'], 'postgres://app:secret@db.internal:5432/party_address');
  if (databaseUrl) config.databaseUrl = databaseUrl;
  if (env.DATABASE_SCHEMA) config.databaseSchema = env.DATABASE_SCHEMA;
  const redisUrl = serverUrl(env, 'REDIS_URL', ['redis:', 'rediss:'], 'redis://127.0.0.1:6379');
  if (redisUrl) config.redisUrl = redisUrl;
  if (env.WORKERS) config.workers = positiveNumber(env, 'WORKERS', 1, true);
  const metricsPort = portNumber(env, 'METRICS_PORT', undefined, '9464');
  if (metricsPort !== undefined) {
    if (metricsPort === port && port !== 0) throw new ConfigError('METRICS_PORT', env.METRICS_PORT, `the same port as PORT (${port}); leave it unset to serve /metrics on PORT`, '9464');
    config.metricsPort = metricsPort;
  }
  if (env.METRICS_TOKEN !== undefined && env.METRICS_TOKEN !== '') {
    if (env.METRICS_TOKEN.length < 16 || /\s/.test(env.METRICS_TOKEN)) throw new ConfigError('METRICS_TOKEN', undefined, 'must be at least 16 characters without spaces (its value is not shown)', 'a random string, e.g. from `openssl rand -hex 24`');
    config.metricsToken = env.METRICS_TOKEN;
  }
  return config;
}
