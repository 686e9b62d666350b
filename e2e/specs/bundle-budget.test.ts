import { describe, expect, it } from 'vitest';
import { WIDE } from '../support/browser.ts';
import { BUDGET_BYTES, LANGUAGE_VISITS, initialAssets } from '../support/bundle.ts';
import { useWorld } from '../support/world.ts';

const world = useWorld();

const TITLES = {
  en: 'Solution Catalog · Geospatial solutions showcase',
  id: 'Solution Catalog · Etalase solusi geospasial',
};

describe('home route size', () => {
  for (const { language, query } of LANGUAGE_VISITS) {
    it(`loads under 160 KB of gzipped JavaScript and CSS for a visitor reading ${language}`, async () => {
      const w = world();
      const page = await w.browser.newPage(WIDE);
      const home = await initialAssets(page, w.baseUrl, `/${query}`, () =>
        page.getByRole('heading', { level: 1 }).waitFor(),
      );
      console.log(home.report);
      expect(home.count).toBeGreaterThan(0);
      expect(home.total).toBeLessThan(BUDGET_BYTES);
      expect(await page.title()).toBe(TITLES[language]);
      expect(await page.locator('html').getAttribute('lang')).toBe(language);
    });
  }
});
