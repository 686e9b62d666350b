import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { loadConfig } from '../../apps/api/src/config.ts';
import { openDatabase } from '../../apps/api/src/db/database.ts';
import { migrateToLatest } from '../../apps/api/src/db/migrate.ts';
import { seedDemoIfWanted } from '../../apps/api/src/db/seed/seed.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A data folder (SQLite file and stored images) holding the demo catalogue, seeded once per run. */
    demoCatalogDir: string;
  }
}

/** File names of the demo catalogue's data folder. */
export const DEMO_FILES = { database: 'catalog.db', uploads: 'uploads' } as const;

/**
 * Seeds the demo catalogue once for the whole browser run (its images go through sharp, seconds
 * each time) into a folder that each spec's server copies (e2e/support/server.ts): the same
 * migrations and seed a server runs at its first start, done once instead of sixteen times.
 */
export default async function seedDemoCatalogOnce(project: TestProject) {
  const dir = await mkdtemp(join(tmpdir(), 'catalog-e2e-demo-'));
  const config = loadConfig({
    DATABASE_URL: `sqlite:${join(dir, DEMO_FILES.database)}`,
    JWT_SECRET: randomBytes(48).toString('base64url'),
    SEED_DEMO: '1',
    UPLOAD_DIR: join(dir, DEMO_FILES.uploads),
    DATA_DIR: dir,
    LOG_LEVEL: 'silent',
  });
  const db = openDatabase(config.databaseUrl);
  try {
    await migrateToLatest(db);
    await seedDemoIfWanted(db, config);
  } finally {
    await db.close();
  }
  project.provide('demoCatalogDir', dir);
  return () => rm(dir, { recursive: true, force: true });
}
