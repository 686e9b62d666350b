import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CatalogFixtures } from './helpers/catalog-fixtures.ts';
import { createUserWithToken } from './helpers/factories.ts';
import { testDatabases, useTestApp } from './helpers/test-app.ts';
import { type Fields, sendForm } from './helpers/upload.ts';
import { TEST_WEBHOOKS, webhookAdmin } from './helpers/webhook-admin.ts';
import { signatureValid, WebhookReceiver } from './helpers/webhook-receiver.ts';

const SOLUTION_EVENTS = ['solution.created', 'solution.updated', 'solution.deleted', 'solution.released'];

/**
 * Restores send webhooks (docs/decisions/0186): from the trash a `solution.created` with
 * `restored: true` (and `solution.released` the first time it is public), a version restored over
 * a solution a `solution.updated`, each recorded in the restore's transaction.
 */
describe.each(testDatabases)('webhooks of restores on %s', (kind) => {
  const t = useTestApp(kind, { webhooks: TEST_WEBHOOKS });
  const receiver = new WebhookReceiver();
  let admin: Awaited<ReturnType<typeof createUserWithToken>>;
  let base: Fields;
  let fixtures: CatalogFixtures;
  const { endpoint, deliveries, drain } = webhookAdmin(t, receiver, () => admin.auth);

  beforeAll(async () => {
    await receiver.start();
    admin = await createUserWithToken(t.app, { isStaff: true, fullName: 'Rudi Admin' });
    fixtures = new CatalogFixtures(t.db.kysely);
    base = {
      creator: 'Ani',
      status: 'release_public',
      description: '<p>Watches the reef</p>',
      contributor_id: await fixtures.lookup('contributors', 'Ani Wijaya'),
      sector_id: await fixtures.lookup('sectors', 'Public Sector'),
    };
  });
  afterAll(() => receiver.close());

  const create = async (fields: Fields) => {
    const res = await sendForm(t.app, 'POST', '/api/catalog/solution', admin.auth, { ...base, ...fields });
    expect(res.statusCode).toBe(201);
    return res.json().data.id as number;
  };
  const post = (url: string) => t.app.inject({ method: 'POST', url, headers: admin.auth });
  const trash = async (id: number) =>
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/catalog/solution/${id}`, headers: admin.auth })).statusCode,
    ).toBe(200);
  const received = (path: string) => receiver.at(path).map((r) => ({ event: r.body.event, data: r.body.data }));

  it('sends solution.created with restored: true when a deleted solution comes back, signed like any event', async () => {
    const hook = await endpoint(SOLUTION_EVENTS);
    const id = await create({ name: 'Reef Watch' });
    await trash(id);
    const restored = await post(`/api/admin/trash/${id}/restore`);
    expect(restored.statusCode).toBe(200);
    await drain();

    const data = { solution_id: id, name: 'Reef Watch', status: 'release_public' };
    // Already released before the trash: the restore does not release it again.
    expect(received(hook.path)).toEqual([
      { event: 'solution.created', data },
      { event: 'solution.released', data },
      { event: 'solution.deleted', data },
      { event: 'solution.created', data: { ...data, restored: true } },
    ]);
    const last = receiver.at(hook.path).at(-1)!;
    expect(signatureValid(hook.secret, last.raw, last.headers['x-catalog-signature'])).toBe(true);
    expect((await deliveries(hook.id)).map((d) => d.status)).toEqual(Array(4).fill('delivered'));
  });

  it('releases a public solution restored from the trash that was never released before', async () => {
    const hook = await endpoint(SOLUTION_EVENTS);
    // Written straight to the database, as an import does: public, but never released by an event.
    const id = await fixtures.solution({ name: 'Imported Reef', status: 'release_public' });
    await trash(id);
    expect((await post(`/api/admin/trash/${id}/restore`)).statusCode).toBe(200);
    await drain();
    const data = { solution_id: id, name: 'Imported Reef', status: 'release_public' };
    expect(received(hook.path)).toEqual([
      { event: 'solution.deleted', data },
      { event: 'solution.created', data: { ...data, restored: true } },
      { event: 'solution.released', data },
    ]);
  });

  it('records nothing for a restore that is refused', async () => {
    const hook = await endpoint(SOLUTION_EVENTS);
    const id = await create({ name: 'Never Deleted', status: 'development' });
    const before = (await deliveries(hook.id)).length;
    const refused = await post(`/api/admin/trash/${id}/restore`);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().code).toBe('admin.notInTrash');
    expect((await post('/api/admin/trash/999999/restore')).json().code).toBe('admin.notInTrash');
    expect(await deliveries(hook.id)).toHaveLength(before);
  });

  it('sends solution.updated when a version is restored over a solution, releasing nothing twice', async () => {
    const id = await create({ name: 'Tide Gauge', status: 'development' });
    const revisions = async () =>
      (await t.app.inject({ method: 'GET', url: `/api/admin/solutions/${id}/revisions`, headers: admin.auth })).json()
        .data as Array<{ id: number }>;
    const [draft] = await revisions();
    await sendForm(t.app, 'PUT', `/api/catalog/solution/${id}`, admin.auth, {
      name: 'Tide Gauge Live',
      status: 'release_public',
    });
    const [edited] = await revisions();
    await post(`/api/admin/solutions/${id}/revisions/${draft!.id}/restore`);
    // Subscribed after the edits: only what the restores send arrives.
    const hook = await endpoint(SOLUTION_EVENTS);
    expect(await deliveries(hook.id)).toEqual([]);

    // The draft version back: an update, not public.
    expect((await post(`/api/admin/solutions/${id}/revisions/${draft!.id}/restore`)).statusCode).toBe(200);
    // The public version back: an update, and no release, the edit released it already.
    expect((await post(`/api/admin/solutions/${id}/revisions/${edited!.id}/restore`)).statusCode).toBe(200);
    await drain();
    expect(received(hook.path)).toEqual([
      { event: 'solution.updated', data: { solution_id: id, name: 'Tide Gauge', status: 'development' } },
      { event: 'solution.updated', data: { solution_id: id, name: 'Tide Gauge Live', status: 'release_public' } },
    ]);
  });
});
