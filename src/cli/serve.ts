// `npm start`: opens storage (SQLite under DATA_DIR, or PostgreSQL with DATABASE_URL), loads the
// postal reference, starts the HTTP server, and on SIGTERM/SIGINT finishes in-flight requests
// and closes cleanly.
import { loadConfig } from '../config';
import { openDatabase } from '../storage/database';
import { buildApp } from '../http/app';
import { closeGracefully } from '../http/shutdown';
import { createPostalServices } from '../composition/postalServices';

async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase(config.databaseUrl ? { databaseUrl: config.databaseUrl } : { dataDir: config.dataDir });
  const postal = await createPostalServices(database.db);
  const app = await buildApp({ config, database, postal: postal.reference, verify: postal.verify });
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    try {
      await closeGracefully(app);
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
}

main().catch((error: unknown) => {
  console.error(JSON.stringify({ level: 'fatal', msg: 'service failed to start', error: error instanceof Error ? error.message : String(error) }));
  process.exit(1);
});
