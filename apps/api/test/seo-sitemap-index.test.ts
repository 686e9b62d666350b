import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { beforeAll, describe, expect, it } from 'vitest';
import { CatalogFixtures } from './helpers/catalog-fixtures.ts';
import { createUserWithToken } from './helpers/factories.ts';
import { testDatabases, useTestApp } from './helpers/test-app.ts';

const PUBLIC_URL = 'https://maps.example.org/catalog';
/** A small file limit stands in for the protocol's 50,000, so a few hundred solutions need an index. */
const PER_FILE = 40;

const parser = new XMLParser({
  ignoreAttributes: false,
  isArray: (name) => name === 'url' || name === 'sitemap',
  parseTagValue: false,
});

type Entry = { loc: string; lastmod?: string };

/** What a crawler reads from one sitemap file: an index of sitemaps, or a set of URLs. */
function read(body: string): { index?: Entry[]; urls?: Entry[] } {
  expect(XMLValidator.validate(body)).toBe(true);
  const doc = parser.parse(body) as {
    sitemapindex?: { '@_xmlns': string; sitemap: Entry[] };
    urlset?: { '@_xmlns': string; url?: Entry[] };
  };
  const root = doc.sitemapindex ?? doc.urlset;
  expect(root?.['@_xmlns']).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
  return doc.sitemapindex ? { index: doc.sitemapindex.sitemap } : { urls: doc.urlset!.url ?? [] };
}

describe.each(testDatabases)('a sitemap past one file on %s', (kind) => {
  const t = useTestApp(kind, { publicUrl: PUBLIC_URL, sitemapUrlsPerFile: PER_FILE });
  const visible: number[] = [];
  const hidden: number[] = [];

  beforeAll(async () => {
    const fixtures = new CatalogFixtures(t.db.kysely);
    // 150 solutions, one in five a draft a visitor may not see: 120 solution pages and 2 others.
    for (let i = 0; i < 150; i++) {
      const status = i % 5 === 4 ? 'development' : 'release_public';
      const id = await fixtures.solution({ name: `Mapped ${i}`, status });
      (status === 'development' ? hidden : visible).push(id);
    }
  });

  /** A crawler's GET: the path of an absolute sitemap URL, asked of the app. */
  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ url: url.replace(PUBLIC_URL, ''), headers });

  it('becomes an index whose parts a parser follows to every solution, each once, none hidden', async () => {
    const root = await get(`${PUBLIC_URL}/sitemap.xml`);
    expect(root.statusCode).toBe(200);
    expect(root.headers['content-type']).toBe('application/xml; charset=utf-8');
    const { index } = read(root.body);
    expect(index!.map((s) => s.loc)).toEqual([1, 2, 3, 4].map((n) => `${PUBLIC_URL}/sitemap-${n}.xml`));

    const found: string[] = [];
    for (const part of index!) {
      const res = await get(part.loc);
      expect(res.statusCode).toBe(200);
      const { urls } = read(res.body);
      expect(urls!.length).toBeLessThanOrEqual(PER_FILE);
      found.push(...urls!.map((u) => u.loc));
      // The part's lastmod is the latest of its pages'.
      const latest = urls!
        .map((u) => u.lastmod ?? '')
        .sort()
        .at(-1);
      expect(part.lastmod).toBe(latest);
    }
    expect(found).toHaveLength(2 + visible.length);
    expect(new Set(found).size).toBe(found.length);
    expect(found.slice(0, 2)).toEqual([`${PUBLIC_URL}/`, `${PUBLIC_URL}/solutions`]);
    expect(found.slice(2)).toEqual(visible.map((id) => `${PUBLIC_URL}/solution/${id}`));
    for (const id of hidden) expect(found).not.toContain(`${PUBLIC_URL}/solution/${id}`);
  });

  it('answers 404 past the last part and 400 for a part that is no number', async () => {
    const past = await get('/sitemap-5.xml');
    expect(past.statusCode).toBe(404);
    expect(past.json().code).toBe('server.notFound');
    for (const url of ['/sitemap-0.xml', '/sitemap-x.xml']) {
      const res = await get(url);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBeTruthy();
    }
  });

  it('gives every caller the same parts and revalidates them by the catalogue version', async () => {
    const { auth } = await createUserWithToken(t.app, { isStaff: true });
    const first = await get('/sitemap-2.xml');
    expect((await get('/sitemap-2.xml', auth)).body).toBe(first.body);
    const etag = first.headers.etag as string;
    expect((await get('/sitemap-2.xml', { 'if-none-match': etag })).statusCode).toBe(304);
    // A write moves the version: the held part is no longer current, and the new solution is listed.
    const added = await new CatalogFixtures(t.db.kysely).solution({ name: 'Mapped late' });
    expect((await get('/sitemap-2.xml', { 'if-none-match': etag })).statusCode).toBe(200);
    const last = read((await get('/sitemap-4.xml')).body).urls!;
    expect(last.at(-1)!.loc).toBe(`${PUBLIC_URL}/solution/${added}`);
  });
});

describe('a sitemap within one file', () => {
  const t = useTestApp('sqlite', { publicUrl: PUBLIC_URL });

  it('stays one urlset, and has no parts', async () => {
    await new CatalogFixtures(t.db.kysely).solution({ name: 'Only one' });
    expect(read((await t.app.inject({ url: '/sitemap.xml' })).body).urls).toHaveLength(3);
    expect((await t.app.inject({ url: '/sitemap-1.xml' })).statusCode).toBe(404);
  });
});
