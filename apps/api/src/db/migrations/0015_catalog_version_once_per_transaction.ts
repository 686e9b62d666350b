import { type Kysely, PostgresAdapter, sql } from 'kysely';
// The solution tables and how many versions of notes are kept, as 0014 set them.
import { KEEP, SOLUTION_TABLES } from './0014_catalog_changes.ts';

// Frozen: takes Kysely<any> and imports no app code.
// On PostgreSQL a transaction moves the catalogue version once, at its first change, and notes
// each changed solution under that version as the row changes (docs/decisions/0204). Before, every
// statement moved the version and stamped the transaction's pending notes: in one transaction of
// many statements (an import of 1,000 solutions) each update left a dead row version that the next
// statement walked again, so the transaction's cost grew with the square of its statements.
// SQLite, one writer at a time and no row versions, keeps its triggers (0004, 0014).

export async function up(db: Kysely<any>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  // The version this transaction writes: moved on its first call, which locks the version row
  // until commit (so versions follow commit order), then kept in a setting local to the transaction
  // (a rolled-back savepoint takes the setting back with the move).
  await sql`CREATE FUNCTION catalog_version_of_transaction() RETURNS integer LANGUAGE plpgsql AS $$
    DECLARE v integer; seen text;
    BEGIN
      seen := current_setting('catalog.transaction_version', true);
      IF seen IS NOT NULL AND seen <> '' THEN RETURN seen::integer; END IF;
      UPDATE catalog_version SET version = version + 1 WHERE id = 1 RETURNING version INTO v;
      DELETE FROM catalog_changes WHERE version <= v - ${sql.lit(KEEP)};
      PERFORM set_config('catalog.transaction_version', v::text, true);
      RETURN v;
    END $$`.execute(db);
  // Statements on the other catalogue tables (lookups, synonyms), and emptying a solution table,
  // move the version as before; a solution table's rows move it themselves.
  const tables = sql.join(SOLUTION_TABLES.map(([table]) => sql.lit(table)));
  await sql`CREATE OR REPLACE FUNCTION bump_catalog_version() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP <> 'TRUNCATE' AND TG_TABLE_NAME IN (${tables}) THEN RETURN NULL; END IF;
      PERFORM catalog_version_of_transaction();
      RETURN NULL;
    END $$`.execute(db);
  for (const column of new Set(SOLUTION_TABLES.map(([, c]) => c))) {
    const ref = (row: string) => sql.raw(`${row}.${column}`);
    await sql`CREATE OR REPLACE FUNCTION ${sql.ref(`note_catalog_change_${column}`)}() RETURNS trigger
      LANGUAGE plpgsql AS $$
      DECLARE v integer := catalog_version_of_transaction();
      BEGIN
        IF TG_OP = 'DELETE' THEN
          INSERT INTO catalog_changes (version, solution_id) VALUES (v, ${ref('OLD')});
        ELSE
          INSERT INTO catalog_changes (version, solution_id) VALUES (v, ${ref('NEW')});
          IF TG_OP = 'UPDATE' AND ${ref('OLD')} <> ${ref('NEW')} THEN
            INSERT INTO catalog_changes (version, solution_id) VALUES (v, ${ref('OLD')});
          END IF;
        END IF;
        RETURN NULL;
      END $$`.execute(db);
  }
  await sql`DROP INDEX catalog_changes_pending_idx`.execute(db);
}

export async function down(): Promise<void> {
  throw new Error('0015_catalog_version_once_per_transaction cannot be reverted');
}
