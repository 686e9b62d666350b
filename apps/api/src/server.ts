import { bootstrap } from './bootstrap.ts';
import { ConfigError, loadConfigOrReport, readEnvFile } from './config.ts';

/**
 * A stop signal ends the process within 10 s whatever the clients do (docs/decisions/0088):
 * requests in progress get 5 s to finish, then every connection still open is cut (a stalled
 * upload, a client trickling its body), and at 10 s the process exits regardless.
 */
const SHUTDOWN_GRACE_MS = 5_000;
const SHUTDOWN_DEADLINE_MS = 10_000;

/**
 * Why the server could not open its port, in words an operator can act on (no stack trace), when
 * the cause is theirs to fix: the port taken, a port the user may not open, an address not the
 * machine's. Anything else is left to the caller.
 */
function listenFailure(error: unknown, host: string, port: number): string | undefined {
  const where = `Cannot listen on ${host}:${port}`;
  switch ((error as NodeJS.ErrnoException | undefined)?.code) {
    case 'EADDRINUSE':
      return `${where}: another process is using that port. Stop it, or set PORT to a free port.`;
    case 'EACCES':
      return `${where}: this user may not open that port. Set PORT to 1024 or above.`;
    case 'EADDRNOTAVAIL':
      return `${where}: that address is not one of this machine's. Set HOST to one of its addresses (0.0.0.0 for all).`;
    default:
      return undefined;
  }
}

async function main() {
  readEnvFile();
  const config = loadConfigOrReport();
  if (!config) process.exit(1);
  const { app, db } = await bootstrap(config);
  const closeAndExit = async (code: number) => {
    await app.close();
    await db.close();
    process.exit(code);
  };
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
    await closeAndExit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    const why = listenFailure(error, config.host, config.port);
    if (!why) throw error;
    console.error(why);
    await closeAndExit(1);
  }
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
