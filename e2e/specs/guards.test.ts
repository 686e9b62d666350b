import { beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from '../support/axe.ts';
import { eventually, expectPath, expectText, signInWithForm, storedAuthInfo } from '../support/page-helpers.ts';
import {
  type Account,
  apiToken,
  createActiveAccount,
  expiredToken,
  signInWithToken,
  useWorld,
} from '../support/world.ts';

const ADMIN = { email: 'admin@example.com', password: 'Adm1n!pass', fullName: 'Admin' };
const world = useWorld({ admin: ADMIN });
let user: Account;

beforeAll(async () => {
  user = await createActiveAccount(world());
});

/** A token the client can read but the server never signed; `exp` in seconds. */
function forgedToken(expiresInSeconds: number, isStaff = false) {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const exp = Math.floor(Date.now() / 1000) + expiresInSeconds;
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode({ exp, is_staff: isStaff, user_id: 999, email: 'forged@example.com', name: 'Forged User', ver: 0 })}.Zm9yZ2Vk`;
}

describe('route guards', () => {
  it('sends a visitor from a protected page to sign in and back there afterwards', async () => {
    const w = world();
    const page = await w.browser.newPage();
    await page.goto(`${w.baseUrl}/profile`);
    await expectPath(page, '/sign/in?from=%2Fprofile');
    await signInWithForm(page, user);
    await expectPath(page, '/profile');
    await expectText(page, 'User Profile');
    await page.getByText(user.email).first().waitFor();
    await expectAccessible(page, 'profile');

    const other = await w.browser.newPage();
    await other.goto(`${w.baseUrl}/enquiry/7`);
    await expectPath(other, '/sign/in?from=%2Fenquiry%2F7');
    await signInWithForm(other, user);
    await expectPath(other, '/enquiry/7');
  });

  it('after signing in without a remembered path, goes to the home page', async () => {
    const w = world();
    const page = await w.browser.newPage();
    await page.goto(`${w.baseUrl}/sign/in`);
    await signInWithForm(page, user);
    await expectPath(page, '/');
  });

  it('sends a user to /solutions from the admin pages, and an admin from the enquiry form but not from the profile', async () => {
    const w = world();
    const visitor = await w.browser.newPage();
    await visitor.goto(`${w.baseUrl}/create`);
    await expectPath(visitor, '/sign/in?from=%2Fcreate');
    // Back to the remembered page, whose role rule then applies.
    await signInWithForm(visitor, user);
    await expectPath(visitor, '/solutions');

    const userPage = await w.browser.newPage();
    await signInWithToken(userPage, w, await apiToken(w, user), '/edit/3');
    await expectPath(userPage, '/solutions');
    await userPage.goto(`${w.baseUrl}/create`);
    await expectPath(userPage, '/solutions');

    const adminPage = await w.browser.newPage();
    await adminPage.goto(`${w.baseUrl}/edit/3`);
    await expectPath(adminPage, '/sign/in?from=%2Fedit%2F3');
    await signInWithForm(adminPage, ADMIN);
    await expectPath(adminPage, '/edit/3');
    await adminPage.goto(`${w.baseUrl}/create`);
    await expectPath(adminPage, '/create');
    await adminPage.goto(`${w.baseUrl}/enquiry/1`);
    await expectPath(adminPage, '/solutions');
    // The members' area is every account's, admins included (docs/product.md §3.12).
    await adminPage.goto(`${w.baseUrl}/profile`);
    await expectPath(adminPage, '/profile');
    await expectText(adminPage, 'User Profile');
  });

  it('keeps signed-in users away from sign-up, forgot, reset and sign-in', async () => {
    const w = world();
    const page = await w.browser.newPage();
    await signInWithToken(page, w, await apiToken(w, user), '/sign/up');
    await expectPath(page, '/');
    for (const path of ['/forgot-password', '/reset-password?token=abc', '/sign/in']) {
      await page.goto(w.baseUrl + path);
      await expectPath(page, '/');
    }
    // The remembered path still wins for a signed-in user sent to sign in.
    await page.goto(`${w.baseUrl}/sign/in?from=%2Fprofile`);
    await expectPath(page, '/profile');
  });

  it('sends a visitor on /sign/out to sign in', async () => {
    const w = world();
    const page = await w.browser.newPage();
    await page.goto(`${w.baseUrl}/sign/out`);
    await expectPath(page, '/sign/in');
  });

  it('clears an expired token and redirects to sign in, remembering the page', async () => {
    const w = world();
    const page = await w.browser.newPage();
    await signInWithToken(page, w, expiredToken(), '/profile');
    await expectPath(page, '/sign/in?from=%2Fprofile');
    expect(await storedAuthInfo(page)).toBeNull();
    await expectText(page, 'Your session has expired. Please sign in again.');
    await expectAccessible(page, 'sign-in after expiry');
    await signInWithForm(page, user);
    await expectPath(page, '/profile');

    // On a public page too.
    const home = await w.browser.newPage();
    await signInWithToken(home, w, expiredToken(), '/undermaintenance');
    await expectPath(home, '/sign/in?from=%2Fundermaintenance');
    expect(await storedAuthInfo(home)).toBeNull();
  });

  it('clears an undecodable token, logs it, and redirects to sign in', async () => {
    const w = world();
    const page = await w.browser.newPage();
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.goto(`${w.baseUrl}/undermaintenance`);
    await page.evaluate(() => localStorage.setItem('authinfo', JSON.stringify({ token: 'not-a-jwt' })));
    await page.goto(`${w.baseUrl}/profile`);
    await expectPath(page, '/sign/in?from=%2Fprofile');
    expect(await storedAuthInfo(page)).toBeNull();
    expect(errors.some((e) => /could not be decoded/.test(e))).toBe(true);
  });

  it('ends the session when the API refuses the token', async () => {
    const w = world();
    const page = await w.browser.newPage();
    // Readable and unexpired, so the guard lets it through; /api/auth/me answers 401.
    await signInWithToken(page, w, forgedToken(3600), '/profile');
    await expectPath(page, '/sign/in?from=%2Fprofile');
    expect(await storedAuthInfo(page)).toBeNull();
  });

  it('ends the session when the token expires while the page is open', async () => {
    const w = world();
    const page = await w.browser.newPage();
    // The page's clock runs from now, and the token lives a minute of it: however long a busy
    // machine takes to show the signed-in page, the session ends when the test moves the page's
    // clock past the token's expiry, with nothing else happening (docs/decisions/0084).
    await page.clock.install();
    await signInWithToken(page, w, forgedToken(60), '/undermaintenance');
    await expectPath(page, '/undermaintenance');
    await page.getByTestId('nav-identity').waitFor();
    expect(await storedAuthInfo(page)).not.toBeNull();
    await page.clock.fastForward(61_000);
    await eventually(async () => expect(new URL(page.url()).pathname).toBe('/sign/in'));
    expect(await storedAuthInfo(page)).toBeNull();
  });
});
