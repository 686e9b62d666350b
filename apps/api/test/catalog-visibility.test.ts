import { SOLUTION_STATUS_IDS, type SolutionStatus } from '@catalog/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { CatalogFixtures } from './helpers/catalog-fixtures.ts';
import { createUserWithToken } from './helpers/factories.ts';
import { testDatabases, useTestApp } from './helpers/test-app.ts';

type Role = 'visitor' | 'user' | 'admin';

// The rule as the product states it, written out here rather than read from the code under test
// (docs/decisions/0012-read-api-visibility-and-shapes.md).
const SEES: Record<Role, readonly SolutionStatus[]> = {
  visitor: ['release_public'],
  user: ['release_public', 'release_register'],
  admin: SOLUTION_STATUS_IDS,
};

/** [role, 'sees' | 'does not see', status, sees]: the words make each test's name read as the rule. */
const cases = (['visitor', 'user', 'admin'] as const).flatMap((role) =>
  SOLUTION_STATUS_IDS.map((status) => {
    const sees = SEES[role].includes(status);
    return [role, sees ? 'sees' : 'does not see', status, sees] as const;
  }),
);

describe.each(testDatabases)('who sees which status on %s', (kind) => {
  const t = useTestApp(kind);
  const headers: Record<Role, Record<string, string>> = { visitor: {}, user: {}, admin: {} };
  const idOf = {} as Record<SolutionStatus, number>;
  let industry: number;

  beforeAll(async () => {
    const f = new CatalogFixtures(t.db.kysely);
    industry = await f.lookup('industries', 'Forestry');
    const technology = await f.lookup('technologies', 'Lidar');
    // One solution per status, all alike but for the status, so every difference is visibility.
    for (const status of SOLUTION_STATUS_IDS) {
      idOf[status] = await f.solution({
        name: `Canopy Scanner ${status}`,
        status,
        industryIds: [industry],
        technologyIds: [technology],
      });
    }
    headers.user = (await createUserWithToken(t.app)).auth;
    headers.admin = (await createUserWithToken(t.app, { isStaff: true })).auth;
  });

  const list = async (role: Role, query: string) => {
    const res = await t.app.inject({ url: `/api/catalog/solution?page_size=100&${query}`, headers: headers[role] });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const listed = async (role: Role, query: string) => (await list(role, query)).data.map((s: { id: number }) => s.id);

  it.each(cases)('a %s %s a %s solution (list, search, status filter)', async (role, _, status, sees) => {
    const id = idOf[status];
    expect((await listed(role, '')).includes(id)).toBe(sees);
    expect((await listed(role, 'search=canopy')).includes(id)).toBe(sees);
    expect((await listed(role, `industry_group=${industry}`)).includes(id)).toBe(sees);
    // Asking for the status by name must not get round the rule.
    const byStatus = await list(role, `status=${status}`);
    expect(byStatus.data.map((s: { id: number }) => s.id)).toEqual(sees ? [id] : []);
    expect(byStatus.pagination.total).toBe(sees ? 1 : 0);
  });

  it.each(cases)('a %s %s a %s solution (detail)', async (role, _, status, sees) => {
    const res = await t.app.inject({ url: `/api/catalog/solution/${idOf[status]}`, headers: headers[role] });
    expect(res.statusCode, res.body).toBe(sees ? 200 : 404);
    if (sees) expect(res.json().data.name).toBe(`Canopy Scanner ${status}`);
    else expect(res.body).not.toContain('Canopy Scanner');
  });

  it.each(cases)('a %s %s a %s solution (facet counts)', async (role, _, status, sees) => {
    const visible = SEES[role].length;
    for (const query of ['facets=1', 'facets=1&search=canopy']) {
      const { facets, pagination } = await list(role, query);
      expect(pagination.total).toBe(visible);
      expect(facets.industry_group).toEqual([{ id: industry, count: visible }]);
      expect(facets.technology.map((f: { count: number }) => f.count)).toEqual([visible]);
      const statusFacet = facets.status.find((f: { id: string }) => f.id === status);
      expect(statusFacet?.count ?? 0).toBe(sees ? 1 : 0);
    }
  });
});
