import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Window } from 'happy-dom';
import { beforeAll, describe, expect, it } from 'vitest';
import { ensureBuiltClient, WEB_DIST, WEB_SERVER_ENTRY } from './helpers/built-client.ts';
import { CatalogFixtures } from './helpers/catalog-fixtures.ts';
import { expectValidHtml } from './helpers/valid-html.ts';
import { createUserWithToken } from './helpers/factories.ts';
import { testDatabases, useTestApp } from './helpers/test-app.ts';

/** Published below a path, so every absolute URL must carry it. */
const PUBLIC_URL = 'https://maps.example.org/catalog';

ensureBuiltClient();

const parser = new new Window().DOMParser();

/** The page's markup, as a crawler or a browser without JavaScript reads it. */
function read(html: string) {
  const doc = parser.parseFromString(html, 'text/html');
  const meta = (key: string) =>
    doc.querySelector(`meta[property="${key}"], meta[name="${key}"]`)?.getAttribute('content') ?? undefined;
  const jsonLd = [...doc.querySelectorAll('script[type="application/ld+json"]')].map(
    (s) => JSON.parse(s.textContent ?? '') as Record<string, unknown>,
  );
  return {
    doc,
    title: doc.title,
    meta,
    canonical: doc.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? undefined,
    jsonLd,
    root: doc.getElementById('root')!,
    text: (doc.getElementById('root')?.textContent ?? '').replace(/\s+/g, ' '),
    inlineScripts: [...doc.querySelectorAll('script:not([src])')].map((s) => s.getAttribute('type')),
  };
}

const SHELL_ROOT = '<div id="root"></div>';

