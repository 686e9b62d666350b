import { FILTER_GROUPS } from '@catalog/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildWorld, expectedIds, type World } from './helpers/catalog-world.ts';
import { createUserWithToken } from './helpers/factories.ts';
import { testDatabases, useTestApp } from './helpers/test-app.ts';

const ALL = ['release_public', 'release_register', 'release_internal', 'review', 'testing', 'development'];
const PUBLIC = ['release_public'];

describe.each(testDatabases)('solution list on %s', (kind) => {
  const t = useTestApp(kind);
  let w: World;
  let admin: Record<string, string>;

  beforeAll(async () => {
    w = await buildWorld(t.db.kysely);
    admin = (await createUserWithToken(t.app, { isStaff: true })).auth;
  });

  const list = async (query: string, headers: Record<string, string> = {}) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/catalog/solution?page_size=100&${query}`, headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const ids = async (query: string, headers: Record<string, string> = {}) =>
    ((await list(query, headers)).data as Array<{ id: number }>).map((s) => s.id);

  it('lists what a visitor may see, newest first, with a pagination block', async () => {
    const body = await list('');
    const expected = expectedIds(w, { statuses: PUBLIC });
    expect(body.data.map((s: { id: number }) => s.id)).toEqual(expected);
    expect(body.pagination).toEqual({ total: expected.length, page: 1, page_size: 100, total_pages: 1 });
    expect(body.facets).toBeUndefined();
  });

  it('filters by each group alone', async () => {
    expect(await ids(`industry_group=${w.industries.agri}`)).toEqual(
      expectedIds(w, { statuses: PUBLIC, industry: [w.industries.agri] }),
    );
    expect(await ids(`technology=${w.technologies.iot}`)).toEqual(
      expectedIds(w, { statuses: PUBLIC, technology: [w.technologies.iot] }),
    );
    expect(await ids(`pattern_of_use=${w.patterns.plan}`)).toEqual(
      expectedIds(w, { statuses: PUBLIC, pattern: [w.patterns.plan] }),
    );
    expect(await ids(`contributor=${w.contributors.citra}`)).toEqual(
      expectedIds(w, { statuses: PUBLIC, contributor: [w.contributors.citra] }),
    );
    expect(await ids('status=review', admin)).toEqual(expectedIds(w, { statuses: ['review'] }));
    for (const got of [
      await ids(`industry_group=${w.industries.agri}`),
      await ids(`technology=${w.technologies.iot}`),
      await ids(`pattern_of_use=${w.patterns.plan}`),
      await ids(`contributor=${w.contributors.citra}`),
    ]) {
      expect(got.length).toBeGreaterThan(0);
    }
  });

  it('ORs the options within a group', async () => {
    const agriOrFish = await ids(`industry_group=${w.industries.agri},${w.industries.fish}`);
    expect(agriOrFish).toEqual(expectedIds(w, { statuses: PUBLIC, industry: [w.industries.agri, w.industries.fish] }));
    expect(agriOrFish.length).toBeGreaterThan((await ids(`industry_group=${w.industries.agri}`)).length);
    expect(await ids(`technology=${w.technologies.drone},${w.technologies.ai}`)).toEqual(
      expectedIds(w, { statuses: PUBLIC, technology: [w.technologies.drone, w.technologies.ai] }),
    );
    expect(await ids('status=review,testing', admin)).toEqual(expectedIds(w, { statuses: ['review', 'testing'] }));
    expect(await ids(`contributor=${w.contributors.ani},${w.contributors.budi}`)).toEqual(
      expectedIds(w, { statuses: PUBLIC, contributor: [w.contributors.ani, w.contributors.budi] }),
    );
  });

  it('ANDs across groups, all five combined', async () => {
    const two = await ids(`industry_group=${w.industries.fish}&technology=${w.technologies.drone}`);
    expect(two).toEqual(
      expectedIds(w, { statuses: PUBLIC, industry: [w.industries.fish], technology: [w.technologies.drone] }),
    );
    expect(two.length).toBeGreaterThan(0);
    const query =
      `industry_group=${w.industries.agri},${w.industries.fish}&technology=${w.technologies.drone},${w.technologies.remote}` +
      `&pattern_of_use=${w.patterns.plan}&contributor=${w.contributors.budi},${w.contributors.ani}&status=release_public,development`;
    const expected = expectedIds(w, {
      statuses: ['release_public', 'development'],
      industry: [w.industries.agri, w.industries.fish],
      technology: [w.technologies.drone, w.technologies.remote],
      pattern: [w.patterns.plan],
      contributor: [w.contributors.budi, w.contributors.ani],
    });
    expect(expected.length).toBeGreaterThan(0);
    expect(await ids(query, admin)).toEqual(expected);
  });

  it('takes a repeated key as one longer list', async () => {
    expect(await ids('status=review&status=testing', admin)).toEqual(
      expectedIds(w, { statuses: ['review', 'testing'] }),
    );
  });

  it('treats an option nobody uses as matching nothing', async () => {
    const body = await list('technology=999999');
    expect(body.data).toEqual([]);
    expect(body.pagination.total).toBe(0);
    expect(body.pagination.total_pages).toBe(0);
  });

  describe('search', () => {
    const mangrove = () => w.solutions.find((s) => s.name === 'Mangrove Restoration Atlas')!.id;
    const erosion = () => w.solutions.find((s) => s.name === 'Coastal Erosion Watch')!.id;

    it('ranks a title match above a body match, even one repeated in the body', async () => {
      expect(await ids('search=mangrove')).toEqual([mangrove(), erosion()]);
      expect(await ids('search=MANGROVES')).toEqual([mangrove(), erosion()]);
    });

    it('matches the last word as a prefix and needs every word', async () => {
      expect(await ids('search=mangr')).toEqual([mangrove(), erosion()]);
      expect((await ids('search=coastal%20mangr')).sort()).toEqual([mangrove(), erosion()].sort());
      expect(await ids('search=mangrove%20replanting')).toEqual([erosion()]);
      expect(await ids('search=mangrove%20volcano')).toEqual([]);
    });

    it('searches the plain text of the rich fields, not their markup', async () => {
      expect(await ids('search=replanting')).toEqual([erosion()]);
      expect(await ids('search=b%20p')).toEqual([]);
    });

    it('combines with filters and visibility', async () => {
      expect(await ids(`search=mangrove&technology=${w.technologies.remote}`)).toEqual([mangrove()]);
      expect(await ids('search=member')).toEqual([]);
      const user = (await createUserWithToken(t.app)).auth;
      expect((await ids('search=member', user)).sort()).toEqual(
        expectedIds(w, { statuses: ['release_register'] }).sort(),
      );
    });

    it('lets an explicit order_by override relevance', async () => {
      expect(await ids('search=mangrove&order_by=-name')).toEqual([mangrove(), erosion()]);
      expect(await ids('search=mangrove&order_by=name')).toEqual([erosion(), mangrove()]);
    });

    it.each([
      '"',
      '""',
      '"unbalanced',
      '*',
      '**mangrove',
      'mangrove*',
      'AND',
      'mangrove AND',
      'OR NOT',
      'NEAR(a b)',
      '(',
      ')',
      "'",
      "o'brien",
      '\\',
      ':',
      'name:mangrove',
      '-mangrove',
      '^mangrove',
      '+',
      '{}',
      '[x]',
      '&|!<->',
      'mangrove:*',
      '%',
      'Pemetaan Banjir — ñandú café',
      '北京 地図',
      '🌊🗺️',
      'x'.repeat(200),
      'a b c d e f g h i j k l m n o p q r s t u v w x y z',
    ])('never fails on odd input %j', async (input) => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/catalog/solution?search=${encodeURIComponent(input)}&facets=1`,
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(Array.isArray(res.json().data)).toBe(true);
    });

    it('still finds by a word wrapped in operators', async () => {
      expect(await ids(`search=${encodeURIComponent('"mangrove"*')}`)).toEqual([mangrove(), erosion()]);
      expect(await ids(`search=${encodeURIComponent('name:mangrove')}`)).toEqual([]);
    });

    it('treats input with no words as no search', async () => {
      expect(await ids(`search=${encodeURIComponent('** "')}`)).toEqual(await ids(''));
    });

    it('refuses a search longer than 200 characters', async () => {
      const res = await t.app.inject({ method: 'GET', url: `/api/catalog/solution?search=${'x'.repeat(201)}` });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/search/);
    });
  });

  describe('sorting', () => {
    const visible = () => w.solutions.filter((s) => s.status === 'release_public');
    const byNameThenId = (a: { name: string; id: number }, b: { name: string; id: number }) =>
      a.name.toLowerCase() < b.name.toLowerCase() ? -1 : a.name.toLowerCase() > b.name.toLowerCase() ? 1 : a.id - b.id;

    it('sorts by name both ways, case-insensitively, ties by id', async () => {
      const asc = visible()
        .sort(byNameThenId)
        .map((s) => s.id);
      expect(await ids('order_by=name')).toEqual(asc);
      expect(await ids('order_by=-name')).toEqual([...asc].reverse());
    });

    it('sorts by the first technology name both ways, solutions without one last', async () => {
      const first = (s: { technologyIds?: number[] }) =>
        (s.technologyIds ?? []).map((id) => w.technologyNames.get(id)!.toLowerCase()).sort()[0];
      const withTech = visible().filter((s) => first(s) !== undefined);
      const without = visible()
        .filter((s) => first(s) === undefined)
        .map((s) => s.id);
      expect(without.length).toBeGreaterThan(0);
      const cmp = (a: (typeof withTech)[number], b: (typeof withTech)[number]) =>
        first(a)! < first(b)! ? -1 : first(a)! > first(b)! ? 1 : a.id - b.id;
      const asc = [...withTech].sort(cmp).map((s) => s.id);
      expect(await ids('order_by=technology')).toEqual([...asc, ...without.sort((a, b) => a - b)]);
      expect(await ids('order_by=-technology')).toEqual([...[...asc].reverse(), ...without.sort((a, b) => b - a)]);
    });

    it('new_release lists public releases only, newest first; -new_release oldest first', async () => {
      const expected = expectedIds(w, { statuses: PUBLIC });
      expect(await ids('order_by=new_release', admin)).toEqual(expected);
      expect(await ids('order_by=-new_release', admin)).toEqual([...expected].reverse());
      expect(await ids('order_by=new_release&status=release_public', admin)).toEqual(expected);
      expect(await ids('order_by=new_release&status=review', admin)).toEqual([]);
    });
  });

  describe('pagination', () => {
    it('pages through in order, with a short last page', async () => {
      const all = expectedIds(w, { statuses: PUBLIC });
      const size = 3;
      const pages = Math.ceil(all.length / size);
      expect(all.length % size).not.toBe(0);
      const seen: number[] = [];
      for (let page = 1; page <= pages; page++) {
        const res = await t.app.inject({ method: 'GET', url: `/api/catalog/solution?page=${page}&page_size=${size}` });
        const body = res.json();
        expect(body.pagination).toEqual({ total: all.length, page, page_size: size, total_pages: pages });
        expect(body.data.length).toBe(page === pages ? all.length % size : size);
        seen.push(...body.data.map((s: { id: number }) => s.id));
      }
      expect(seen).toEqual(all);
    });

    it('answers a page past the last with no data and the right total', async () => {
      const total = expectedIds(w, { statuses: PUBLIC }).length;
      const res = await t.app.inject({ method: 'GET', url: '/api/catalog/solution?page=50&page_size=2' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        data: [],
        pagination: { total, page: 50, page_size: 2, total_pages: Math.ceil(total / 2) },
      });
    });

    it('uses 10 per page by default and allows 100', async () => {
      expect((await t.app.inject({ method: 'GET', url: '/api/catalog/solution' })).json().pagination.page_size).toBe(
        10,
      );
      expect(
        (await t.app.inject({ method: 'GET', url: '/api/catalog/solution?page_size=100' })).json().pagination.page_size,
      ).toBe(100);
    });
  });

  describe('facets', () => {
    const groupParam: Record<string, string> = {
      industry_group: 'industry_group',
      technology: 'technology',
      status: 'status',
      contributor: 'contributor',
      pattern_of_use: 'pattern_of_use',
    };

    /** Each count must equal the total of the same query with that group set to just that option. */
    async function checkFacets(filters: Record<string, string>, headers: Record<string, string>) {
      const query = new URLSearchParams({ ...filters, facets: '1' });
      const body = await list(query.toString(), headers);
      expect(Object.keys(body.facets).sort()).toEqual([...FILTER_GROUPS].sort());
      let checked = 0;
      for (const group of FILTER_GROUPS) {
        for (const { id, count } of body.facets[group] as Array<{ id: number | string; count: number }>) {
          expect(count).toBeGreaterThan(0);
          const q = new URLSearchParams({ ...filters, [groupParam[group]!]: String(id) });
          expect((await list(q.toString(), headers)).pagination.total, `${group}=${id}`).toBe(count);
          checked += 1;
        }
      }
      expect(checked).toBeGreaterThan(0);
      return body;
    }

    it('counts each option under the other groups’ filters', async () => {
      const body = await checkFacets(
        { industry_group: String(w.industries.fish), technology: String(w.technologies.drone) },
        {},
      );
      // The industry counts ignore the industry filter, so other industries still show a count.
      expect(body.facets.industry_group.length).toBeGreaterThan(1);
    });

    it('counts with search and every group set, as admin', async () => {
      await checkFacets(
        {
          search: 'water',
          contributor: `${w.contributors.budi},${w.contributors.citra}`,
          status: 'release_public,testing',
        },
        admin,
      );
      await checkFacets({ pattern_of_use: String(w.patterns.plan) }, admin);
    });

    it('never counts what the caller may not see', async () => {
      const body = await list('facets=1');
      expect(body.facets.status).toEqual([
        { id: 'release_public', count: expectedIds(w, { statuses: PUBLIC }).length },
      ]);
      const adminBody = await list('facets=1', admin);
      const total = adminBody.facets.status.reduce((n: number, f: { count: number }) => n + f.count, 0);
      expect(total).toBe(w.solutions.length);
      expect(adminBody.facets.status.map((f: { id: string }) => f.id).sort()).toEqual([...ALL].sort());
    });
  });

  describe('bad query values', () => {
    it.each([
      ['order_by=popularity', /order_by/],
      ['order_by=--name', /order_by/],
      ['industry_group=abc', /industry_group/],
      ['technology=1.5', /technology/],
      ['contributor=-1', /contributor/],
      ['pattern_of_use=1,x', /pattern_of_use/],
      ['industry_group=0', /industry_group/],
      ['status=published', /status/],
      ['page=0', /page/],
      ['page=abc', /page/],
      ['page=-2', /page/],
      ['page_size=0', /page_size/],
      ['page_size=1000', /page_size/],
      ['page_size=101', /page_size/],
      ['facets=maybe', /facets/],
    ])('%s is a 400 with a message', async (query, message) => {
      const res = await t.app.inject({ method: 'GET', url: `/api/catalog/solution?${query}` });
      expect(res.statusCode).toBe(400);
      const body = res.json();
      expect(body.message).toMatch(message);
      expect(body.errors).toBeDefined();
    });
  });
});
