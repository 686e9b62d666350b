import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { WIDE } from '../support/browser.ts';
import { WEB_DIST } from '../support/server.ts';
import { useWorld } from '../support/world.ts';

const BUDGET_BYTES = 150 * 1024;
const world = useWorld();

describe('home route size', () => {
  it('loads under 150 KB of gzipped JavaScript and CSS for a visitor', async () => {
    const w = world();
    const page = await w.browser.newPage(WIDE);
    const assets = new Set<string>();
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.origin === w.baseUrl && /\.(js|css)$/.test(url.pathname)) assets.add(url.pathname);
    });
    await page.goto(w.baseUrl + '/', { waitUntil: 'networkidle' });
    await page.getByRole('heading', { level: 1 }).waitFor();
    let total = 0;
    const sizes: string[] = [];
    for (const path of assets) {
      const gz = gzipSync(await readFile(join(WEB_DIST, path)), { level: 9 }).length;
      total += gz;
      sizes.push(`${path} ${(gz / 1024).toFixed(1)} KB`);
    }
    console.log(`home route: ${(total / 1024).toFixed(1)} KB gzipped\n  ${sizes.join('\n  ')}`);
    expect(assets.size).toBeGreaterThan(0);
    expect(total).toBeLessThan(BUDGET_BYTES);
  });
});
