import { type Migration, Migrator } from 'kysely';
import type { Db } from './database.ts';
import * as m0001 from './migrations/0001_initial.ts';
import * as m0003 from './migrations/0003_mail_list_unsubscribe.ts';
import * as m0004 from './migrations/0004_catalog_version.ts';
import * as m0005 from './migrations/0005_image_variants.ts';
import * as m0006 from './migrations/0006_user_sessions.ts';
import * as m0007 from './migrations/0007_back_office.ts';
import * as m0008 from './migrations/0008_members.ts';
import * as m0009 from './migrations/0009_account_language.ts';
import * as m0010 from './migrations/0010_shortlist.ts';
import * as m0011 from './migrations/0011_revisions_trash_insight.ts';
import * as m0012 from './migrations/0012_synonyms.ts';
import * as m0013 from './migrations/0013_tokens_webhooks.ts';
import * as m0014 from './migrations/0014_catalog_changes.ts';
import * as m0015 from './migrations/0015_catalog_version_once_per_transaction.ts';

/** Migrations in order; each is frozen once it has shipped. */
const migrations: Record<string, Migration> = {
  '0001_initial': m0001,
  '0003_mail_list_unsubscribe': m0003,
  '0004_catalog_version': m0004,
  '0005_image_variants': m0005,
  '0006_user_sessions': m0006,
  '0007_back_office': m0007,
  '0008_members': m0008,
  '0009_account_language': m0009,
  '0010_shortlist': m0010,
  '0011_revisions_trash_insight': m0011,
  '0012_synonyms': m0012,
  '0013_tokens_webhooks': m0013,
  '0014_catalog_changes': m0014,
  '0015_catalog_version_once_per_transaction': m0015,
};

/** The migrator over every migration above; tests also use it to stop at an older schema. */
export const migratorFor = (db: Db) =>
  new Migrator({ db: db.kysely, provider: { getMigrations: async () => migrations } });

export async function migrateToLatest(db: Db): Promise<void> {
  const migrator = migratorFor(db);
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`, { cause: error });
  }
}
