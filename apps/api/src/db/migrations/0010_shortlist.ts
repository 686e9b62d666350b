import { type ColumnDefinitionBuilder, type Kysely, PostgresAdapter } from 'kysely';

// Frozen: takes Kysely<any> and imports no app code.
// Choosing between solutions (issue 29, docs/decisions/0150-0152): a member's shortlist with a
// note per solution, its one read-only share link, and the solutions of an enquiry that names
// several at once (a shortlist's "Request demos").

export async function up(db: Kysely<any>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  const id = (c: ColumnDefinitionBuilder) =>
    pg ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement();

  await db.schema
    .createTable('shortlist_items')
    .addColumn('id', 'integer', id)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('solution_id', 'integer', (c) => c.notNull().references('solutions.id').onDelete('cascade'))
    .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('shortlist_items_user_solution_key', ['user_id', 'solution_id'])
    .execute();

  await db.schema
    .createTable('shortlist_shares')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('token', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('enquiry_solutions')
    .addColumn('enquiry_id', 'integer', (c) => c.notNull().references('enquiries.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('solution_id', 'integer', (c) => c.references('solutions.id').onDelete('set null'))
    .addColumn('solution_name', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('enquiry_solutions_pkey', ['enquiry_id', 'position'])
    .execute();
  await db.schema.createIndex('enquiry_solutions_solution_idx').on('enquiry_solutions').column('solution_id').execute();
}

export async function down(): Promise<void> {
  throw new Error('0010_shortlist cannot be reverted');
}
