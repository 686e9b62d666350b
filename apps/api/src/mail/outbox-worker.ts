import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseAvailability } from '../db/availability.ts';
import { backoffMs, PollingLoop } from '../lib/polling-loop.ts';
import type { Mailer } from './mailer.ts';
import type { ClaimedMail, OutboxRepository } from './outbox.repository.ts';

export interface OutboxWorkerOptions {
  pollMs: number;
  batchSize?: number;
  /**
   * How long a claim lasts (MAIL_CLAIM_SECONDS). The claims of a batch's unsent mails are renewed
   * before each send, so it only has to outlast one send (mailer.ts timeouts), not a whole batch.
   */
  claimMs?: number;
  maxAttempts?: number;
}

export interface RunResult {
  claimed: number;
  sent: number;
  failed: number;
}

/** 30 s, 1 min, 2 min … doubling up to an hour, with a little jitter so instances spread out. */
export const retryDelayMs = (attempts: number) => backoffMs(attempts, 30_000);

/**
 * An SMTP 5xx answer (no such mailbox, policy refusal) will be the same on every retry; a 4xx or
 * a network failure may not. Nodemailer puts the server's code on `responseCode`.
 */
export function isPermanentRejection(error: unknown): boolean {
  const { responseCode, code } = (error ?? {}) as { responseCode?: unknown; code?: unknown };
  // A refused login (535, nodemailer's EAUTH) is about our account with the mail server, not this
  // mail: it stays retryable so nothing is lost while the operator fixes SMTP_URL.
  if (code === 'EAUTH') return false;
  return typeof responseCode === 'number' && responseCode >= 500 && responseCode < 600;
}

/**
 * Sends the outbox. Any number of instances may run one (docs/decisions/0096): each claims rows
 * before sending, renews the claims of what it still holds before each send, skips a mail whose
 * claim it lost, and checks the claim again when the row is marked; a row whose worker died is
 * claimable again once its claim expires. SMTP cannot be made exactly-once (a crash after the
 * server accepted a mail but before the row is marked sends it again), so each mail keeps one
 * Message-ID.
 */
export class OutboxWorker {
  private readonly batchSize: number;
  private readonly claimMs: number;
  private readonly maxAttempts: number;
  private readonly loop: PollingLoop<[], RunResult>;

  constructor(
    private readonly outbox: OutboxRepository,
    private readonly availability: DatabaseAvailability,
    private readonly mailer: Mailer,
    private readonly log: FastifyBaseLogger,
    private readonly options: OutboxWorkerOptions,
  ) {
    this.batchSize = options.batchSize ?? 10;
    this.claimMs = options.claimMs ?? 2 * 60_000;
    this.maxAttempts = options.maxAttempts ?? 20;
    this.loop = new PollingLoop(() => this.batch(), {
      pollMs: options.pollMs,
      // A full batch: there may be more due at once.
      again: (r) => r.claimed === this.batchSize,
      // An outage is logged once by the database's tracker; the next poll tries again.
      onError: (error) => {
        if (!this.availability.observe(error)) this.log.error({ err: error }, 'mail outbox: batch failed');
      },
    });
  }

  /** One batch: claim due rows, send each, record the outcome. Calls never overlap. */
  runOnce(): Promise<RunResult> {
    return this.loop.runOnce();
  }

  /** Runs batches until nothing is due; for tests and the end of a shutdown. */
  async flush(): Promise<RunResult> {
    const total: RunResult = { claimed: 0, sent: 0, failed: 0 };
    for (;;) {
      const r = await this.runOnce();
      total.claimed += r.claimed;
      total.sent += r.sent;
      total.failed += r.failed;
      if (r.claimed === 0) return total;
    }
  }

  start(): void {
    this.loop.start();
  }

  /** Stops polling and waits for a batch in progress, so no claim is left behind on a clean stop. */
  stop(): Promise<void> {
    return this.loop.stop();
  }

  private async batch(): Promise<RunResult> {
    const claimed = await this.outbox.claimDue(new Date(), this.claimEnd(), this.batchSize);
    const result: RunResult = { claimed: claimed.length, sent: 0, failed: 0 };
    for (const [index, mail] of claimed.entries()) {
      // Another instance takes over only claims that ran out; one renewed now is ours for a send.
      const held = await this.outbox.renewClaims(claimed.slice(index), this.claimEnd());
      if (!held.has(mail.id)) {
        this.log.warn({ mailId: mail.id }, 'mail outbox: claim lost before send');
        continue;
      }
      await this.deliver(mail, result);
    }
    return result;
  }

  private claimEnd(): Date {
    return new Date(Date.now() + this.claimMs);
  }

  /** Sends one claimed mail and records the outcome on its row. */
  private async deliver(mail: ClaimedMail, result: RunResult): Promise<void> {
    try {
      await this.mailer.send({
        id: mail.id,
        to: mail.to_address,
        subject: mail.subject,
        text: mail.text_body,
        html: mail.html_body,
        listUnsubscribe: mail.list_unsubscribe ?? undefined,
      });
    } catch (error) {
      result.failed += 1;
      const message = error instanceof Error ? error.message : String(error);
      const giveUp = mail.attempts >= this.maxAttempts || isPermanentRejection(error);
      const retryAt = giveUp ? null : new Date(Date.now() + retryDelayMs(mail.attempts));
      await this.outbox.markFailed(mail, message, retryAt);
      const log = { mailId: mail.id, attempts: mail.attempts, error: message, retryAt };
      if (giveUp) this.log.error(log, 'mail outbox: giving up on a mail');
      else this.log.warn(log, 'mail outbox: send failed, will retry');
      return;
    }
    if (await this.outbox.markSent(mail, new Date())) result.sent += 1;
    else this.log.warn({ mailId: mail.id }, 'mail outbox: claim expired during send');
  }
}
