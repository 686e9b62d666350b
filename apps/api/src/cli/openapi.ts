/**
 * Writes the OpenAPI document the server serves at /api/openapi.json to a file (or stdout), made
 * by building the app on a throw-away SQLite database, without listening
 * (docs/decisions/0177-openapi-document-and-typed-client.md):
 *   tsx apps/api/src/cli/openapi.ts [FILE]
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';

/** The document as the app describes itself. */
export async function openApiDocument(): Promise<unknown> {
  const dir = mkdtempSync(join(tmpdir(), 'catalog-openapi-'));
  const config = loadConfig({
    DATABASE_URL: `sqlite:${join(dir, 'catalog.db')}`,
    DATA_DIR: dir,
    UPLOAD_DIR: join(dir, 'uploads'),
    JWT_SECRET: 'an-openapi-document-needs-no-real-secret',
    LOG_LEVEL: 'silent',
    SEED_DEMO: '0',
  });
  const db = openDatabase(config.databaseUrl);
  try {
    await migrateToLatest(db);
    const app = await buildApp({ config, db });
    await app.ready();
    const document = app.swagger();
    await app.close();
    return document;
  } finally {
    await db.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const text = `${JSON.stringify(await openApiDocument(), null, 2)}\n`;
  const file = process.argv[2];
  if (file) writeFileSync(file, text);
  else process.stdout.write(text);
}
