import type { Kysely } from 'kysely';

// Frozen: takes Kysely<any> and imports no app code.
// The width variants stored beside each picture, as a JSON list of {key, width, height, ext}.
// Null for pictures stored before variants were made: they are served with their thumbnail
// (docs/decisions/0076).
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('solution_images').addColumn('variants', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('solution_images').dropColumn('variants').execute();
}
