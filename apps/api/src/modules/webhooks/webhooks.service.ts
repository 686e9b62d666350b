import {
  coded,
  type WebhookCreateBody,
  type WebhookCreated,
  type WebhookDelivery,
  type WebhookItem,
  type WebhookUpdateBody,
} from '@catalog/shared';
import { nowIso } from '../../db/database.ts';
import type { FastifyBaseLogger } from 'fastify';
import type { Caller } from '../../lib/caller.ts';
import { notFound } from '../../lib/errors.ts';
import type { ActivityRepository } from '../activity/activity.repository.ts';
import { type AddressResolver, checkWebhookUrl } from './webhook-address.ts';
import { newWebhookSecret } from './webhook-signature.ts';
import type { WebhooksRepository } from './webhooks.repository.ts';

type DeliveryRow = Awaited<ReturnType<WebhooksRepository['deliveries']>>[number];
const asDelivery = (r: DeliveryRow) => r as WebhookDelivery;

/** Webhook endpoints and their delivery log (docs/decisions/0172): admins only. */
export class WebhooksService {
  constructor(
    private readonly repo: WebhooksRepository,
    private readonly activity: ActivityRepository,
    /** How long delivered and failed deliveries are kept (WEBHOOK_RETENTION_DAYS, docs/decisions/0187). */
    private readonly retentionMs: number,
    /** Resolves an endpoint's name when it is registered or changed (WEBHOOK_DNS_SERVERS). */
    private readonly resolveAll: AddressResolver,
  ) {}

  async list(): Promise<WebhookItem[]> {
    return this.repo.endpoints();
  }

  async create(caller: Caller, input: WebhookCreateBody): Promise<WebhookCreated> {
    const url = await checkWebhookUrl(input.url, this.resolveAll);
    const secret = newWebhookSecret();
    const id = await this.repo.transaction(async (trx) => {
      const id = await this.repo
        .on(trx)
        .insertEndpoint({ url, events: input.events, secret, createdBy: caller.userId, now: nowIso() });
      await this.activity.on(trx).record(caller, 'integration', 'create', id, `Registered webhook ${url}`);
      return id;
    });
    return { id, url, events: input.events, secret };
  }

  async update(caller: Caller, id: number, input: WebhookUpdateBody): Promise<WebhookItem> {
    const url = input.url === undefined ? undefined : await checkWebhookUrl(input.url, this.resolveAll);
    await this.repo.transaction(async (trx) => {
      if (!(await this.repo.on(trx).updateEndpoint(id, { ...input, url }, nowIso())))
        throw notFound(coded('admin.webhookNotFound'));
      const what = input.paused === false ? 'Resumed' : input.paused ? 'Paused' : 'Edited';
      await this.activity.on(trx).record(caller, 'integration', 'update', id, `${what} webhook ${url ?? id}`);
    });
    const { created_by: _creator, ...item } = (await this.repo.endpoint(id))!;
    return item;
  }

  async remove(caller: Caller, id: number): Promise<void> {
    await this.repo.transaction(async (trx) => {
      const url = await this.repo.on(trx).deleteEndpoint(id);
      if (url === undefined) throw notFound(coded('admin.webhookNotFound'));
      await this.activity.on(trx).record(caller, 'integration', 'delete', id, `Deleted webhook ${url}`);
    });
  }

  async deliveries(id: number): Promise<WebhookDelivery[]> {
    if (!(await this.repo.endpoint(id))) throw notFound(coded('admin.webhookNotFound'));
    return (await this.repo.deliveries(id)).map(asDelivery);
  }

  async redeliver(deliveryId: number): Promise<WebhookDelivery> {
    const row = await this.repo.redeliver(deliveryId, nowIso());
    if (!row) throw notFound(coded('admin.deliveryNotFound'));
    return asDelivery(row);
  }

  /**
   * Deletes the deliveries delivered or given up more than the retention before `now`, and the
   * events they leave behind; logs the counts when it deleted any. The job of
   * services.ts runs it hourly; tests pass a clock of their own. Answers the deliveries deleted.
   */
  async purgeFinished(now: Date, log: FastifyBaseLogger): Promise<number> {
    const before = new Date(now.getTime() - this.retentionMs).toISOString();
    const { deliveries, events } = await this.repo.purgeFinished(before);
    if (deliveries > 0 || events > 0) log.info({ deliveries, events, before }, 'webhooks: purged old deliveries');
    return deliveries;
  }
}
