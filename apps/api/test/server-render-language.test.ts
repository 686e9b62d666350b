import { Window } from 'happy-dom';
import { beforeAll, describe, expect, it } from 'vitest';
import { ensureBuiltClient, WEB_DIST, WEB_SERVER_ENTRY } from './helpers/built-client.ts';
import { CatalogFixtures } from './helpers/catalog-fixtures.ts';
import { expectValidHtml } from './helpers/valid-html.ts';
import { testDatabases, useTestApp } from './helpers/test-app.ts';

const PUBLIC_URL = 'https://maps.example.org';

ensureBuiltClient();

const parser = new new Window().DOMParser();

function read(html: string) {
  const doc = parser.parseFromString(html, 'text/html');
  const link = (selector: string) => doc.querySelector(selector)?.getAttribute('href') ?? undefined;
  return {
    lang: doc.documentElement.getAttribute('lang'),
    title: doc.title,
    canonical: link('link[rel="canonical"]'),
    alternates: Object.fromEntries(
      [...doc.querySelectorAll('link[rel="alternate"][hreflang]')].map((l) => [
        l.getAttribute('hreflang'),
        l.getAttribute('href'),
      ]),
    ),
    locale: doc.querySelector('meta[property="og:locale"]')?.getAttribute('content'),
    nav: doc.querySelector('nav')?.textContent ?? '',
    hydration: JSON.parse(doc.getElementById('hydration-data')?.textContent ?? '{}') as object,
  };
}

describe.each(testDatabases)('server-rendered pages in the visitor language on %s', (kind) => {
  const t = useTestApp(kind, { publicUrl: PUBLIC_URL, webDist: WEB_DIST, webServerEntry: WEB_SERVER_ENTRY });
  let shown: number;

  beforeAll(async () => {
    shown = await new CatalogFixtures(t.db.kysely).solution({ name: 'Peta Banjir Jakarta' });
  });

  const get = async (url: string, headers: Record<string, string> = {}) => {
    const res = await t.app.inject({ url, headers });
    return { res, page: read(res.body) };
  };

  it('answers English by default, with the language versions as alternates', async () => {
    const { res, page } = await get('/solutions');
    expect(res.headers.vary).toBe('accept-encoding, cookie, accept-language');
    expect(page.lang).toBe('en');
    expect(page.title).toBe('Solutions · Solution Catalog');
    expect(page.nav).toContain('Home');
    expect(page.canonical).toBe(`${PUBLIC_URL}/solutions`);
    expect(page.locale).toBe('en_US');
    expect(page.alternates).toEqual({
      en: `${PUBLIC_URL}/solutions`,
      id: `${PUBLIC_URL}/solutions?lang=id`,
      'x-default': `${PUBLIC_URL}/solutions`,
    });
  });

  it('follows Accept-Language on a first visit', async () => {
    const { page } = await get('/', { 'accept-language': 'id-ID,id;q=0.9,en;q=0.8' });
    expect(page.lang).toBe('id');
    expect(page.title).toBe('Solution Catalog · Etalase solusi geospasial');
    expect(page.nav).toContain('Beranda');
    expect(page.nav).not.toContain('Home');
    expect(page.locale).toBe('id_ID');
    // The plain address stays canonical: the choice came from the browser, not the address.
    expect(page.canonical).toBe(`${PUBLIC_URL}/`);
  });

  it('keeps the lang cookie over Accept-Language, and ignores an unknown value', async () => {
    const english = await get('/', { 'accept-language': 'id', cookie: 'theme=dark; lang=en' });
    expect(english.page.lang).toBe('en');
    const indonesian = await get('/', { 'accept-language': 'en', cookie: 'lang=id' });
    expect(indonesian.page.lang).toBe('id');
    const unknown = await get('/', { 'accept-language': 'id', cookie: 'lang=fr' });
    expect(unknown.page.lang).toBe('id');
  });

  it('draws the address language (?lang=id) over the cookie, with that address as canonical', async () => {
    const { res, page } = await get(`/solution/${shown}?lang=id`, { cookie: 'lang=en' });
    expect(res.statusCode).toBe(200);
    expect(page.lang).toBe('id');
    expect(page.title).toBe('Peta Banjir Jakarta · Solution Catalog');
    expect(page.canonical).toBe(`${PUBLIC_URL}/solution/${shown}?lang=id`);
    expect(page.alternates).toMatchObject({ en: `${PUBLIC_URL}/solution/${shown}` });
  });

  it('draws the three public pages in Indonesian as valid HTML', async () => {
    for (const path of ['/?lang=id', '/solutions?lang=id', `/solution/${shown}?lang=id`]) {
      const { res, page } = await get(path);
      expect(res.statusCode, path).toBe(200);
      expect(page.lang, path).toBe('id');
      await expectValidHtml(res.body);
    }
  });

  it('answers a missing solution 404 in the visitor language', async () => {
    const { res, page } = await get('/solution/999999', { cookie: 'lang=id' });
    expect(res.statusCode).toBe(404);
    expect(page.lang).toBe('id');
    expect(page.title).toBe('Solusi tidak ditemukan · Solution Catalog');
    expect(page.alternates).toEqual({});
  });
});
