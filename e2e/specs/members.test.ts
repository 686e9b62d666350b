import { readFile } from 'node:fs/promises';
import { mkdir } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { type AccountExport, MEMBER_MESSAGES, type SolutionListResponse } from '@catalog/shared';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from '../support/axe.ts';
import { NARROW, WIDE } from '../support/browser.ts';
import {
  eventually,
  expectPath,
  expectText,
  field,
  fillAndBlur,
  signInWithForm,
  storedAuthInfo,
} from '../support/page-helpers.ts';
import { activeAccountWithToken, apiToken, signInWithToken, useWorld, type World } from '../support/world.ts';
import { createSolution } from './catalog-fixtures.ts';
import { ADMIN } from './editor-fixtures.ts';

const world = useWorld({ seedDemo: true, admin: ADMIN });
/** Where the screenshots of this spec go, beside those of e2e/screenshots.ts. */
const SHOTS = process.env.SHOTS_DIR ?? resolve(import.meta.dirname, '../artifacts');
let solutions: Array<{ id: number; name: string }>;
let adminToken: string;

/** A call of the API as the holder of `token`; a refusal throws with its answer. */
async function api<T = unknown>(w: World, method: string, path: string, token: string, body?: unknown): Promise<T> {
  const response = await fetch(w.baseUrl + path, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = (await response.json().catch(() => ({}))) as T;
  if (!response.ok) throw new Error(`${method} ${path} → ${response.status} ${JSON.stringify(json)}`);
  return json;
}

const meStatus = async (w: World, token: string) =>
  (await fetch(`${w.baseUrl}/api/auth/me`, { headers: { authorization: `Bearer ${token}` } })).status;

const section = (page: Page, name: string) => page.getByRole('region', { name });

async function sendEnquiry(w: World, token: string, solutionId: number, message: string) {
  await api(w, 'POST', '/api/catalog/enquiry', token, {
    solution_id: solutionId,
    full_name: 'Siti Rahma Putri',
    email: 'siti@example.com',
    company: 'Peta Nusantara',
    phone: '081234567890',
    position: 'GIS Lead',
    message,
  });
}

beforeAll(async () => {
  const w = world();
  adminToken = await apiToken(w, ADMIN);
  const list = await api<SolutionListResponse>(w, 'GET', '/api/catalog/solution?page_size=3', adminToken);
  solutions = list.data.map(({ id, name }) => ({ id, name }));
});

describe('the members’ area', () => {
  it('edits the profile; the nav and the enquiry form’s prefill show the new values at once', async () => {
    const w = world();
    const { account, token } = await activeAccountWithToken(w, 'Dewi Anggraini');
    const solution = solutions[0]!;
    const page = await w.browser.newPage(WIDE);
    // The enquiry form first, so the profile it prefills from is already in the page's cache.
    await signInWithToken(page, w, token, `/enquiry/${solution.id}`);
    await eventually(async () => expect(await field(page, 'Full Name').inputValue()).toBe('Dewi Anggraini'));

    await page.getByRole('button', { name: 'Open User Menu' }).click();
    await page.getByRole('menuitem', { name: 'Profile' }).click();
    await expectPath(page, '/profile');
    const form = page.getByRole('form', { name: 'Profile' });
    await eventually(async () => expect(await form.getByLabel('Full Name').inputValue()).toBe('Dewi Anggraini'));
    expect(await form.getByLabel('Email').inputValue()).toBe(account.email);
    expect(await form.getByLabel('Email').getAttribute('readonly')).not.toBeNull();

    // The shared rules on blur, and nothing sent while one fails.
    await fillAndBlur(page, 'Full Name', 'De');
    await expectText(page, 'Full name should be 3-20 characters');
    await fillAndBlur(page, 'Phone Number', '12345');
    await expectText(page, 'Invalid Indonesian phone number');
    await form.getByRole('button', { name: 'Save Profile' }).click();
    await expectText(page, 'Correct the errors before submitting!');

    await fillAndBlur(page, 'Full Name', 'Dewi Kartika');
    await fillAndBlur(page, 'Phone Number', '+6281298765432');
    await fillAndBlur(page, 'Company or Organization', 'PT Peta Nusantara');
    await fillAndBlur(page, 'Position', 'GIS Lead');
    await form.getByRole('button', { name: 'Save Profile' }).click();
    await expectText(page, MEMBER_MESSAGES.profileSaved);
    const identity = page.getByTestId('nav-identity');
    await eventually(async () => expect((await identity.innerText()).split(/\n+/)[0]).toBe('Dewi Kartika'));

    // Back to the form, without a reload: its prefill is the saved profile.
    await page.goBack();
    await expectPath(page, `/enquiry/${solution.id}`);
    await eventually(async () => expect(await field(page, 'Full Name').inputValue()).toBe('Dewi Kartika'));
    expect(await field(page, 'Company or Organization').inputValue()).toBe('PT Peta Nusantara');
    expect(await field(page, 'Position').inputValue()).toBe('GIS Lead');
    expect(await field(page, 'Phone Number').inputValue()).toBe('+6281298765432');

    // A reload keeps the new name in the nav, though the token still carries the old one.
    await page.reload();
    await eventually(async () => expect((await identity.innerText()).split(/\n+/)[0]).toBe('Dewi Kartika'));
    await eventually(async () => expect(await field(page, 'Full Name').inputValue()).toBe('Dewi Kartika'));
  });

  it('changes the password: other sessions end, this one stays, and only the new password signs in', async () => {
    const w = world();
    const { account, token } = await activeAccountWithToken(w, 'Agus Wijaya');
    const elsewhere = await apiToken(w, account);
    const page = await w.browser.newPage(NARROW);
    await signInWithToken(page, w, token, '/profile');
    const form = page.getByRole('form', { name: 'Password' });
    await form.waitFor();

    await form.getByRole('button', { name: 'Change Password' }).click();
    await expectText(page, 'Password is required');
    await expectText(page, 'Please confirm your password');
    await fillAndBlur(page, 'New Password', 'short1!');
    await expectText(page, 'Password should be 8-20 characters');

    const newPassword = 'N3w!passw0rd';
    await fillAndBlur(page, 'Current Password', 'Wrong!pass1');
    await fillAndBlur(page, 'New Password', newPassword);
    await fillAndBlur(page, 'Confirm New Password', `${newPassword}x`);
    await expectText(page, "Passwords don't match");
    await fillAndBlur(page, 'Confirm New Password', newPassword);
    await form.getByRole('button', { name: 'Change Password' }).click();
    await form.getByText(MEMBER_MESSAGES.currentPasswordWrong).first().waitFor();
    expect(await form.getByLabel('Current Password', { exact: true }).getAttribute('aria-invalid')).toBe('true');

    await fillAndBlur(page, 'Current Password', account.password);
    await form.getByRole('button', { name: 'Change Password' }).click();
    await expectText(page, MEMBER_MESSAGES.passwordChanged);
    for (const label of ['Current Password', 'New Password', 'Confirm New Password'])
      expect(await form.getByLabel(label, { exact: true }).inputValue()).toBe('');
    expect(await meStatus(w, token)).toBe(200);
    expect(await meStatus(w, elsewhere)).toBe(401);
    await page.reload();
    await expectPath(page, '/profile');
    await page.getByRole('form', { name: 'Profile' }).waitFor();

    await page.getByRole('button', { name: 'Open main menu' }).click();
    await page.locator('#mobile-menu').getByRole('link', { name: 'Log Out' }).click();
    await expectText(page, 'You are logged out...');
    await eventually(async () => expect(await storedAuthInfo(page)).toBeNull(), 3_000);

    await page.goto(`${w.baseUrl}/sign/in`);
    await signInWithForm(page, account);
    await page.locator('form [role="alert"]').filter({ hasText: 'Invalid email or password' }).waitFor();
    await signInWithForm(page, { email: account.email, password: newPassword });
    await expectText(page, 'Logged in successfully!');
    await expectPath(page, '/');
  });

  it('downloads the account’s data as JSON, then deletes the account after its password, with a receipt', async () => {
    const w = world();
    const { account, token } = await activeAccountWithToken(w, 'Rudi Hartono');
    await sendEnquiry(w, token, solutions[0]!.id, 'A demo for our survey team, please.');
    const page = await w.browser.newPage(WIDE);
    await signInWithToken(page, w, token, '/profile');
    const myData = section(page, 'My data');
    await myData.waitFor();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      myData.getByRole('button', { name: 'Download my data' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^solution-catalog-account-\d+\.json$/);
    const data = JSON.parse(await readFile((await download.path())!, 'utf8')) as AccountExport;
    expect(data.profile).toMatchObject({ email: account.email, full_name: 'Rudi Hartono', phone: '081234567890' });
    expect(data.enquiries.map((e) => e.message)).toEqual(['A demo for our survey team, please.']);
    expect(data.notifications.new_solutions).toBe(true);

    await myData.getByRole('button', { name: 'Delete account' }).click();
    // The dialog's own element has no box (its backdrop and panel are fixed): wait for its field.
    const dialog = page.getByRole('alertdialog', { name: 'Delete your account?' });
    const password = dialog.getByLabel('Password', { exact: true });
    await password.waitFor();
    await eventually(async () => expect(await password.evaluate((el) => el === document.activeElement)).toBe(true));
    await expectAccessible(page, 'delete-account dialog');
    await password.fill('Wrong!pass1');
    await dialog.getByRole('button', { name: 'Delete account' }).click();
    await dialog.getByText(MEMBER_MESSAGES.passwordWrong).first().waitFor();
    expect(await password.getAttribute('aria-invalid')).toBe('true');
    expect(await meStatus(w, token)).toBe(200);

    await password.fill(account.password);
    await dialog.getByRole('button', { name: 'Delete account' }).click();
    await expectText(page, MEMBER_MESSAGES.accountDeleted);
    await expectPath(page, '/');
    await eventually(async () => expect(await storedAuthInfo(page)).toBeNull());
    await page.locator('header').getByRole('link', { name: 'Sign In' }).waitFor();

    const receipt = await w.mail.waitFor(account.email, /deleted/i);
    expect(receipt.to).toEqual([account.email.toLowerCase()]);
    await page.goto(`${w.baseUrl}/sign/in`);
    await signInWithForm(page, account);
    await page.locator('form [role="alert"]').filter({ hasText: 'Invalid email or password' }).waitFor();
    expect(await meStatus(w, token)).toBe(401);
  });

  it('mails the digest of a saved search once a matching solution is published, and its link opens the solution', async () => {
    const w = world();
    const { account, token } = await activeAccountWithToken(w, 'Lina Marlina');
    const word = `Mangrove${Date.now()}`;
    await api(w, 'POST', '/api/saved-searches', token, { name: 'Mangroves', query: `search=${word}`, alert: true });

    const page = await w.browser.newPage(WIDE);
    await signInWithToken(page, w, token, '/profile');
    const row = page.getByTestId('saved-search').filter({ hasText: 'Mangroves' });
    await row.waitFor();
    expect(await row.innerText()).toContain(`Search “${word}”`);
    expect(await row.getByRole('switch', { name: 'Daily digest for “Mangroves”' }).getAttribute('aria-checked')).toBe(
      'true',
    );
    expect(await row.getByRole('link', { name: 'Open “Mangroves”' }).getAttribute('href')).toBe(
      `/solutions?search=${word}`,
    );

    const solution = await createSolution(w, adminToken, {
      name: `${word} Monitoring`,
      description: `<p>Tracks ${word} forests from above.</p>`,
      status: 'release_public',
    });
    const digest = await w.mail.waitFor(account.email, new RegExp(`${word} Monitoring`), 30_000);
    const escaped = w.baseUrl.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const link = new RegExp(`${escaped}/solution/${solution.id}\\b`).exec(digest.body)?.[0];
    expect(link).toBeDefined();
    await page.goto(link!);
    await page.getByRole('heading', { level: 1, name: `${word} Monitoring` }).waitFor();
  });

  // Two viewports, each with its axe checks: on a loaded 2-core CI machine it has taken over 120 s.
  it('is accessible and holds together at 1280 and 375 px with saved searches and enquiries', async () => {
    const w = world();
    const { token } = await activeAccountWithToken(w, 'Siti Rahma Putri');
    await sendEnquiry(w, token, solutions[0]!.id, 'We would like a demo for our flood team next week.');
    await sendEnquiry(
      w,
      token,
      solutions[1]!.id,
      'Could you show how the dashboard handles our own river gauges? Tuesday or Wednesday suits us best, any time after ten in the morning, and we would bring two colleagues from the planning office.',
    );
    const inbox = await api<{ data: Array<{ id: number }> }>(w, 'GET', '/api/admin/enquiries', adminToken);
    await api(w, 'PATCH', `/api/admin/enquiries/${inbox.data[0]!.id}`, adminToken, { status: 'in_progress' });
    for (const [name, query, alert] of [
      ['Flood early warning', 'search=flood&order_by=-name', true],
      ['Everything new', 'status=release_public&order_by=new_release', false],
      ['Forestry and remote sensing', 'industry_group=1,2&technology=1', true],
    ] as const) {
      await api(w, 'POST', '/api/saved-searches', token, { name, query, alert });
    }

    await mkdir(SHOTS, { recursive: true });
    for (const viewport of [WIDE, NARROW]) {
      const page = await w.browser.newPage(viewport);
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await signInWithToken(page, w, token, '/profile');
      await eventually(async () => expect(await page.getByTestId('saved-search').count()).toBe(3));
      await eventually(async () => expect(await page.getByTestId('my-enquiry').count()).toBe(2));
      expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('User Profile');
      await expectAccessible(page, `profile at ${viewport.width} px`);
      // Nothing is wider than the screen.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      await page.waitForTimeout(300);
      await page.screenshot({ path: join(SHOTS, `members-profile-${viewport.width}.png`), fullPage: true });

      await page
        .getByTestId('saved-search')
        .first()
        .getByRole('button', { name: /^Rename/ })
        .click();
      await page.getByRole('dialog', { name: 'Rename saved search' }).getByLabel('Name', { exact: true }).waitFor();
      await expectAccessible(page, `rename dialog at ${viewport.width} px`);
      await page.screenshot({ path: join(SHOTS, `members-rename-${viewport.width}.png`) });
      await page.context().close();
    }
  }, 240_000);
});
