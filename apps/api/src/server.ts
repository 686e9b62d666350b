import { bootstrap } from './bootstrap.ts';
import { ConfigError, loadConfigOrReport, readEnvFile } from './config.ts';

/**
 * A stop signal ends the process within 10 s whatever the clients do (docs/decisions/0088):
 * requests in progress get 5 s to finish, then every connection still open is cut (a stalled
 * upload, a client trickling its body), and at 10 s the process exits regardless.
 */
const SHUTDOWN_GRACE_MS = 5_000;
const SHUTDOWN_DEADLINE_MS = 10_000;

async function main() {
  readEnvFile();
  const config = loadConfigOrReport();
  if (!config) process.exit(1);
  const { app, db } = await bootstrap(config);
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    setTimeout(() => app.server.closeAllConnections(), SHUTDOWN_GRACE_MS).unref();
    setTimeout(() => {
      app.log.error('shutdown deadline passed; exiting');
      process.exit(1);
    }, SHUTDOWN_DEADLINE_MS).unref();
    await app.close();
    await db.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  await app.listen({ port: config.port, host: config.host });
  // Every instance drains the shared outbox; app.close() stops it on shutdown.
  app.mail.worker.start();
  app.mail.digestWorker.start();
  app.services.storageSweeper.start();
  app.services.trashPurge.start();
  app.services.webhookWorker.start();
  app.services.webhookPurge.start();
  app.services.insightFlush.start();
  app.log.info(`Solution Catalog on ${config.publicUrl} (database: ${db.dialect})`);
}

main().catch((error) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
