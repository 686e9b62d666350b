import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { migrateToLatest, migratorFor } from '../src/db/migrate.ts';
import { createUserWithToken } from './helpers/factories.ts';
import { createTestDb, type TestDb, testConfig, testDatabases } from './helpers/test-app.ts';

type Row = Record<string, unknown>;

/**
 * A database as the first release left it, full of data, must come through every later migration
 * with every row intact (docs/decisions/0082-migrations-tested-with-data.md). Nothing here names
 * a migration after the first, so migrations added later are covered as they come.
 */
describe.each(testDatabases)('migrating a first-release database full of data on %s', (kind) => {
  let tdb: TestDb;
  let before: Map<string, Row[]>;
  const solutionIds: Record<string, number> = {};

  beforeAll(async () => {
    tdb = await createTestDb(kind, { migrate: false });
    const { error } = await migratorFor(tdb.db).migrateTo('0001_initial');
    if (error) throw error;
    const k = tdb.db.kysely as unknown as Kysely<any>;
    Object.assign(solutionIds, await fillFirstRelease(k));
    before = await snapshot(k);
    await migrateToLatest(tdb.db);
  });
  afterAll(() => tdb.cleanup());

  it('started from data in every table of the first schema', () => {
    expect([...before.keys()]).toEqual(
      expect.arrayContaining(['users', 'solutions', 'solution_images', 'enquiries', 'mail_outbox']),
    );
    for (const [table, rows] of before) expect(rows.length, table).toBeGreaterThan(0);
  });

  it('keeps every row and every first-release value', async () => {
    const k = tdb.db.kysely as unknown as Kysely<any>;
    for (const [table, rows] of before) {
      const columns = Object.keys(rows[0]!);
      const after = await k.selectFrom(table).selectAll().execute();
      expect(sortRows(after.map((r) => pick(r, columns))), table).toEqual(rows);
    }
  });

  it('serves the kept catalogue through the API, with search, links and images', async () => {
    const app = await buildApp({ config: testConfig(tdb.dir), db: tdb.db });
    try {
      const admin = (await createUserWithToken(app, { isStaff: true })).auth;
      const list = await app.inject({ url: '/api/catalog/solution?page_size=100', headers: admin });
      expect(list.statusCode, list.body).toBe(200);
      expect(
        list
          .json()
          .data.map((s: { name: string }) => s.name)
          .sort(),
      ).toEqual(Object.keys(solutionIds).sort());
      const found = await app.inject({ url: '/api/catalog/solution?search=mangrove' });
      expect(found.json().data.map((s: { id: number }) => s.id)).toEqual([solutionIds['Mangrove Restoration Atlas']]);
      const detail = (
        await app.inject({ url: `/api/catalog/solution/${solutionIds['Mangrove Restoration Atlas']}`, headers: admin })
      ).json().data;
      expect(detail.industry.map((o: { name: string }) => o.name)).toEqual(['Fisheries']);
      expect(detail.arcgis_product.map((o: { name: string }) => o.name)).toEqual(['ArcGIS Pro']);
      expect(detail.sector.name).toBe('Public Sector (Pemerintahan)');
      expect(detail.images.map((i: { name: string }) => i.name)).toEqual(['mangrove-1.jpg', 'mangrove-2.jpg']);
    } finally {
      await app.close();
    }
  });
});

const pick = (row: Row, columns: string[]) => Object.fromEntries(columns.map((c) => [c, row[c]]));
const sortRows = (rows: Row[]) =>
  rows
    .map((r) => [JSON.stringify(r), r] as const)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([, r]) => r);

/** Every row of every table, except the migrator's own and SQLite's full-text index. */
async function snapshot(k: Kysely<any>): Promise<Map<string, Row[]>> {
  const tables = (await k.introspection.getTables())
    .map((t) => t.name)
    .filter((name) => !name.startsWith('kysely_') && !name.startsWith('solutions_fts'))
    .sort();
  const out = new Map<string, Row[]>();
  for (const table of tables) out.set(table, sortRows(await k.selectFrom(table).selectAll().execute()));
  return out;
}

