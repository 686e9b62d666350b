import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CatalogFixtures } from './helpers/catalog-fixtures.ts';
import { createUserWithToken } from './helpers/factories.ts';
import { testDatabases, useTestApp } from './helpers/test-app.ts';
import { type Fields, multipart } from './helpers/upload.ts';
import { TEST_WEBHOOKS, webhookAdmin } from './helpers/webhook-admin.ts';
import { signatureValid, WebhookReceiver } from './helpers/webhook-receiver.ts';

const HOUR = 3_600_000;

/** Webhooks (docs/decisions/0172): registered by admins, recorded with each change, signed, retried in order. */
describe.each(testDatabases)('webhooks on %s', (kind) => {
  const t = useTestApp(kind, { webhooks: TEST_WEBHOOKS });
  const receiver = new WebhookReceiver();
  let admin: Awaited<ReturnType<typeof createUserWithToken>>;
  let base: Fields;
  const { register, endpoint, deliveries, setPaused, run } = webhookAdmin(t, receiver, () => admin.auth);

  beforeAll(async () => {
    await receiver.start();
    admin = await createUserWithToken(t.app, { isStaff: true, fullName: 'Wati Admin' });
    const f = new CatalogFixtures(t.db.kysely);
    base = {
      creator: 'Ani',
      status: 'development',
      description: '<p>Counts mangroves</p>',
      contributor_id: await f.lookup('contributors', 'Ani Wijaya'),
      sector_id: await f.lookup('sectors', 'Public Sector'),
    };
  });
  afterAll(() => receiver.close());

  const save = async (fields: Fields, id?: number) => {
    const m = multipart({ ...base, ...fields });
    const res = await t.app.inject({
      method: id ? 'PUT' : 'POST',
      url: id ? `/api/catalog/solution/${id}` : '/api/catalog/solution',
      payload: m.payload,
      headers: { ...admin.auth, ...m.headers },
    });
    return res;
  };

  it('registers an endpoint, answering its signing secret once', async () => {
    const res = await register({ url: receiver.url('/first'), events: ['solution.created', 'enquiry.created'] });
    expect(res.statusCode).toBe(201);
    const data = res.json().data;
    expect(Object.keys(data).sort()).toEqual(['events', 'id', 'secret', 'url']);
    expect(data.events).toEqual(['solution.created', 'enquiry.created']);
    expect(data.secret.length).toBeGreaterThanOrEqual(32);
    const list = await t.app.inject({ method: 'GET', url: '/api/admin/webhooks', headers: admin.auth });
    expect(list.json().data.find((w: { id: number }) => w.id === data.id)).toMatchObject({
      id: data.id,
      url: receiver.url('/first'),
      paused_at: null,
    });
    expect(list.body).not.toContain(data.secret);
  });

  it('refuses addresses that are not https, or are link-local or cloud metadata, before and after DNS', async () => {
    const cases: Array<[string, string]> = [
      ['ftp://example.com/hook', 'admin.webhookUrlInvalid'],
      ['not a url', 'admin.webhookUrlInvalid'],
      ['http://192.0.2.10/hook', 'admin.webhookUrlInvalid'],
      ['https://169.254.169.254/latest/meta-data', 'admin.webhookUrlRefused'],
      ['https://[fe80::1]/hook', 'admin.webhookUrlRefused'],
      ['https://[::ffff:169.254.169.254]/hook', 'admin.webhookUrlRefused'],
      ['https://2852039166/hook', 'admin.webhookUrlRefused'],
      ['https://metadata.google.internal/computeMetadata/v1', 'admin.webhookUrlRefused'],
      ['https://user:pw@example.com/hook', 'admin.webhookUrlInvalid'],
      ['https://no-such-host.invalid/hook', 'admin.webhookUrlUnresolved'],
    ];
    const before = await t.db.kysely.selectFrom('webhook_endpoints').select('id').execute();
    for (const [url, code] of cases) {
      const res = await register({ url, events: ['solution.created'] });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().code, url).toBe(code);
    }
    const events = await register({ url: receiver.url('/x'), events: ['solution.exploded'] });
    expect(events.statusCode).toBe(400);
    const after = await t.db.kysely.selectFrom('webhook_endpoints').select('id').execute();
    expect(after.length).toBe(before.length);
  });

  it('delivers signed JSON with the event headers, created then released, in order', async () => {
    const hook = await endpoint(['solution.created', 'solution.released', 'solution.updated']);
    const created = await save({ name: 'Mangrove Watch', status: 'release_public' });
    expect(created.statusCode).toBe(201);
    const solutionId = created.json().data.id;
    expect(await run()).toBeGreaterThanOrEqual(1);
    await run();
    const got = receiver.at(hook.path);
    expect(got.map((r) => r.body.event)).toEqual(['solution.created', 'solution.released']);
    for (const r of got) {
      expect(signatureValid(hook.secret, r.raw, r.headers['x-catalog-signature'])).toBe(true);
      expect(signatureValid('another-secret', r.raw, r.headers['x-catalog-signature'])).toBe(false);
      expect(r.headers['x-catalog-event']).toBe(r.body.event);
      expect(r.headers['x-catalog-delivery']).toBe(r.body.delivery_id);
      expect(r.headers['content-type']).toBe('application/json');
      expect(r.body.data).toMatchObject({ solution_id: solutionId, name: 'Mangrove Watch' });
      expect(Date.parse(r.body.occurred_at)).not.toBeNaN();
    }
    expect(new Set(got.map((r) => r.body.delivery_id)).size).toBe(2);
    expect(await deliveries(hook.id)).toMatchObject([
      { event: 'solution.released', status: 'delivered', attempts: 1, response_code: 200 },
      { event: 'solution.created', status: 'delivered', attempts: 1, response_code: 200 },
    ]);

    // Released only the first time it is public.
    await save({ status: 'development' }, solutionId);
    await save({ status: 'release_public' }, solutionId);
    await run();
    await run();
    expect(receiver.at(hook.path).map((r) => r.body.event)).toEqual([
      'solution.created',
      'solution.released',
      'solution.updated',
      'solution.updated',
    ]);
  });

  it('records nothing when the change is refused', async () => {
    const hook = await endpoint(['solution.created']);
    const count = async () =>
      (await t.db.kysely.selectFrom('webhook_deliveries').select('id').where('endpoint_id', '=', hook.id).execute())
        .length;
    const res = await save({ name: 'Broken', contributor_id: '999999' });
    expect(res.statusCode).toBe(400);
    expect(await count()).toBe(0);
    expect((await save({ name: 'Fine' })).statusCode).toBe(201);
    expect(await count()).toBe(1);
  });

  it('retries after a 500 within 30 s, and after no answer in the timeout', async () => {
    const hook = await endpoint(['solution.created']);
    receiver.answer(hook.path, 500, 'hang');
    await save({ name: 'Retry Me' });
    const start = new Date();
    await run(start);
    let [d] = await deliveries(hook.id);
    expect(d).toMatchObject({ status: 'pending', attempts: 1, response_code: 500 });
    const row = await t.db.kysely
      .selectFrom('webhook_deliveries')
      .selectAll()
      .where('id', '=', d!.id)
      .executeTakeFirstOrThrow();
    expect(Date.parse(row.next_attempt_at) - start.getTime()).toBeLessThanOrEqual(30_000);
    // Not due yet: nothing is sent.
    await run(start);
    expect(receiver.at(hook.path)).toHaveLength(1);
    // The second attempt gets no answer within the (shortened) timeout.
    await run(new Date(start.getTime() + 30_000));
    [d] = await deliveries(hook.id);
    expect(d).toMatchObject({ status: 'pending', attempts: 2, response_code: null });
    await run(new Date(start.getTime() + 10 * 60_000));
    [d] = await deliveries(hook.id);
    expect(d).toMatchObject({ status: 'delivered', attempts: 3, response_code: 200 });
    const bodies = receiver.at(hook.path).map((r) => r.body.delivery_id);
    expect(new Set(bodies).size).toBe(1);
  });

  it('sends a later event only once the earlier one to the same endpoint is through', async () => {
    const hook = await endpoint(['solution.created']);
    receiver.answer(hook.path, 503);
    await save({ name: 'First in line' });
    await save({ name: 'Second in line' });
    const start = new Date();
    await run(start);
    await run(start);
    expect(receiver.at(hook.path).map((r) => r.body.data.name)).toEqual(['First in line']);
    await run(new Date(start.getTime() + 60_000));
    await run(new Date(start.getTime() + 60_000));
    expect(receiver.at(hook.path).map((r) => r.body.data.name)).toEqual([
      'First in line',
      'First in line',
      'Second in line',
    ]);
  });

  it('gives up on a delivery after 24 hours and pauses an endpoint failing for 3 days, mailing its admin', async () => {
    const hook = await endpoint(['solution.created']);
    receiver.answer(hook.path, ...Array<number>(10).fill(500));
    await save({ name: 'Never Taken' });
    const start = new Date();
    await run(start);
    expect((await deliveries(hook.id))[0]).toMatchObject({ status: 'pending', attempts: 1 });
    await run(new Date(start.getTime() + 25 * HOUR));
    expect((await deliveries(hook.id))[0]).toMatchObject({ status: 'failed', attempts: 2 });
    const listed = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/admin/webhooks', headers: admin.auth }))
        .json()
        .data.find((w: { id: number }) => w.id === hook.id);
    expect((await listed()).paused_at).toBeNull();

    await save({ name: 'Also Refused' });
    await run(new Date(start.getTime() + 73 * HOUR));
    expect((await listed()).paused_at).not.toBeNull();
    const mails = await t.db.kysely
      .selectFrom('mail_outbox')
      .selectAll()
      .where('to_address', '=', admin.user.email)
      .execute();
    expect(mails.map((m) => m.subject)).toContain('A webhook of the Solution Catalog is paused');
    expect(mails.find((m) => m.subject.includes('paused'))?.text_body).toContain(hook.url);

    // Paused: a new event waits.
    const sent = receiver.at(hook.path).length;
    await save({ name: 'Waits' });
    await run(new Date(start.getTime() + 80 * HOUR));
    expect(receiver.at(hook.path)).toHaveLength(sent);
    // Resumed: the waiting events go out in order.
    const resume = await setPaused(hook.id, false);
    expect(resume.statusCode).toBe(200);
    expect(resume.json().data.paused_at).toBeNull();
    receiver.answer(hook.path);
    for (let i = 0; i < 4; i += 1) await run(new Date(start.getTime() + (81 + i) * HOUR));
    expect(
      receiver
        .at(hook.path)
        .slice(sent)
        .map((r) => r.body.data.name),
    ).toContain('Waits');
  });

  it('redelivers a delivery as a new one of the same event', async () => {
    const hook = await endpoint(['solution.deleted']);
    const created = await save({ name: 'To Delete' });
    await t.app.inject({
      method: 'DELETE',
      url: `/api/catalog/solution/${created.json().data.id}`,
      headers: admin.auth,
    });
    await run();
    const [first] = await deliveries(hook.id);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/webhooks/deliveries/${first!.id}/redeliver`,
      headers: admin.auth,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ event: 'solution.deleted', status: 'pending', attempts: 0 });
    expect(res.json().data.delivery_id).not.toBe(first!.delivery_id);
    await run();
    const got = receiver.at(hook.path);
    expect(got.map((r) => r.body.event)).toEqual(['solution.deleted', 'solution.deleted']);
    expect(got[1]!.body.occurred_at).toBe(got[0]!.body.occurred_at);
    expect(signatureValid(hook.secret, got[1]!.raw, got[1]!.headers['x-catalog-signature'])).toBe(true);
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/admin/webhooks/deliveries/999999/redeliver',
      headers: admin.auth,
    });
    expect(missing.statusCode).toBe(404);
  });

  it('sends enquiry.created with the enquiry', async () => {
    const hook = await endpoint(['enquiry.created']);
    const f = new CatalogFixtures(t.db.kysely);
    const solutionId = await f.solution({ name: 'Enquired', status: 'release_public' });
    const member = await createUserWithToken(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/catalog/enquiry',
      headers: member.auth,
      payload: {
        full_name: 'Siti Rahma',
        email: 'siti@example.co.id',
        company: 'Peta Nusantara',
        phone: '081234567890',
        position: 'GIS Analyst',
        message: 'A demo please',
        solution_id: solutionId,
      },
    });
    expect(res.statusCode).toBe(201);
    await run();
    const [got] = receiver.at(hook.path);
    expect(got?.body.data).toMatchObject({
      enquiry_id: res.json().data.id,
      solution_ids: [solutionId],
      company: 'Peta Nusantara',
    });
  });

  it('edits and deletes an endpoint', async () => {
    const hook = await endpoint(['solution.created']);
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/webhooks/${hook.id}`,
      headers: admin.auth,
      payload: { events: ['solution.updated'], url: 'https://169.254.169.254/x' },
    });
    expect(put.statusCode).toBe(400);
    const ok = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/webhooks/${hook.id}`,
      headers: admin.auth,
      payload: { events: ['solution.updated'] },
    });
    expect(ok.json().data.events).toEqual(['solution.updated']);
    const del = await t.app.inject({ method: 'DELETE', url: `/api/admin/webhooks/${hook.id}`, headers: admin.auth });
    expect(del.statusCode).toBe(200);
    const again = await t.app.inject({ method: 'DELETE', url: `/api/admin/webhooks/${hook.id}`, headers: admin.auth });
    expect(again.statusCode).toBe(404);
  });
});
