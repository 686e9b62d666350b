import { beforeAll, describe, expect, it } from 'vitest';
import { CatalogFixtures } from './helpers/catalog-fixtures.ts';
import { createUserWithToken } from './helpers/factories.ts';
import { testDatabases, useTestApp } from './helpers/test-app.ts';

interface Suggestion {
  kind: string;
  id: number;
  label: string;
  highlight: string;
}

/** Suggestions while typing (issue 25), on each database. */
describe.each(testDatabases)('suggestions on %s', (kind) => {
  const t = useTestApp(kind);
  let admin: Record<string, string>;
  let user: Record<string, string>;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    admin = (await createUserWithToken(t.app, { isStaff: true })).auth;
    user = (await createUserWithToken(t.app)).auth;
    const f = new CatalogFixtures(t.db.kysely);
    const [water] = await f.lookups('industries', ['Water & Utilities']);
    const [waterTech] = await f.lookups('technologies', ['Waterflow Sensors']);
    ids.industry = water!;
    ids.technology = waterTech!;
    ids.pattern = await f.lookup('patterns_of_use', 'Water Monitoring');
    ids.contributor = await f.lookup('contributors', 'Wati Rahma');
    ids.public = await f.solution({ name: 'Watershed <Atlas>', description: '<p>Rivers.</p>' });
    ids.member = await f.solution({ name: 'Watershed Members', status: 'release_register' });
    ids.draft = await f.solution({ name: 'Watershed Draft', status: 'development' });
    for (let i = 0; i < 10; i++) await f.solution({ name: `Waterway ${i}` });
  });

  const suggest = async (q: string, headers: Record<string, string> = {}): Promise<Suggestion[]> => {
    const res = await t.app.inject({ url: `/api/catalog/suggest?q=${encodeURIComponent(q)}`, headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  };

  it('offers at most 8: lookup values keep room, solutions fill the rest', async () => {
    const got = await suggest('wat');
    expect(got).toHaveLength(8);
    expect(got.filter((s) => s.kind === 'industry')).toEqual([
      {
        kind: 'industry',
        id: ids.industry,
        label: 'Water & Utilities',
        highlight: '<mark>Wat</mark>er &amp; Utilities',
      },
    ]);
    expect(got.filter((s) => s.kind === 'technology').map((s) => s.id)).toEqual([ids.technology]);
    expect(got.filter((s) => s.kind === 'solution')).toHaveLength(6);
    // Visitors get no patterns of use or contributors.
    expect(got.some((s) => s.kind === 'pattern_of_use' || s.kind === 'contributor')).toBe(false);
  });

  it('offers only solutions the caller may see, with the label escaped and the typed part marked', async () => {
    const seen = async (headers: Record<string, string> = {}) =>
      (await suggest('watershed', headers))
        .filter((s) => s.kind === 'solution')
        .map((s) => s.id)
        .sort();
    expect(await seen()).toEqual([ids.public]);
    expect(await seen(user)).toEqual([ids.public, ids.member].sort());
    expect(await seen(admin)).toEqual([ids.public, ids.member, ids.draft].sort());
    const [atlas] = (await suggest('watershed atl')).filter((s) => s.kind === 'solution');
    expect(atlas).toEqual({
      kind: 'solution',
      id: ids.public,
      label: 'Watershed <Atlas>',
      highlight: '<mark>Watershed</mark> &lt;<mark>Atl</mark>as&gt;',
    });
  });

  it('allows typos, and gives admins patterns of use and contributors too', async () => {
    expect((await suggest('watershad')).map((s) => s.id)).toEqual([ids.public]);
    const forAdmin = await suggest('wati', admin);
    expect(forAdmin.find((s) => s.kind === 'contributor')).toMatchObject({ id: ids.contributor, label: 'Wati Rahma' });
    expect((await suggest('monitor', admin)).map((s) => [s.kind, s.id])).toEqual([['pattern_of_use', ids.pattern]]);
    expect(await suggest('monitor')).toEqual([]);
  });

  it('offers a name once when it holds the typed word both whole and begun', async () => {
    const f = new CatalogFixtures(t.db.kysely);
    const kelp = await f.solution({ name: 'Kelp' });
    const both = await f.solution({ name: 'Kelp Kelpie' });
    const begun = await f.solution({ name: 'Kelpie Reef Watch' });
    // The whole word first (shorter name first), then the names that only begin it.
    expect((await suggest('kelp')).map((s) => s.id)).toEqual([kelp, both, begun]);
  });

  it('answers nothing for nothing typed, and 400 for too much', async () => {
    expect(await suggest('')).toEqual([]);
    expect(await suggest(' *** ')).toEqual([]);
    const res = await t.app.inject({ url: `/api/catalog/suggest?q=${'w'.repeat(101)}` });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('query.tooLong');
  });

  it('ranks by match, then the shorter name, then the newer, whether few or hundreds of solutions match', async () => {
    // Enough rows that a word's many matches are walked in name-length order and its few heaped
    // (docs/decisions/0194); every seventh is a draft a visitor may not see.
    const f = new CatalogFixtures(t.db.kysely);
    const made: Array<{ id: number; name: string; visible: boolean }> = [];
    for (let i = 0; i < 260; i++) {
      const name = `Deltaland${i % 2 ? ' Plains' : ''} ${'Survey '.repeat(i % 5)}${i}`;
      const status = i % 7 === 0 ? 'development' : 'release_public';
      made.push({ id: await f.solution({ name, status }), name, visible: status === 'release_public' });
    }
    for (let i = 0; i < 5; i++) {
      const name = `Delta Fan ${'x'.repeat(i)}`;
      made.push({ id: await f.solution({ name }), name, visible: true });
    }
    for (let i = 0; i < 12; i++) {
      const name = `Cove ${'x'.repeat(i % 3)}`;
      made.push({ id: await f.solution({ name }), name, visible: true });
    }
    // Chosen by the shorter name, then the newer; shown by the shorter name, alphabetically, then by id.
    const best = (rows: typeof made, k: number) =>
      rows
        .filter((r) => r.visible)
        .sort((a, b) => a.name.length - b.name.length || b.id - a.id)
        .slice(0, k)
        .sort((a, b) => a.name.length - b.name.length || a.name.localeCompare(b.name) || a.id - b.id)
        .map((r) => r.id);
    const solutions = async (q: string) => (await suggest(q)).filter((s) => s.kind === 'solution').map((s) => s.id);
    const deltaland = made.filter((r) => r.name.startsWith('Deltaland'));
    const delta = made.filter((r) => r.name.startsWith('Delta '));

    const check = async () => {
      // One class of match, held by 230 visible rows: the walk.
      expect(await solutions('delt')).toEqual(best([...deltaland, ...delta], 8));
      // 130 rows: also walked.
      expect(await solutions('plains')).toEqual(
        best(
          made.filter((r) => r.name.includes('Plains')),
          8,
        ),
      );
      // Twelve rows, four of each length: the heap, which breaks ties by the newer too.
      expect(await solutions('cove')).toEqual(
        best(
          made.filter((r) => r.name.startsWith('Cove')),
          8,
        ),
      );
      // Two classes: the five whole-word matches first, then the best three of the prefix matches.
      expect(await solutions('delta')).toEqual([...best(delta, 5), ...best(deltaland, 3)]);
    };
    // On the index the inserts were patched into, then on one built afresh (a new lookup value
    // is a change only a rebuild holds): both keep the same order.
    await check();
    await f.lookups('technologies', ['Sonar']);
    await check();
  });
});