describe.each(testDatabases)('server-rendered public pages on %s', (kind) => {
  const t = useTestApp(kind, { publicUrl: PUBLIC_URL, webDist: WEB_DIST, webServerEntry: WEB_SERVER_ENTRY });
  let fixtures: CatalogFixtures;
  let shown: number;
  let membersOnly: number;
  let draft: number;

  beforeAll(async () => {
    fixtures = new CatalogFixtures(t.db.kysely);
    const roads = await fixtures.lookup('technologies', 'Road Analytics');
    const water = await fixtures.lookup('technologies', 'Water Modelling');
    shown = await fixtures.solution({
      name: 'Tidal Gauge Map',
      description: '<p>Reads <strong>tide gauges</strong> &amp; warns harbours.</p><p>Before the water rises.</p>',
      technologyIds: [water],
      images: [{ name: 'map.png', storage_key: 'solutions/map.png', thumbnail_key: 'solutions/map-thumb.png' }],
    });
    await fixtures.solution({ name: 'Tidal Flats Atlas', description: 'Mudflat survey', technologyIds: [water] });
    await fixtures.solution({ name: 'Pothole Finder', description: 'Road survey', technologyIds: [roads] });
    membersOnly = await fixtures.solution({ name: 'Tidal Members Board', status: 'release_register' });
    draft = await fixtures.solution({ name: 'Tidal Draft Plan', status: 'development' });
  });

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });

  it('draws a solution with its name, overview, head tags and JSON-LD, all URLs absolute', async () => {
    const res = await get(`/solution/${shown}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    const page = read(res.body);
    expect(page.doc.querySelector('#root h1')?.textContent).toBe('Tidal Gauge Map');
    expect(page.text).toContain('Reads tide gauges & warns harbours.');
    expect(page.text).toContain('Before the water rises.');

    const url = `${PUBLIC_URL}/solution/${shown}`;
    const detail = (await get(`/api/catalog/solution/${shown}`)).json<{
      data: { images: Array<{ image_url: string }> };
    }>();
    const image = `${PUBLIC_URL}${detail.data.images[0]!.image_url}`;
    expect(image).toMatch(/^https:\/\/maps\.example\.org\/catalog\/uploads\/.+map\.png$/);
    // Plain text, its paragraphs apart.
    const description = 'Reads tide gauges & warns harbours. Before the water rises.';
    expect(page.title).toBe('Tidal Gauge Map · Solution Catalog');
    expect(page.meta('description')).toBe(description);
    expect(page.canonical).toBe(url);
    expect(page.meta('og:title')).toBe('Tidal Gauge Map · Solution Catalog');
    expect(page.meta('og:description')).toBe(description);
    expect(page.meta('og:url')).toBe(url);
    expect(page.meta('og:type')).toBe('article');
    expect(page.meta('og:image')).toBe(image);
    expect(page.meta('twitter:card')).toBe('summary_large_image');
    expect(page.meta('twitter:image')).toBe(image);
    expect(page.jsonLd).toEqual([
      {
        '@context': 'https://schema.org',
        '@type': 'SoftwareApplication',
        name: 'Tidal Gauge Map',
        description,
        image,
        applicationCategory: 'Water Modelling',
        inLanguage: 'en',
        url,
      },
    ]);
    // The page's CSP runs no inline script: every block without src is data, never code.
    expect(page.inlineScripts.sort()).toEqual(['application/json', 'application/json', 'application/ld+json']);
    // One script, which loads the app and this page's code once the page is shown (docs/decisions/0127).
    expect(res.body).toMatch(/<script type="module" crossorigin src="\/assets\/boot-[\w-]+\.js"><\/script>/);
    expect(res.body).not.toContain('rel="modulepreload"');
    const code = JSON.parse(/<script type="application\/json" id="page-code">(.*?)<\/script>/.exec(res.body)![1]!) as {
      entry: string;
      chunks: string[];
    };
    expect(code.entry).toMatch(/^\/assets\/index-[\w-]+\.js$/);
    expect(code.chunks).toContainEqual(expect.stringMatching(/^\/assets\/solution-page-[\w-]+\.js$/));
    expect(code.chunks).toContainEqual(expect.stringMatching(/^\/assets\/visitor-[\w-]+\.js$/));
    await expectValidHtml(res.body);
  });

  it('answers 404 with the not-found content for a missing solution and for one a visitor may not see', async () => {
    for (const id of [999999, draft, membersOnly]) {
      const res = await get(`/solution/${id}`);
      expect(res.statusCode, `solution ${id}`).toBe(404);
      const page = read(res.body);
      expect(page.text).toContain('Solution not found');
      expect(page.text).not.toContain('Tidal Draft Plan');
      expect(page.text).not.toContain('Tidal Members Board');
      expect(page.meta('robots')).toBe('noindex');
      expect(page.canonical).toBeUndefined();
    }
  });

  it('draws the visitor view even for a signed-in caller: their page follows in the browser', async () => {
    const { auth } = await createUserWithToken(t.app);
    const res = await get(`/solution/${membersOnly}`, auth);
    expect(res.statusCode).toBe(404);
    expect(read(res.body).text).toContain('Solution not found');
  });

  it('draws exactly the matching cards of a search with the facet counts of its filters', async () => {
    const res = await get('/solutions?search=tidal');
    expect(res.statusCode).toBe(200);
    const page = read(res.body);
    const cards = [...page.doc.querySelectorAll('[data-testid="solution-card"] h3')].map((h) => h.textContent);
    expect(cards.sort()).toEqual(['Tidal Flats Atlas', 'Tidal Gauge Map']);
    const counts = Object.fromEntries(
      [...page.doc.querySelectorAll('fieldset[data-group="technology"] label')].map((label) => [
        label.querySelector('span')?.textContent,
        label.querySelector('[data-testid="facet-count"]')?.firstChild?.textContent,
      ]),
    );
    expect(counts).toEqual({ 'Road Analytics': '0', 'Water Modelling': '2' });
    expect(page.title).toBe('Solutions · Solution Catalog');
    expect(page.canonical).toBe(`${PUBLIC_URL}/solutions`);
    expect(page.meta('og:image')).toBe(`${PUBLIC_URL}/og-default.png`);
    await expectValidHtml(res.body);
  });

  it('draws the home page with its hero', async () => {
    const res = await get('/');
    expect(res.statusCode).toBe(200);
    const page = read(res.body);
    expect(page.doc.getElementById('hero-title')?.textContent).toBe(
      'An Innovation Ecosystem for Geospatial Solution Development',
    );
    expect(page.canonical).toBe(`${PUBLIC_URL}/`);
    expect(page.meta('og:type')).toBe('website');
    await expectValidHtml(res.body);
  });

  it('answers 404 with the not-found page for an unknown path, and the shell for client-only routes', async () => {
    const unknown = await get('/no/such/page');
    expect(unknown.statusCode).toBe(404);
    expect(read(unknown.body).text).toContain('Lost in Space?');
    for (const path of ['/sign/in', '/profile', '/admin/users', '/create']) {
      const res = await get(path);
      expect(res.statusCode, path).toBe(200);
      expect(res.body, path).toContain(SHELL_ROOT);
    }
  });
});

describe('a server render that fails', () => {
  const dir = mkdtempSync(join(tmpdir(), 'catalog-broken-render-'));
  const entry = join(dir, 'entry-server.js');
  writeFileSync(entry, "export async function render() { throw new Error('render failed on purpose'); }\n");
  const t = useTestApp('sqlite', { webDist: WEB_DIST, webServerEntry: entry });

  it('falls back to the client shell with status 200, never a 500', async () => {
    for (const path of ['/', '/solutions', '/solution/1']) {
      const res = await t.app.inject({ url: path });
      expect(res.statusCode, path).toBe(200);
      expect(res.body, path).toContain(SHELL_ROOT);
      expect(res.body, path).toContain('<script type="module"');
    }
  });
});
