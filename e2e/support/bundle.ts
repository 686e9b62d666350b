import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { WEB_DIST } from './server.ts';

/**
 * A visitor's first page in either language, read strictly: 160 KB as 160,000 bytes of gzipped JS
 * and CSS, react-dom included (docs/decisions/0146-first-page-budgets.md,
 * docs/decisions/0182-route-table-halves.md).
 */
export const BUDGET_BYTES = 160_000;

/** How a visitor's address asks for each language: English at the plain address, Indonesian with `?lang=id`. */
export const LANGUAGE_VISITS = [
  { language: 'en', query: '' },
  { language: 'id', query: '?lang=id' },
] as const;

/**
 * Opens `path` and adds up every JS and CSS file the page asked for until its own content showed
 * (`ready`) and the document's load event fired, gzipped at level 9 as a server would send it.
 * What the page fetches later on its own (the sign-in prompt's code, asked for a second after the
 * list shows, or a dialog's code) is not part of the first page: the page's clock stands still while
 * it loads, so none of its timers can fire before the count, however slow the machine.
 */
export async function initialAssets(page: Page, baseUrl: string, path: string, ready: () => Promise<unknown>) {
  const assets = new Set<string>();
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.origin === baseUrl && /\.(js|css)$/.test(url.pathname)) assets.add(url.pathname);
  });
  await page.clock.install();
  // A minute ahead is always ahead of the clock just installed; no page has set a timer yet.
  await page.clock.pauseAt(Date.now() + 60_000);
  await page.goto(baseUrl + path, { waitUntil: 'load' });
  await ready();
  const firstPage = [...assets];
  await page.clock.resume();
  let total = 0;
  const lines: string[] = [];
  const code: string[] = [];
  for (const asset of firstPage) {
    const file = await readFile(join(WEB_DIST, asset));
    code.push(file.toString('utf8'));
    const gz = gzipSync(file, { level: 9 }).length;
    total += gz;
    lines.push(`${asset} ${gz.toLocaleString('en-US')} B`);
  }
  const report = `${path}: ${total.toLocaleString('en-US')} bytes gzipped (${(total / 1024).toFixed(1)} KiB)\n  ${lines.join('\n  ')}`;
  return { count: firstPage.length, total, code: code.join('\n'), report };
}
