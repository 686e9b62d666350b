import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { WEB_DIST } from './server.ts';

/** A visitor's first page, read strictly: 100 KB as 100,000 bytes of gzipped JS and CSS. */
export const BUDGET_BYTES = 100_000;

/**
 * Opens `path` and adds up every JS and CSS file the page asked for while loading, gzipped at
 * level 9 as a server would send it. `ready` waits for the page's own content.
 */
export async function initialAssets(page: Page, baseUrl: string, path: string, ready: () => Promise<unknown>) {
  const assets = new Set<string>();
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.origin === baseUrl && /\.(js|css)$/.test(url.pathname)) assets.add(url.pathname);
  });
  await page.goto(baseUrl + path, { waitUntil: 'networkidle' });
  await ready();
  let total = 0;
  const lines: string[] = [];
  const code: string[] = [];
  for (const asset of assets) {
    const file = await readFile(join(WEB_DIST, asset));
    code.push(file.toString('utf8'));
    const gz = gzipSync(file, { level: 9 }).length;
    total += gz;
    lines.push(`${asset} ${gz.toLocaleString('en-US')} B`);
  }
  const report = `${path}: ${total.toLocaleString('en-US')} bytes gzipped (${(total / 1024).toFixed(1)} KiB)\n  ${lines.join('\n  ')}`;
  return { count: assets.size, total, code: code.join('\n'), report };
}
