import { describe, expect, it } from 'vitest';
import { expectAccessible } from '../support/axe.ts';
import {
  eventually,
  expectNoText,
  expectPath,
  expectText,
  field,
  fillAndBlur,
  storedAuthInfo,
} from '../support/page-helpers.ts';
import { expectMessagesOnBlur } from '../support/field-messages.ts';
import { runClockUntil, stopPageClock, textShown } from '../support/page-clock.ts';
import { linkIn } from '../support/smtp.ts';
import { createActiveAccount, newAccount, useWorld } from '../support/world.ts';

const world = useWorld();

describe('account screens in the browser', () => {
  it('signs up with bad then good input, activates from the mail, signs in, keeps the session on reload and signs out', async () => {
    const w = world();
    const account = newAccount('Budi Santoso');
    const page = await w.browser.newPage();
    await page.goto(`${w.baseUrl}/sign/up`);
    await expectText(page, 'Welcome');

    // Submitting the empty form shows every required message and the blocked-submit toast.
    await page.locator('form').getByRole('button', { name: 'Sign Up' }).click();
    for (const message of [
      'Full name is required',
      'Email is required',
      'Enter with phone number',
      'Password is required',
      'Please confirm your password',
    ]) {
      await expectText(page, message);
    }
    await expectText(page, 'Correct the errors before submitting!');
    await expectAccessible(page, 'sign-up with errors');

    // Each rule, seen on blur, and cleared as soon as the user types again.
    await fillAndBlur(page, 'Full Name', 'Bu');
    await expectText(page, 'Full name should be 3-20 characters');
    await field(page, 'Full Name').pressSequentially('d');
    await expectNoText(page, 'Full name should be 3-20 characters');
    await expectMessagesOnBlur(page, [
      ['Full Name', 'Budi_99', "Full name shouldn't include any special character"],
      ['Email', 'budi@nowhere', 'It should be a valid email address'],
      ['Phone Number', '12345', 'Invalid Indonesian phone number'],
      ['Password', 'Ab1!', 'Password should be 8-20 characters'],
      ['Password', 'abcdefgh1', 'Password should include at least 1 letter, 1 number and 1 special character'],
    ]);
    expect(await field(page, 'Password').getAttribute('autocomplete')).toBe('off');
    expect(await field(page, 'Confirm Password').getAttribute('autocomplete')).toBe('off');

    // Good values everywhere but a confirmation that does not match.
    await fillAndBlur(page, 'Full Name', account.fullName);
    await fillAndBlur(page, 'Email', account.email);
    await fillAndBlur(page, 'Phone Number', '081234567890');
    await fillAndBlur(page, 'Password', account.password);
    await fillAndBlur(page, 'Confirm Password', `${account.password}x`);
    await expectText(page, "Passwords don't match");
    await fillAndBlur(page, 'Confirm Password', account.password);
    await expectNoText(page, "Passwords don't match");
    expect(await page.locator('[data-field-error]').count()).toBe(0);

    await page.locator('form').getByRole('button', { name: 'Sign Up' }).click();
    await expectText(page, 'Registration Successful! Please check your email for verification.');
    await expectPath(page, '/');

    // The activation mail links to /activate?token=…; the page activates on load.
    const mail = await w.mail.waitFor(account.email, /activat/i);
    const activation = linkIn(mail, w.baseUrl, '/activate');
    await page.goto(activation);
    await expectText(page, 'Congratulations!');
    await expectAccessible(page, 'activation');
    await page.getByRole('link', { name: 'Back to Application' }).waitFor();
    await page.getByRole('link', { name: 'Sign In to Begin' }).click();
    await expectPath(page, '/sign/in');
    // 'Sign In to Begin' replaced the activation entry: going back skips it.
    await page.goBack();
    await expectPath(page, '/');
    await page.goForward();
    await expectPath(page, '/sign/in');

    // The sign-in form: client errors, then a server error in the banner and a toast.
    await expectText(page, 'Welcome');
    await page.locator('form').getByRole('button', { name: 'Sign In' }).click();
    await expectText(page, 'Email is required');
    await expectText(page, 'Password is required');
    await expectText(page, 'error login, try enter valid credentials..');
    await fillAndBlur(page, 'Email', account.email);
    await fillAndBlur(page, 'Password', 'Wrong-pass1');
    await page.locator('form').getByRole('button', { name: 'Sign In' }).click();
    const banner = page.locator('form [role="alert"]');
    await banner.waitFor();
    expect(await banner.textContent()).toBe('Invalid email or password');
    expect(await page.getByRole('status').filter({ hasText: 'Invalid email or password' }).count()).toBeGreaterThan(0);
    await expectAccessible(page, 'sign-in with a server error');

    await fillAndBlur(page, 'Password', account.password);
    await page.locator('form').getByRole('button', { name: 'Sign In' }).click();
    await expectText(page, 'Logged in successfully!');
    await expectPath(page, '/');
    expect(JSON.parse((await storedAuthInfo(page))!)).toHaveProperty('token');

    const identity = page.getByTestId('nav-identity');
    await eventually(async () =>
      expect((await identity.innerText()).split(/\n+/)).toEqual([account.fullName, account.email]),
    );
    expect(await page.locator('header [data-testid="avatar-initials"]').first().innerText()).toBe('BS');

    await page.reload();
    await eventually(async () => expect(await identity.innerText()).toContain(account.fullName));
    expect(await page.getByRole('link', { name: 'Sign In' }).count()).toBe(0);

    await page.getByRole('button', { name: 'Open User Menu' }).click();
    await page.getByRole('menuitem', { name: 'Sign Out' }).click();
    await expectPath(page, '/sign/out');
    await page.getByRole('menu').waitFor({ state: 'detached' });
    await expectText(page, 'You are logged out...');
    await expectAccessible(page, 'sign-out');
    // The token goes after one second, and the bar offers 'Sign In' again.
    await eventually(async () => expect(await storedAuthInfo(page)).toBeNull(), 3_000);
    await page.locator('header').getByRole('link', { name: 'Sign In' }).waitFor();
  });

  it('shows the sign-out message for a second before clearing the token', async () => {
    const w = world();
    const account = await createActiveAccount(w);
    const page = await w.browser.newPage();
    await page.goto(`${w.baseUrl}/sign/in`);
    await field(page, 'Email').fill(account.email);
    await field(page, 'Password').fill(account.password);
    await page.locator('form').getByRole('button', { name: 'Sign In' }).click();
    await expectPath(page, '/');
    // Timed on the page's clock: only the test moves it, so a busy machine cannot skew it.
    await stopPageClock(page, { install: true });
    await page.goto(`${w.baseUrl}/sign/out`);
    await runClockUntil(page, textShown(page, 'You are logged out...'), { stepMs: 1 });
    expect(await storedAuthInfo(page)).not.toBeNull();
    const keptFor = await runClockUntil(page, async () => (await storedAuthInfo(page)) === null);
    // One second, give or take the frame the page waits before starting its timer.
    expect(keptFor).toBeGreaterThanOrEqual(960);
    expect(keptFor).toBeLessThanOrEqual(1_100);
    await page.clock.resume();
  });

  it('resets a forgotten password from the mailed link and signs in with the new one', async () => {
    const w = world();
    const account = await createActiveAccount(w, newAccount('Siti Aminah'));
    const page = await w.browser.newPage();
    await page.goto(`${w.baseUrl}/sign/in`);
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expectPath(page, '/forgot-password');
    await expectText(page, 'Forgot Password');

    await fillAndBlur(page, 'Email', 'siti@');
    await expectText(page, 'It should be a valid email address');
    await expectAccessible(page, 'forgot password');
    await fillAndBlur(page, 'Email', account.email);
    await page.locator('form').getByRole('button', { name: 'Send Reset Instructions' }).click();
    await expectText(page, 'request for a new credential, check your email!');
    await expectPath(page, '/sign/in');

    const mail = await w.mail.waitFor(account.email, /reset/i);
    await page.goto(linkIn(mail, w.baseUrl, '/reset-password'));
    await expectText(page, 'Reset Password');
    const newPassword = 'N3w-secret!';
    await fillAndBlur(page, 'New Password', 'short');
    await expectText(page, 'Password should be 8-20 characters');
    await fillAndBlur(page, 'New Password', newPassword);
    await fillAndBlur(page, 'Confirm New Password', 'N3w-secret?');
    await expectText(page, "Passwords don't match");
    expect(await field(page, 'New Password').getAttribute('autocomplete')).toBe('off');
    await expectAccessible(page, 'reset password');
    await fillAndBlur(page, 'Confirm New Password', newPassword);
    await page.locator('form').getByRole('button', { name: 'Reset Password' }).click();
    await expectText(page, 'Your password has been reset. Please sign in with your new password.');
    await expectPath(page, '/sign/in');

    // The old password no longer works; the new one does.
    await field(page, 'Email').fill(account.email);
    await field(page, 'Password').fill(account.password);
    await page.locator('form').getByRole('button', { name: 'Sign In' }).click();
    await page.locator('form [role="alert"]').waitFor();
    await field(page, 'Password').fill(newPassword);
    await page.locator('form').getByRole('button', { name: 'Sign In' }).click();
    await expectText(page, 'Logged in successfully!');
    await expectPath(page, '/');

    // The link is single use: opened again (signed out), the server's message shows in the banner.
    await page.evaluate(() => localStorage.removeItem('authinfo'));
    await page.goto(linkIn(mail, w.baseUrl, '/reset-password'));
    await fillAndBlur(page, 'New Password', 'An0ther-one!');
    await fillAndBlur(page, 'Confirm New Password', 'An0ther-one!');
    await page.locator('form').getByRole('button', { name: 'Reset Password' }).click();
    await eventually(async () =>
      expect(await page.locator('form [role="alert"]').textContent()).toBe(
        'This password reset link is invalid or has expired.',
      ),
    );
  });

  it('tells the user when an activation link does not work', async () => {
    const w = world();
    const page = await w.browser.newPage();
    await page.goto(`${w.baseUrl}/activate?token=not-a-real-token`);
    await expectText(page, 'Failed to activate account. Please try again.');
    await expectText(page, 'Activation failed');
    await page.getByRole('link', { name: 'Sign In to Begin' }).waitFor();
    await expectAccessible(page, 'activation failed');
  });

  it('shows Loading... on a disabled button while the sign-in request is pending', async () => {
    const w = world();
    const account = await createActiveAccount(w);
    const page = await w.browser.newPage();
    let release: () => void = () => undefined;
    const held = new Promise<void>((r) => (release = r));
    await page.route('**/api/auth/login', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`${w.baseUrl}/sign/in`);
    await field(page, 'Email').fill(account.email);
    await field(page, 'Password').fill(account.password);
    await page.locator('form').getByRole('button', { name: 'Sign In' }).click();
    const pending = page.locator('form').getByRole('button', { name: 'Loading...' });
    await pending.waitFor();
    expect(await pending.isDisabled()).toBe(true);
    release();
    await expectPath(page, '/');
  });
});
