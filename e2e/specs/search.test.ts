import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from '../support/axe.ts';
import { NARROW, WIDE } from '../support/browser.ts';
import { eventually, field } from '../support/page-helpers.ts';
import { activeAccountWithToken, apiToken, signInWithToken, useWorld } from '../support/world.ts';
import { ADMIN, apiList, openAs } from './catalog-fixtures.ts';

const world = useWorld({ seedDemo: true, admin: ADMIN });
let adminToken: string;
let userToken: string;

beforeAll(async () => {
  adminToken = await apiToken(world(), ADMIN);
  userToken = (await activeAccountWithToken(world(), 'Sari Pencari')).token;
});

const searchBox = (page: Page) => page.getByRole('combobox', { name: 'Search solutions' });

async function listPage(path: string, viewport = WIDE, token?: string) {
  const page = await world().browser.newPage(viewport);
  await openAs(world(), page, path, token);
  await page.getByTestId('solution-card').first().waitFor();
  return page;
}

describe('search that forgives (docs/decisions/0183-search-suggestions.md)', () => {
  it('suggests a solution for a misspelt word and opens it with the keyboard alone at 375 px', async () => {
    const page = await listPage('/solutions', NARROW);
    const box = searchBox(page);
    await box.focus();
    await box.pressSequentially('plantaton');
    const options = page.getByRole('listbox', { name: 'Suggestions' }).getByRole('option');
    // Waited for as a whole: an earlier prefix ("pla") may offer the same solution first, its
    // typed part marked, until the answer for the whole word replaces it.
    await eventually(async () => {
      expect(await options.first().textContent()).toContain('Palm Oil Plantation Health Monitor');
      // The misspelt word is marked where it matched.
      expect(await options.first().locator('mark').first().textContent()).toBe('Plantation');
    });
    expect(await box.getAttribute('aria-expanded')).toBe('true');
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'suggestion' }).count()).toBeGreaterThan(0);
    // The list follows the typed word too; its cards are read once they are no longer dimmed.
    await eventually(async () => expect(await page.locator('section[aria-busy="true"]').count()).toBe(0));
    await expectAccessible(page, 'list with suggestions open');

    await box.press('ArrowDown');
    await eventually(async () => expect(await box.getAttribute('aria-activedescendant')).toBe('search-suggestions-0'));
    expect(await options.first().getAttribute('aria-selected')).toBe('true');
    await box.press('Enter');
    await eventually(() => expect(new URL(page.url()).pathname).toMatch(/^\/solution\/\d+$/));
    await page.getByRole('heading', { level: 1, name: 'Palm Oil Plantation Health Monitor' }).waitFor();
  });

  it('closes the suggestions with Escape and turns a suggested industry into its filter, in Indonesian', async () => {
    // Signed in: the sign-in prompt a visitor gets would cover the box.
    const page = await listPage('/solutions?lang=id', WIDE, userToken);
    const box = page.getByRole('combobox', { name: 'Cari solusi' });
    await box.focus();
    await box.pressSequentially('agricu');
    const options = page.getByRole('listbox').getByRole('option');
    await eventually(async () => expect(await options.count()).toBeGreaterThan(0));
    await box.press('Escape');
    await eventually(async () => expect(await box.getAttribute('aria-expanded')).toBe('false'));
    expect(await box.inputValue()).toBe('agricu');
    // Back with the arrow key; an industry's option says it is one.
    await box.press('ArrowDown');
    const industry = options.filter({ hasText: 'Industri' }).first();
    await industry.waitFor();
    const index = Number((await industry.getAttribute('id'))!.split('-').at(-1));
    for (let i = 0; i < index; i++) await box.press('ArrowDown');
    await box.press('Enter');
    await eventually(() => expect(new URL(page.url()).searchParams.get('industry_group')).toMatch(/^\d+$/));
    expect(await box.inputValue()).toBe('');
  });

  it('marks the matched words on the cards, a stem and a typo included', async () => {
    const page = await listPage('/solutions?search=flooding%20warnin');
    const card = page.getByTestId('solution-card').filter({ hasText: 'Jakarta Flood Early Warning Dashboard' });
    expect(await card.locator('h3 mark').allTextContents()).toEqual(['Flood', 'Warning']);
    // The description shows the words around its first match, marked, instead of its first words.
    const { data } = await apiList(world(), 'search=flooding%20warnin');
    const window = data.find((s) => s.name === 'Jakarta Flood Early Warning Dashboard')!.highlight!.description;
    const marked = [...window.matchAll(/<mark>([^<]*)<\/mark>/g)].map((m) => m[1]);
    expect(await card.getByTestId('card-highlight').locator('mark').allTextContents()).toEqual(marked);
    await expectAccessible(page, 'searched list with marks');
  });

  it('leads from a solution to a related one', async () => {
    const { data } = await apiList(world(), 'search=jakarta%20flood');
    const page = await world().browser.newPage(WIDE);
    await page.goto(`${world().baseUrl}/solution/${data[0]!.id}`);
    const related = page.getByRole('region', { name: 'Related solutions' });
    await related.waitFor();
    const links = related.getByRole('link');
    expect(await links.count()).toBeGreaterThan(0);
    expect(await links.count()).toBeLessThanOrEqual(6);
    const name = (await links.first().textContent())!.trim();
    await links.first().click();
    await page.getByRole('heading', { level: 1, name }).waitFor();
    expect(new URL(page.url()).pathname).not.toBe(`/solution/${data[0]!.id}`);
  });

  it('lets an admin add a synonym set after which a search for one term finds the other', async () => {
    expect((await apiList(world(), 'search=wabah')).pagination.total).toBe(0);
    const page = await world().browser.newPage(WIDE);
    await signInWithToken(page, world(), adminToken, '/admin/synonyms');
    await field(page, 'New set of synonyms').fill('wabah, dengue');
    await page.getByRole('button', { name: 'Add set' }).click();
    await page.getByTestId('synonym-row').filter({ hasText: 'wabah' }).waitFor();
    await expectAccessible(page, 'synonyms page');
    // A term in another set is refused, and the refusal shows.
    await field(page, 'New set of synonyms').fill('dengue, demam berdarah');
    await page.getByRole('button', { name: 'Add set' }).click();
    await page.getByText('A term of this set is already in another synonym set').first().waitFor();

    await page.goto(`${world().baseUrl}/solutions?search=wabah`);
    await page.getByTestId('solution-card').first().waitFor();
    expect(await page.getByTestId('solution-card').allTextContents()).toEqual(
      expect.arrayContaining([expect.stringContaining('Dengue Case Hotspot Mapping')]),
    );
  });
});
