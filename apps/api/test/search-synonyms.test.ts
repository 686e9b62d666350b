import { beforeAll, describe, expect, it } from 'vitest';
import { CatalogFixtures } from './helpers/catalog-fixtures.ts';
import { createUserWithToken } from './helpers/factories.ts';
import { testDatabases, useTestApp } from './helpers/test-app.ts';

/** Synonym sets of the back office and what they do to a search (issue 25), on each database. */
describe.each(testDatabases)('synonym sets on %s', (kind) => {
  const t = useTestApp(kind);
  let admin: Record<string, string>;
  let user: Record<string, string>;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    admin = (await createUserWithToken(t.app, { isStaff: true })).auth;
    user = (await createUserWithToken(t.app)).auth;
    const f = new CatalogFixtures(t.db.kysely);
    ids.flood = await f.solution({ name: 'Flood Early Warning', description: '<p>River gauges.</p>' });
    ids.banjir = await f.solution({ name: 'Peta Banjir Jakarta', description: '<p>Genangan kota.</p>' });
    ids.gis = await f.solution({ name: 'Geographic Information System Basics', description: '<p>Training.</p>' });
  });

  const send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, headers = admin) =>
    t.app.inject({ method, url, headers, ...(payload !== undefined && { payload: payload as object }) });
  const found = async (q: string) =>
    (await t.app.inject({ url: `/api/catalog/solution?search=${encodeURIComponent(q)}` }))
      .json()
      .data.map((s: { id: number }) => s.id)
      .sort();

  it('refuses visitors and users before reading the body', async () => {
    expect((await send('POST', '/api/admin/synonyms', { terms: 'x' }, {})).statusCode).toBe(401);
    expect((await send('POST', '/api/admin/synonyms', { terms: 'x' }, user)).statusCode).toBe(403);
    expect((await send('GET', '/api/admin/synonyms', undefined, user)).statusCode).toBe(403);
  });

  it('adds a set, normalised, and a search for one term finds what the others find, at once', async () => {
    expect(await found('banjir')).toEqual([ids.banjir]);
    const res = await send('POST', '/api/admin/synonyms', { terms: ['  Banjir ', 'FLOOD'] });
    expect(res.statusCode, res.body).toBe(201);
    const set = res.json().data;
    expect(set).toMatchObject({ terms: ['banjir', 'flood'] });
    expect(typeof set.created_at).toBe('string');
    expect(await found('banjir')).toEqual([ids.flood, ids.banjir].sort());
    expect(await found('flood')).toEqual([ids.flood, ids.banjir].sort());
    expect((await send('GET', '/api/admin/synonyms')).json().data).toEqual([set]);

    const activity = (await send('GET', '/api/admin/activity?kind=lookup')).json().data;
    expect(activity[0]).toMatchObject({ action: 'synonym-create', target_id: set.id });
    expect(activity[0].summary).toContain('banjir, flood');
  });

  it('matches a term of several words, both ways', async () => {
    const res = await send('POST', '/api/admin/synonyms', { terms: ['SIG', 'geographic information system'] });
    expect(res.statusCode, res.body).toBe(201);
    expect(await found('sig')).toEqual([ids.gis]);
    const setId = res.json().data.id;
    // Changed, then deleted: each shows on the next search.
    const changed = await send('PUT', `/api/admin/synonyms/${setId}`, { terms: ['sig', 'early warning'] });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data.terms).toEqual(['sig', 'early warning']);
    expect(await found('sig')).toEqual([ids.flood]);
    expect((await send('DELETE', `/api/admin/synonyms/${setId}`)).statusCode).toBe(200);
    expect(await found('sig')).toEqual([]);
    const actions = (await send('GET', '/api/admin/activity?kind=lookup'))
      .json()
      .data.map((a: { action: string }) => a.action);
    expect(actions.slice(0, 3)).toEqual(['synonym-delete', 'synonym-update', 'synonym-create']);
  });

  it('refuses a term that is already in another set with 409 and a stable code, writing nothing', async () => {
    const before = (await send('GET', '/api/admin/synonyms')).json().data;
    const res = await send('POST', '/api/admin/synonyms', { terms: ['Flood', 'inundation'] });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'admin.synonymTermTaken',
      message: 'A term of this set is already in another synonym set',
    });
    expect((await send('GET', '/api/admin/synonyms')).json().data).toEqual(before);
    const other = await send('POST', '/api/admin/synonyms', { terms: ['deluge', 'inundation'] });
    expect(other.statusCode).toBe(201);
    const moved = await send('PUT', `/api/admin/synonyms/${other.json().data.id}`, { terms: ['deluge', 'banjir'] });
    expect(moved.statusCode).toBe(409);
  });

  it.each([
    [{}, 'admin.synonymTermsCount'],
    [{ terms: 'flood' }, 'admin.synonymTermsCount'],
    [{ terms: ['one'] }, 'admin.synonymTermsCount'],
    [{ terms: Array.from({ length: 11 }, (_, i) => `term${i}`) }, 'admin.synonymTermsCount'],
    [{ terms: ['a', 5] }, 'admin.synonymTermShape'],
    [{ terms: ['a', ''] }, 'admin.synonymTermShape'],
    [{ terms: ['a', 'one two three four'] }, 'admin.synonymTermShape'],
    [{ terms: ['a', 'x'.repeat(41)] }, 'admin.synonymTermShape'],
    [{ terms: ['a', '***'] }, 'admin.synonymTermShape'],
    [{ terms: ['Peta', 'peta '] }, 'admin.synonymTermTwice'],
  ])('refuses %j with 400 %s', async (body, code) => {
    const res = await send('POST', '/api/admin/synonyms', body);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().code).toBe(code);
  });

  it('answers 404 for a set that does not exist', async () => {
    const res = await send('PUT', '/api/admin/synonyms/999999', { terms: ['a', 'b'] });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('admin.synonymNotFound');
    expect((await send('DELETE', '/api/admin/synonyms/999999')).json().code).toBe('admin.synonymNotFound');
  });
});
