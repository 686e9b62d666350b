import { describe, expect, it } from 'vitest';
import { VersionedCache } from '../src/lib/versioned-cache.ts';
import type { SolutionStatus } from '@catalog/shared';
import { CatalogFixtures } from './helpers/catalog-fixtures.ts';
import { createUserWithToken } from './helpers/factories.ts';
import { testDatabases, useTestApp } from './helpers/test-app.ts';

describe('VersionedCache', () => {
  it('serves a kept answer until the version moves, then makes it anew', async () => {
    let version = 1;
    let made = 0;
    const cache = new VersionedCache(1024, async () => version);
    const produce = async () => `answer ${++made}`;
    expect(await cache.get('k', produce)).toBe('answer 1');
    expect(await cache.get('k', produce)).toBe('answer 1');
    version = 2;
    expect(await cache.get('k', produce)).toBe('answer 2');
  });

  it('drops the least recently used answers past its byte budget', async () => {
    // An entry weighs its key and answer (16 bytes each plus a byte a character) and 64 for itself:
    // 102 bytes here, so two fit in 210.
    const cache = new VersionedCache(210, async () => 1);
    let made = 0;
    const produce = (s: string) => async () => `${s}${++made}`;
    await cache.get('a', produce('aaaa'));
    await cache.get('b', produce('bbbb'));
    await cache.get('a', produce('aaaa')); // a is now the most recent
    await cache.get('c', produce('cccc')); // a third is over 210 bytes: b goes
    expect(await cache.get('a', produce('aaaa'))).toBe('aaaa1');
    expect(await cache.get('b', produce('bbbb'))).toBe('bbbb4');
  });

  it('does not keep an answer made while another request saw a newer version', async () => {
    let version = 1;
    const cache = new VersionedCache(1024, async () => version);
    let release!: () => void;
    const slow = cache.get('k', () => new Promise<string>((r) => (release = () => r('old'))));
    await Promise.resolve();
    version = 2;
    expect(await cache.get('other', async () => 'new')).toBe('new');
    release();
    expect(await slow).toBe('old');
    expect(await cache.get('k', async () => 'fresh')).toBe('fresh');
  });

  it('is off with a budget of 0', async () => {
    let made = 0;
    const cache = new VersionedCache(0, async () => 1);
    await cache.get('k', async () => `${++made}`);
    expect(await cache.get('k', async () => `${++made}`)).toBe('2');
  });
});

describe.each(testDatabases)('catalogue answers stay current on %s', (kind) => {
  const t = useTestApp(kind);

  const insertSolution = async (name: string, status: SolutionStatus = 'release_public') => ({
    id: await new CatalogFixtures(t.db.kysely).solution({ name, status }),
  });
  const names = async (headers = {}) =>
    (await t.app.inject({ url: '/api/catalog/solution?page_size=100', headers }))
      .json()
      .data.map((s: { name: string }) => s.name);

  it('shows a change made by any writer on the next request, with no time-based expiry', async () => {
    await insertSolution('Harbour Twin');
    expect(await names()).toEqual(['Harbour Twin']);
    // Written straight to the database, as another instance would: the triggers move the version.
    const { id } = await insertSolution('Peatland Watch');
    expect(await names()).toContain('Peatland Watch');
    await t.db.kysely.updateTable('solutions').set({ name: 'Peatland Fire Watch' }).where('id', '=', id).execute();
    expect(await names()).toContain('Peatland Fire Watch');
    const detail = await t.app.inject({ url: `/api/catalog/solution/${id}` });
    expect(detail.json().data.name).toBe('Peatland Fire Watch');
    await t.db.kysely.updateTable('solutions').set({ status: 'development' }).where('id', '=', id).execute();
    expect(await names()).not.toContain('Peatland Fire Watch');
    expect((await t.app.inject({ url: `/api/catalog/solution/${id}` })).statusCode).toBe(404);
  });

  it('keeps each role’s answer apart', async () => {
    await insertSolution('Members Only Map', 'release_register');
    const user = await createUserWithToken(t.app);
    expect(await names()).not.toContain('Members Only Map');
    expect(await names(user.auth)).toContain('Members Only Map');
    expect(await names()).not.toContain('Members Only Map');
  });

  it('sends cached answers as JSON with the declared fields only', async () => {
    const first = await t.app.inject({ url: '/api/catalog/solution' });
    const second = await t.app.inject({ url: '/api/catalog/solution' });
    expect(second.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(second.body).toBe(first.body);
    expect(second.json().data[0]).not.toHaveProperty('search_text');
    expect(second.json().data[0]).not.toHaveProperty('status');
  });
});
