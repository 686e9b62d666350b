import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from '../support/axe.ts';
import { NARROW, WIDE } from '../support/browser.ts';
import { eventually, expectPath, expectText, field } from '../support/page-helpers.ts';
import { apiToken, signInWithToken, useWorld } from '../support/world.ts';
import { ADMIN, apiDetail, apiList, createSolution } from './catalog-fixtures.ts';

const world = useWorld({ seedDemo: true, admin: ADMIN });
let adminToken: string;

beforeAll(async () => {
  adminToken = await apiToken(world(), ADMIN);
});

async function adminPage(path: string, viewport: typeof WIDE = WIDE): Promise<Page> {
  const page = await world().browser.newPage(viewport);
  await signInWithToken(page, world(), adminToken, path);
  return page;
}

/** Renames the solution through the edit form and waits for its page. */
async function renameInEditor(page: Page, id: number, from: string, to: string) {
  await page.goto(`${world().baseUrl}/edit/${id}`);
  await eventually(async () => expect(await field(page, 'Name').inputValue()).toBe(from));
  await field(page, 'Name').fill(to);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expectPath(page, `/solution/${id}`);
}

describe('history, trash and insight in the back office', () => {
  it('edits a solution twice, shows the word diff in its history and restores the first version', async () => {
    const name = `Tidal Gauge ${Date.now()}`;
    const solution = await createSolution(world(), adminToken, {
      name,
      status: 'release_public',
      description: '<p>Measures the tide every hour</p>',
    });
    const page = await adminPage(`/edit/${solution.id}`);
    await renameInEditor(page, solution.id, name, `${name} Pro`);
    await renameInEditor(page, solution.id, `${name} Pro`, `${name} Pro Max`);

    await page.goto(`${world().baseUrl}/edit/${solution.id}`);
    await page.getByRole('button', { name: 'History' }).click();
    const revisions = page.getByTestId('revision');
    await eventually(async () => expect(await revisions.count()).toBe(3));
    expect(await revisions.first().innerText()).toContain(`Edited "${name} Pro Max"`);

    await revisions.first().getByRole('button').click();
    const nameChange = revisions.first().getByTestId('change-name');
    await nameChange.waitFor();
    expect(await nameChange.locator('ins').innerText()).toContain('Max');
    expect(await nameChange.locator('del').count()).toBe(0);
    await expectAccessible(page, 'history with a diff');

    const first = revisions.last();
    await first.getByRole('button').first().click();
    await first.getByTestId('change-description').waitFor();
    await first.getByRole('button', { name: 'Restore this version' }).click();
    await expectPath(page, `/solution/${solution.id}`);
    await expectText(page, 'Version restored');
    await page.getByRole('heading', { name, exact: true }).waitFor();
    expect((await apiDetail(world(), solution.id, adminToken)).name).toBe(name);
  });

  it('deletes a solution, finds it gone from the list and restores it from the trash', async () => {
    const name = `Mangrove Count ${Date.now()}`;
    const solution = await createSolution(world(), adminToken, { name, status: 'release_public' });
    const page = await adminPage(`/edit/${solution.id}`, NARROW);
    await eventually(async () => expect(await field(page, 'Name').inputValue()).toBe(name));
    await page.getByRole('button', { name: 'Delete Solution' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete Solution' });
    await dialog.getByText('It can be restored from the trash for 30 days.', { exact: false }).waitFor();
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    await expectPath(page, '/solutions');
    const search = `search=${encodeURIComponent(name)}`;
    expect((await apiList(world(), search, adminToken)).pagination.total).toBe(0);

    await page.goto(`${world().baseUrl}/admin/trash`);
    const row = page.getByTestId('trash-row').filter({ hasText: name });
    await row.waitFor();
    await expectAccessible(page, 'trash');
    await row.getByRole('button', { name: `Restore ${name}` }).click();
    await expectText(page, `"${name}" is back in the catalogue`);
    await row.waitFor({ state: 'detached' });
    expect((await apiList(world(), search, adminToken)).pagination.total).toBe(1);
  });

  it('opens insight, switches the range and shows the numbers as a table', async () => {
    const [target] = (await apiList(world(), 'page_size=1', adminToken)).data;
    // A visitor's page view and two searches, one that finds nothing, from a real browser.
    const visitor = await world().browser.newPage(WIDE);
    await visitor.goto(`${world().baseUrl}/solution/${target!.id}`);
    await visitor.evaluate(async () => {
      await fetch('/api/catalog/solution?search=flood');
      await fetch('/api/catalog/solution?search=zzqxnothing');
    });

    const page = await adminPage('/admin/insight');
    const chart = page.getByTestId('insight-chart');
    await chart.locator('svg .recharts-line').first().waitFor();
    expect(await page.getByRole('radio', { name: '30 days' }).isChecked()).toBe(true);
    const zero = page.getByRole('region', { name: 'Search words that found nothing' });
    await zero.getByRole('link', { name: 'zzqxnothing' }).waitFor();
    expect(await zero.getByRole('link', { name: 'zzqxnothing' }).getAttribute('href')).toBe(
      '/solutions?search=zzqxnothing',
    );
    const top = page.getByRole('region', { name: 'Top solutions' });
    await top.getByRole('link', { name: target!.name }).waitFor();
    await expectAccessible(page, 'insight: chart');

    await page.getByText('7 days', { exact: true }).click();
    expect(await page.getByRole('radio', { name: '7 days' }).isChecked()).toBe(true);
    await page.getByRole('button', { name: 'Show as table' }).click();
    const table = page.getByRole('table', { name: 'Views, searches and enquiries per day' });
    await eventually(async () => expect(await table.getByRole('row').count()).toBe(8));
    await expectAccessible(page, 'insight: table');

    // Usable at 375 px: the range, the toggle and the lists are all reachable without a wider screen.
    await page.setViewportSize(NARROW);
    await page.getByRole('button', { name: 'Show as table' }).click();
    await chart.locator('svg').first().waitFor();
    const box = await chart.boundingBox();
    expect(box!.width).toBeLessThanOrEqual(NARROW.width);
    await expectAccessible(page, 'insight at 375 px');
  });
});
