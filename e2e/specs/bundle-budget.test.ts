import { describe, expect, it } from 'vitest';
import { WIDE } from '../support/browser.ts';
import { BUDGET_BYTES, initialAssets } from '../support/bundle.ts';
import { useWorld } from '../support/world.ts';

const world = useWorld();

describe('home route size', () => {
  it('loads under 100 KB of gzipped JavaScript and CSS for a visitor', async () => {
    const w = world();
    const page = await w.browser.newPage(WIDE);
    const home = await initialAssets(page, w.baseUrl, '/', () => page.getByRole('heading', { level: 1 }).waitFor());
    console.log(home.report);
    expect(home.count).toBeGreaterThan(0);
    expect(home.total).toBeLessThan(BUDGET_BYTES);
    expect(await page.title()).toBe('Solution Catalog · Geospatial solutions showcase');
  });
});
