import { type ColumnDefinitionBuilder, type Kysely, PostgresAdapter, sql } from 'kysely';

// Frozen: takes Kysely<any> and imports no app code.
// The back office (docs/product.md §6.6): lookup names unique whatever their case, a status and
// notes on enquiries, the activity log of admin writes, and counts of search words that found
// nothing (per day and word only: never who searched).

const LOOKUP_TABLES = ['sectors', 'industries', 'technologies', 'patterns_of_use', 'contributors', 'arcgis_products'];

export async function up(db: Kysely<any>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  const id = (c: ColumnDefinitionBuilder) =>
    pg ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement();

  for (const table of LOOKUP_TABLES) {
    // Names that differ only in case were allowed before: the later ones get their id appended,
    // so the index can be made and nothing is lost; an admin can then merge them.
    await sql`UPDATE ${sql.table(table)} SET name = name || ' (' || id || ')'
      WHERE EXISTS (SELECT 1 FROM ${sql.table(table)} AS earlier
        WHERE lower(earlier.name) = lower(${sql.ref(`${table}.name`)}) AND earlier.id < ${sql.ref(`${table}.id`)})`.execute(
      db,
    );
    await db.schema
      .createIndex(`${table}_name_folded_idx`)
      .on(table)
      .unique()
      .expression(sql`lower(name)`)
      .execute();
  }

  await db.schema
    .alterTable('enquiries')
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('new'))
    .execute();
  await db.schema.createIndex('enquiries_created_idx').on('enquiries').columns(['created_at']).execute();
  await db.schema.createIndex('enquiries_status_idx').on('enquiries').columns(['status', 'created_at']).execute();

  await db.schema
    .createTable('enquiry_notes')
    .addColumn('id', 'integer', id)
    .addColumn('enquiry_id', 'integer', (c) => c.notNull().references('enquiries.id').onDelete('cascade'))
    .addColumn('author_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('enquiry_notes_enquiry_idx').on('enquiry_notes').columns(['enquiry_id']).execute();

  await db.schema
    .createTable('admin_activity')
    .addColumn('id', 'integer', id)
    .addColumn('actor_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('target_id', 'integer')
    .addColumn('summary', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('admin_activity_created_idx').on('admin_activity').columns(['created_at']).execute();
  await db.schema.createIndex('admin_activity_actor_idx').on('admin_activity').columns(['actor_id']).execute();

  await db.schema
    .createTable('search_misses')
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('word', 'text', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('search_misses_pk', ['day', 'word'])
    .execute();
}

export async function down(): Promise<void> {
  throw new Error('0007_back_office cannot be reverted');
}
