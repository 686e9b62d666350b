import { sql } from 'kysely';
import { type DialectName, nowIso } from '../db/database.ts';
import { type Executor, Repository } from '../db/repository.ts';
import { headerSafe, type OutgoingMail } from './outbox.ts';

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

/** Statuses of mail not sent yet, as metrics count them. */
export const UNSENT_STATUSES = ['pending', 'sending', 'failed'] as const;
export type UnsentStatus = (typeof UNSENT_STATUSES)[number];

/** The mail outbox table (docs/decisions/0023). */
export class OutboxRepository extends Repository {
  constructor(
    db: Executor,
    private readonly dialect: DialectName,
  ) {
    super(db);
  }

  /**
   * Queues mail. Call it on the transaction that makes the change the mail is about, so the two
   * are committed together or not at all; the worker sends it afterwards.
   */
  async enqueue(mails: OutgoingMail | OutgoingMail[]): Promise<void> {
    const list = Array.isArray(mails) ? mails : [mails];
    if (list.length === 0) return;
    const now = nowIso();
    await this.db
      .insertInto('mail_outbox')
      .values(
        list.map((m) => ({
          to_address: headerSafe(m.to),
          subject: headerSafe(m.subject),
          text_body: m.text,
          html_body: m.html,
          list_unsubscribe: m.listUnsubscribe ?? null,
          next_attempt_at: now,
          created_at: now,
        })),
      )
      .execute();
  }

  /**
   * Drops every mail to `address` not sent yet, e.g. when its account is deleted: the queue must
   * not go on mailing someone who is no longer known. A mail a worker is sending right now may
   * still arrive; its claim then finds no row to mark.
   */
  async dropUnsentTo(address: string): Promise<void> {
    await this.db
      .deleteFrom('mail_outbox')
      .where('to_address', '=', headerSafe(address))
      .where('status', 'in', [...UNSENT_STATUSES])
      .execute();
  }

  /**
   * Claims up to `limit` due rows for this worker until `lockedUntil`: pending rows whose time has
   * come, and rows left 'sending' by a worker whose lock ran out (it crashed mid-send).
   * PostgreSQL skips rows another instance is claiming at the same moment (FOR UPDATE SKIP LOCKED);
   * SQLite runs the single UPDATE under its write lock, so two claims never overlap either.
   */
  async claimDue(now: Date, lockedUntil: Date, limit: number): Promise<ClaimedMail[]> {
    const nowText = now.toISOString();
    const due = this.db
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
      .$if(this.dialect === 'postgres', (qb) => qb.forUpdate().skipLocked());
    const rows = await this.db
      .updateTable('mail_outbox')
      .set({ status: 'sending', attempts: sql`attempts + 1`, locked_until: lockedUntil.toISOString() })
      .where('id', 'in', due)
      .returning(['id', 'to_address', 'subject', 'text_body', 'html_body', 'list_unsubscribe', 'attempts'])
      .execute();
    return rows.sort((a, b) => a.id - b.id);
  }

  /**
   * Extends the claims this worker still holds to `lockedUntil`, in one statement; answers the ids
   * it still held. A claim is this row in 'sending' with this attempt count: one another worker
   * took over after it expired has a higher count and is left alone.
   */
  async renewClaims(mails: ClaimedMail[], lockedUntil: Date): Promise<Set<number>> {
    if (mails.length === 0) return new Set();
    const rows = await this.db
      .updateTable('mail_outbox')
      .set({ locked_until: lockedUntil.toISOString() })
      .where('status', '=', 'sending')
      .where((eb) => eb.or(mails.map((m) => eb.and([eb('id', '=', m.id), eb('attempts', '=', m.attempts)]))))
      .returning('id')
      .execute();
    return new Set(rows.map((r) => r.id));
  }

  /** Marks a claimed row sent; false when the claim was lost (another worker took the row over). */
  async markSent(mail: ClaimedMail, now: Date): Promise<boolean> {
    const r = await this.db
      .updateTable('mail_outbox')
      .set({ status: 'sent', sent_at: now.toISOString(), locked_until: null, last_error: null })
      .where('id', '=', mail.id)
      .where('status', '=', 'sending')
      .where('attempts', '=', mail.attempts)
      .executeTakeFirst();
    return Number(r.numUpdatedRows) === 1;
  }

  /** Puts a claimed row back for a later attempt, or gives up on it ('failed'). */
  async markFailed(mail: ClaimedMail, error: string, retryAt: Date | null): Promise<void> {
    await this.db
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

  /** How many mails wait in each unsent status. */
  async unsentCounts(): Promise<Record<UnsentStatus, number>> {
    const rows = await this.db
      .selectFrom('mail_outbox')
      .select((eb) => ['status', eb.fn.countAll<number>().as('n')])
      .where('status', '!=', 'sent')
      .groupBy('status')
      .execute();
    const count = (status: string) => Number(rows.find((r) => r.status === status)?.n ?? 0);
    return Object.fromEntries(UNSENT_STATUSES.map((s) => [s, count(s)])) as Record<UnsentStatus, number>;
  }

  /** Pending mail whose last attempt failed. */
  async retryingCount(): Promise<number> {
    const row = await this.db
      .selectFrom('mail_outbox')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('status', '=', 'pending')
      .where('last_error', 'is not', null)
      .executeTakeFirst();
    return Number(row?.n ?? 0);
  }
}
