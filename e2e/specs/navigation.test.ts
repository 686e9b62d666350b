import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from '../support/axe.ts';
import { NARROW, WIDE } from '../support/browser.ts';
import { scrollAndWait, stopPageClock } from '../support/page-clock.ts';
import { eventually, expectPath, expectText } from '../support/page-helpers.ts';
import { type Account, activeAccountWithToken, signInWithToken, useWorld } from '../support/world.ts';

const world = useWorld();
let user: Account;
let token: string;

beforeAll(async () => {
  ({ account: user, token } = await activeAccountWithToken(world(), 'Dewi Lestari Ayu'));
});

const header = (page: Page) => page.locator('header');

describe('home page', () => {
  it('shows the hero, its buttons, office hours, the feature blurbs and the footer', async () => {
    const w = world();
    const page = await w.browser.newPage(WIDE);
    await page.goto(w.baseUrl + '/');
    const h1 = page.getByRole('heading', { level: 1 });
    expect(await h1.innerText()).toBe('An Innovation Ecosystem for Geospatial Solution Development');

    const hero = page.locator('section').first();
    const minHeight = await hero.evaluate((el) => [getComputedStyle(el).minHeight, window.innerHeight]);
    expect(minHeight[0]).toBe(`${Number(minHeight[1]) - 76}px`);
    expect(await page.locator('[data-testid="floating-documents"] > *').count()).toBe(6);
    expect(await hero.locator('canvas[data-density="100"]').count()).toBe(1);

    const specialist = page.getByRole('link', { name: /Connect Our Specialist/ });
    expect(await specialist.getAttribute('target')).toBe('_blank');
    expect(await specialist.getAttribute('rel')).toContain('noopener');
    expect(await specialist.getAttribute('href')).toMatch(/^https:\/\//);

    expect(await hero.innerText()).toContain('Monday to Friday 9.00am to 6.00pm (WIB), excluding public holidays');
    for (const title of ['Industry Solutions', 'International Showcase', 'Fellowship Program']) {
      await page.getByRole('heading', { level: 3, name: title }).waitFor();
    }

    const footer = page.locator('footer');
    expect(await footer.innerText()).toContain('Solution Catalog');
    expect(await footer.innerText()).toContain(`© ${new Date().getFullYear()}`);
    const social = footer.locator('a[target="_blank"]');
    expect(await social.count()).toBe(3);
    for (let i = 0; i < 3; i++) expect(await social.nth(i).getAttribute('rel')).toContain('noopener');
    expect(await footer.getByRole('link', { name: 'Solution Catalog' }).getAttribute('href')).toBe('/');
    await expectAccessible(page, 'home (wide)');

    // The scroll-down indicator moves to the next section.
    await page.getByRole('button', { name: /Scroll down/ }).click();
    await eventually(async () => expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500));
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('features');

    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByRole('link', { name: 'See Gallery' }).click();
    await expectPath(page, '/solutions');
  });

  it('is accessible on a narrow screen, and its animations stop when motion is reduced', async () => {
    const w = world();
    const page = await w.browser.newPage(NARROW);
    await page.goto(w.baseUrl + '/');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await expectAccessible(page, 'home (narrow)');
    const animation = () =>
      page
        .locator('[data-testid="floating-documents"] > *')
        .first()
        .evaluate((el) => getComputedStyle(el).animationName);
    expect(await animation()).toBe('float');
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await eventually(async () => expect(await animation()).toBe('none'));
  });
});

