import { describe, expect, it } from 'vitest';
import { NARROW, WIDE } from '../support/browser.ts';
import { BUDGET_BYTES, LANGUAGE_VISITS, initialAssets } from '../support/bundle.ts';
import { useWorld } from '../support/world.ts';

const world = useWorld({ seedDemo: true });

const TITLES = { en: 'Solutions · Solution Catalog', id: 'Solusi · Solution Catalog' };

describe('list route size', () => {
  for (const { language, query } of LANGUAGE_VISITS) {
    for (const viewport of [WIDE, NARROW]) {
      it(`loads under 160 KB of gzipped JavaScript and CSS for a visitor reading ${language} at ${viewport.width} px`, async () => {
        const w = world();
        const page = await w.browser.newPage(viewport);
        const list = await initialAssets(page, w.baseUrl, `/solutions${query}`, () =>
          page.locator('[data-testid="solution-card"]').first().waitFor(),
        );
        console.log(`at ${viewport.width} px ${list.report}`);
        // No DOMPurify, no zod and no toast library on the list; the sign-in modal's dialog comes when
        // it first opens, and the texts of the signed-in areas with their pages.
        expect(list.code).not.toContain('ALLOWED_URI_REGEXP');
        expect(list.code).not.toContain('ZodError');
        expect(list.code).not.toContain('data-testid":`sign-in-modal`');
        expect(list.code).not.toContain('Export CSV');
        expect(list.code).not.toContain('_goober'); // react-hot-toast's styling runtime
        expect(list.total).toBeLessThan(BUDGET_BYTES);
        expect(await page.title()).toBe(TITLES[language]);
        expect(await page.locator('html').getAttribute('lang')).toBe(language);
      });
    }
  }
});
