import type { Kysely } from 'kysely';

// Frozen: takes Kysely<any> and imports no app code.
// The one-click opt-out URL of a mail, sent as its List-Unsubscribe header (RFC 8058).
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('mail_outbox').addColumn('list_unsubscribe', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('mail_outbox').dropColumn('list_unsubscribe').execute();
}
