import { beforeAll, describe, expect, it } from 'vitest';
import { CatalogFixtures } from './helpers/catalog-fixtures.ts';
import { createUserWithToken } from './helpers/factories.ts';
import { testDatabases, useTestApp } from './helpers/test-app.ts';

const VISITOR_HIDDEN = ['status', 'hardware', 'storymap_url', 'application_demo_url'];
const ADMIN_ONLY = ['presentation_url', 'repository_url'];

/** The plain text and links of the full solution: stored as they are and answered as stored. */
const FULL_TEXT = {
  name: 'Substation Health Monitor',
  status: 'release_public',
  description: '<p>Live <strong>substation</strong> telemetry.</p>',
  benefit: '<ul><li>Fewer outages</li></ul>',
  feature: '<p>Alerts</p>',
  challenge: '<p>Legacy SCADA</p>',
  creator: 'Dewi Lestari, Agus Prasetyo',
};
const FULL_LINKS = {
  storymap_url: 'https://storymaps.arcgis.com/stories/abc',
  application_demo_url: 'https://experience.arcgis.com/experience/def',
  presentation_url: 'https://example.com/deck.pdf',
  repository_url: 'https://github.com/example/substation',
  video_url: 'https://www.youtube.com/watch?v=abcdefghijk',
  pdf_url: 'https://example.com/brochure.pdf',
};

