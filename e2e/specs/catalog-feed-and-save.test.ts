import { mkdir } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { FEED_SIZE, type SavedSearch } from '@catalog/shared';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from '../support/axe.ts';
import { NARROW, WIDE } from '../support/browser.ts';
import { eventually, expectText } from '../support/page-helpers.ts';
import { activeAccountWithToken, useWorld } from '../support/world.ts';
import { apiList, openAs } from './catalog-fixtures.ts';

/** Where the screenshots of e2e/screenshots.ts go, for a look by eye. */
const SHOTS = process.env.SHOTS_DIR ?? resolve(import.meta.dirname, '..', 'artifacts');

const world = useWorld({ seedDemo: true });
/** A view of the list with a filter, a sort, a search and a page: what a feed and a saved search follow. */
let view: { withPage: string; withoutPage: string; total: number };

beforeAll(async () => {
  const { facets } = await apiList(world(), 'facets=1');
  const technology = facets!.technology.find((f) => f.count > 1)!;
  const query = `technology=${technology.id}&order_by=name`;
  view = {
    withPage: `${query}&page_size=1&page=2`,
    withoutPage: query,
    total: (await apiList(world(), query)).pagination.total,
  };
});

/** What the browser's own XML parser makes of a feed: strict, so a stray `&` or `<` fails. */
async function parsedFeed(page: Page, href: string) {
  return page.evaluate(async (url) => {
    const response = await fetch(url);
    const doc = new DOMParser().parseFromString(await response.text(), 'application/xml');
    return {
      type: response.headers.get('content-type'),
      wellFormed: doc.getElementsByTagName('parsererror').length === 0,
      namespace: doc.documentElement.namespaceURI,
      root: doc.documentElement.localName,
      entries: doc.getElementsByTagNameNS('http://www.w3.org/2005/Atom', 'entry').length,
      self: doc.querySelector('feed > link[rel="self"]')?.getAttribute('href'),
    };
  }, href);
}

const dialog = (page: Page) => page.getByRole('dialog', { name: 'Save search' });

async function openSaveDialog(page: Page) {
  await page.getByRole('button', { name: 'Save search' }).click();
  await dialog(page).getByLabel('Name').waitFor();
}

async function screenshot(page: Page, name: string) {
  await mkdir(SHOTS, { recursive: true });
  await page.screenshot({ path: join(SHOTS, `${name}.png`) });
}

describe('the list page’s feed and saved search', () => {
  it('gives a visitor the Atom feed of the current filters, without the page', async () => {
    const w = world();
    const page = await w.browser.newPage(WIDE);
    await openAs(w, page, `/solutions?${view.withPage}`);
    const feedLink = page.getByRole('link', { name: /^Feed/ });
    const href = `/feed.xml?${view.withoutPage}`;
    expect(await feedLink.getAttribute('href')).toBe(href);
    const announced = page.locator('head link[rel="alternate"][type="application/atom+xml"]');
    expect(await announced.getAttribute('href')).toBe(href);
    expect(await page.getByRole('button', { name: 'Save search' }).count()).toBe(0);

    const feed = await parsedFeed(page, href);
    expect(feed).toMatchObject({
      type: 'application/atom+xml; charset=utf-8',
      wellFormed: true,
      namespace: 'http://www.w3.org/2005/Atom',
      root: 'feed',
      entries: Math.min(FEED_SIZE, view.total),
    });
    expect(feed.self).toBe(`${w.baseUrl}${href}`);

    // Followed as a link, the address is the API's document, not the client's page.
    const opened = await page.goto(w.baseUrl + href);
    expect(opened?.headers()['content-type']).toBe('application/atom+xml; charset=utf-8');
  });

  it('saves the current search of a signed-in user through the dialog', async () => {
    const w = world();
    const { token } = await activeAccountWithToken(w, 'Rina Wulandari');
    const page = await w.browser.newPage(WIDE);
    await openAs(w, page, `/solutions?${view.withPage}`, token);
    await page.locator('[data-testid="solution-card"]').first().waitFor();
    await openSaveDialog(page);
    await expectAccessible(page, 'the save-search dialog at 1280 px');
    await dialog(page).getByLabel('Name').fill('Sorted technology');
    await dialog(page)
      .getByRole('checkbox', { name: /Email me new matches daily/ })
      .check();
    await screenshot(page, 'catalog-save-search-1280');
    await dialog(page).getByRole('button', { name: 'Save' }).click();
    await expectText(page, 'See your saved searches');
    await dialog(page).waitFor({ state: 'hidden' });

    const saved = await fetch(`${w.baseUrl}/api/saved-searches`, { headers: { authorization: `Bearer ${token}` } });
    expect(saved.status).toBe(200);
    const { data } = (await saved.json()) as { data: SavedSearch[] };
    expect(data).toEqual([
      expect.objectContaining({ name: 'Sorted technology', query: view.withoutPage, alert: true }),
    ]);

    // The same name again is refused in the dialog, which stays open.
    await openSaveDialog(page);
    await dialog(page).getByLabel('Name').fill('Sorted technology');
    await dialog(page).getByRole('button', { name: 'Save' }).click();
    await eventually(async () =>
      expect(await dialog(page).getByLabel('Name').getAttribute('aria-invalid')).toBe('true'),
    );
  });

  it('fits the dialog on a narrow screen', async () => {
    const w = world();
    const { token } = await activeAccountWithToken(w, 'Dewi Lestari');
    const page = await w.browser.newPage(NARROW);
    await openAs(w, page, `/solutions?${view.withPage}`, token);
    await page.locator('[data-testid="solution-card"]').first().waitFor();
    await screenshot(page, 'catalog-list-actions-375');
    await openSaveDialog(page);
    await expectAccessible(page, 'the save-search dialog at 375 px');
    const box = await dialog(page).locator('form').boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(NARROW.width);
    await screenshot(page, 'catalog-save-search-375');
  });
});
