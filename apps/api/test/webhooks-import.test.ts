import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileOf, generated } from './helpers/catalog-files.ts';
import { createUserWithToken } from './helpers/factories.ts';
import { testDatabases, useTestApp } from './helpers/test-app.ts';
import { TEST_WEBHOOKS, webhookAdmin } from './helpers/webhook-admin.ts';
import { signatureValid, WebhookReceiver } from './helpers/webhook-receiver.ts';

const SOLUTION_EVENTS = ['solution.created', 'solution.updated', 'solution.deleted', 'solution.released'];

/**
 * A bulk import tells webhook endpoints what it changed (docs/decisions/0191): each written row
 * sends `solution.created` or `solution.updated` with `imported: true`, and `solution.released`
 * the first time a row makes a solution public, all recorded in the import's transaction. A dry run
 * and an import that writes nothing record nothing.
 */
describe.each(testDatabases)('webhooks of bulk imports on %s', (kind) => {
  const t = useTestApp(kind, { webhooks: TEST_WEBHOOKS });
  const receiver = new WebhookReceiver();
  let admin: Awaited<ReturnType<typeof createUserWithToken>>;
  const { endpoint, deliveries, drain } = webhookAdmin(t, receiver, () => admin.auth);

  beforeAll(async () => {
    await receiver.start();
    admin = await createUserWithToken(t.app, { isStaff: true, fullName: 'Rudi Admin' });
  });
  afterAll(() => receiver.close());

  const importRows = async (rows: unknown[], query: string) => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/solutions/import?create_lookups=1&${query}`,
      payload: JSON.stringify(fileOf(rows)),
      headers: { ...admin.auth, 'content-type': 'application/json' },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as { applied: boolean };
  };
  const received = (path: string) => receiver.at(path).map((r) => ({ event: r.body.event, data: r.body.data }));

  it('sends created, updated and released for the rows it writes, signed like any event', async () => {
    const draft = { ...generated(40), name: 'Imported Draft', status: 'development' };
    await importRows([draft], 'dry_run=0');
    const draftId = await idOf('Imported Draft');
    const hook = await endpoint(SOLUTION_EVENTS);

    const report = await importRows(
      [
        { ...draft, status: 'release_public' }, // 1: the draft becomes public: updated, then released
        { ...generated(41), name: 'Imported Public', status: 'release_public' }, // 2: created and released
        { ...generated(42), name: 'Imported Internal', status: 'release_internal' }, // 3: created only
        { ...generated(43), name: '' }, // 4: refused: nothing sent
      ],
      'dry_run=0',
    );
    expect(report.applied).toBe(true);
    await drain();
    const publicId = await idOf('Imported Public');
    const internalId = await idOf('Imported Internal');
    const fact = (id: number, name: string, status: string) => ({ solution_id: id, name, status });
    expect(received(hook.path)).toEqual([
      { event: 'solution.updated', data: { ...fact(draftId, 'Imported Draft', 'release_public'), imported: true } },
      { event: 'solution.released', data: fact(draftId, 'Imported Draft', 'release_public') },
      { event: 'solution.created', data: { ...fact(publicId, 'Imported Public', 'release_public'), imported: true } },
      { event: 'solution.released', data: fact(publicId, 'Imported Public', 'release_public') },
      {
        event: 'solution.created',
        data: { ...fact(internalId, 'Imported Internal', 'release_internal'), imported: true },
      },
    ]);
    const last = receiver.at(hook.path).at(-1)!;
    expect(signatureValid(hook.secret, last.raw, last.headers['x-catalog-signature'])).toBe(true);

    // Imported again, unchanged: each row is an update, and nothing is released a second time.
    await importRows([{ ...draft, status: 'release_public' }], 'dry_run=0');
    await drain();
    expect(received(hook.path).slice(5)).toEqual([
      { event: 'solution.updated', data: { ...fact(draftId, 'Imported Draft', 'release_public'), imported: true } },
    ]);
  });

  it('records nothing for a dry run or an all-or-nothing import that is refused', async () => {
    const hook = await endpoint(SOLUTION_EVENTS);
    const rows = [
      { ...generated(50), name: 'Never Written', status: 'release_public' },
      { ...generated(51), name: '' },
    ];
    expect((await importRows(rows, 'dry_run=1')).applied).toBe(false);
    expect((await importRows(rows, 'dry_run=0&all_or_nothing=1')).applied).toBe(false);
    await drain();
    expect(await deliveries(hook.id)).toEqual([]);
    expect(received(hook.path)).toEqual([]);
  });

  async function idOf(name: string): Promise<number> {
    const row = await t.db.kysely
      .selectFrom('solutions')
      .select('id')
      .where('name', '=', name)
      .executeTakeFirstOrThrow();
    return Number(row.id);
  }
});