describe.each(testDatabases)('solution detail and roles on %s', (kind) => {
  const t = useTestApp(kind);
  let f: CatalogFixtures;
  let user: Record<string, string>;
  let admin: Record<string, string>;
  const id: Record<string, number> = {};
  const lk: Record<string, number> = {};

  beforeAll(async () => {
    f = new CatalogFixtures(t.db.kysely);
    user = (await createUserWithToken(t.app)).auth;
    admin = (await createUserWithToken(t.app, { isStaff: true })).auth;
    lk.util = await f.lookup('industries', 'Utilities');
    lk.energy = await f.lookup('industries', 'Energy & Mining');
    lk.iot = await f.lookup('technologies', 'IoT');
    lk.drone = await f.lookup('technologies', 'Drone/UAV');
    lk.monitor = await f.lookup('patterns_of_use', 'Monitoring');
    lk.contributor = await f.lookup('contributors', 'Dewi Lestari');
    lk.sector = await f.lookup('sectors', 'State-Owned Enterprises (BUMN)');
    lk.pro = await f.product('ArcGIS Pro', 'pro-logo.png');
    lk.dash = await f.product('ArcGIS Dashboards');
    id.full = await f.solution({
      ...FULL_TEXT,
      contributorId: lk.contributor,
      sectorId: lk.sector,
      industryIds: [lk.util!, lk.energy!],
      technologyIds: [lk.iot!, lk.drone!],
      patternIds: [lk.monitor!],
      productIds: [lk.pro!, lk.dash!],
      hardware: { cpu_core: 8, ram: 32, storage: 500, gpu: 4 },
      urls: FULL_LINKS,
      images: [
        { name: 'second.jpg', storage_key: 'b-full.jpg', thumbnail_key: 'b-thumb.webp', position: 1 },
        { name: 'first.jpg', storage_key: 'a-full.jpg', thumbnail_key: 'a-thumb.webp', position: 0 },
      ],
    });
    id.bare = await f.solution({ name: 'Bare Minimum' });
    id.register = await f.solution({ name: 'Members Only', status: 'release_register' });
    id.review = await f.solution({ name: 'Under Review', status: 'review' });
  });

  const detail = (sid: number | string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: `/api/catalog/solution/${sid}`, headers });

  it('gives an admin the whole solution with lookups resolved and images in position order', async () => {
    const res = await detail(id.full!, admin);
    expect(res.statusCode).toBe(200);
    const s = res.json().data;
    expect(s).toMatchObject({
      id: id.full,
      solution_id: id.full,
      ...FULL_TEXT,
      contributor: { id: lk.contributor, name: 'Dewi Lestari' },
      sector: { id: lk.sector, name: 'State-Owned Enterprises (BUMN)' },
      industry: [
        { id: lk.energy, name: 'Energy & Mining' },
        { id: lk.util, name: 'Utilities' },
      ],
      technology: [
        { id: lk.drone, name: 'Drone/UAV' },
        { id: lk.iot, name: 'IoT' },
      ],
      pattern_of_use: [{ id: lk.monitor, name: 'Monitoring' }],
      arcgis_product: [
        { id: lk.dash, name: 'ArcGIS Dashboards', image: null },
        { id: lk.pro, name: 'ArcGIS Pro', image: '/uploads/pro-logo.png' },
      ],
      hardware: { cpu_core: 8, ram: 32, storage: 500, gpu: 4 },
      ...FULL_LINKS,
      image_url: '/uploads/a-thumb.webp',
    });
    expect(s.images).toEqual([
      {
        id: expect.any(Number),
        image_url: '/uploads/a-full.jpg',
        thumbnail_url: '/uploads/a-thumb.webp',
        name: 'first.jpg',
        width: 1200,
        height: 800,
        // Stored before width variants: the thumbnail (640 px, never enlarged) is the one offered.
        variants: [{ url: '/uploads/a-thumb.webp', width: 640, height: 427, type: 'image/webp' }],
      },
      {
        id: expect.any(Number),
        image_url: '/uploads/b-full.jpg',
        thumbnail_url: '/uploads/b-thumb.webp',
        name: 'second.jpg',
        width: 1200,
        height: 800,
        // Stored before width variants: the thumbnail (640 px, never enlarged) is the one offered.
        variants: [{ url: '/uploads/b-thumb.webp', width: 640, height: 427, type: 'image/webp' }],
      },
    ]);
    expect(s).not.toHaveProperty('search_text');
    expect(s).not.toHaveProperty('announced_at');
  });

  it('fills hardware with zeros, empty lists and a null image for a bare solution', async () => {
    const s = (await detail(id.bare!, user)).json().data;
    expect(s.hardware).toEqual({ cpu_core: 0, ram: 0, storage: 0, gpu: 0 });
    expect(s).toMatchObject({ industry: [], technology: [], pattern_of_use: [], arcgis_product: [], images: [] });
    expect(s.image_url).toBeNull();
    expect(s.contributor).toBeNull();
    expect(s.sector).toBeNull();
  });

  it('answers with a trailing slash', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/catalog/solution/${id.full}/` });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.id).toBe(id.full);
  });

  it('removes status, hardware, StoryMap and application links for visitors, and admin links for all but admins', async () => {
    const visitor = (await detail(id.full!)).json().data;
    for (const field of [...VISITOR_HIDDEN, ...ADMIN_ONLY]) expect(visitor).not.toHaveProperty(field);
    expect(visitor.video_url).toBe('https://www.youtube.com/watch?v=abcdefghijk');

    const signedIn = (await detail(id.full!, user)).json().data;
    for (const field of VISITOR_HIDDEN) expect(signedIn).toHaveProperty(field);
    for (const field of ADMIN_ONLY) expect(signedIn).not.toHaveProperty(field);

    const staff = (await detail(id.full!, admin)).json().data;
    for (const field of [...VISITOR_HIDDEN, ...ADMIN_ONLY]) expect(staff).toHaveProperty(field);
  });

  it('removes the status from list cards for visitors only', async () => {
    const cards = (headers: Record<string, string>) =>
      t.app.inject({ method: 'GET', url: '/api/catalog/solution', headers }).then((r) => r.json().data);
    for (const card of await cards({})) expect(card).not.toHaveProperty('status');
    for (const card of await cards(user)) expect(card.status).toMatch(/^release_/);
    const full = (await cards({})).find((c: { id: number }) => c.id === id.full);
    expect(full.image_url).toBe('/uploads/a-thumb.webp');
    expect(full.images.map((i: { name: string }) => i.name)).toEqual(['first.jpg', 'second.jpg']);
  });

  it.each([
    ['visitor', () => ({}), ['full', 'bare'], ['register', 'review']],
    ['user', () => user, ['full', 'bare', 'register'], ['review']],
    ['admin', () => admin, ['full', 'bare', 'register', 'review'], []],
  ] as const)(
    'a %s sees only the statuses of its role, and gets a 404 for the rest',
    async (_role, headers, seen, hidden) => {
      const listed = (await t.app.inject({ method: 'GET', url: '/api/catalog/solution', headers: headers() })).json();
      expect(listed.data.map((s: { id: number }) => s.id).sort()).toEqual(seen.map((k) => id[k]).sort());
      expect(listed.pagination.total).toBe(seen.length);
      for (const k of seen) expect((await detail(id[k]!, headers())).statusCode).toBe(200);
      for (const k of hidden) {
        const res = await detail(id[k]!, headers());
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({ message: 'Solution not found', code: 'server.solutionNotFound', params: {} });
      }
    },
  );

  it('matches nothing, rather than leaking, for a status filter outside the caller’s view', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/catalog/solution?status=review,release_register&facets=1',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual([]);
    expect(res.json().pagination.total).toBe(0);
    expect(res.json().facets.status).toEqual([{ id: 'release_public', count: 2 }]);
    const asUser = await t.app.inject({ method: 'GET', url: '/api/catalog/solution?status=review', headers: user });
    expect(asUser.json().pagination.total).toBe(0);
  });

  it.each(['abc', '1.5', '-1', '1e3', '12abc', '9999999999'])('refuses a non-numeric id %j with a 400', async (bad) => {
    const res = await detail(encodeURIComponent(bad));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/id/);
  });

  it('answers a missing solution with a 404', async () => {
    const res = await detail(987654);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Solution not found', code: 'server.solutionNotFound', params: {} });
  });
});
