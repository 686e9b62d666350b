import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { NARROW, WIDE } from '../support/browser.ts';
import { catalogKeys } from '../support/catalogs.ts';
import { eventually, watchConsole } from '../support/page-helpers.ts';
import { mailTexts } from '../../apps/api/src/mail/texts/index.ts';
import { linkIn } from '../support/smtp.ts';
import { activeAccountWithToken, apiToken, signInWithToken, useWorld } from '../support/world.ts';
import { ADMIN, openAs } from './catalog-fixtures.ts';

const world = useWorld({ seedDemo: true, admin: ADMIN });
const tokens: { user?: string; admin?: string } = {};

beforeAll(async () => {
  tokens.user = (await activeAccountWithToken(world(), 'Siti Rahma Putri')).token;
  tokens.admin = await apiToken(world(), ADMIN);
});

/** The main screens, each with who opens it. The list is opened signed in, where no sign-in prompt comes up. */
const SCREENS: Array<{ path: string; as?: 'user' | 'admin' }> = [
  { path: '/' },
  { path: '/solution/1' },
  { path: '/sign/in' },
  { path: '/sign/up' },
  { path: '/forgot-password' },
  { path: '/no/such/page' },
  { path: '/solutions', as: 'user' },
  { path: '/profile', as: 'user' },
  { path: '/enquiry/1', as: 'user' },
  { path: '/admin', as: 'admin' },
  { path: '/admin/enquiries', as: 'admin' },
  { path: '/create', as: 'admin' },
];

const KEYS = catalogKeys();

const mainText = (page: Page) => page.locator('main').innerText();

/**
 * The main text once it has stopped changing: a screen's lazily loaded parts (the rich-text
 * editor) may still be drawing when the network is idle on a loaded machine.
 */
async function settledText(page: Page): Promise<string> {
  let before = await mainText(page);
  for (let turn = 0; turn < 40; turn++) {
    await page.waitForTimeout(250);
    const now = await mainText(page);
    if (now === before) return now;
    before = now;
  }
  return before;
}
const htmlLang = (page: Page) => page.evaluate(() => document.documentElement.lang);

/** The switch of the nav bar on wide screens, of the opened menu on narrow ones. */
async function switchLanguage(page: Page) {
  if ((page.viewportSize()?.width ?? 0) >= 768) {
    await page.getByRole('navigation').getByTestId('language-switch').first().click();
    return;
  }
  await page.locator('button[aria-controls="mobile-menu"]').click();
  await page.locator('#mobile-menu').getByTestId('language-switch').click();
}

