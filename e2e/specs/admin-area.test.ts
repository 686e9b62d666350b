import { beforeAll, describe, expect, it } from 'vitest';
import { NARROW, WIDE } from '../support/browser.ts';
import { eventually, expectPath } from '../support/page-helpers.ts';
import { type Account, apiToken, createActiveAccount, signInWithToken, useWorld } from '../support/world.ts';
import { ADMIN } from './editor-fixtures.ts';

const world = useWorld({ admin: ADMIN });
let user: Account;

beforeAll(async () => {
  user = await createActiveAccount(world());
});

describe('back office area', () => {
  it('sends a visitor to sign in and a user to /solutions, as on /create', async () => {
    const w = world();
    const visitor = await w.browser.newPage();
    await visitor.goto(`${w.baseUrl}/admin/users`);
    await expectPath(visitor, '/sign/in?from=%2Fadmin%2Fusers');

    const userPage = await w.browser.newPage();
    await signInWithToken(userPage, w, await apiToken(w, user), '/admin');
    await expectPath(userPage, '/solutions');
    // A user has no way in.
    expect(await userPage.getByRole('link', { name: 'Admin' }).count()).toBe(0);
  });

  it('is reached from the nav bar and the user menu on wide screens, and from the menu on narrow ones', async () => {
    const w = world();
    const token = await apiToken(w, ADMIN);
    const wide = await w.browser.newPage(WIDE);
    await signInWithToken(wide, w, token, '/solutions');
    await wide.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Admin' }).click();
    await expectPath(wide, '/admin');
    await wide.getByRole('heading', { level: 1, name: 'Back office' }).waitFor();
    await eventually(async () => expect(await wide.title()).toBe('Overview · Back office · Solution Catalog'));

    await wide.goto(`${w.baseUrl}/`);
    await wide.getByRole('button', { name: 'Open User Menu' }).click();
    await wide.getByRole('menuitem', { name: 'Admin' }).click();
    await expectPath(wide, '/admin');

    const sections = wide.getByRole('navigation', { name: 'Back office sections' });
    await sections.getByRole('link', { name: 'Users' }).click();
    await expectPath(wide, '/admin/users');
    // The router commits a navigation as a transition: the link is marked once it has drawn.
    await eventually(async () =>
      expect(await sections.getByRole('link', { name: 'Users' }).getAttribute('aria-current')).toBe('page'),
    );

    const narrow = await w.browser.newPage(NARROW);
    await signInWithToken(narrow, w, token, '/');
    // The nav bar's links are for wide screens; the narrow menu carries the way in.
    expect(
      await narrow.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Admin' }).isVisible(),
    ).toBe(false);
    await narrow.getByRole('button', { name: 'Open main menu' }).click();
    await narrow.locator('#mobile-menu').getByRole('link', { name: 'Admin' }).click();
    await expectPath(narrow, '/admin');
    await narrow.getByRole('heading', { level: 1, name: 'Back office' }).waitFor();
  });
});
