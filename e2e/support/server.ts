import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { bootstrap } from '../../apps/api/src/bootstrap.ts';
import { loadConfig } from '../../apps/api/src/config.ts';
import { freePort } from '../../apps/api/test/helpers/free-port.ts';
import { DEMO_FILES } from './demo-catalog.ts';

export const WEB_DIST = resolve(import.meta.dirname, '../../apps/web/dist');

export interface RunningServer {
  baseUrl: string;
  dataDir: string;
  close(): Promise<void>;
}

export interface ServerOptions {
  smtpUrl: string;
  seedDemo?: boolean;
  admin?: { email: string; password: string };
}

/** The demo catalogue the browser run seeded once, or none outside a test run (e2e/screenshots.ts seeds its own). */
async function seededDemoCatalog(): Promise<string | undefined> {
  if (!process.env.VITEST) return undefined;
  const { inject } = await import('vitest');
  return inject('demoCatalogDir');
}

/**
 * The real API and built client on a scratch SQLite database, sending mail to the test SMTP server.
 * With `seedDemo`, the database and images start as a copy of the demo catalogue the run seeded
 * once (e2e/support/demo-catalog.ts), or the server seeds it at its start.
 */
export async function startServer(options: ServerOptions): Promise<RunningServer> {
  if (!existsSync(join(WEB_DIST, 'index.html'))) {
    throw new Error('apps/web/dist is missing: run `npm run build` at the repository root first.');
  }
  const dataDir = await mkdtemp(join(tmpdir(), 'catalog-e2e-'));
  const demo = options.seedDemo ? await seededDemoCatalog() : undefined;
  if (demo) await cp(demo, dataDir, { recursive: true });
  // Known before the server starts, so PUBLIC_URL and the links mailed from it point at it.
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const config = loadConfig({
    PORT: String(port),
    HOST: '127.0.0.1',
    DATABASE_URL: `sqlite:${join(dataDir, DEMO_FILES.database)}`,
    PUBLIC_URL: baseUrl,
    JWT_SECRET: randomBytes(48).toString('base64url'),
    SMTP_URL: options.smtpUrl,
    SEED_DEMO: options.seedDemo && !demo ? '1' : '0',
    UPLOAD_DIR: join(dataDir, DEMO_FILES.uploads),
    DATA_DIR: dataDir,
    WEB_DIST,
    LOG_LEVEL: 'silent',
    // The specs and their own API checks all come from 127.0.0.1, far faster than a person: the
    // per-address limit stays on, sized for that (docs/decisions/0135-a-limit-on-every-door.md; the limit's own tests are the API's).
    API_RATE_LIMIT: '5000/1000',
    ...(options.admin && { ADMIN_EMAIL: options.admin.email, ADMIN_PASSWORD: options.admin.password }),
  });
  config.mailPollMs = 100;
  config.digestIntervalMs = 200;
  config.webhooks.pollMs = 200;
  const { app, db } = await bootstrap(config);
  await app.listen({ port, host: '127.0.0.1' });
  // As server.ts does: the outbox worker sends queued mail and the digest worker queues saved-search digests.
  app.mail.worker.start();
  app.mail.digestWorker.start();
  app.services.webhookWorker.start();
  return {
    baseUrl,
    dataDir,
    async close() {
      await app.close();
      await db.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
