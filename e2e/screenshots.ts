/**
 * Writes a PNG of every page at 1280 and 375 px wide to e2e/artifacts/ (or SHOTS_DIR) for a
 * visual review. SHOTS_ONLY=admin takes only the shots whose name starts with it (a comma between
 * several: SHOTS_ONLY=home,solution). SHOTS_LANG=id
 * takes them in Bahasa Indonesia (files end in `-id`), leaving out the shots that click English
 * labels first.
 * Not part of `npm test`. Run `npm run build` first, then: npx tsx e2e/screenshots.ts
 */
import { mkdir } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { NARROW, WIDE } from './support/browser.ts';
import { linkIn } from './support/smtp.ts';
import { apiToken, createActiveAccount, createWorld, destroyWorld, newAccount, type World } from './support/world.ts';

const OUT = process.env.SHOTS_DIR ?? resolve(import.meta.dirname, 'artifacts');
const ONLY = process.env.SHOTS_ONLY?.split(',');
const LANGUAGE = process.env.SHOTS_LANG === 'id' ? 'id' : 'en';
const SUFFIX = LANGUAGE === 'en' ? '' : `-${LANGUAGE}`;
const ADMIN = { email: 'admin@example.com', password: 'Adm1n!pass' };

interface Shot {
  name: string;
  path: string;
  as?: 'user' | 'admin';
  /** Runs after load, before the picture. */
  prepare?: (page: Page) => Promise<void>;
  fullPage?: boolean;
}

const SHOTS: Shot[] = [
  { name: 'home', path: '/', fullPage: true },
  { name: 'home-first-screen', path: '/' },
  { name: 'home-signed-in', path: '/', as: 'user' },
  { name: 'user-menu-open', path: '/', as: 'user', prepare: async (p) => openMenu(p) },
  { name: 'sign-in', path: '/sign/in' },
  {
    name: 'sign-in-errors',
    path: '/sign/in',
    prepare: async (p) => {
      await p.getByRole('button', { name: 'Sign In', exact: true }).last().click();
      await p.waitForTimeout(300);
    },
  },
  {
    name: 'sign-in-server-error',
    path: '/sign/in',
    prepare: async (p) => {
      await p.getByLabel('Email').fill('nobody@example.com');
      await p.getByLabel('Password', { exact: true }).fill('Wrong1!pass');
      await p.locator('form').getByRole('button', { name: 'Sign In' }).click();
      await p.getByRole('alert').first().waitFor();
    },
  },
  { name: 'sign-up', path: '/sign/up', fullPage: true },
  { name: 'forgot-password', path: '/forgot-password' },
  { name: 'reset-password', path: '/reset-password?token=abc' },
  { name: 'reset-password-no-token', path: '/reset-password' },
  { name: 'activate-failed', path: '/activate?token=nope' },
  { name: 'profile', path: '/profile', as: 'user' },
  { name: 'maintenance', path: '/undermaintenance', fullPage: true },
  { name: 'not-found', path: '/no/such/page' },
  { name: 'solutions', path: '/solutions', fullPage: true },
  {
    name: 'solutions-sign-in-modal',
    path: '/solutions',
    // The visitor's prompt opens 2 s after load (docs/product.md §3.6).
    prepare: async (p) => p.getByTestId('sign-in-modal').waitFor(),
  },
  { name: 'solutions-admin', path: '/solutions', as: 'admin', fullPage: true },
  { name: 'solution-1', path: '/solution/1', fullPage: true },
  { name: 'solutions-searched', path: '/solutions?search=flooding%20warnin', fullPage: true },
  {
    name: 'solutions-suggestions',
    path: '/solutions',
    as: 'user',
    prepare: async (p) => {
      const box = p.getByRole('combobox').first();
      await box.focus();
      await box.pressSequentially('plantaton');
      await p.getByRole('listbox').getByRole('option').first().waitFor();
      await box.press('ArrowDown');
    },
  },
  { name: 'create', path: '/create', as: 'admin', fullPage: true },
  { name: 'enquiry', path: '/enquiry/1', as: 'user', fullPage: true },
  { name: 'admin-overview', path: '/admin', as: 'admin', fullPage: true },
  { name: 'admin-menu-open', path: '/admin', as: 'admin', prepare: async (p) => openMenu(p) },
  { name: 'admin-lookups', path: '/admin/lookups', as: 'admin', fullPage: true },
  { name: 'admin-lookups-products', path: '/admin/lookups?kind=arcgis_product', as: 'admin', fullPage: true },
  {
    name: 'admin-lookups-merge',
    path: '/admin/lookups?kind=technology',
    as: 'admin',
    prepare: async (p) => {
      await p
        .getByRole('button', { name: /^Merge / })
        .first()
        .click();
      await p.getByRole('button', { name: /Merge into/ }).click();
      await p.waitForTimeout(300);
    },
  },
  {
    name: 'admin-lookups-rename',
    path: '/admin/lookups?kind=sector',
    as: 'admin',
    prepare: async (p) => {
      await p
        .getByRole('button', { name: /^Rename / })
        .first()
        .click();
      await p.getByRole('button', { name: 'Rename', exact: true }).waitFor();
    },
  },
  { name: 'admin-users', path: '/admin/users', as: 'admin', fullPage: true },
  { name: 'admin-enquiries', path: '/admin/enquiries', as: 'admin', fullPage: true },
  { name: 'admin-enquiry', path: '/admin/enquiries/1', as: 'admin', fullPage: true },
  { name: 'admin-activity', path: '/admin/activity', as: 'admin', fullPage: true },
  { name: 'compare', path: '/compare?ids=1,2,3', fullPage: true },
  { name: 'compare-member', path: '/compare?ids=1,2,3', as: 'user', fullPage: true },
  { name: 'shortlist', path: '/profile/shortlist', as: 'user', fullPage: true },
  { name: 'admin-trash', path: '/admin/trash', as: 'admin', fullPage: true },
  {
    name: 'admin-synonyms',
    path: '/admin/synonyms',
    as: 'admin',
    fullPage: true,
    prepare: async (p) => {
      await p
        .getByLabel(/synonyms|sinonim/i)
        .first()
        .fill('banjir, flood');
      await p.getByRole('button', { name: /Add set|Tambah set/ }).click();
      await p.getByTestId('synonym-row').first().waitFor();
    },
  },
  {
    name: 'admin-tokens',
    path: '/admin/tokens',
    as: 'admin',
    fullPage: true,
    prepare: async (p) => {
      await p.getByLabel('Name').fill('CRM sync');
      await p.getByRole('button', { name: 'Create token' }).click();
      await p.getByTestId('secret-once').waitFor();
    },
  },
  {
    name: 'admin-webhooks',
    path: '/admin/webhooks',
    as: 'admin',
    fullPage: true,
    prepare: async (p) => {
      await p.getByLabel('Address (URL)').fill('http://127.0.0.1:9/catalog-events');
      await p.getByRole('button', { name: 'Add webhook' }).click();
      await p.getByTestId('secret-once').waitFor();
      await p
        .getByTestId('webhook-row')
        .first()
        .getByRole('button', { name: /^Deliveries/ })
        .click();
      await p.waitForTimeout(300);
    },
  },
  { name: 'admin-insight', path: '/admin/insight', as: 'admin', fullPage: true, prepare: async (p) => chartDrawn(p) },
  {
    name: 'admin-insight-table',
    path: '/admin/insight',
    as: 'admin',
    fullPage: true,
    prepare: async (p) => {
      await chartDrawn(p);
      await p.getByRole('button', { name: 'Show as table' }).click();
    },
  },
  {
    name: 'admin-edit-history',
    path: '/edit/1',
    as: 'admin',
    fullPage: true,
    prepare: async (p) => {
      await p.getByRole('button', { name: 'History' }).click();
      await p.getByTestId('revision').first().getByRole('button').click();
      await p.getByTestId('change-name').waitFor();
    },
  },
  // Last: signing out ends the user's session on the server, which the shots above use.
  { name: 'sign-out', path: '/sign/out', as: 'user' },
];

