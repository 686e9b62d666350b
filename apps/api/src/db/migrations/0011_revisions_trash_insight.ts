import { type ColumnDefinitionBuilder, type Kysely, PostgresAdapter } from 'kysely';

// Frozen: takes Kysely<any> and imports no app code.
// Revisions, trash and insight (docs/decisions/0153-0156): a solution's versions as written, the
// time and admin that moved it to the trash, and counters per WIB day that never say who.

export async function up(db: Kysely<any>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  const id = (c: ColumnDefinitionBuilder) =>
    pg ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement();

  await db.schema.alterTable('solutions').addColumn('deleted_at', 'text').execute();
  await db.schema
    .alterTable('solutions')
    .addColumn('deleted_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .execute();
  // An image a restored version does not show is set aside, not deleted, so restoring a later
  // version brings it back.
  await db.schema.alterTable('solution_images').addColumn('detached_at', 'text').execute();
  await db.schema.createIndex('solutions_deleted_idx').on('solutions').columns(['deleted_at']).execute();

  await db.schema
    .createTable('solution_revisions')
    .addColumn('id', 'integer', id)
    .addColumn('solution_id', 'integer', (c) => c.notNull().references('solutions.id').onDelete('cascade'))
    .addColumn('author_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('summary', 'text', (c) => c.notNull())
    .addColumn('snapshot', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('solution_revisions_solution_idx')
    .on('solution_revisions')
    .columns(['solution_id', 'id'])
    .execute();

  // One row per WIB day, metric and subject (a solution id, a search word, or '' for a total).
  await db.schema
    .createTable('insight_counts')
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('metric', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('insight_counts_pk', ['day', 'metric', 'subject'])
    .execute();
}

export async function down(): Promise<void> {
  throw new Error('0011_revisions_trash_insight cannot be reverted');
}
