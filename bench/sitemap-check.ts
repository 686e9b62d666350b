import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { XMLParser } from 'fast-xml-parser';
import { bootstrap } from '../apps/api/src/bootstrap.ts';
import { loadConfig } from '../apps/api/src/config.ts';
import { generateCatalogueShown } from './generate.ts';

const parser = new XMLParser({ isArray: (name) => name === 'url' || name === 'sitemap', parseTagValue: false });

export interface FollowedSitemap {
  /** Sitemap files read: 1 without an index, else the index and each part. */
  files: number;
  /** URLs in the largest file (the protocol allows 50,000). */
  largest: number;
  /** Every page URL, in the order the files give them. */
  urls: string[];
}

/**
 * Reads `/sitemap.xml` as a crawler does: a urlset is the whole list; an index names parts, each
 * read in turn. `get` answers the body of an absolute URL (fetch, or the app's inject).
 */
export async function followSitemap(root: string, get: (url: string) => Promise<string>): Promise<FollowedSitemap> {
  type Doc = { sitemapindex?: { sitemap: Array<{ loc: string }> }; urlset?: { url?: Array<{ loc: string }> } };
  const first = parser.parse(await get(root)) as Doc;
  const parts = first.sitemapindex ? first.sitemapindex.sitemap.map((s) => s.loc) : null;
  const sets = parts
    ? await Promise.all(parts.map(async (loc) => (parser.parse(await get(loc)) as Doc).urlset))
    : [first.urlset];
  const lists = sets.map((set) => (set?.url ?? []).map((u) => u.loc));
  return {
    files: parts ? parts.length + 1 : 1,
    largest: Math.max(...lists.map((l) => l.length)),
    urls: lists.flat(),
  };
}

/** Whether `followed` lists the two pages and exactly the solutions of `visitorIds`, each once, files within the limit. */
export function sitemapVerdict(followed: FollowedSitemap, visitorIds: readonly number[], publicUrl: string): string {
  const expected = [
    `${publicUrl}/`,
    `${publicUrl}/solutions`,
    ...visitorIds.map((id) => `${publicUrl}/solution/${id}`),
  ];
  const same = followed.urls.length === expected.length && followed.urls.every((u, i) => u === expected[i]);
  const ok = same && followed.largest <= 50_000 && (expected.length <= 50_000 || followed.files > 1);
  return (
    `${ok ? 'met' : 'NOT met'} (${followed.files} files, at most ${followed.largest.toLocaleString('en-US')} URLs each, ` +
    `${followed.urls.length.toLocaleString('en-US')} URLs for ${visitorIds.length.toLocaleString('en-US')} public solutions)`
  );
}

/**
 * `npm run sitemap-check -w @catalog/bench`: a generated catalogue of SITEMAP_CHECK_SIZE solutions
 * (100,000 by default, about half public, so more than one file's 50,000 URLs), the app in this
 * process, and its sitemap followed from the index to every public solution (docs/decisions/0159).
 */
async function main() {
  const size = Number(process.env.SITEMAP_CHECK_SIZE ?? 100_000);
  const dir = mkdtempSync(join(tmpdir(), 'catalog-sitemap-'));
  const publicUrl = 'https://catalog.example.org';
  try {
    const url = `sqlite:${join(dir, 'bench.db')}`;
    const info = await generateCatalogueShown(url, size);
    const config = loadConfig({
      DATABASE_URL: url,
      DATA_DIR: dir,
      UPLOAD_DIR: join(dir, 'uploads'),
      PUBLIC_URL: publicUrl,
      JWT_SECRET: 'bench-secret-that-is-at-least-32-bytes-long',
      LOG_LEVEL: 'silent',
      SEED_DEMO: '0',
      API_RATE_LIMIT: '0',
    });
    const { app, db } = await bootstrap(config);
    try {
      const started = Date.now();
      const followed = await followSitemap(`${publicUrl}/sitemap.xml`, async (loc) => {
        const res = await app.inject({ url: loc.slice(publicUrl.length) });
        if (res.statusCode !== 200) throw new Error(`${loc} answered ${res.statusCode}: ${res.body.slice(0, 200)}`);
        return res.body;
      });
      const verdict = sitemapVerdict(followed, info.visitorIds, publicUrl);
      console.log(
        `target (sitemap at ${size.toLocaleString('en-US')} solutions leads to every public one): ${verdict}, read in ${Date.now() - started} ms`,
      );
      if (!verdict.startsWith('met')) process.exitCode = 1;
    } finally {
      await app.close();
      await db.close();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
