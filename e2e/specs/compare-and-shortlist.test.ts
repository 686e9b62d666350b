import { mkdir } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from '../support/axe.ts';
import { NARROW, WIDE } from '../support/browser.ts';
import { eventually, expectPath, expectText, field, watchConsole } from '../support/page-helpers.ts';
import { type Account, activeAccountWithToken, useWorld } from '../support/world.ts';
import { ADMIN, apiList, cardIds, openAs } from './catalog-fixtures.ts';
import { DEFAULT_SALES_EMAIL } from './editor-fixtures.ts';

/** Where the screenshots go, for a look by eye. */
const SHOTS = process.env.SHOTS_DIR ?? resolve(import.meta.dirname, '..', 'artifacts');

const world = useWorld({ seedDemo: true, admin: ADMIN });
let member: Account;
let memberToken: string;

beforeAll(async () => {
  ({ account: member, token: memberToken } = await activeAccountWithToken(world(), 'Dewi Anggraini'));
});

async function shot(page: Page, name: string) {
  await mkdir(SHOTS, { recursive: true });
  await page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage: true });
}

const card = (page: Page, id: number) =>
  page.locator('[data-testid="solution-card"]').filter({ has: page.locator(`h3 a[href="/solution/${id}"]`) });
const tray = (page: Page) => page.getByRole('region', { name: 'Solutions to compare' });

describe('comparing solutions', () => {
  it('picks three solutions from the list into the tray, opens the table and shows only the differences', async () => {
    const w = world();
    const page = await w.browser.newPage(WIDE);
    await openAs(w, page, '/solutions');
    const ids = (await cardIds(page)).slice(0, 3);
    expect(ids).toHaveLength(3);
    const names: string[] = [];
    for (const id of ids) {
      names.push(await card(page, id).locator('h3 a').innerText());
      await card(page, id).getByTestId('compare-toggle').check();
    }
    await tray(page).waitFor();
    await expectText(page, 'Compare (3)');
    await expectAccessible(page, 'list with the compare tray');

    // Kept across pages: the tray is still there on a solution page, with the toggle on.
    await page.goto(`${w.baseUrl}/solution/${ids[0]}`);
    await tray(page).waitFor();
    // The page's own toggle, in its header; the related solutions below carry theirs.
    expect(await page.getByTestId('compare-toggle').first().isChecked()).toBe(true);

    await tray(page).getByRole('link', { name: 'Compare now' }).click();
    await expectPath(page, `/compare?ids=${ids.join(',')}`);
    const table = page.getByRole('table', { name: 'Compare solutions' });
    await table.waitFor();
    const headers = await table.locator('thead th').allInnerTexts();
    expect(headers.slice(1)).toEqual(names);
    const rows = () => table.locator('tbody tr').evaluateAll((trs) => trs.map((tr) => tr.getAttribute('data-row')));
    const all = await rows();
    expect(all).toEqual(['sector', 'industry', 'technology', 'arcgis_product', 'pattern_of_use', 'contributor']);
    expect(await page.title()).toBe('Compare solutions · Solution Catalog');
    await expectAccessible(page, 'compare table');
    await shot(page, 'compare-1280');

    await page.getByLabel('Only differences').check();
    await eventually(async () => {
      const shown = await rows();
      // A row stays only when its cells differ; every row left has different cells.
      for (const key of shown) {
        const cells = await table.locator(`tr[data-row="${key}"] td`).allInnerTexts();
        expect(new Set(cells).size).toBeGreaterThan(1);
      }
      expect(shown.length).toBeLessThanOrEqual(all.length);
    });
    await page.getByLabel('Only differences').uncheck();
    await eventually(async () => expect(await rows()).toEqual(all));

    // The print preview: A4, without the navigation, the tray or the buttons.
    await page.emulateMedia({ media: 'print' });
    expect(await page.locator('header').first().isVisible()).toBe(false);
    expect(await tray(page).isVisible()).toBe(false);
    await shot(page, 'compare-print');
    await page.emulateMedia({ media: 'screen' });
    await page.pdf({ path: join(SHOTS, 'compare-print.pdf'), format: 'A4' });
  });

  it('arrives drawn by the server with its title, leaves an unseen id out with a note, and scrolls sideways at 375 px', async () => {
    const w = world();
    const [first, second] = (await apiList(w, 'page_size=2')).data;
    const html = await (await fetch(`${w.baseUrl}/compare?ids=${first!.id},${second!.id},999999`)).text();
    expect(html).toContain('<title>Compare solutions · Solution Catalog</title>');
    expect(html).toContain(first!.name);
    expect(html).toContain('One solution is left out');

    const page = await w.browser.newPage(NARROW);
    const problems = watchConsole(page);
    await page.goto(`${w.baseUrl}/compare?ids=${first!.id},${second!.id},999999`);
    await page.getByTestId('compare-missing').waitFor();
    await page.waitForLoadState('networkidle');
    expect(problems).toEqual([]);
    const scroller = page.getByTestId('compare-scroll');
    const sizes = await scroller.evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth }));
    expect(sizes.scroll).toBeGreaterThan(sizes.client);
    await scroller.evaluate((el) => el.scrollTo({ left: 200 }));
    const fieldName = page.locator('tbody th').first();
    const box = await fieldName.boundingBox();
    const scrollerBox = await scroller.boundingBox();
    // The field names stay in place while the columns move under them.
    expect(Math.round(box!.x)).toBe(Math.round(scrollerBox!.x + 1));
    await expectAccessible(page, 'compare at 375 px');
    await shot(page, 'compare-375');
  });

  it('shows a member the status and hardware rows, the highest figure of a row standing out', async () => {
    const w = world();
    const [first, second] = (await apiList(w, 'page_size=2', memberToken)).data;
    const page = await w.browser.newPage(WIDE);
    const problems = watchConsole(page);
    await openAs(w, page, `/compare?ids=${first!.id},${second!.id}`, memberToken);
    const table = page.getByRole('table', { name: 'Compare solutions' });
    await table.locator('tr[data-row="ram"]').waitFor();
    const details = await Promise.all(
      [first!, second!].map(async (s) => {
        const response = await fetch(`${w.baseUrl}/api/catalog/solution/${s.id}`, {
          headers: { authorization: `Bearer ${memberToken}` },
        });
        return ((await response.json()) as { data: { hardware: Record<string, number> } }).data.hardware;
      }),
    );
    for (const part of ['cpu_core', 'ram', 'storage', 'gpu']) {
      const values = details.map((h) => h[part]!);
      const cells = table.locator(`tr[data-row="${part}"] td`);
      const marked = await cells.evaluateAll((tds) => tds.map((td) => td.textContent?.includes('highest') ?? false));
      const max = Math.max(...values);
      expect(marked, part).toEqual(values.map((v) => values.some((o) => o !== max) && v === max));
    }
    expect(await table.locator('tr[data-row="status"]').count()).toBe(1);
    expect(problems).toEqual([]);
    await expectAccessible(page, 'compare for a member');
    await shot(page, 'compare-member-1280');
  });
});

