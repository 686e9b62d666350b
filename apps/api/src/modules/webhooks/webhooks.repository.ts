import { randomUUID } from 'node:crypto';
import type { WebhookEvent } from '@catalog/shared';
import { sql } from 'kysely';
import type { DialectName } from '../../db/database.ts';
import { type Executor, Repository } from '../../db/repository.ts';

export interface ClaimedDelivery {
  id: number;
  endpoint_id: number;
  event: string;
  delivery_id: string;
  body: string;
  /** Attempts including this one; with the id it names this claim. */
  attempts: number;
  created_at: string;
  url: string;
  secret: string;
}

const listOf = (text: string) => text.split(',').filter(Boolean);

/** Runs `step`, a delete of at most `batch` rows, until it deletes fewer; answers how many in all. */
async function deleteInBatches(batch: number, step: () => Promise<{ numDeletedRows: bigint }>): Promise<number> {
  let total = 0;
  for (;;) {
    const deleted = Number((await step()).numDeletedRows);
    total += deleted;
    if (deleted < batch) return total;
  }
}

/** The body every delivery sends (docs/decisions/0172). */
export function deliveryBody(event: string, deliveryId: string, occurredAt: string, data: unknown): string {
  return JSON.stringify({ event, delivery_id: deliveryId, occurred_at: occurredAt, data });
}

/** Webhook endpoints, their events and deliveries (docs/decisions/0172, 0173). */
/** An endpoint's id and the events it asked for. */
export interface EndpointEvents {
  id: number;
  events: string[];
}

export class WebhooksRepository extends Repository {
  constructor(
    db: Executor,
    private readonly dialect: DialectName,
  ) {
    super(db);
  }

