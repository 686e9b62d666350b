import { bootstrap } from './bootstrap.ts';
import { ConfigError, loadConfigOrReport } from './config.ts';

async function main() {
  const config = loadConfigOrReport();
  if (!config) process.exit(1);
  const { app, db } = await bootstrap(config);
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await db.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  await app.listen({ port: config.port, host: config.host });
  // Every instance drains the shared outbox; app.close() stops it on shutdown.
  app.mail.worker.start();
  app.storageSweeper.start();
  app.log.info(`Solution Catalog on ${config.publicUrl} (database: ${db.dialect})`);
}

main().catch((error) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