describe('navigation bar', () => {
  it('on wide screens: links, Sign In, then name, email and the user menu', async () => {
    const w = world();
    const page = await w.browser.newPage(WIDE);
    await page.goto(w.baseUrl + '/undermaintenance');
    await header(page).getByRole('link', { name: 'Sign In' }).waitFor();
    expect(await header(page).getByRole('link', { name: 'Home', exact: true }).isVisible()).toBe(true);
    expect(await header(page).getByRole('link', { name: 'Solution', exact: true }).isVisible()).toBe(true);
    expect(await header(page).getByRole('link', { name: 'Sign In' }).isVisible()).toBe(true);
    expect(await header(page).getByRole('button', { name: 'Open main menu' }).isVisible()).toBe(false);
    // The first Tab reaches the skip link, which moves focus to the main content.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Skip to main content');
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('main');
    await header(page).getByRole('link', { name: 'Sign In' }).click();
    await expectPath(page, '/sign/in');

    await signInWithToken(page, w, token, '/undermaintenance');
    const identity = page.getByTestId('nav-identity');
    await identity.waitFor();
    expect((await identity.innerText()).split(/\n+/)).toEqual(['Dewi Lestari Ayu', user.email]);
    expect(await header(page).getByTestId('avatar-initials').first().innerText()).toBe('DLA');

    // The dropdown opens from the avatar and closes on a click outside it.
    const button = page.getByRole('button', { name: 'Open User Menu' });
    await button.click();
    await page.getByRole('menuitem', { name: 'Profile' }).waitFor();
    await page.getByRole('menuitem', { name: 'Sign Out' }).waitFor();
    expect(await page.getByText('Log Out').count()).toBe(0);
    await expectAccessible(page, 'user menu open');
    await page.mouse.click(640, 500);
    await page.getByRole('menu').waitFor({ state: 'detached' });

    // Keyboard: Enter opens with focus inside, Escape closes and returns focus.
    await button.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('menu').waitFor();
    await eventually(async () =>
      expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('menu'),
    );
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Escape');
    await page.getByRole('menu').waitFor({ state: 'detached' });
    expect(await button.evaluate((el) => el === document.activeElement)).toBe(true);

    await button.click();
    await page.getByRole('menuitem', { name: 'Profile' }).click();
    await expectPath(page, '/profile');
  });

  it('on narrow screens: a menu toggle with the links, Profile and Log Out, no name or email', async () => {
    const w = world();
    const visitor = await w.browser.newPage(NARROW);
    await visitor.goto(w.baseUrl + '/undermaintenance');
    await header(visitor).getByRole('link', { name: 'Sign In' }).waitFor();
    expect(await header(visitor).getByRole('link', { name: 'Sign In' }).isVisible()).toBe(true);
    expect(await header(visitor).getByRole('link', { name: 'Home', exact: true }).isVisible()).toBe(false);
    const toggle = header(visitor).getByRole('button', { name: 'Open main menu' });
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    await toggle.click();
    expect(await header(visitor).getByRole('button', { name: 'Close main menu' }).getAttribute('aria-expanded')).toBe(
      'true',
    );
    await header(visitor).getByRole('link', { name: 'Solution', exact: true }).click();
    await expectPath(visitor, '/solutions');
    expect(await visitor.locator('#mobile-menu').count()).toBe(0);

    const page = await w.browser.newPage(NARROW);
    await signInWithToken(page, w, token, '/undermaintenance');
    await page.getByRole('button', { name: 'Open main menu' }).waitFor();
    expect(await page.getByTestId('nav-identity').isVisible()).toBe(false);
    expect(await page.getByRole('button', { name: 'Open User Menu' }).isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Open main menu' }).click();
    const menu = page.locator('#mobile-menu');
    for (const name of ['Home', 'Solution', 'Profile', 'Log Out']) {
      expect(await menu.getByRole('link', { name, exact: true }).isVisible()).toBe(true);
    }
    expect(await menu.getByText('Sign Out').count()).toBe(0);
    expect(await menu.getByTestId('avatar-initials').innerText()).toBe('DLA');
    await expectAccessible(page, 'narrow menu open');
    await page.keyboard.press('Escape');
    expect(await menu.count()).toBe(0);
    await page.getByRole('button', { name: 'Open main menu' }).click();
    await menu.getByRole('link', { name: 'Log Out' }).click();
    await expectPath(page, '/sign/out');
    await expectText(page, 'You are logged out...');
  });

  for (const viewport of [WIDE, NARROW]) {
    it(`slides out of view after 800 px of scrolling (${viewport.width} px)`, async () => {
      const w = world();
      const page = await w.browser.newPage(viewport);
      await page.clock.install();
      await page.goto(w.baseUrl + '/');
      const bottom = () => header(page).evaluate((el) => el.getBoundingClientRect().bottom);
      // The bar decides on the next animation frame after a scroll event; on a stopped page clock
      // the test runs those frames itself, so "not hidden" is checked after the decision.
      await stopPageClock(page);
      await scrollAndWait(page, 700);
      await page.clock.runFor(400);
      expect(await header(page).getAttribute('data-hidden')).toBe('false');
      expect(await bottom()).toBeGreaterThan(0);
      await scrollAndWait(page, 900);
      await page.clock.runFor(400);
      expect(await header(page).getAttribute('data-hidden')).toBe('true');
      await page.clock.resume();
      await eventually(async () => expect(await bottom()).toBeLessThanOrEqual(0));
      await page.evaluate(() => window.scrollTo(0, 0));
      await eventually(async () => expect(await header(page).evaluate((el) => el.getBoundingClientRect().top)).toBe(0));
    });
  }
});

describe('404 and error pages', () => {
  it("shows 'Lost in Space?' for unknown paths, with working Go Back, Homepage and Solutions", async () => {
    const w = world();
    const page = await w.browser.newPage(WIDE);
    await page.goto(w.baseUrl + '/undermaintenance');
    await page.goto(w.baseUrl + '/no/such/page');
    await page.getByRole('heading', { level: 1, name: 'Lost in Space?' }).waitFor();
    await expectAccessible(page, '404');
    await page.getByRole('button', { name: 'Go Back' }).click();
    await expectPath(page, '/undermaintenance');

    await page.goto(w.baseUrl + '/solution-typo');
    await page.getByRole('link', { name: 'Homepage' }).click();
    await expectPath(page, '/');
    await page.goBack();
    await page.getByRole('heading', { name: 'Lost in Space?' }).waitFor();
    await page.getByRole('link', { name: 'Solutions' }).click();
    await expectPath(page, '/solutions');

    const narrow = await w.browser.newPage(NARROW);
    await narrow.goto(w.baseUrl + '/missing');
    await narrow.getByRole('heading', { name: 'Lost in Space?' }).waitFor();
    await expectAccessible(narrow, '404 (narrow)');
  });

  it('shows the error page, not a blank screen, when a page fails to load', async () => {
    const w = world();
    const page = await w.browser.newPage(WIDE);
    await page.goto(w.baseUrl + '/');
    await page.route('**/assets/solutions-page-*.js', (route) => route.abort());
    await header(page).getByRole('link', { name: 'Solution', exact: true }).click();
    await page.getByRole('heading', { name: 'Unexpected Application Error!' }).waitFor();
    expect(await header(page).isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Reload page' }).waitFor();
    await expectAccessible(page, 'error page');
  });
});

describe('maintenance page', () => {
  it('counts down from 2 h 30 min each second, and the notify box only says thank you', async () => {
    const w = world();
    const page = await w.browser.newPage(WIDE);
    const calls: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/')) calls.push(request.url());
    });
    await stopPageClock(page, { install: true });
    await page.goto(w.baseUrl + '/undermaintenance');
    const left = async () => {
      const [h, m, s] = await Promise.all(
        ['hours', 'minutes', 'seconds'].map((unit) => page.locator(`[data-unit="${unit}"]`).innerText().then(Number)),
      );
      return h! * 3600 + m! * 60 + s!;
    };
    // On a stopped page clock: 2 h 30 min until the test moves time; the ticking starts after the
    // first frame (within 100 ms), then one second per tick.
    expect(await left()).toBe(9000);
    await page.clock.runFor(1_100);
    expect(await left()).toBe(8999);
    await page.clock.runFor(1_000);
    expect(await left()).toBe(8998);
    await page.clock.resume();

    const email = page.getByLabel('Email address');
    await email.fill('me@');
    await page.getByRole('button', { name: 'Notify Me' }).click();
    await expectText(page, 'It should be a valid email address');
    await expectAccessible(page, 'maintenance');
    await email.fill('me@example.com');
    await page.getByRole('button', { name: 'Notify Me' }).click();
    await expectText(page, 'Thank you!');
    expect(calls).toEqual([]);
  });
});
