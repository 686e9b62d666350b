import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from '../support/axe.ts';
import { NARROW, WIDE } from '../support/browser.ts';
import { eventually, expectPath, expectText } from '../support/page-helpers.ts';
import {
  type Account,
  apiToken,
  createActiveAccount,
  newAccount,
  signInWithToken,
  useWorld,
} from '../support/world.ts';
import { ADMIN, apiList, filterGroup, option } from './catalog-fixtures.ts';

const world = useWorld({ seedDemo: true, admin: ADMIN });
let adminToken: string;

beforeAll(async () => {
  adminToken = await apiToken(world(), ADMIN);
});

async function adminPage(path: string, viewport = WIDE): Promise<Page> {
  const page = await world().browser.newPage(viewport);
  await signInWithToken(page, world(), adminToken, path);
  return page;
}

/** A user's enquiry about the first solution, sent through the API as the enquiry form sends it. */
async function sendEnquiry(fullName: string, company: string): Promise<Account> {
  const w = world();
  const requester = await createActiveAccount(w, newAccount(fullName));
  const solution = (await apiList(w, 'page_size=1', adminToken)).data[0]!;
  const response = await fetch(`${w.baseUrl}/api/catalog/enquiry`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${await apiToken(w, requester)}` },
    body: JSON.stringify({
      solution_id: solution.id,
      full_name: fullName,
      email: requester.email,
      company,
      phone: '',
      position: 'GIS Lead',
      message: 'Could we see a demo next week?',
    }),
  });
  expect(response.status).toBeLessThan(300);
  return requester;
}

/** The technology names the catalogue's filter panel offers an admin. */
async function technologyFilter(page: Page): Promise<string[]> {
  await page.goto(`${world().baseUrl}/solutions`);
  await page.getByRole('button', { name: /^Filters/ }).click();
  const group = filterGroup(page, 'Technology');
  await group.locator('label').first().waitFor();
  return group.locator('label span:first-of-type').allInnerTexts();
}

describe('back office journeys', () => {
  it('adds a technology and merges a used one into it, and the catalogue’s filter follows', async () => {
    const page = await adminPage('/admin/lookups?kind=technology');
    const rows = page.getByTestId('lookup-row');
    await rows.first().waitFor();
    await expectAccessible(page, 'lookups');

    const form = page.getByRole('form', { name: 'New technology' });
    await form.getByLabel('New technology').fill('Geo AI Suite');
    await form.getByRole('button', { name: 'Add' }).click();
    await expectText(page, 'Added "Geo AI Suite"');
    // A name already there, in another case, is refused with the server's message, at the field too.
    await form.getByLabel('New technology').fill('geo ai suite');
    await form.getByRole('button', { name: 'Add' }).click();
    await eventually(async () =>
      expect(await form.getByRole('alert').innerText()).toBe('A technology named "geo ai suite" already exists'),
    );
    const name = form.getByLabel('New technology');
    await eventually(async () => expect(await name.getAttribute('aria-invalid')).toBe('true'));
    expect(await form.locator('[data-field-error]').innerText()).toBe(
      'A technology named "geo ai suite" already exists',
    );

    expect(await technologyFilter(page)).toContain('Geo AI Suite');

    // A technology solutions use: the server refuses to delete it, naming the count.
    const listed = await fetch(`${world().baseUrl}/api/admin/lookups/technology?page_size=100`, {
      headers: { authorization: `Bearer ${adminToken}` },
    });
    const { data: technologies } = (await listed.json()) as { data: Array<{ name: string; usage_count: number }> };
    const used = technologies.find((t) => t.usage_count > 0 && t.name !== 'Geo AI Suite')!;
    await page.goto(`${world().baseUrl}/admin/lookups?kind=technology&search=${encodeURIComponent(used.name)}`);
    await page.getByRole('button', { name: `Delete ${used.name}`, exact: true }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete technology' });
    await dialog.getByRole('button', { name: 'Delete' }).click();
    expect(await dialog.getByRole('alert').innerText()).toMatch(/used by \d+ solutions?/);
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    await page.getByRole('button', { name: `Merge ${used.name}`, exact: true }).click();
    const merge = page.getByRole('dialog', { name: 'Merge technology' });
    await expectAccessible(page, 'merge dialog');
    await merge.getByRole('button', { name: /Merge into/ }).click();
    await page.getByRole('combobox').fill('Geo AI');
    await page.getByRole('option', { name: 'Geo AI Suite' }).click();
    await merge.getByRole('button', { name: 'Merge', exact: true }).click();
    await expectText(page, `Merged "${used.name}" into "Geo AI Suite"`);

    const names = await technologyFilter(page);
    expect(names).toContain('Geo AI Suite');
    expect(names).not.toContain(used.name);
    await eventually(async () =>
      expect(await option(page, 'Technology', 'Geo AI Suite').getByTestId('facet-count').innerText()).toContain(
        String(used.usage_count),
      ),
    );
  });

  it('finds an account by email and makes it an admin', async () => {
    const account: Account = await createActiveAccount(world(), newAccount('Rudi Hartono'));
    const page = await adminPage('/admin/users');
    await page.getByTestId('user-row').first().waitFor();
    await expectAccessible(page, 'users');
    await page.getByLabel('Search by name or email').fill(account.email);
    await expectPath(page, `/admin/users?search=${encodeURIComponent(account.email)}`);
    const row = page.getByTestId('user-row');
    await eventually(async () => expect(await row.count()).toBe(1));
    expect(await row.innerText()).toContain('Rudi Hartono');
    await row.getByRole('button', { name: 'Make admin: Rudi Hartono' }).click();
    await expectText(page, 'Rudi Hartono is now an admin');
    await eventually(async () => expect(await row.innerText()).toContain('Admin'));
    await row.getByRole('button', { name: 'Make user: Rudi Hartono' }).waitFor();
    // The server agrees: the account signs in as an admin now.
    const token = await apiToken(world(), account);
    const claims = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { is_staff: boolean };
    expect(claims.is_staff).toBe(true);
  });

  it('opens an enquiry, moves it to in progress, adds a note and exports the CSV', async () => {
    const requester = await sendEnquiry('Sari Dewi', '=Formula Corp');

    // The badge of the admin's menu counts the new enquiry.
    const page = await adminPage('/');
    await page.getByRole('button', { name: 'Open User Menu' }).click();
    const entry = page.getByRole('menuitem', { name: /Enquiries/ });
    await eventually(async () => expect(await entry.getByTestId('new-enquiries').innerText()).toMatch(/^1\s*new$/));
    await entry.click();
    await expectPath(page, '/admin/enquiries');
    await page.getByTestId('enquiry-row').first().waitFor();
    await expectAccessible(page, 'enquiries');

    await page.getByRole('link', { name: 'Sari Dewi' }).click();
    await page.getByRole('heading', { name: 'Enquiry from Sari Dewi' }).waitFor();
    await expectText(page, 'Could we see a demo next week?');
    await page.getByLabel('Status', { exact: true }).selectOption('in_progress');
    await page.getByRole('button', { name: 'Change status' }).click();
    await expectText(page, 'Status set to In progress');
    await page.getByLabel('Note', { exact: true }).fill('Called back, demo booked for Tuesday.');
    await page.getByRole('button', { name: 'Add note' }).click();
    const notes = page.getByTestId('enquiry-notes');
    await eventually(async () => expect(await notes.innerText()).toContain('Called back, demo booked for Tuesday.'));
    expect(await notes.innerText()).toContain('Admin');
    await expectAccessible(page, 'enquiry detail');

    await page.getByRole('link', { name: 'All enquiries' }).click();
    // The enquiry's page has a Status control of its own: choose in the list's, once it is shown.
    await expectPath(page, '/admin/enquiries');
    await page.getByLabel('Status', { exact: true }).selectOption('in_progress');
    await expectPath(page, '/admin/enquiries?status=in_progress');
    await page.getByTestId('enquiry-row').first().waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.csv$/);
    const csv = await readFile((await download.path())!, 'utf8');
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    const lines = csv.slice(1).trim().split(/\r?\n/);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(requester.email);
    expect(lines[1]).toContain("'=Formula Corp");
    expect(lines[1]).toMatch(/in_progress|In progress/);
  });
});

describe('back office accessibility', () => {
  beforeAll(async () => {
    await sendEnquiry('Budi Santoso', 'Peta Nusantara');
    // An admin write, so the activity log has a line.
    const added = await fetch(`${world().baseUrl}/api/admin/lookups/sector`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${adminToken}` },
      body: JSON.stringify({ name: 'Maritime Affairs' }),
    });
    expect(added.status).toBe(201);
  });

  for (const viewport of [WIDE, NARROW]) {
    it(
      `has no serious or critical accessibility violation on any screen at ${viewport.width} px`,
      { timeout: 150_000 },
      async () => {
        const page = await adminPage('/admin', viewport);
        await page.getByRole('heading', { level: 2, name: 'Overview' }).waitFor();
        await page
          .getByRole('status')
          .or(page.getByRole('alert'))
          .or(page.getByRole('heading', { level: 3 }))
          .first()
          .waitFor();
        await eventually(async () => expect(await page.getByText('Loading...').count()).toBe(0));
        await expectAccessible(page, `overview at ${viewport.width}`);
        for (const [path, ready] of [
          ['/admin/lookups?kind=arcgis_product', 'lookup-row'],
          ['/admin/users', 'user-row'],
          ['/admin/enquiries', 'enquiry-row'],
          ['/admin/activity', 'activity-row'],
        ] as const) {
          await page.goto(world().baseUrl + path);
          await page.getByTestId(ready).first().waitFor();
          await expectAccessible(page, `${path} at ${viewport.width}`);
        }
        await page
          .getByRole('link', { name: 'Sari Dewi' })
          .first()
          .click()
          .catch(() => undefined);
        await page.goto(world().baseUrl + '/admin/enquiries');
        await page.getByTestId('enquiry-row').first().locator('a').click();
        await page.getByRole('heading', { name: /^Enquiry from/ }).waitFor();
        await expectAccessible(page, `enquiry detail at ${viewport.width}`);
      },
    );
  }
});
