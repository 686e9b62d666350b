import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { type Config, loadConfig } from '../../src/config.ts';
import { type Db, openDatabase } from '../../src/db/database.ts';
import { migrateToLatest } from '../../src/db/migrate.ts';
import { scratchPostgres } from '../../src/db/scratch-postgres.ts';
import { lateBound } from './late-bound.ts';
import { type DbKind, testDatabases } from './test-databases.ts';

export { type DbKind, testDatabases };

export interface TestDb {
  kind: DbKind;
  db: Db;
  url: string;
  dir: string;
  cleanup(): Promise<void>;
}

/**
 * A fresh database of the given kind, a temp file or a new PostgreSQL database, migrated to the
 * latest schema unless `migrate` is false.
 */
export async function createTestDb(kind: DbKind, { migrate = true } = {}): Promise<TestDb> {
  const dir = mkdtempSync(join(tmpdir(), 'catalog-test-'));
  if (kind === 'sqlite') {
    const url = `sqlite:${join(dir, 'test.db')}`;
    const db = openDatabase(url);
    if (migrate) await migrateToLatest(db);
    return {
      kind,
      db,
      url,
      dir,
      cleanup: async () => {
        await db.close();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  const scratch = await scratchPostgres(process.env.TEST_DATABASE_URL!, 'catalog_test');
  const db = openDatabase(scratch.url);
  if (migrate) await migrateToLatest(db);
  return {
    kind,
    db,
    url: scratch.url,
    dir,
    cleanup: async () => {
      await db.close();
      await scratch.drop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * The configuration of a test app: the server's own schema (config.ts) over the environment a
 * test runs with, then `overrides` of the settings a test changes.
 */
export function testConfig(dir: string, overrides: Partial<Config> = {}): Config {
  const env = {
    PORT: '0',
    PUBLIC_URL: 'http://catalog.test',
    JWT_SECRET: 'test-secret-that-is-at-least-32-bytes-long!',
    MAIL_FROM: 'Solution Catalog <no-reply@catalog.test>',
    SALES_EMAIL: 'sales@catalog.test',
    SEED_DEMO: '0',
    DATA_DIR: dir,
    UPLOAD_DIR: join(dir, 'uploads'),
    CATALOG_CACHE_MB: '8',
    LOG_LEVEL: 'silent',
    // The API alone: no built client is served.
    WEB_DIST: join(dir, 'no-web-client'),
    STORAGE_SWEEP_MINUTES: '0',
    // Suites fire hundreds of requests from one address; request-limits.test.ts turns the limit on.
    API_RATE_LIMIT: '0',
    API_TOKEN_RATE_LIMIT: '0',
  };
  return { ...loadConfig(env), mailPollMs: 50, ...overrides };
}

export interface TestApp extends TestDb {
  app: FastifyInstance;
  config: Config;
}

export interface TestAppOptions {
  /** What the app is given of the database, e.g. its Kysely with a plugin that records statements. */
  appDb?: (db: Db) => Db;
}

/** A built app on a fresh database; `cleanup` closes both and removes the files. */
export async function createTestApp(
  kind: DbKind,
  overrides: Partial<Config> = {},
  { appDb = (db) => db }: TestAppOptions = {},
): Promise<TestApp> {
  const tdb = await createTestDb(kind);
  const config = testConfig(tdb.dir, overrides);
  const app = await buildApp({ config, db: appDb(tdb.db) });
  await app.ready();
  return {
    ...tdb,
    app,
    config,
    cleanup: async () => {
      await app.close();
      await tdb.cleanup();
    },
  };
}

/** Settings of a test app, or a function that gives them when the app is built (after earlier hooks). */
export type TestOverrides = Partial<Config> | (() => Partial<Config>);

/**
 * The app of a describe block: built in `beforeAll` on a fresh database, closed with it in
 * `afterAll`. What it returns stands for that app; read it inside hooks and tests only. Hooks the
 * block adds after this call run once the app is built.
 */
export function useTestApp(kind: DbKind, overrides: TestOverrides = {}, options: TestAppOptions = {}): TestApp {
  const built = lateBound<TestApp>('test app');
  beforeAll(async () => {
    built.set(await createTestApp(kind, typeof overrides === 'function' ? overrides() : overrides, options));
  });
  afterAll(() => built.current?.cleanup());
  return built.view;
}
