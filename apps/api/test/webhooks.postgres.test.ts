import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CatalogFixtures } from './helpers/catalog-fixtures.ts';
import { createUserWithToken } from './helpers/factories.ts';
import { secondInstance } from './helpers/second-instance.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';
import { multipart } from './helpers/upload.ts';
import { TEST_WEBHOOKS } from './helpers/webhook-admin.ts';
import { WebhookReceiver } from './helpers/webhook-receiver.ts';

const WEBHOOKS = { ...TEST_WEBHOOKS, timeoutMs: 2000, claimMs: 10_000 };
const EVENTS = 12;

/**
 * Two instances on one PostgreSQL database running their delivery workers side by side
 * (docs/decisions/0172): each delivery is sent once, by one of them, and in order per endpoint.
 */
describe('webhook deliveries across two instances', () => {
  let a: TestApp;
  let b: FastifyInstance;
  const receiver = new WebhookReceiver();

  beforeAll(async () => {
    await receiver.start();
    a = await createTestApp('postgres', { webhooks: WEBHOOKS });
    b = await secondInstance(a.url, a.config);
  });
  afterAll(async () => {
    await b?.close();
    await a?.cleanup();
    await receiver.close();
  });

  it('sends every delivery once, in order, whichever instance claims it', async () => {
    const admin = await createUserWithToken(a.app, { isStaff: true });
    const hooks = [];
    for (const path of ['/one', '/two', '/three']) {
      const res = await a.app.inject({
        method: 'POST',
        url: '/api/admin/webhooks',
        headers: admin.auth,
        payload: { url: receiver.url(path), events: ['solution.created'] },
      });
      hooks.push(res.json().data);
    }
    const f = new CatalogFixtures(a.db.kysely);
    const base = {
      creator: 'Ani',
      status: 'development',
      description: '<p>x</p>',
      contributor_id: await f.lookup('contributors', 'Ani'),
      sector_id: await f.lookup('sectors', 'Public'),
    };
    for (let i = 0; i < EVENTS; i += 1) {
      const m = multipart({ ...base, name: `Solution ${String(i).padStart(2, '0')}` });
      const res = await a.app.inject({
        method: 'POST',
        url: '/api/catalog/solution',
        payload: m.payload,
        headers: { ...admin.auth, ...m.headers },
      });
      expect(res.statusCode).toBe(201);
    }
    // Both workers at once, over and over, until nothing is left.
    for (let round = 0; round < EVENTS + 5; round += 1) {
      const [x, y] = await Promise.all([a.app.services.webhookWorker.runOnce(), b.services.webhookWorker.runOnce()]);
      if (x + y === 0) break;
    }
    for (const path of ['/one', '/two', '/three']) {
      const got = receiver.at(path);
      expect(got.map((r) => r.body.data.name)).toEqual(
        Array.from({ length: EVENTS }, (_, i) => `Solution ${String(i).padStart(2, '0')}`),
      );
      expect(new Set(got.map((r) => r.body.delivery_id)).size).toBe(EVENTS);
    }
    const rows = await a.db.kysely.selectFrom('webhook_deliveries').select(['status', 'attempts']).execute();
    expect(rows).toHaveLength(EVENTS * 3);
    expect(rows.every((r) => r.status === 'delivered' && Number(r.attempts) === 1)).toBe(true);
  });
});
