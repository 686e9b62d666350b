import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CatalogFixtures } from './helpers/catalog-fixtures.ts';
import { createUserWithToken } from './helpers/factories.ts';
import { testDatabases, useTestApp } from './helpers/test-app.ts';
import { sendForm } from './helpers/upload.ts';
import { TEST_WEBHOOKS, webhookAdmin } from './helpers/webhook-admin.ts';
import { WebhookReceiver } from './helpers/webhook-receiver.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/**
 * Old deliveries are purged (docs/decisions/0187): delivered and failed ones older than
 * WEBHOOK_RETENTION_DAYS go with the events nothing else refers to; pending ones stay, however old.
 */
describe.each(testDatabases)('webhook delivery retention on %s', (kind) => {
  const t = useTestApp(kind, { webhooks: TEST_WEBHOOKS, webhookRetentionMs: 30 * DAY });
  const receiver = new WebhookReceiver();
  let admin: Awaited<ReturnType<typeof createUserWithToken>>;
  const { endpoint, deliveries, setPaused, run } = webhookAdmin(t, receiver, () => admin.auth);

  beforeAll(async () => {
    await receiver.start();
    admin = await createUserWithToken(t.app, { isStaff: true, fullName: 'Sari Admin' });
  });
  afterAll(() => receiver.close());

  const logged: Array<{ msg: string; deliveries?: number; events?: number }> = [];
  const log = pino(
    { level: 'info' },
    new Writable({
      write(chunk, _enc, done) {
        logged.push(JSON.parse(String(chunk)));
        done();
      },
    }),
  );
  const purge = (at: number) => t.app.services.webhooks.purgeFinished(new Date(at), log);
  const eventIds = async () =>
    (await t.db.kysely.selectFrom('webhook_events').select('id').orderBy('id').execute()).map((e) => Number(e.id));

  it('deletes delivered and failed deliveries after the retention, keeping pending ones and their events', async () => {
    const delivered = await endpoint(['solution.created', 'solution.updated']);
    const failed = await endpoint(['solution.created']);
    const pending = await endpoint(['solution.created']);
    receiver.answer(failed.path, 500, 500);
    expect((await setPaused(pending.id, true)).statusCode).toBe(200);

    const f = new CatalogFixtures(t.db.kysely);
    const created = await sendForm(t.app, 'POST', '/api/catalog/solution', admin.auth, {
      name: 'Kept Forever',
      creator: 'Ani',
      status: 'development',
      description: '<p>Waits for its endpoint</p>',
      contributor_id: await f.lookup('contributors', 'Ani Wijaya'),
      sector_id: await f.lookup('sectors', 'Public Sector'),
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().data.id as number;
    // Only the first endpoint wants the update: its event is left with no delivery once purged.
    await sendForm(t.app, 'PUT', `/api/catalog/solution/${id}`, admin.auth, { name: 'Kept Forever 2' });
    const [createdEvent, updatedEvent] = await eventIds();

    const start = Date.now();
    await run(new Date(start));
    await run(new Date(start));
    await run(new Date(start + 25 * HOUR));
    expect((await deliveries(delivered.id)).map((d) => d.status)).toEqual(['delivered', 'delivered']);
    expect((await deliveries(failed.id)).map((d) => d.status)).toEqual(['failed']);
    expect((await deliveries(pending.id)).map((d) => d.status)).toEqual(['pending']);

    // A minute short of 30 days after the deliveries: nothing goes, and nothing is logged.
    expect(await purge(start + 30 * DAY - 60_000)).toBe(0);
    expect(await deliveries(delivered.id)).toHaveLength(2);
    expect(logged).toEqual([]);

    // A minute past: the delivered ones go with the event left without deliveries. The failed one
    // counts from when it was given up, a day later.
    expect(await purge(start + 30 * DAY + 60_000)).toBe(2);
    expect(await deliveries(delivered.id)).toEqual([]);
    expect((await deliveries(failed.id)).map((d) => d.status)).toEqual(['failed']);
    expect(await eventIds()).toEqual([createdEvent]);
    expect(updatedEvent).toBeDefined();
    expect(logged).toEqual([
      expect.objectContaining({ msg: 'webhooks: purged old deliveries', deliveries: 2, events: 1 }),
    ]);
    expect(await purge(start + 25 * HOUR + 30 * DAY + 60_000)).toBe(1);
    expect(await deliveries(failed.id)).toEqual([]);

    // A year on, the pending delivery and its event are still there; resumed, it is sent, and kept
    // 30 days from then.
    expect(await purge(start + 365 * DAY)).toBe(0);
    expect((await setPaused(pending.id, false)).statusCode).toBe(200);
    await run(new Date(start + 365 * DAY));
    expect(receiver.at(pending.path).map((r) => r.body.data.name)).toEqual(['Kept Forever']);
    expect(await purge(start + 365 * DAY + 60_000)).toBe(0);
    expect(await deliveries(pending.id)).toMatchObject([{ status: 'delivered' }]);
    expect(await purge(start + 395 * DAY + 60_000)).toBe(1);
    expect(await eventIds()).toEqual([]);
  });

  it('runs as an hourly job of the server, by the real clock', async () => {
    const hook = await endpoint(['solution.deleted']);
    const f = new CatalogFixtures(t.db.kysely);
    for (const name of ['Long Gone', 'Just Gone']) {
      const id = await f.solution({ name });
      await t.app.inject({ method: 'DELETE', url: `/api/catalog/solution/${id}`, headers: admin.auth });
      await run();
    }
    const [recent, old] = await deliveries(hook.id);
    expect([old!.status, recent!.status]).toEqual(['delivered', 'delivered']);
    // The first was delivered 31 days ago, by the row's clock.
    await t.db.kysely
      .updateTable('webhook_deliveries')
      .set({ delivered_at: new Date(Date.now() - 31 * DAY).toISOString() })
      .where('id', '=', old!.id)
      .execute();
    await t.app.services.webhookPurge.runOnce();
    expect((await deliveries(hook.id)).map((d) => d.id)).toEqual([recent!.id]);
  });
});
