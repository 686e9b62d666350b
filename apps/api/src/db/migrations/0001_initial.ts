import { type ColumnDefinitionBuilder, type Kysely, PostgresAdapter, sql } from 'kysely';

// Frozen: takes Kysely<any> and imports no app code, so it runs the same way forever.

export async function up(db: Kysely<any>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  const id = (c: ColumnDefinitionBuilder) =>
    pg ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement();
  const real = pg ? 'double precision' : 'real';

  await db.schema
    .createTable('users')
    .addColumn('id', 'integer', id)
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('full_name', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('company', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('position', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('is_staff', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_disabled', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('notify_new_solutions', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('session_version', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('one_time_tokens')
    .addColumn('id', 'integer', id)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('one_time_tokens_user_idx')
    .on('one_time_tokens')
    .columns(['user_id', 'purpose'])
    .execute();

  await db.schema
    .createTable('mail_outbox')
    .addColumn('id', 'integer', id)
    .addColumn('to_address', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('text_body', 'text', (c) => c.notNull())
    .addColumn('html_body', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'text', (c) => c.notNull())
    .addColumn('locked_until', 'text')
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('sent_at', 'text')
    .execute();
  await db.schema.createIndex('mail_outbox_due_idx').on('mail_outbox').columns(['status', 'next_attempt_at']).execute();

  for (const table of ['sectors', 'industries', 'technologies', 'patterns_of_use', 'contributors']) {
    await db.schema
      .createTable(table)
      .addColumn('id', 'integer', id)
      .addColumn('name', 'text', (c) => c.notNull().unique())
      .execute();
  }

  await db.schema
    .createTable('solution_statuses')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('sort_order', 'integer', (c) => c.notNull())
    .execute();
  await db
    .insertInto('solution_statuses')
    .values([
      { id: 'release_public', name: 'Release Public', sort_order: 1 },
      { id: 'release_register', name: 'Release Register', sort_order: 2 },
      { id: 'release_internal', name: 'Release Internal', sort_order: 3 },
      { id: 'review', name: 'Review', sort_order: 4 },
      { id: 'testing', name: 'Testing', sort_order: 5 },
      { id: 'development', name: 'Development', sort_order: 6 },
    ])
    .execute();

  await db.schema
    .createTable('arcgis_products')
    .addColumn('id', 'integer', id)
    .addColumn('name', 'text', (c) => c.notNull().unique())
    .addColumn('image', 'text')
    .execute();

  await db.schema
    .createTable('solutions')
    .addColumn('id', 'integer', id)
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('status', 'text', (c) => c.notNull().references('solution_statuses.id'))
    .addColumn('feature', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('benefit', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('challenge', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('creator', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('contributor_id', 'integer', (c) => c.references('contributors.id').onDelete('set null'))
    .addColumn('sector_id', 'integer', (c) => c.references('sectors.id').onDelete('set null'))
    .addColumn('storymap_url', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('application_demo_url', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('repository_url', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('presentation_url', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('video_url', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('pdf_url', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('hardware_cpu_core', real, (c) => c.notNull().defaultTo(0))
    .addColumn('hardware_ram', real, (c) => c.notNull().defaultTo(0))
    .addColumn('hardware_storage', real, (c) => c.notNull().defaultTo(0))
    .addColumn('hardware_gpu', real, (c) => c.notNull().defaultTo(0))
    .addColumn('search_text', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('announced_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('solutions_status_created_idx')
    .on('solutions')
    .columns(['status', 'created_at'])
    .execute();
  await db.schema.createIndex('solutions_created_idx').on('solutions').columns(['created_at']).execute();
  await db.schema
    .createIndex('solutions_name_idx')
    .on('solutions')
    .expression(sql`lower(name)`)
    .execute();
  await db.schema
    .createIndex('solutions_contributor_idx')
    .on('solutions')
    .columns(['contributor_id', 'status'])
    .execute();

  const links: Array<[string, string, string]> = [
    ['solution_industries', 'industry_id', 'industries.id'],
    ['solution_technologies', 'technology_id', 'technologies.id'],
    ['solution_patterns', 'pattern_id', 'patterns_of_use.id'],
    ['solution_products', 'product_id', 'arcgis_products.id'],
  ];
  for (const [table, column, target] of links) {
    await db.schema
      .createTable(table)
      .addColumn('solution_id', 'integer', (c) => c.notNull().references('solutions.id').onDelete('cascade'))
      .addColumn(column, 'integer', (c) => c.notNull().references(target).onDelete('cascade'))
      .addPrimaryKeyConstraint(`${table}_pk`, ['solution_id', column])
      .execute();
    await db.schema.createIndex(`${table}_reverse_idx`).on(table).columns([column, 'solution_id']).execute();
  }

  await db.schema
    .createTable('solution_images')
    .addColumn('id', 'integer', id)
    .addColumn('solution_id', 'integer', (c) => c.notNull().references('solutions.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('storage_key', 'text', (c) => c.notNull().unique())
    .addColumn('thumbnail_key', 'text', (c) => c.notNull().unique())
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('height', 'integer', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('solution_images_solution_idx')
    .on('solution_images')
    .columns(['solution_id', 'position'])
    .execute();

  await db.schema
    .createTable('enquiries')
    .addColumn('id', 'integer', id)
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('solution_id', 'integer', (c) => c.references('solutions.id').onDelete('set null'))
    .addColumn('solution_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('full_name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('company', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('position', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('message', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('rate_limit_counters')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('window_start', 'text', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull())
    .execute();

  // Ranked full-text search over the name (weighted highest) and the plain text of the rich fields.
  if (pg) {
    await sql`ALTER TABLE solutions ADD COLUMN search_vector tsvector GENERATED ALWAYS AS (
      setweight(to_tsvector('english', coalesce(name, '')), 'A') ||
      setweight(to_tsvector('english', coalesce(search_text, '')), 'B')) STORED`.execute(db);
    await sql`CREATE INDEX solutions_search_idx ON solutions USING GIN (search_vector)`.execute(db);
  } else {
    await sql`CREATE VIRTUAL TABLE solutions_fts USING fts5(
      name, search_text, content='solutions', content_rowid='id', tokenize='porter unicode61 remove_diacritics 2')`.execute(
      db,
    );
    await sql`CREATE TRIGGER solutions_fts_ai AFTER INSERT ON solutions BEGIN
      INSERT INTO solutions_fts(rowid, name, search_text) VALUES (new.id, new.name, new.search_text); END`.execute(db);
    await sql`CREATE TRIGGER solutions_fts_ad AFTER DELETE ON solutions BEGIN
      INSERT INTO solutions_fts(solutions_fts, rowid, name, search_text) VALUES ('delete', old.id, old.name, old.search_text); END`.execute(
      db,
    );
    await sql`CREATE TRIGGER solutions_fts_au AFTER UPDATE OF name, search_text ON solutions BEGIN
      INSERT INTO solutions_fts(solutions_fts, rowid, name, search_text) VALUES ('delete', old.id, old.name, old.search_text);
      INSERT INTO solutions_fts(rowid, name, search_text) VALUES (new.id, new.name, new.search_text); END`.execute(db);
  }
}

export async function down(): Promise<void> {
  throw new Error('0001_initial cannot be reverted');
}
