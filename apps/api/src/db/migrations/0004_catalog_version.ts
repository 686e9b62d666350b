import { type Kysely, PostgresAdapter, sql } from 'kysely';

// Frozen: takes Kysely<any> and imports no app code.
// A counter that every change to what the catalogue shows moves forward, kept by triggers so no
// write path can forget it. Read answers are cached per version (docs/decisions/0013).
const TABLES = [
  'solutions',
  'solution_industries',
  'solution_technologies',
  'solution_patterns',
  'solution_products',
  'solution_images',
  'sectors',
  'industries',
  'technologies',
  'patterns_of_use',
  'contributors',
  'arcgis_products',
];

export async function up(db: Kysely<any>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable('catalog_version')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('version', 'integer', (c) => c.notNull())
    .execute();
  await db.insertInto('catalog_version').values({ id: 1, version: 0 }).execute();

  if (pg) {
    await sql`CREATE FUNCTION bump_catalog_version() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN UPDATE catalog_version SET version = version + 1 WHERE id = 1; RETURN NULL; END $$`.execute(db);
    for (const table of TABLES) {
      await sql`CREATE TRIGGER ${sql.ref(`${table}_bump_catalog_version`)}
        AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ${sql.table(table)}
        FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_version()`.execute(db);
    }
    return;
  }
  for (const table of TABLES) {
    for (const op of ['INSERT', 'UPDATE', 'DELETE']) {
      await sql`CREATE TRIGGER ${sql.ref(`${table}_bump_catalog_version_${op.toLowerCase()}`)}
        AFTER ${sql.raw(op)} ON ${sql.table(table)}
        BEGIN UPDATE catalog_version SET version = version + 1 WHERE id = 1; END`.execute(db);
    }
  }
}

export async function down(): Promise<void> {
  throw new Error('0004_catalog_version cannot be reverted');
}
