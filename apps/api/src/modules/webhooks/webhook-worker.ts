import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { DatabaseAvailability } from '../../db/availability.ts';
import { backoffMs, PollingLoop } from '../../lib/polling-loop.ts';
import type { OutboxRepository } from '../../mail/outbox.repository.ts';
import type { UsersRepository } from '../auth/users.repository.ts';
import { webhookPausedMail } from './webhook-paused-mail.ts';
import type { AddressResolver } from './webhook-address.ts';
import { sendDelivery } from './webhook-send.ts';
import type { ClaimedDelivery, WebhooksRepository } from './webhooks.repository.ts';

export type WebhookOptions = Config['webhooks'];

/**
 * Delivers webhook events (docs/decisions/0172). Any number of instances run one: each claims the
 * earliest pending delivery of each endpoint (webhooks.repository.ts), sends the claimed ones of
 * different endpoints side by side, and records the answer. A failure is tried again with backoff
 * until `retryForMs` after the event; an endpoint failing for `pauseAfterMs` is paused and its
 * creator mailed. `runOnce(now)` takes a clock so tests can step through retries and pauses.
 */
export class WebhookWorker {
  private readonly loop: PollingLoop<[now?: Date], number>;

  constructor(
    private readonly repo: WebhooksRepository,
    private readonly outbox: OutboxRepository,
    private readonly users: UsersRepository,
    private readonly availability: DatabaseAvailability,
    private readonly log: FastifyBaseLogger,
    private readonly options: WebhookOptions,
    private readonly publicUrl: string,
    /** Resolves each endpoint's name as it is connected to (WEBHOOK_DNS_SERVERS). */
    private readonly resolveAll: AddressResolver,
    private readonly batchSize = 20,
  ) {
    this.loop = new PollingLoop((now = new Date()) => this.batch(now), {
      pollMs: options.pollMs,
      again: (claimed) => claimed > 0,
      onError: (error) => {
        if (!this.availability.observe(error)) this.log.error({ err: error }, 'webhooks: batch failed');
      },
    });
  }

  /** One batch at `now`; answers how many deliveries it claimed. Calls never overlap. */
  runOnce(now: Date = new Date()): Promise<number> {
    return this.loop.runOnce(now);
  }

  start(): void {
    this.loop.start();
  }

  stop(): Promise<void> {
    return this.loop.stop();
  }

  private async batch(now: Date): Promise<number> {
    const claimed = await this.repo.claimDue(now, new Date(now.getTime() + this.options.claimMs), this.batchSize);
    await Promise.all(claimed.map((delivery) => this.deliver(delivery, now)));
    return claimed.length;
  }

  private async deliver(d: ClaimedDelivery, now: Date): Promise<void> {
    const outcome = await sendDelivery(
      { url: d.url, secret: d.secret, event: d.event, deliveryId: d.delivery_id, body: d.body },
      this.options.timeoutMs,
      this.resolveAll,
    );
    const at = now;
    if (outcome.status !== null && outcome.status >= 200 && outcome.status < 300) {
      await this.repo.markDelivered(d, outcome.status, at.toISOString());
      return;
    }
    const error = outcome.error ?? `answered ${outcome.status}`;
    const age = at.getTime() - Date.parse(d.created_at);
    const retryAt =
      age >= this.options.retryForMs ? null : new Date(at.getTime() + backoffMs(d.attempts, this.options.retryBaseMs));
    await this.repo.transaction(async (trx) => {
      const repo = this.repo.on(trx);
      await repo.markFailed(d, outcome.status, error, retryAt, at);
      const paused = await repo.noteFailure(d.endpoint_id, at, this.options.pauseAfterMs);
      if (paused) await this.mailPause(trx, paused);
    });
    this.log.warn(
      { deliveryId: d.delivery_id, endpointId: d.endpoint_id, attempts: d.attempts, error, retryAt },
      retryAt ? 'webhooks: delivery failed, will retry' : 'webhooks: giving up on a delivery',
    );
  }

  private async mailPause(
    trx: Parameters<Parameters<WebhooksRepository['transaction']>[0]>[0],
    paused: { url: string; created_by: number | null; failing_since: string | null },
  ): Promise<void> {
    this.log.warn({ url: paused.url }, 'webhooks: endpoint paused after failing');
    if (paused.created_by === null) return;
    const admin = await this.users.on(trx).findById(paused.created_by);
    if (!admin) return;
    const mail = webhookPausedMail(
      admin,
      { url: paused.url, failingSince: paused.failing_since ?? '' },
      `${this.publicUrl}/admin/webhooks`,
    );
    await this.outbox.on(trx).enqueue(mail);
  }
}