  async insertEndpoint(row: {
    url: string;
    events: readonly string[];
    secret: string;
    createdBy: number | null;
    now: string;
  }) {
    const { id } = await this.db
      .insertInto('webhook_endpoints')
      .values({
        url: row.url,
        events: row.events.join(','),
        secret: row.secret,
        created_by: row.createdBy,
        created_at: row.now,
        updated_at: row.now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return Number(id);
  }

  async endpoints() {
    const rows = await this.db
      .selectFrom('webhook_endpoints')
      .select(['id', 'url', 'events', 'created_at', 'paused_at', 'failing_since'])
      .orderBy('id')
      .execute();
    return rows.map((r) => ({ ...r, id: Number(r.id), events: listOf(r.events) as WebhookEvent[] }));
  }

  async endpoint(id: number) {
    const row = await this.db
      .selectFrom('webhook_endpoints')
      .select(['id', 'url', 'events', 'created_at', 'paused_at', 'failing_since', 'created_by'])
      .where('id', '=', id)
      .executeTakeFirst();
    return row && { ...row, id: Number(row.id), events: listOf(row.events) as WebhookEvent[] };
  }

  async updateEndpoint(
    id: number,
    change: { url?: string; events?: readonly string[]; paused?: boolean },
    now: string,
  ): Promise<boolean> {
    const r = await this.db
      .updateTable('webhook_endpoints')
      .set({
        updated_at: now,
        ...(change.url !== undefined && { url: change.url }),
        ...(change.events !== undefined && { events: change.events.join(',') }),
        // Resuming starts the failure clock afresh.
        ...(change.paused === false && { paused_at: null, failing_since: null }),
        ...(change.paused === true && { paused_at: now }),
      })
      .where('id', '=', id)
      .executeTakeFirst();
    return Number(r.numUpdatedRows) === 1;
  }

  async deleteEndpoint(id: number): Promise<string | undefined> {
    await this.db.deleteFrom('webhook_deliveries').where('endpoint_id', '=', id).execute();
    const row = await this.db.deleteFrom('webhook_endpoints').where('id', '=', id).returning('url').executeTakeFirst();
    return row?.url;
  }

  /** Every endpoint with the events it asked for. */
  async endpointEvents(): Promise<EndpointEvents[]> {
    const rows = await this.db.selectFrom('webhook_endpoints').select(['id', 'events']).execute();
    return rows.map((e) => ({ id: Number(e.id), events: listOf(e.events) }));
  }

  /**
   * Records an event and one pending delivery for each endpoint that asked for it (nothing when
   * none did). Call it on the transaction of the change, so the event exists exactly when the
   * change does. `endpoints`: the list as read earlier in the same transaction (an import reads it
   * once for all its rows); read here when not given.
   */
  async recordEvent(
    event: WebhookEvent,
    subjectId: number,
    data: Record<string, unknown>,
    now: string,
    endpoints?: readonly EndpointEvents[],
  ): Promise<number> {
    const wanting = (endpoints ?? (await this.endpointEvents())).filter((e) => e.events.includes(event));
    // An event no endpoint asked for is not kept: nothing would ever read it.
    if (wanting.length === 0) return 0;
    const { id } = await this.db
      .insertInto('webhook_events')
      .values({ event, subject_id: subjectId, data: JSON.stringify(data), occurred_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    await this.db
      .insertInto('webhook_deliveries')
      .values(
        wanting.map((e) => {
          const deliveryId = randomUUID();
          return {
            endpoint_id: e.id,
            event_id: Number(id),
            event,
            delivery_id: deliveryId,
            body: deliveryBody(event, deliveryId, now, data),
            next_attempt_at: now,
            created_at: now,
          };
        }),
      )
      .execute();
    return wanting.length;
  }

  /** Marks a solution released the first time it is public; true only for that first time. */
  async claimRelease(solutionId: number, now: string): Promise<boolean> {
    const r = await this.db
      .updateTable('solutions')
      .set({ released_at: now })
      .where('id', '=', solutionId)
      .where('status', '=', 'release_public')
      .where('released_at', 'is', null)
      .executeTakeFirst();
    return Number(r.numUpdatedRows) === 1;
  }

  async deliveries(endpointId: number, limit = 100) {
    const rows = await this.db
      .selectFrom('webhook_deliveries')
      .select(['id', 'event', 'delivery_id', 'status', 'attempts', 'response_code', 'created_at'])
      .where('endpoint_id', '=', endpointId)
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
    return rows.map((r) => ({
      ...r,
      id: Number(r.id),
      attempts: Number(r.attempts),
      response_code: r.response_code === null ? null : Number(r.response_code),
    }));
  }

  /** A new delivery of the event of delivery `id`, to the same endpoint, with a new delivery id. */
  async redeliver(id: number, now: string) {
    const source = await this.db
      .selectFrom('webhook_deliveries')
      .innerJoin('webhook_events', 'webhook_events.id', 'webhook_deliveries.event_id')
      .select([
        'webhook_deliveries.endpoint_id',
        'webhook_deliveries.event_id',
        'webhook_deliveries.event',
        'webhook_events.occurred_at',
        'webhook_events.data',
      ])
      .where('webhook_deliveries.id', '=', id)
      .executeTakeFirst();
    if (!source) return undefined;
    const deliveryId = randomUUID();
    const row = await this.db
      .insertInto('webhook_deliveries')
      .values({
        endpoint_id: source.endpoint_id,
        event_id: source.event_id,
        event: source.event,
        delivery_id: deliveryId,
        body: deliveryBody(source.event, deliveryId, source.occurred_at, JSON.parse(source.data)),
        next_attempt_at: now,
        created_at: now,
      })
      .returning(['id', 'event', 'delivery_id', 'status', 'attempts', 'response_code', 'created_at'])
      .executeTakeFirstOrThrow();
    return { ...row, id: Number(row.id), attempts: Number(row.attempts), response_code: null };
  }

  /**
   * Claims up to `limit` due deliveries until `until`: for each endpoint that is not paused, only
   * its earliest pending delivery (so each endpoint gets its events in order), and only when no
   * live claim holds it. The claim is the row's `locked_until`, taken by one UPDATE that checks it
   * again, so two instances never hold the same delivery; PostgreSQL also skips rows another
   * instance is claiming at that moment.
   */
  async claimDue(now: Date, until: Date, limit: number): Promise<ClaimedDelivery[]> {
    const nowText = now.toISOString();
    const due = this.db
      .selectFrom('webhook_deliveries as d')
      .select('d.id')
      .where('d.status', '=', 'pending')
      .where('d.next_attempt_at', '<=', nowText)
      .where((eb) => eb.or([eb('d.locked_until', 'is', null), eb('d.locked_until', '<=', nowText)]))
      .where('d.endpoint_id', 'in', (eb) =>
        eb.selectFrom('webhook_endpoints').select('id').where('paused_at', 'is', null),
      )
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('webhook_deliveries as p')
              .select('p.id')
              .whereRef('p.endpoint_id', '=', 'd.endpoint_id')
              .where('p.status', '=', 'pending')
              .whereRef('p.id', '<', 'd.id'),
          ),
        ),
      )
      .orderBy('d.id')
      .limit(limit)
      .$if(this.dialect === 'postgres', (qb) => qb.forUpdate().skipLocked());
    const claimed = await this.db
      .updateTable('webhook_deliveries')
      .set({ locked_until: until.toISOString(), attempts: sql`attempts + 1` })
      .where('id', 'in', due)
      .where('status', '=', 'pending')
      .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<=', nowText)]))
      .returning(['id', 'endpoint_id', 'event', 'delivery_id', 'body', 'attempts', 'created_at'])
      .execute();
    if (claimed.length === 0) return [];
    const endpoints = await this.db
      .selectFrom('webhook_endpoints')
      .select(['id', 'url', 'secret'])
      .where(
        'id',
        'in',
        claimed.map((c) => c.endpoint_id),
      )
      .execute();
    const byId = new Map(endpoints.map((e) => [Number(e.id), e]));
    return claimed
      .filter((c) => byId.has(Number(c.endpoint_id)))
      .map((c) => ({
        ...c,
        id: Number(c.id),
        endpoint_id: Number(c.endpoint_id),
        attempts: Number(c.attempts),
        url: byId.get(Number(c.endpoint_id))!.url,
        secret: byId.get(Number(c.endpoint_id))!.secret,
      }))
      .sort((a, b) => a.id - b.id);
  }

  /** A 2xx answer: the delivery is done and its endpoint well again. */
  async markDelivered(d: ClaimedDelivery, code: number, now: string): Promise<void> {
    await this.db
      .updateTable('webhook_deliveries')
      .set({ status: 'delivered', response_code: code, delivered_at: now, locked_until: null, last_error: null })
      .where('id', '=', d.id)
      .where('attempts', '=', d.attempts)
      .execute();
    await this.db
      .updateTable('webhook_endpoints')
      .set({ failing_since: null })
      .where('id', '=', d.endpoint_id)
      .execute();
  }

  /** A failed attempt at `now`: tried again at `retryAt`, or given up ('failed') when null. */
  async markFailed(
    d: ClaimedDelivery,
    code: number | null,
    error: string,
    retryAt: Date | null,
    now: Date,
  ): Promise<void> {
    await this.db
      .updateTable('webhook_deliveries')
      .set({
        status: retryAt ? 'pending' : 'failed',
        response_code: code,
        last_error: error.slice(0, 500),
        // Given up, it keeps the time of its last attempt: the retention counts from it (0187).
        next_attempt_at: (retryAt ?? now).toISOString(),
        locked_until: null,
      })
      .where('id', '=', d.id)
      .where('attempts', '=', d.attempts)
      .execute();
  }

  /**
   * Notes a failure of the endpoint at `now`; when it has been failing for `pauseAfterMs`, pauses
   * it and answers its URL and creator (only to the one call that paused it).
   */
  async noteFailure(endpointId: number, now: Date, pauseAfterMs: number) {
    const nowText = now.toISOString();
    await this.db
      .updateTable('webhook_endpoints')
      .set({ failing_since: nowText })
      .where('id', '=', endpointId)
      .where('failing_since', 'is', null)
      .execute();
    const since = new Date(now.getTime() - pauseAfterMs).toISOString();
    return this.db
      .updateTable('webhook_endpoints')
      .set({ paused_at: nowText })
      .where('id', '=', endpointId)
      .where('paused_at', 'is', null)
      .where('failing_since', '<=', since)
      .returning(['id', 'url', 'created_by', 'failing_since'])
      .executeTakeFirst();
  }

  /**
   * Deletes the deliveries delivered or given up before `before`, then the events made before it
   * that no delivery refers to any more (docs/decisions/0187). Pending deliveries stay whatever
   * their age, and so do their events. In batches of `batch` rows, so no statement holds the table
   * for long; answers how many of each it deleted.
   */
  async purgeFinished(before: string, batch = 1000): Promise<{ deliveries: number; events: number }> {
    const deliveries = await deleteInBatches(batch, () =>
      this.db
        .deleteFrom('webhook_deliveries')
        .where('id', 'in', (eb) =>
          eb
            .selectFrom('webhook_deliveries')
            .select('id')
            .where((w) =>
              w.or([
                w.and([w('status', '=', 'delivered'), w('delivered_at', '<', before)]),
                // A failed delivery's next attempt is the time it was given up.
                w.and([w('status', '=', 'failed'), w('next_attempt_at', '<', before)]),
              ]),
            )
            .limit(batch),
        )
        .executeTakeFirst(),
    );
    const events = await deleteInBatches(batch, () =>
      this.db
        .deleteFrom('webhook_events')
        .where('id', 'in', (eb) =>
          eb
            .selectFrom('webhook_events')
            .select('id')
            .where('occurred_at', '<', before)
            .where('id', 'not in', eb.selectFrom('webhook_deliveries').select('event_id'))
            .limit(batch),
        )
        .executeTakeFirst(),
    );
    return { deliveries, events };
  }
}
