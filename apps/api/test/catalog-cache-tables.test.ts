import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { CatalogFixtures } from './helpers/catalog-fixtures.ts';
import { createUserWithToken } from './helpers/factories.ts';
import { testDatabases, useTestApp } from './helpers/test-app.ts';

interface Detail {
  name: string;
  sector: { id: number; name: string } | null;
  contributor: { id: number; name: string } | null;
  industry: Array<{ id: number; name: string }>;
  technology: Array<{ id: number; name: string }>;
  pattern_of_use: Array<{ id: number; name: string }>;
  arcgis_product: Array<{ id: number; name: string }>;
  images: Array<{ name: string }>;
}

const names = (items: Array<{ name: string }>) => items.map((i) => i.name).sort();

/**
 * Every table whose rows reach a cached catalogue answer (docs/decisions/0013-catalogue-answer-cache.md).
 * Each write goes straight to the database, as no API route is involved, so only the table's own
 * triggers can tell the cache; the next request through the API must show it.
 */
describe.each(testDatabases)('a write to any table behind the cached answers shows at once on %s', (kind) => {
  const t = useTestApp(kind);
  let admin: Record<string, string>;
  let id: number;
  const lk: Record<string, number | undefined> = {};

  beforeAll(async () => {
    expect(t.config.catalogCacheBytes).toBeGreaterThan(0);
    admin = (await createUserWithToken(t.app, { isStaff: true })).auth;
    const f = new CatalogFixtures(t.db.kysely);
    [lk.sector, lk.sector2] = await f.lookups('sectors', ['Public Sector', 'Private Sector']);
    [lk.industry, lk.industry2] = await f.lookups('industries', ['Utilities', 'Mining']);
    [lk.technology, lk.technology2] = await f.lookups('technologies', ['IoT', 'Lidar']);
    [lk.pattern, lk.pattern2] = await f.lookups('patterns_of_use', ['Monitoring', 'Planning']);
    [lk.contributor, lk.contributor2] = await f.lookups('contributors', ['Ani', 'Budi']);
    lk.product = await f.product('ArcGIS Pro');
    lk.product2 = await f.product('ArcGIS Online');
    id = await f.solution({
      name: 'Harbour Twin',
      sectorId: lk.sector,
      contributorId: lk.contributor,
      industryIds: [lk.industry!],
      technologyIds: [lk.technology!],
      patternIds: [lk.pattern!],
      productIds: [lk.product!],
      images: [{ name: 'quay.jpg', storage_key: 'quay.jpg', thumbnail_key: 'quay-thumb.webp' }],
    });
  });

  const detail = async (): Promise<Detail> => {
    const res = await t.app.inject({ url: `/api/catalog/solution/${id}`, headers: admin });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  };
  const listedNames = async (): Promise<string[]> =>
    (await t.app.inject({ url: '/api/catalog/solution?page_size=100', headers: admin }))
      .json()
      .data.map((s: { name: string }) => s.name);
  const k = () => t.db.kysely;

  it('really serves kept answers: a write the version does not see stays unseen', async () => {
    // Without this, the tests below would pass with the cache off and prove nothing.
    await detail();
    const version = async () =>
      (await k().selectFrom('catalog_version').select('version').executeTakeFirstOrThrow()).version;
    const before = await version();
    await k().updateTable('solutions').set({ creator: 'Hidden Writer' }).where('id', '=', id).execute();
    expect(await version()).toBeGreaterThan(before);
    await k().updateTable('catalog_version').set({ version: before }).execute();
    expect(((await detail()) as unknown as { creator: string }).creator).not.toBe('Hidden Writer');
    await k().updateTable('solutions').set({ creator: '' }).where('id', '=', id).execute();
  });

  /** What the list answers to a search, by names: synonym writes show there, not on the detail. */
  const searched = (word: string) => async () =>
    (await t.app.inject({ url: `/api/catalog/solution?search=${word}`, headers: admin }))
      .json()
      .data.map((s: { name: string }) => s.name);
  type Step = [op: string, write: () => Promise<unknown>, check: (d: Detail) => void, read?: () => Promise<unknown>];
  /** The synonym set the synonym steps write, and a term of it. */
  const synonymSet = async (term: string) => {
    const { id: setId } = await k()
      .insertInto('synonym_sets')
      .values({ created_at: '2026-01-01T00:00:00.000Z', updated_at: '2026-01-01T00:00:00.000Z' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await k()
      .insertInto('synonym_terms')
      .values([
        { term: 'harbour', set_id: setId, position: 0 },
        { term, set_id: setId, position: 1 },
      ])
      .execute();
  };
  const found = (d: unknown) => expect(d).toEqual(['Harbour Twin']);
  const notFound = (d: unknown) => expect(d).toEqual([]);
  const steps: Record<string, Step[]> = {
    // Synonyms (docs/decisions/0166): a set, then its terms; each shows in the next search.
    synonym_sets: [
      ['insert', () => synonymSet('kadesyn'), found, searched('kadesyn')],
      ['delete', () => k().deleteFrom('synonym_sets').execute(), notFound, searched('kadesyn')],
    ],
    synonym_terms: [
      ['insert', () => synonymSet('dermasyn'), found, searched('dermasyn')],
      [
        'update',
        () => k().updateTable('synonym_terms').set({ term: 'pelabsyn' }).where('term', '=', 'dermasyn').execute(),
        found,
        searched('pelabsyn'),
      ],
      [
        'delete',
        () => k().deleteFrom('synonym_terms').where('term', '=', 'pelabsyn').execute(),
        notFound,
        searched('pelabsyn'),
      ],
    ],
    solutions: [
      [
        'update',
        () => k().updateTable('solutions').set({ name: 'Harbour Twin II' }).where('id', '=', id).execute(),
        (d) => expect(d.name).toBe('Harbour Twin II'),
      ],
    ],
    sectors: ownerSteps('sectors', 'sector', () => lk.sector!, 'Government'),
    contributors: ownerSteps('contributors', 'contributor', () => lk.contributor!, 'Ani W.'),
    industries: lookupSteps('industries', 'industry', () => lk.industry!),
    technologies: lookupSteps('technologies', 'technology', () => lk.technology!),
    patterns_of_use: lookupSteps('patterns_of_use', 'pattern_of_use', () => lk.pattern!),
    arcgis_products: lookupSteps('arcgis_products', 'arcgis_product', () => lk.product!),
    solution_industries: linkSteps('solution_industries', 'industry_id', 'industry', () => lk.industry2!, 'Mining'),
    solution_technologies: linkSteps(
      'solution_technologies',
      'technology_id',
      'technology',
      () => lk.technology2!,
      'Lidar',
    ),
    solution_patterns: linkSteps('solution_patterns', 'pattern_id', 'pattern_of_use', () => lk.pattern2!, 'Planning'),
    solution_products: linkSteps(
      'solution_products',
      'product_id',
      'arcgis_product',
      () => lk.product2!,
      'ArcGIS Online',
    ),
    solution_images: [
      [
        'insert',
        () =>
          k()
            .insertInto('solution_images')
            .values({
              solution_id: id,
              name: 'pier.jpg',
              storage_key: 'pier.jpg',
              thumbnail_key: 'pier-thumb.webp',
              width: 800,
              height: 600,
              position: 5,
              created_at: new Date().toISOString(),
            })
            .execute(),
        (d) => expect(names(d.images)).toEqual(['pier.jpg', 'quay.jpg']),
      ],
      [
        'update',
        () => k().updateTable('solution_images').set({ name: 'pier-2.jpg' }).where('name', '=', 'pier.jpg').execute(),
        (d) => expect(names(d.images)).toEqual(['pier-2.jpg', 'quay.jpg']),
      ],
      [
        'delete',
        () => k().deleteFrom('solution_images').where('name', '=', 'quay.jpg').execute(),
        (d) => expect(names(d.images)).toEqual(['pier-2.jpg']),
      ],
    ],
  };

  /** Rename the solution's sector or contributor, then delete it (the solution keeps none). */
  function ownerSteps(
    table: 'sectors' | 'contributors',
    field: 'sector' | 'contributor',
    ownerId: () => number,
    newName: string,
  ): Step[] {
    return [
      [
        'update',
        () => k().updateTable(table).set({ name: newName }).where('id', '=', ownerId()).execute(),
        (d) => expect(d[field]?.name).toBe(newName),
      ],
      ['delete', () => k().deleteFrom(table).where('id', '=', ownerId()).execute(), (d) => expect(d[field]).toBeNull()],
    ];
  }

  /** Rename a linked lookup, then delete it (its links go with it). */
  function lookupSteps(
    table: 'industries' | 'technologies' | 'patterns_of_use' | 'arcgis_products',
    field: 'industry' | 'technology' | 'pattern_of_use' | 'arcgis_product',
    lookupId: () => number,
  ): Step[] {
    return [
      [
        'update',
        () => k().updateTable(table).set({ name: 'Renamed Option' }).where('id', '=', lookupId()).execute(),
        (d) => expect(names(d[field])).toContain('Renamed Option'),
      ],
      [
        'delete',
        () => k().deleteFrom(table).where('id', '=', lookupId()).execute(),
        (d) => expect(d[field].map((o) => o.id)).not.toContain(lookupId()),
      ],
    ];
  }

  /** Link the solution to a second option, then unlink it. */
  function linkSteps(
    table: 'solution_industries' | 'solution_technologies' | 'solution_patterns' | 'solution_products',
    column: 'industry_id' | 'technology_id' | 'pattern_id' | 'product_id',
    field: 'industry' | 'technology' | 'pattern_of_use' | 'arcgis_product',
    otherId: () => number,
    otherName: string,
  ): Step[] {
    const links = () => sql.table(table);
    return [
      [
        'insert',
        () => sql`INSERT INTO ${links()} (solution_id, ${sql.ref(column)}) VALUES (${id}, ${otherId()})`.execute(k()),
        (d) => expect(names(d[field])).toContain(otherName),
      ],
      [
        'delete',
        () => sql`DELETE FROM ${links()} WHERE solution_id = ${id} AND ${sql.ref(column)} = ${otherId()}`.execute(k()),
        (d) => expect(names(d[field])).not.toContain(otherName),
      ],
    ];
  }

  const cases = Object.entries(steps).flatMap(([table, list]) =>
    list.map(([op, write, check, read]) => [table, op, { write, check, read: read ?? detail }] as const),
  );

  it.each(cases)('%s: %s shows on the next request', async (_table, _op, { write, check, read }) => {
    const before = await read();
    await listedNames();
    await write();
    check((await read()) as Detail);
    expect(await read()).not.toEqual(before);
  });

  it('covers every table that moves the catalogue version', async () => {
    const triggerTables =
      kind === 'postgres'
        ? await sql<{ table: string }>`SELECT DISTINCT event_object_table AS "table"
            FROM information_schema.triggers WHERE action_statement LIKE '%bump_catalog_version%'`.execute(k())
        : await sql<{ table: string }>`SELECT DISTINCT tbl_name AS "table" FROM sqlite_master
            WHERE type = 'trigger' AND sql LIKE '%catalog_version%'`.execute(k());
    const tested = Object.keys(steps).sort();
    expect(tested).toHaveLength(14);
    expect(triggerTables.rows.map((r) => r.table).sort()).toEqual(tested);
  });
});
