import type { Kysely } from 'kysely';
import { nowIso } from '../db/database.ts';
import type { Database } from '../db/types.ts';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** One-click opt-out URL of a subscription mail (List-Unsubscribe, RFC 8058). */
  listUnsubscribe?: string;
}

/** No CR or LF may reach a mail header: they would let a value add headers of its own. */
export const headerSafe = (value: string) => value.replace(/[\r\n]+/g, ' ').trim();

/**
 * Queues mail in the outbox. Call it with the transaction that makes the change the mail is
 * about, so the two are committed together or not at all; the worker sends it afterwards.
 */
export async function enqueueMail(db: Kysely<Database>, mails: OutgoingMail | OutgoingMail[]) {
  const list = Array.isArray(mails) ? mails : [mails];
  if (list.length === 0) return;
  const now = nowIso();
  await db
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
