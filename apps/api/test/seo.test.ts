import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sitemapXml } from '../src/modules/seo/sitemap-xml.ts';
import { CatalogFixtures } from './helpers/catalog-fixtures.ts';
import { createUserWithToken } from './helpers/factories.ts';
import { createTestApp, type TestApp, testDatabases, useTestApp } from './helpers/test-app.ts';
import { type Fields, sendForm } from './helpers/upload.ts';

/** Where the catalogue is published: a path below the host, so every URL must carry it. */
const PUBLIC_URL = 'https://maps.example.org/catalog';

// Character references (`&#39;`) are XML; this parser reads them only with its HTML entities on.
const parser = new XMLParser({
  ignoreAttributes: false,
  isArray: (name) => name === 'url',
  parseTagValue: false,
  htmlEntities: true,
});

interface Sitemap {
  namespace: string;
  urls: Array<{ loc: string; lastmod?: string }>;
}

/** The sitemap as a crawler reads it: well-formed XML, then its `urlset`. */
function readSitemap(body: string): Sitemap {
  expect(XMLValidator.validate(body)).toBe(true);
  const { urlset } = parser.parse(body) as { urlset: { '@_xmlns': string; url?: Sitemap['urls'] } };
  return { namespace: urlset['@_xmlns'], urls: urlset.url ?? [] };
}

const ROBOTS = `User-agent: *
Allow: /
Disallow: /api/
Disallow: /admin
Disallow: /create
Disallow: /edit/
Disallow: /enquiry/
Disallow: /profile
Disallow: /sign/

Sitemap: ${PUBLIC_URL}/sitemap.xml
`;

