import Fastify from 'fastify';
import { bootstrap } from '../apps/api/src/bootstrap.ts';
import { loadConfig } from '../apps/api/src/config.ts';

/**
 * Runs in a child process so the server and the load generator each get a core.
 * `bare`: the smallest Fastify route, the ceiling of this machine. `app`: the real application
 * on the scratch database named by DATABASE_URL, logger off, no demo seed.
 */
/** Exit normally on a signal, so `--cpu-prof` can write its profile when the bench stops us. */
function exitOnSignal(close: () => Promise<unknown>) {
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.once(signal, () => void close().finally(() => process.exit(0)));
  }
}

async function main() {
  const mode = process.argv[2];
  if (mode === 'bare') {
    const app = Fastify({ logger: false });
    app.get('/bare', async () => ({ hello: 'world', ok: true }));
    exitOnSignal(() => app.close());
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    process.send!({ port: typeof address === 'object' && address ? address.port : 0 });
    return;
  }
  // One load generator is one address holding every connection: the per-address request limit and
  // connection cap are off unless API_RATE_LIMIT or CONNECTIONS_PER_ADDRESS say otherwise.
  const config = loadConfig({
    API_RATE_LIMIT: '0',
    CONNECTIONS_PER_ADDRESS: '0',
    ...process.env,
    LOG_LEVEL: 'silent',
    SEED_DEMO: '0',
    PORT: '0',
    HOST: '127.0.0.1',
  });
  const { app, db } = await bootstrap(config);
  exitOnSignal(() => app.close().then(() => db.close()));
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  process.send!({ port: typeof address === 'object' && address ? address.port : 0 });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
