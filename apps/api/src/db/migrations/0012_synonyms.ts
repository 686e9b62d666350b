import { type ColumnDefinitionBuilder, type Kysely, PostgresAdapter, sql } from 'kysely';

// Frozen: takes Kysely<any> and imports no app code.
// Synonym sets of the search engine (issue 25, docs/decisions/0166): a set and its terms, one row
// per term. A term is the primary key, so one term can belong to one set only, on both databases.
// A change moves the catalogue version forward (as the triggers of 0004 do), so every instance's
// engine and every cached answer follow it on the next request.

export async function up(db: Kysely<any>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  const id = (c: ColumnDefinitionBuilder) =>
    pg ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement();

  await db.schema
    .createTable('synonym_sets')
    .addColumn('id', 'integer', id)
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('synonym_terms')
    .addColumn('term', 'text', (c) => c.primaryKey())
    .addColumn('set_id', 'integer', (c) => c.notNull().references('synonym_sets.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('synonym_terms_set_idx').on('synonym_terms').column('set_id').execute();

  for (const table of ['synonym_sets', 'synonym_terms']) {
    if (pg) {
      await sql`CREATE TRIGGER ${sql.ref(`${table}_bump_catalog_version`)}
        AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ${sql.table(table)}
        FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_version()`.execute(db);
      continue;
    }
    for (const op of ['INSERT', 'UPDATE', 'DELETE']) {
      await sql`CREATE TRIGGER ${sql.ref(`${table}_bump_catalog_version_${op.toLowerCase()}`)}
        AFTER ${sql.raw(op)} ON ${sql.table(table)}
        BEGIN UPDATE catalog_version SET version = version + 1 WHERE id = 1; END`.execute(db);
    }
  }
}

export async function down(): Promise<void> {
  throw new Error('0012_synonyms cannot be reverted');
}