describe.each(testDatabases)('sitemap and robots.txt on %s', (kind) => {
  const t = useTestApp(kind, { publicUrl: PUBLIC_URL });
  let admin: Record<string, string>;
  let user: Record<string, string>;
  let contributor: number;
  let sector: number;
  let fixtures: CatalogFixtures;

  beforeAll(async () => {
    admin = (await createUserWithToken(t.app, { isStaff: true })).auth;
    user = (await createUserWithToken(t.app)).auth;
    fixtures = new CatalogFixtures(t.db.kysely);
    contributor = await fixtures.lookup('contributors', 'Ani Wijaya');
    sector = await fixtures.lookup('sectors', 'Public Sector');
  });

  const sitemap = (headers: Record<string, string> = {}) => t.app.inject({ url: '/sitemap.xml', headers });
  const locs = async (headers: Record<string, string> = {}) =>
    readSitemap((await sitemap(headers)).body).urls.map((u) => u.loc);
  const pageOf = (id: number) => `${PUBLIC_URL}/solution/${id}`;
  const updatedAt = async (id: number) =>
    (await t.db.kysely.selectFrom('solutions').select('updated_at').where('id', '=', id).executeTakeFirstOrThrow())
      .updated_at;
  const save = (method: 'POST' | 'PUT', url: string, fields: Fields) => sendForm(t.app, method, url, admin, fields);

  it('lists the home page, the list page and each public solution as absolute URLs with lastmod', async () => {
    const shown = await fixtures.solution({ name: 'Tidal Gauge Map' });
    const res = await sitemap();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    const { namespace, urls } = readSitemap(res.body);
    expect(namespace).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
    expect(urls.slice(0, 2)).toEqual([{ loc: `${PUBLIC_URL}/` }, { loc: `${PUBLIC_URL}/solutions` }]);
    const entry = urls.find((u) => u.loc === pageOf(shown));
    // A W3C datetime to the second, naming the moment the solution last changed.
    expect(entry?.lastmod).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
    expect(Date.parse(entry!.lastmod!)).toBe(Math.floor(Date.parse(await updatedAt(shown)) / 1000) * 1000);
  });

  it('leaves out every solution a visitor may not see, whoever asks', async () => {
    const shown = await fixtures.solution({ name: 'Open Harbour Atlas' });
    const hidden = await Promise.all(
      ['release_register', 'release_internal', 'review', 'testing', 'development'].map((status) =>
        fixtures.solution({ name: `Hidden ${status}`, status }),
      ),
    );
    for (const headers of [{}, user, admin]) {
      const found = await locs(headers);
      expect(found).toContain(pageOf(shown));
      for (const id of hidden) expect(found).not.toContain(pageOf(id));
    }
    const bodies = await Promise.all([{}, user, admin].map(async (headers) => (await sitemap(headers)).body));
    expect(new Set(bodies).size).toBe(1);
  });

  it('shows a create, a publication, a status change and a delete on the next request', async () => {
    const before = await sitemap();
    let etag = before.headers.etag as string;
    /** The next request, sent as a client that holds the last answer would send it. */
    const next = async () => {
      const res = await sitemap({ 'if-none-match': etag });
      expect(res.statusCode).toBe(200);
      etag = res.headers.etag as string;
      return readSitemap(res.body).urls;
    };

    const draft = await save('POST', '/api/catalog/solution', {
      name: 'Flood Watch',
      creator: 'Ani',
      contributor_id: contributor,
      sector_id: sector,
    });
    expect(draft.statusCode).toBe(201);
    const id = draft.json().data.id as number;
    expect((await next()).map((u) => u.loc)).not.toContain(pageOf(id));

    expect((await save('PUT', `/api/catalog/solution/${id}`, { status: 'release_public' })).statusCode).toBe(200);
    const published = (await next()).find((u) => u.loc === pageOf(id));
    expect(Date.parse(published!.lastmod!)).toBe(Math.floor(Date.parse(await updatedAt(id)) / 1000) * 1000);

    expect((await save('PUT', `/api/catalog/solution/${id}`, { status: 'release_register' })).statusCode).toBe(200);
    expect((await next()).map((u) => u.loc)).not.toContain(pageOf(id));

    const direct = await save('POST', '/api/catalog/solution', {
      name: 'Coral Reef Monitor',
      creator: 'Budi',
      contributor_id: contributor,
      sector_id: sector,
      status: 'release_public',
    });
    const directId = direct.json().data.id as number;
    expect((await next()).map((u) => u.loc)).toContain(pageOf(directId));

    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/catalog/solution/${directId}`, headers: admin })).statusCode,
    ).toBe(200);
    expect((await next()).map((u) => u.loc)).not.toContain(pageOf(directId));
  });

  it('revalidates by ETag with one tag for every caller', async () => {
    const first = await sitemap();
    const etag = first.headers.etag as string;
    expect(first.headers['cache-control']).toBe('no-cache');
    for (const headers of [{}, user, admin]) {
      const again = await sitemap({ ...headers, 'if-none-match': etag });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
    }
  });

  it('answers robots.txt with the private pages left out and the sitemap named', async () => {
    const res = await t.app.inject({ url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.body).toBe(ROBOTS);
    expect((await t.app.inject({ url: '/robots.txt', headers: admin })).body).toBe(ROBOTS);
  });
});

describe('the sitemap beside the built web client', () => {
  let t: TestApp;
  let webDist: string;
  beforeAll(async () => {
    webDist = mkdtempSync(join(tmpdir(), 'catalog-web-'));
    writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>client</title>');
    t = await createTestApp('sqlite', { publicUrl: PUBLIC_URL, webDist });
  });
  afterAll(async () => {
    await t.cleanup();
    rmSync(webDist, { recursive: true, force: true });
  });

  it('is answered by the API, not by the page fallback', async () => {
    expect((await t.app.inject({ url: '/solutions' })).body).toContain('<title>client</title>');
    const map = await t.app.inject({ url: '/sitemap.xml' });
    expect(readSitemap(map.body).urls[0]).toEqual({ loc: `${PUBLIC_URL}/` });
    expect((await t.app.inject({ url: '/robots.txt' })).body).toBe(ROBOTS);
  });
});

describe('sitemap document', () => {
  it('escapes what it is given, so any address reads back unchanged', () => {
    const loc = `https://maps.example.org/a&b/"quoted"/'single'/<tag>`;
    expect(readSitemap(sitemapXml([{ loc, lastmod: '2024-01-01T00:00:00Z' }])).urls).toEqual([
      { loc, lastmod: '2024-01-01T00:00:00Z' },
    ]);
  });
});