/** What a catalogue in use held at the first release: accounts, lookups, solutions, enquiries, mail. */
async function fillFirstRelease(k: Kysely<any>): Promise<Record<string, number>> {
  const at = (day: number) => new Date(Date.UTC(2025, 0, day, 9, 30)).toISOString();
  const id = async (table: string, values: Row) =>
    (await k.insertInto(table).values(values).returning('id').executeTakeFirstOrThrow()).id as number;
  const user = (email: string, full_name: string, extra: Row = {}) =>
    id('users', {
      email,
      full_name,
      phone: '081234567890',
      company: 'Peta Nusantara',
      position: 'GIS Analyst',
      password_hash: '$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHQ$aGFzaGhhc2hoYXNo',
      is_active: 1,
      created_at: at(1),
      updated_at: at(2),
      ...extra,
    });
  await user('admin@peta.id', 'Rina Admin', { is_staff: 1 });
  const siti = await user('siti@peta.id', 'Siti Rahma', { notify_new_solutions: 0, session_version: 2 });
  const pending = await user('new@peta.id', 'Agus Baru', { is_active: 0 });
  await user('gone@peta.id', 'Dedi Lama', { is_disabled: 1 });
  for (const token of [
    { user_id: pending, purpose: 'activation', token_hash: 'a'.repeat(64), expires_at: at(4), created_at: at(1) },
    {
      user_id: siti,
      purpose: 'reset',
      token_hash: 'b'.repeat(64),
      expires_at: at(3),
      used_at: at(2),
      created_at: at(2),
    },
  ])
    await id('one_time_tokens', token);

  const lookups = async (table: string, names: string[]) => {
    const ids: number[] = [];
    for (const name of names) ids.push(await id(table, { name }));
    return ids;
  };
  const [publicSector] = await lookups('sectors', ['Public Sector (Pemerintahan)', 'Private Sector (Swasta)']);
  const [fisheries, utilities] = await lookups('industries', ['Fisheries', 'Utilities']);
  const [remote, iot] = await lookups('technologies', ['Remote Sensing', 'IoT']);
  const [monitoring] = await lookups('patterns_of_use', ['Monitoring', 'Planning & Design']);
  const [ani] = await lookups('contributors', ['Ani Wijaya', 'Budi Santoso']);
  const pro = await id('arcgis_products', { name: 'ArcGIS Pro', image: 'arcgis-pro.png' });
  await id('arcgis_products', { name: 'ArcGIS Field Maps', image: null });

  const solutions: Record<string, number> = {};
  const solution = async (name: string, status: string, day: number, text: string, extra: Row = {}) => {
    solutions[name] = await id('solutions', {
      name,
      status,
      description: `<p>${text}</p>`,
      feature: '<ul><li>Live map</li></ul>',
      benefit: '<p>Faster decisions</p>',
      challenge: '<p>Scattered data</p>',
      creator: 'Ani Wijaya',
      contributor_id: ani,
      sector_id: publicSector,
      storymap_url: 'https://storymaps.arcgis.com/stories/abc',
      repository_url: 'https://example.com/repo',
      video_url: 'https://www.youtube.com/watch?v=abcdefghijk',
      hardware_cpu_core: 4,
      hardware_ram: 16.5,
      search_text: text,
      announced_at: ['release_public', 'release_register'].includes(status) ? at(day) : null,
      created_at: at(day),
      updated_at: at(day + 1),
      ...extra,
    });
    return solutions[name]!;
  };
  const mangrove = await solution('Mangrove Restoration Atlas', 'release_public', 5, 'Coastal habitat atlas.');
  const grid = await solution('Water Grid Sensors', 'release_register', 6, 'Pressure sensors on the grid.');
  await solution('Harbour Twin', 'development', 7, 'A digital twin of the port.', { contributor_id: null });
  const link = (table: string, column: string, pairs: Array<[number, number]>) =>
    k
      .insertInto(table)
      .values(pairs.map(([s, o]) => ({ solution_id: s, [column]: o })))
      .execute();
  await link('solution_industries', 'industry_id', [
    [mangrove, fisheries!],
    [grid, utilities!],
  ]);
  await link('solution_technologies', 'technology_id', [
    [mangrove, remote!],
    [grid, iot!],
  ]);
  await link('solution_patterns', 'pattern_id', [[mangrove, monitoring!]]);
  await link('solution_products', 'product_id', [[mangrove, pro]]);
  for (const [position, name] of ['mangrove-1.jpg', 'mangrove-2.jpg'].entries()) {
    await id('solution_images', {
      solution_id: mangrove,
      name,
      storage_key: `full-${position}.jpg`,
      thumbnail_key: `thumb-${position}.webp`,
      width: 1600,
      height: 900,
      position,
      created_at: at(5),
    });
  }

  await id('enquiries', {
    user_id: siti,
    solution_id: grid,
    solution_name: 'Water Grid Sensors',
    full_name: 'Siti Rahma',
    email: 'siti@peta.id',
    company: 'Peta Nusantara',
    message: 'Could we see a demo?',
    created_at: at(8),
  });
  await id('enquiries', {
    user_id: null,
    solution_id: null,
    full_name: 'Visitor Without Account',
    email: 'visitor@example.com',
    company: 'Example Co',
    created_at: at(9),
  });
  // One row at a time: SQLite has no DEFAULT in a multi-row insert whose rows differ in columns.
  for (const mail of [
    {
      to_address: 'siti@peta.id',
      subject: 'New in the Solution Catalog: Mangrove Restoration Atlas',
      text_body: 'Hello Siti Rahma,',
      html_body: '<p>Hello Siti Rahma,</p>',
      status: 'sent',
      attempts: 1,
      next_attempt_at: at(5),
      created_at: at(5),
      sent_at: at(5),
    },
    {
      to_address: 'sales@peta.id',
      subject: 'Enquiry: Water Grid Sensors',
      text_body: 'Could we see a demo?',
      html_body: '<p>Could we see a demo?</p>',
      attempts: 3,
      next_attempt_at: at(10),
      last_error: 'connect ECONNREFUSED',
      created_at: at(8),
    },
  ])
    await id('mail_outbox', mail);
  await k
    .insertInto('rate_limit_counters')
    .values({ key: 'login:10.0.0.1', window_start: at(9), count: 3 })
    .execute();
  return solutions;
}