describe('the shortlist', () => {
  it('stars two solutions, shares the list, opens the link signed out and requests demos for the shortlist', async () => {
    const w = world();
    const page = await w.browser.newPage(WIDE);
    await openAs(w, page, '/solutions', memberToken);
    await page.locator('#results-heading').waitFor();
    const ids = (await cardIds(page)).slice(0, 2);
    const names: string[] = [];
    for (const id of ids) {
      names.push(await card(page, id).locator('h3 a').innerText());
      const star = card(page, id).getByTestId('shortlist-star');
      await star.click();
      await eventually(async () => expect(await star.getAttribute('aria-pressed')).toBe('true'));
    }
    await expectAccessible(page, 'list with stars');

    await page.goto(`${w.baseUrl}/profile/shortlist`);
    await page.getByTestId('shortlist-grid').waitFor();
    expect(await page.getByTestId('shortlist-item').count()).toBe(2);
    await field(page, `Note on ${names[0]}`).fill('Ask about the river sensors');
    await page.getByRole('button', { name: 'Save note' }).first().click();
    await expectText(page, 'Note saved.');
    await page.getByRole('button', { name: 'Share', exact: true }).click();
    const link = await page.getByTestId('share-url').inputValue();
    expect(link).toMatch(/\/shortlist\/[A-Za-z0-9_-]{43}$/);
    await expectAccessible(page, 'shortlist');
    await shot(page, 'shortlist-1280');
    await page.setViewportSize(NARROW);
    await shot(page, 'shortlist-375');
    await page.setViewportSize(WIDE);

    // Signed out, in a fresh browser context: the shared list, read-only, without the note.
    const visitor = await w.browser.newPage(WIDE);
    await visitor.goto(new URL(link).pathname.replace(/^/, w.baseUrl));
    await visitor.getByTestId('shared-shortlist').waitFor();
    const shared = await visitor.locator('[data-testid="solution-card"] h3 a').allInnerTexts();
    expect(shared.sort()).toEqual([...names].sort());
    expect(await visitor.getByText('Ask about the river sensors').count()).toBe(0);
    expect(await visitor.getByTestId('shortlist-star').count()).toBe(0);
    await expectAccessible(visitor, 'shared shortlist');
    await shot(visitor, 'shared-shortlist-1280');

    // Request demos: one enquiry for both, one mail to sales naming both.
    await page.getByRole('link', { name: 'Request demos' }).click();
    await expectPath(page, '/enquiry/shortlist');
    await eventually(async () => expect(await field(page, 'Full Name').inputValue()).toBe(member.fullName));
    await field(page, 'Company or Organization').fill('PT Peta Nusantara');
    await field(page, 'Message').fill('Demos of both, please.');
    await expectAccessible(page, 'enquiry for the shortlist');
    await page.getByRole('button', { name: 'Send Enquiry' }).click();
    await expectPath(page, '/profile/shortlist');
    const mail = await w.mail.waitFor(DEFAULT_SALES_EMAIL, /Demos of both, please/);
    for (const name of names) expect(mail.body).toContain(name);

    // Revoked, the link shows a note instead of the list.
    await page.getByRole('button', { name: 'Stop sharing' }).click();
    await page.getByRole('button', { name: 'Share', exact: true }).waitFor();
    await visitor.reload();
    await expectText(visitor, 'This shortlist link does not exist or was revoked.');
  });
});
