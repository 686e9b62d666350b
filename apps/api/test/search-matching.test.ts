import { beforeAll, describe, expect, it } from 'vitest';
import { CatalogFixtures } from './helpers/catalog-fixtures.ts';
import { testDatabases, useTestApp } from './helpers/test-app.ts';

interface Card {
  id: number;
  name: string;
  highlight?: { name: string; description: string };
}

/** Issue 25's matching rules, through the list route, on each database. */
describe.each(testDatabases)('search matching on %s', (kind) => {
  const t = useTestApp(kind);
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    const f = new CatalogFixtures(t.db.kysely);
    ids.flood = await f.solution({ name: 'Flood Early Warning', description: '<p>Sensors along the river.</p>' });
    ids.banjir = await f.solution({
      name: 'Peta Banjir Jakarta',
      description: '<p>Pemantauan banjirnya kota secara langsung dan pengelolaan pompa.</p>',
    });
    ids.infra = await f.solution({
      name: 'Infrastructure Registry',
      description: '<p>Assets of roads & bridges <b>mapped</b> by drones.</p>',
    });
    ids.body = await f.solution({
      name: 'Road Survey',
      description: `<p>${'word '.repeat(20)}critical infrastructure inspection ${'tail '.repeat(20)}</p>`,
    });
    ids.pantau = await f.solution({ name: 'Pantau Hutan', description: '<p>Forest watch.</p>' });
    ids.floored = await f.solution({ name: 'Floored Prices', description: '<p>Retail.</p>' });
  });

  const search = async (q: string): Promise<Card[]> => {
    const res = await t.app.inject({ url: `/api/catalog/solution?page_size=100&search=${encodeURIComponent(q)}` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  };
  const found = async (q: string) => (await search(q)).map((c) => c.id);

  it('finds a word with one typo from five letters: insert, delete, replace, swap', async () => {
    expect(await found('floood')).toContain(ids.flood);
    expect(await found('flod')).not.toContain(ids.flood); // four letters: exact or prefix only
    expect(await found('infrastucture')).toEqual([ids.infra, ids.body]);
    expect(await found('infrastrcuture')).toEqual([ids.infra, ids.body]);
    expect(await found('inftastructure')).toEqual([ids.infra, ids.body]);
  });

  it('allows two edits from nine letters, not from eight', async () => {
    expect(await found('infrstructre')).toEqual([ids.infra, ids.body]);
    expect(await found('sensrs rivr')).toEqual([]);
    expect(await found('pemantauan')).toEqual([ids.pantau, ids.banjir]);
    // "pemntaun" has eight letters and is two edits from "pemantau(an)": too far.
    expect(await found('pemntaun')).toEqual([]);
  });

  it('matches Indonesian affixes by the Indonesian stem and English inflections by the English one', async () => {
    expect(await found('banjir')).toEqual([ids.banjir]);
    expect(await found('banjirnya')).toEqual([ids.banjir]);
    expect(await found('memantau')).toEqual([ids.pantau, ids.banjir]);
    expect(await found('floods')).toContain(ids.flood);
    expect(await found('sensor')).toEqual([ids.flood]);
    expect(await found('mapping')).toContain(ids.infra);
  });

  it('matches the last word as a prefix, and needs every word', async () => {
    expect(await found('flo')).toEqual(expect.arrayContaining([ids.flood, ids.floored]));
    expect(await found('early flo')).toEqual([ids.flood]);
    expect(await found('flo early')).toEqual([]);
    expect(await found('flood volcano')).toEqual([]);
  });

  it('ranks exact and stem above prefix above typo, and the name above the rest', async () => {
    // "floor" is exact for nothing, a prefix of "floored", one edit from "flood".
    expect(await found('floor')).toEqual([ids.floored, ids.flood]);
    // In the name before in the body.
    expect(await found('infrastructure')).toEqual([ids.infra, ids.body]);
  });

  it('marks every matched word in the name and a ten-word window of the description, escaped', async () => {
    const [infra] = await search('infrastucture mapped');
    expect(infra!.highlight).toEqual({
      name: '<mark>Infrastructure</mark> Registry',
      description: 'Assets of roads &amp; bridges <mark>mapped</mark> by drones.',
    });
    const [banjir] = await search('banjirnya');
    expect(banjir!.highlight!.name).toBe('Peta <mark>Banjir</mark> Jakarta');
    expect(banjir!.highlight!.description).toBe(
      'Pemantauan <mark>banjirnya</mark> kota secara langsung dan pengelolaan pompa.',
    );
    const body = (await search('infrastructure')).find((c) => c.id === ids.body)!;
    expect(body.highlight!.description).toBe(
      '… word word word critical <mark>infrastructure</mark> inspection tail tail tail tail …',
    );
  });

  it('carries no highlight without a search', async () => {
    const res = await t.app.inject({ url: '/api/catalog/solution?page_size=100' });
    expect(res.json().data.every((c: Card) => c.highlight === undefined)).toBe(true);
  });
});
