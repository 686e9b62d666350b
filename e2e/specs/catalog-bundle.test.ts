import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { NARROW, WIDE } from '../support/browser.ts';
import { WEB_DIST } from '../support/server.ts';
import { useWorld } from '../support/world.ts';

const BUDGET_BYTES = 150 * 1024;
const world = useWorld({ seedDemo: true });

/** Every JS and CSS file the page asked for, gzipped as a server would send it. */
async function loadedBytes(assets: Set<string>) {
  let total = 0;
  const sizes: string[] = [];
  const code: string[] = [];
  for (const path of assets) {
    const file = await readFile(join(WEB_DIST, path));
    code.push(file.toString('utf8'));
    const gz = gzipSync(file, { level: 9 }).length;
    total += gz;
    sizes.push(`${path} ${(gz / 1024).toFixed(1)} KB`);
  }
  return { total, sizes, code: code.join('\n') };
}

describe('list route size', () => {
  for (const viewport of [WIDE, NARROW]) {
    it(`loads under 150 KB of gzipped JavaScript and CSS for a visitor at ${viewport.width} px`, async () => {
      const w = world();
      const page = await w.browser.newPage(viewport);
      const assets = new Set<string>();
      page.on('request', (request) => {
        const url = new URL(request.url());
        if (url.origin === w.baseUrl && /\.(js|css)$/.test(url.pathname)) assets.add(url.pathname);
      });
      await page.goto(w.baseUrl + '/solutions', { waitUntil: 'networkidle' });
      await page.locator('[data-testid="solution-card"]').first().waitFor();
      const { total, sizes, code } = await loadedBytes(assets);
      console.log(`list route at ${viewport.width} px: ${(total / 1024).toFixed(1)} KB gzipped\n  ${sizes.join('\n  ')}`);
      // No DOMPurify and no zod on the list; the sign-in modal's dialog comes when it first opens.
      expect(code).not.toContain('ALLOWED_URI_REGEXP');
      expect(code).not.toContain('ZodError');
      expect(code).not.toContain('Sign in now');
      expect(total).toBeLessThan(BUDGET_BYTES);
    });
  }
});
