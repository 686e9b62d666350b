import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { NARROW, WIDE } from '../support/browser.ts';
import { eventually, watchConsole } from '../support/page-helpers.ts';
import { activeAccountWithToken, useWorld } from '../support/world.ts';
import { apiList, option } from './catalog-fixtures.ts';

const world = useWorld({ seedDemo: true });
let userToken: string;
let solutionId: number;

beforeAll(async () => {
  userToken = (await activeAccountWithToken(world(), 'Rina Wulandari')).token;
  solutionId = (await apiList(world(), 'page_size=1')).data[0]!.id;
});

/** Stands in for React DevTools: records every renderer that announces itself to it. */
function recordRenderers(page: Page) {
  return page.addInitScript(() => {
    const seen: Array<{ name: string; version: string }> = [];
    Object.assign(window, {
      seenRenderers: seen,
      __REACT_DEVTOOLS_GLOBAL_HOOK__: {
        supportsFiber: true,
        renderers: new Map(),
        inject(renderer: { rendererPackageName: string; version: string }) {
          seen.push({ name: renderer.rendererPackageName, version: renderer.version });
          return seen.length;
        },
        onCommitFiberRoot() {},
        onCommitFiberUnmount() {},
        onPostCommitFiberRoot() {},
        checkDCE() {},
      },
    });
  });
}

describe('the public pages run on React', () => {
  const pages = () => ['/', '/solutions', `/solution/${solutionId}`, '/no/such/page'];

  for (const query of ['', '?lang=id']) {
    it(`hydrate the server's markup with react-dom 19 and no mismatch (${query || 'English'})`, async () => {
      for (const path of pages()) {
        const page = await world().browser.newPage(WIDE);
        await recordRenderers(page);
        const problems = watchConsole(page);
        const response = await page.goto(world().baseUrl + path + query);
        expect(response?.status(), path).toBe(path === '/no/such/page' ? 404 : 200);
        const renderers = await page.evaluate(() => (window as unknown as { seenRenderers: unknown[] }).seenRenderers);
        expect(renderers, path).toEqual([{ name: 'react-dom', version: expect.stringMatching(/^19\./) }]);
        // The not-found page's own 404 is reported by the browser; nothing else may be.
        expect(
          problems.filter((p) => !p.includes('404')),
          path,
        ).toEqual([]);
        await page.context().close();
      }
    });
  }
});

/**
 * Opens `path` at the first paint with the app's code held back, on a CPU four times slower, as a
 * signed-in user: what the test does until `release()` happens before hydration.
 */
async function openBeforeTheApp(viewport: typeof WIDE, path: string) {
  const page = await world().browser.newPage(viewport, { atFirstPaint: true });
  await page.goto(world().baseUrl + '/undermaintenance');
  await page.evaluate((token) => localStorage.setItem('authinfo', JSON.stringify({ token })), userToken);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  // Every script but the boot script waits: the page is shown, its code has not arrived.
  await page.route(/\/assets\/(?!boot-)[^/]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  await page.goto(world().baseUrl + path, { waitUntil: 'commit' });
  const notHydrated = async () =>
    expect(await page.evaluate(() => document.documentElement.hasAttribute('data-hydrated'))).toBe(false);
  return { page, release, notHydrated };
}

describe('a tap at first paint, before the code arrives', () => {
  it('opens the menu at 375 px for a signed-in user', async () => {
    const { page, release, notHydrated } = await openBeforeTheApp(NARROW, '/solutions');
    const toggle = page.getByRole('button', { name: 'Open main menu' });
    await toggle.click();
    await notHydrated();
    release();
    await page.locator('#mobile-menu').getByRole('link', { name: 'Profile' }).waitFor();
    expect(await page.getByRole('button', { name: 'Close main menu' }).getAttribute('aria-expanded')).toBe('true');
  });

  it('applies a filter and a search typed into the box', async () => {
    const { page, release, notHydrated } = await openBeforeTheApp(WIDE, '/solutions');
    const label = option(page, 'Technology', '').first();
    await label.locator('input').click();
    const search = page.getByRole('combobox', { name: 'Search solutions' });
    await search.click();
    await page.keyboard.type('flood');
    await notHydrated();
    release();
    await eventually(() => {
      const asked = new URL(page.url()).searchParams;
      expect(asked.get('technology')).toMatch(/^\d+$/);
      expect(asked.get('search')).toBe('flood');
    }, 20_000);
    expect(await label.locator('input').isChecked()).toBe(true);
    expect(await search.inputValue()).toBe('flood');
  });
});
