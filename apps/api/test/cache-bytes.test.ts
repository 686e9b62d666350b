import { describe, expect, it } from 'vitest';
import { approximateBytes, stringBytes } from '../src/lib/approximate-bytes.ts';
import { Lru } from '../src/lib/lru.ts';
import { VersionedCache } from '../src/lib/versioned-cache.ts';
import { cardBytes } from '../src/modules/solutions/catalog-index/catalog-index-holder.ts';
import { CatalogFixtures } from './helpers/catalog-fixtures.ts';
import { useTestApp } from './helpers/test-app.ts';

describe('weighing cache entries in bytes', () => {
  it('counts one byte a Latin-1 character and two past it, plus a header', () => {
    expect(stringBytes('abc')).toBe(16 + 3);
    expect(stringBytes('Sumatera é')).toBe(16 + 10);
    expect(stringBytes('Peta → banjir')).toBe(16 + 2 * 13);
  });

  it('weighs nested values at least as much as their JSON text, and a typed array by its buffer', () => {
    const value = { name: 'Flood map', tags: ['a', 'bb'], n: 3, nested: { on: true, none: null } };
    expect(approximateBytes(value)).toBeGreaterThanOrEqual(JSON.stringify(value).length);
    expect(approximateBytes(new Uint32Array(1000))).toBe(64 + 4000);
  });

  it('an LRU bounded by weight never holds more than its bound, and keeps the most recent', () => {
    const lru = new Lru<number, string>(Infinity, 10_000);
    for (let i = 0; i < 100; i++) lru.set(i, 'x'.repeat(900), 1000);
    expect(lru.weight).toBeLessThanOrEqual(10_000);
    expect(lru.size).toBe(10);
    expect(lru.get(99)).toBeDefined();
    expect(lru.get(0)).toBeUndefined();
  });

  it('the answer cache counts keys and answers, and keeps no more than its bytes', async () => {
    let made = 0;
    const cache = new VersionedCache(20_000, async () => 1);
    const answer = (i: number) => cache.get(`key-${i}`, async () => (made++, `${'→'.repeat(1000)}${i}`));
    for (let i = 0; i < 50; i++) await answer(i);
    expect(made).toBe(50);
    // Each answer weighs over 2,000 bytes (two a character past Latin-1): 9 fit, the 9 most recent.
    for (let i = 49; i > 40; i--) await answer(i);
    expect(made).toBe(50);
    await answer(0);
    expect(made).toBe(51);
  });
});

describe('cards weighed as the index remembers them', () => {
  const t = useTestApp('sqlite');

  it('a list card weighs more than its JSON and a few kilobytes at most', async () => {
    const f = new CatalogFixtures(t.db.kysely);
    const industry = await f.lookup('industries', 'Forestry and plantations');
    await f.solution({
      name: 'Peatland fire watch',
      description: '<p>Hotspots from satellite imagery, by district and by day.</p>'.repeat(5),
      industryIds: [industry],
      images: [{ name: 'map.jpg', storage_key: 'k.jpg', thumbnail_key: 'k-thumb.webp' }],
    });
    const card = (await t.app.inject({ url: '/api/catalog/solution' })).json().data[0];
    const bytes = cardBytes(card);
    expect(bytes).toBeGreaterThan(JSON.stringify(card).length);
    expect(bytes).toBeLessThan(8 * 1024);
  });
});
