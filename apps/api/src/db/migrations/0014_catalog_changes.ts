import { type Kysely, PostgresAdapter, sql } from 'kysely';

// Frozen: takes Kysely<any> and imports no app code.
// A record of which solutions each catalogue version changed (docs/decisions/0184), written by the
// same triggers that move the version (0004), so no write path can forget it. An instance whose
// engine is at version W patches it to V from the rows of (W, V]; a version without a row changed
// something that is not one solution (a lookup, a synonym) or was pruned, and means a rebuild.
// Rows older than the newest KEEP versions are deleted by the triggers themselves.

/** The tables whose rows belong to one solution, and the column naming it. */
export const SOLUTION_TABLES: Array<[table: string, column: string]> = [
  ['solutions', 'id'],
  ['solution_industries', 'solution_id'],
  ['solution_technologies', 'solution_id'],
  ['solution_patterns', 'solution_id'],
  ['solution_products', 'solution_id'],
  ['solution_images', 'solution_id'],
];
export const KEEP = 50_000;

export async function up(db: Kysely<any>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable('catalog_changes')
    .addColumn('version', 'integer')
    .addColumn('solution_id', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('catalog_changes_version_idx').on('catalog_changes').column('version').execute();

  if (pg) {
    // Row triggers note the solution with no version yet; the statement trigger that moves the
    // version (it fires after the statement's row triggers) stamps this transaction's pending rows
    // with the version it wrote while holding the version row's lock, so stamps follow commit
    // order. A statement on these tables that touched no row no longer moves the version.
    await sql`CREATE INDEX catalog_changes_pending_idx ON catalog_changes (solution_id) WHERE version IS NULL`.execute(
      db,
    );
    const tables = sql.join(SOLUTION_TABLES.map(([table]) => sql.lit(table)));
    await sql`CREATE OR REPLACE FUNCTION bump_catalog_version() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE v integer;
      BEGIN
        IF TG_OP <> 'TRUNCATE' AND TG_TABLE_NAME IN (${tables}) THEN
          IF NOT EXISTS (SELECT 1 FROM catalog_changes WHERE version IS NULL) THEN RETURN NULL; END IF;
          UPDATE catalog_version SET version = version + 1 WHERE id = 1 RETURNING version INTO v;
          UPDATE catalog_changes SET version = v WHERE version IS NULL;
        ELSE
          UPDATE catalog_version SET version = version + 1 WHERE id = 1 RETURNING version INTO v;
        END IF;
        DELETE FROM catalog_changes WHERE version <= v - ${sql.lit(KEEP)};
        RETURN NULL;
      END $$`.execute(db);
    for (const column of new Set(SOLUTION_TABLES.map(([, c]) => c))) {
      const name = sql.ref(`note_catalog_change_${column}`);
      const ref = (row: string) => sql.raw(`${row}.${column}`);
      await sql`CREATE FUNCTION ${name}() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
          IF TG_OP = 'DELETE' THEN
            INSERT INTO catalog_changes (version, solution_id) VALUES (NULL, ${ref('OLD')});
          ELSE
            INSERT INTO catalog_changes (version, solution_id) VALUES (NULL, ${ref('NEW')});
            IF TG_OP = 'UPDATE' AND ${ref('OLD')} <> ${ref('NEW')} THEN
              INSERT INTO catalog_changes (version, solution_id) VALUES (NULL, ${ref('OLD')});
            END IF;
          END IF;
          RETURN NULL;
        END $$`.execute(db);
    }
    for (const [table, column] of SOLUTION_TABLES) {
      await sql`CREATE TRIGGER ${sql.ref(`${table}_note_catalog_change`)}
        AFTER INSERT OR UPDATE OR DELETE ON ${sql.table(table)}
        FOR EACH ROW EXECUTE FUNCTION ${sql.ref(`note_catalog_change_${column}`)}()`.execute(db);
    }
    return;
  }

  // SQLite moves the version once per row (0004): the row's trigger now also notes the solution
  // under the version it has just written. One writer at a time, so stamps follow commit order.
  const bump = sql`UPDATE catalog_version SET version = version + 1 WHERE id = 1;`;
  const note = (value: string, when = '') =>
    sql`INSERT INTO catalog_changes (version, solution_id)
      SELECT version, ${sql.raw(value)} FROM catalog_version WHERE id = 1 ${sql.raw(when)};`;
  const prune = sql`DELETE FROM catalog_changes
    WHERE version <= (SELECT version FROM catalog_version WHERE id = 1) - ${sql.lit(KEEP)};`;
  for (const [table, column] of SOLUTION_TABLES) {
    const notes = {
      insert: note(`NEW.${column}`),
      update: sql`${note(`NEW.${column}`)} ${note(`OLD.${column}`, `AND OLD.${column} <> NEW.${column}`)}`,
      delete: note(`OLD.${column}`),
    };
    for (const [op, noted] of Object.entries(notes)) {
      await sql`DROP TRIGGER ${sql.ref(`${table}_bump_catalog_version_${op}`)}`.execute(db);
      await sql`CREATE TRIGGER ${sql.ref(`${table}_catalog_change_${op}`)}
        AFTER ${sql.raw(op.toUpperCase())} ON ${sql.table(table)}
        BEGIN ${bump} ${noted} ${prune} END`.execute(db);
    }
  }
}

export async function down(): Promise<void> {
  throw new Error('0014_catalog_changes cannot be reverted');
}