/** No text of the page is a catalog key: every key found its message. */
async function expectNoRawKeys(page: Page, label: string) {
  const text = await page.locator('body').innerText();
  const words = new Set(text.split(/[\s()[\]{}"“”'‘’,:;!?]+/));
  expect(
    KEYS.filter((key) => words.has(key)),
    label,
  ).toEqual([]);
}

async function settle(page: Page) {
  await page.locator('main').waitFor();
  await page.waitForLoadState('networkidle');
}

// One test per screen: each has the whole test timeout for its walk, and a failure names its screen.
describe.each([WIDE, NARROW])('the language switch at %o', (viewport) => {
  it.each(SCREENS)('turns $path into Bahasa Indonesia and back into the same English', async (screen) => {
    const page = await world().browser.newPage(viewport);
    const problems = watchConsole(page);
    await openAs(world(), page, screen.path, screen.as && tokens[screen.as]);
    await settle(page);
    expect(await htmlLang(page), screen.path).toBe('en');
    const english = { title: await page.title(), text: await settledText(page) };

    await switchLanguage(page);
    await eventually(async () => expect(await htmlLang(page), screen.path).toBe('id'));
    await eventually(async () => expect(await mainText(page), screen.path).not.toBe(english.text));
    await expectNoRawKeys(page, screen.path);

    await switchLanguage(page);
    await eventually(async () => expect(await htmlLang(page), screen.path).toBe('en'));
    await eventually(async () => expect(await page.title(), screen.path).toBe(english.title));
    await eventually(async () => expect(await mainText(page), screen.path).toBe(english.text));
    // The not-found page answers 404 on purpose; the browser logs that status for the page itself.
    const ownStatus = `404 (Not Found) (${world().baseUrl}${screen.path})`;
    expect(
      problems.filter((problem) => !problem.endsWith(ownStatus)),
      screen.path,
    ).toEqual([]);
    await page.context().close();
  });
});

describe('the kept choice', () => {
  it('draws the next pages on the server in the language chosen, until switched back', async () => {
    const page = await world().browser.newPage(WIDE);
    await page.goto(`${world().baseUrl}/solution/1`);
    await settle(page);
    await switchLanguage(page);
    await eventually(async () => expect(await htmlLang(page)).toBe('id'));
    const cookie = (await page.context().cookies()).find((c) => c.name === 'lang');
    expect(cookie?.value).toBe('id');

    // A new address is drawn by the server in Indonesian, before any script runs.
    const drawn = await page.goto(`${world().baseUrl}/`);
    expect(await drawn!.text()).toMatch(/<html lang="id"/);
    await settle(page);
    await expectNoRawKeys(page, '/');

    await switchLanguage(page);
    await eventually(async () => expect(await htmlLang(page)).toBe('en'));
    const english = await page.goto(`${world().baseUrl}/solutions`);
    expect(await english!.text()).toMatch(/<html lang="en"/);
  });

  it('follows the browser’s languages on a first visit, and ?lang=en over them', async () => {
    const page = await world().browser.newPage(WIDE);
    await page.setExtraHTTPHeaders({ 'accept-language': 'id-ID,id;q=0.9,en;q=0.5' });
    const first = await page.goto(`${world().baseUrl}/`);
    expect(await first!.text()).toMatch(/<html lang="id"/);
    const asked = await page.goto(`${world().baseUrl}/?lang=en`);
    expect(await asked!.text()).toMatch(/<html lang="en"/);
  });
});

describe('mails in the account’s language', () => {
  it('sends an account made in Indonesian its mails in Indonesian, and in English once switched', async () => {
    const w = world();
    const page = await w.browser.newPage(WIDE);
    await page.goto(`${w.baseUrl}/sign/up`);
    await settle(page);
    await switchLanguage(page);
    await eventually(async () => expect(await htmlLang(page)).toBe('id'));

    // The sign-up call the form makes, sent from the page so it carries the page's cookie.
    const email = `bahasa${Date.now()}@example.com`;
    const status = await page.evaluate(async (address) => {
      const body = {
        email: address,
        full_name: 'Dewi Lestari',
        phone: '081234567890',
        password: 'Passw0rd!x',
        password_confirmation: 'Passw0rd!x',
      };
      const response = await fetch('/api/auth/register', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      return response.status;
    }, email);
    expect(status).toBeLessThan(300);
    const indonesian = mailTexts('id');
    const activation = await w.mail.waitFor(email, new RegExp(indonesian.t('activation.subject')));
    expect(activation.subject).toBe(indonesian.t('activation.subject'));
    expect(activation.body).toContain(indonesian.t('activation.action'));

    // Signed in, the switch back to English is kept on the account: the next mail is English.
    const token = new URL(linkIn(activation, w.baseUrl, '/activate')).searchParams.get('token')!;
    await fetch(`${w.baseUrl}/api/auth/activate?activation_token=${encodeURIComponent(token)}`);
    await signInWithToken(page, w, await apiToken(w, { email, password: 'Passw0rd!x' }), '/profile');
    await settle(page);
    await eventually(async () => expect(await htmlLang(page)).toBe('id'));
    const saved = page.waitForResponse((response) => response.url().endsWith('/api/auth/me/language'));
    await switchLanguage(page);
    expect((await saved).status()).toBe(200);
    await fetch(`${w.baseUrl}/api/auth/forget-password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email }),
    });
    const english = mailTexts('en');
    const reset = await w.mail.waitFor(email, new RegExp(english.t('reset.subject')));
    expect(reset.subject).toBe(english.t('reset.subject'));
  });
});