async function chartDrawn(page: Page) {
  await page.locator('[data-testid="insight-chart"] svg .recharts-line').first().waitFor();
}

async function openMenu(page: Page) {
  const wide = (page.viewportSize()?.width ?? 0) >= 768;
  await page.getByRole('button', { name: wide ? 'Open User Menu' : 'Open main menu' }).click();
  await page.waitForTimeout(300);
}

/** An enquiry, a note on it and a lookup change, so the back office's screens have something to show. */
async function backOfficeContent(baseUrl: string, tokens: { user: string; admin: string }) {
  const send = async (path: string, token: string, body: unknown, method = 'POST') => {
    const response = await fetch(baseUrl + path, {
      method,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${path} → ${response.status}`);
  };
  await send('/api/catalog/enquiry', tokens.user, {
    solution_id: 1,
    full_name: 'Siti Rahma Putri',
    email: 'siti@example.com',
    company: 'Peta Nusantara',
    phone: '081234567890',
    position: 'GIS Lead',
    message: 'We would like a demo for our flood team next week.\nTuesday or Wednesday suits us best.',
  });
  await send('/api/admin/enquiries/1', tokens.admin, { status: 'in_progress' }, 'PATCH');
  await send('/api/admin/enquiries/1/notes', tokens.admin, { body: 'Called back; demo booked for Tuesday 10.00.' });
  await send('/api/admin/lookups/sector', tokens.admin, { name: 'Maritime Affairs' });
  // A shortlist of two with a note, for the members' shortlist page.
  await send('/api/auth/me/shortlist', tokens.user, { solution_id: 2 });
  await send('/api/auth/me/shortlist', tokens.user, { solution_id: 1, note: 'Ask about the river sensors.' });
  // A revision to compare, a solution in the trash, and visits and searches for insight.
  const edit = new FormData();
  edit.append('name', 'Smart Flood Early Warning System');
  const edited = await fetch(`${baseUrl}/api/catalog/solution/1`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${tokens.admin}` },
    body: edit,
  });
  if (!edited.ok) throw new Error(`edit → ${edited.status}`);
  const trashed = await fetch(`${baseUrl}/api/catalog/solution/6`, {
    method: 'DELETE',
    headers: { authorization: `Bearer ${tokens.admin}` },
  });
  if (!trashed.ok) throw new Error(`delete → ${trashed.status}`);
  const browser = { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0 Safari/537.36' };
  for (const path of ['/solution/1', '/solution/1', '/solution/3', '/solution/4', '/solution/1']) {
    await fetch(`${baseUrl}/api/catalog${path}`, { headers: browser });
  }
  for (const words of ['flood', 'flood', 'forest fire', 'tsunami drone', 'mangrove']) {
    await fetch(`${baseUrl}/api/catalog/solution?search=${encodeURIComponent(words)}`, { headers: browser });
  }
}

async function main() {
  await mkdir(OUT, { recursive: true });
  let world: World | undefined;
  try {
    world = await createWorld({ seedDemo: true, admin: ADMIN });
    const user = await createActiveAccount(world, newAccount('Siti Rahma Putri'));
    const tokens = { user: await apiToken(world, user), admin: await apiToken(world, ADMIN) };
    await backOfficeContent(world.baseUrl, tokens);
    for (const viewport of [WIDE, NARROW]) {
      const shots = SHOTS.filter(
        (s) => (!ONLY || ONLY.some((prefix) => s.name.startsWith(prefix))) && (LANGUAGE === 'en' || !s.prepare),
      );
      for (const shot of shots) {
        const page = await world.browser.newPage(viewport);
        await page.context().addCookies([{ name: 'lang', value: LANGUAGE, url: world.baseUrl }]);
        await page.emulateMedia({ reducedMotion: 'reduce' });
        if (shot.as) {
          await page.goto(world.baseUrl + '/undermaintenance');
          await page.evaluate((t) => localStorage.setItem('authinfo', JSON.stringify({ token: t })), tokens[shot.as]);
        }
        await page.goto(world.baseUrl + shot.path, { waitUntil: 'networkidle' });
        // After hydration: the picture is of the page as the app draws it, not only as the server did.
        await page.locator('html[data-hydrated]').waitFor();
        await page.waitForTimeout(400);
        await shot.prepare?.(page);
        const file = join(OUT, `${shot.name}-${viewport.width}${SUFFIX}.png`);
        await page.screenshot({ path: file, fullPage: shot.fullPage ?? false });
        console.log(file);
        await page.context().close();
      }
      if (ONLY || LANGUAGE !== 'en') continue;
      // Activation succeeds once per link: a fresh account for each width.
      const fresh = newAccount('Agus Wijaya');
      await fetch(`${world.baseUrl}/api/auth/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          email: fresh.email,
          full_name: fresh.fullName,
          phone: '081234567890',
          password: fresh.password,
          password_confirmation: fresh.password,
        }),
      });
      const activation = linkIn(await world.mail.waitFor(fresh.email, /activat/i), world.baseUrl, '/activate');
      const activated = await world.browser.newPage(viewport);
      await activated.emulateMedia({ reducedMotion: 'reduce' });
      await activated.goto(activation, { waitUntil: 'networkidle' });
      await activated.getByText('Congratulations!').waitFor();
      await activated.screenshot({ path: join(OUT, `activate-${viewport.width}.png`) });
      await activated.context().close();

      if (viewport === NARROW) {
        const page = await world.browser.newPage(viewport);
        await page.goto(world.baseUrl + '/', { waitUntil: 'networkidle' });
        await page.getByRole('button', { name: 'Open main menu' }).click();
        await page.screenshot({ path: join(OUT, 'nav-open-375.png') });
        await page.context().close();
        const signed = await world.browser.newPage(viewport);
        await signed.goto(world.baseUrl + '/undermaintenance');
        await signed.evaluate((t) => localStorage.setItem('authinfo', JSON.stringify({ token: t })), tokens.user);
        await signed.goto(world.baseUrl + '/', { waitUntil: 'networkidle' });
        await signed.getByRole('button', { name: 'Open main menu' }).click();
        await signed.screenshot({ path: join(OUT, 'nav-open-signed-in-375.png') });
        await signed.context().close();
      }
    }
  } finally {
    await destroyWorld(world);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
