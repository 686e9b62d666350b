import { type Kysely, sql } from 'kysely';

// Frozen: takes Kysely<any> and imports no app code.
// The account's language (docs/decisions/0126-account-language.md): the mails sent to an account
// are written in it. Existing accounts keep English, the only language they were mailed in.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('language', 'text', (c) =>
      c
        .notNull()
        .defaultTo('en')
        .check(sql`language in ('en', 'id')`),
    )
    .execute();
}

export async function down(): Promise<void> {
  throw new Error('0009_account_language cannot be reverted');
}
