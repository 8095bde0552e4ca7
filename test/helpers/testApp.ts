// Builds the real app for a test: in-memory SQLite (or, with TEST_BACKEND=postgres, a fresh
// PostgreSQL schema and a Redis key prefix of its own; or the given database), the bundled postal
// reference, a silent logger and, when given, a fixed clock. Use `app.inject` or `listen`.
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/http/app';
import { loadConfig } from '../../src/config';
import type { OpenedDatabase } from '../../src/storage/database';
import { deleteRedisKeys, openTestDatabase, testBackendEnv } from './backend';
import { createPostalServices } from '../../src/composition/postalServices';

export interface TestAppOptions {
  clock?: () => Date;
  database?: OpenedDatabase;
  env?: Record<string, string>;
  /** Pino logger options, e.g. { level: 'info', stream } to capture log lines. */
  logger?: Record<string, unknown>;
  /** Replaces the postal verifier (e.g. one that throws, to see a 500). */
  verify?: import('../../src/pipeline/state').Verifier;
  auditBufferLimit?: number;
  /** Routes registered with the app's own services and base concerns (AppOptions.extend). */
  extend?: import('../../src/http/app').AppOptions['extend'];
}

export interface TestApp {
  app: FastifyInstance;
  database: OpenedDatabase;
  close(): Promise<void>;
}

export async function buildTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const database = options.database ?? (await openTestDatabase());
  const postal = await createPostalServices();
  const env: Record<string, string> = { LOG_LEVEL: 'silent', ...testBackendEnv(), ...options.env };
  const config = loadConfig(env);
  const app = await buildApp({ config, database, postal: postal.reference, verify: options.verify ?? postal.verify, clock: options.clock, logger: options.logger ?? false, ...(options.auditBufferLimit ? { auditBufferLimit: options.auditBufferLimit } : {}), ...(options.extend ? { extend: options.extend } : {}) });
  await app.ready();
  return {
    app,
    database,
    async close() {
      await app.close();
      if (!options.database) await database.close();
      if (env.REDIS_URL && env.REDIS_KEY_PREFIX) await deleteRedisKeys(env.REDIS_URL, env.REDIS_KEY_PREFIX);
    },
  };
}
