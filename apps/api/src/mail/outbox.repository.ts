import { sql, type Kysely } from 'kysely';
import type { DialectName } from '../db/database.ts';
import type { Database } from '../db/types.ts';

export interface ClaimedMail {
  id: number;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string;
  list_unsubscribe: string | null;
  /** Attempts including this one; with the id it identifies this claim. */
  attempts: number;
}

/**
 * Claims up to `limit` due rows for this worker until `lockedUntil`: pending rows whose time has
 * come, and rows left 'sending' by a worker whose lock ran out (it crashed mid-send).
 * PostgreSQL skips rows another instance is claiming at the same moment (FOR UPDATE SKIP LOCKED);
 * SQLite runs the single UPDATE under its write lock, so two claims never overlap either.
 */
export async function claimDueMail(
  db: Kysely<Database>,
  dialect: DialectName,
  now: Date,
  lockedUntil: Date,
  limit: number,
): Promise<ClaimedMail[]> {
  const nowText = now.toISOString();
  const due = db
    .selectFrom('mail_outbox')
    .select('id')
    .where((eb) =>
      eb.or([
        eb.and([eb('status', '=', 'pending'), eb('next_attempt_at', '<=', nowText)]),
        eb.and([eb('status', '=', 'sending'), eb('locked_until', '<=', nowText)]),
      ]),
    )
    .orderBy('id')
    .limit(limit)
    .$if(dialect === 'postgres', (qb) => qb.forUpdate().skipLocked());
  const rows = await db
    .updateTable('mail_outbox')
    .set({ status: 'sending', attempts: sql`attempts + 1`, locked_until: lockedUntil.toISOString() })
    .where('id', 'in', due)
    .returning(['id', 'to_address', 'subject', 'text_body', 'html_body', 'list_unsubscribe', 'attempts'])
    .execute();
  return rows.sort((a, b) => a.id - b.id);
}

/** Marks a claimed row sent; false when the claim was lost (another worker took the row over). */
export async function markMailSent(db: Kysely<Database>, mail: ClaimedMail, now: Date): Promise<boolean> {
  const r = await db
    .updateTable('mail_outbox')
    .set({ status: 'sent', sent_at: now.toISOString(), locked_until: null, last_error: null })
    .where('id', '=', mail.id)
    .where('status', '=', 'sending')
    .where('attempts', '=', mail.attempts)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** Puts a claimed row back for a later attempt, or gives up on it ('failed'). */
export async function markMailFailed(
  db: Kysely<Database>,
  mail: ClaimedMail,
  error: string,
  retryAt: Date | null,
): Promise<void> {
  await db
    .updateTable('mail_outbox')
    .set({
      status: retryAt ? 'pending' : 'failed',
      next_attempt_at: (retryAt ?? new Date()).toISOString(),
      locked_until: null,
      last_error: error.slice(0, 500),
    })
    .where('id', '=', mail.id)
    .where('status', '=', 'sending')
    .where('attempts', '=', mail.attempts)
    .execute();
}
