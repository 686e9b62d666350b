import { type ColumnDefinitionBuilder, type Kysely, PostgresAdapter, sql } from 'kysely';

// Frozen: takes Kysely<any> and imports no app code.
// The members' area (docs/product.md §3.12, §5.13): saved searches of the list page, each with
// an optional daily digest. `digest_from` is where the next digest starts looking: solutions that
// became visible after it; it moves on each time a digest is sent (or found empty).

export async function up(db: Kysely<any>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  const id = (c: ColumnDefinitionBuilder) =>
    pg ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement();

  await db.schema
    .createTable('saved_searches')
    .addColumn('id', 'integer', id)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('query', 'text', (c) => c.notNull())
    .addColumn('alert', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('digest_from', 'text', (c) => c.notNull())
    .addColumn('last_digest_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('saved_searches_user_name_idx')
    .on('saved_searches')
    .unique()
    .expression(sql`user_id, lower(name)`)
    .execute();
  await db.schema
    .createIndex('saved_searches_alert_idx')
    .on('saved_searches')
    .columns(['alert', 'last_digest_at'])
    .execute();
}

export async function down(): Promise<void> {
  throw new Error('0008_members cannot be reverted');
}
