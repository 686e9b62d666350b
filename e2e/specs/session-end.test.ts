import { describe, expect, it } from 'vitest';
import { eventually, expectPath, expectText, storedAuthInfo } from '../support/page-helpers.ts';
import { apiToken, createActiveAccount, signInWithToken, useWorld, type World } from '../support/world.ts';

const world = useWorld();

const meStatus = async (w: World, token: string) =>
  (await fetch(`${w.baseUrl}/api/auth/me`, { headers: { authorization: `Bearer ${token}` } })).status;

describe('ending sessions in the browser', () => {
  it('signing out ends the session on the server, so a copied token stops working', async () => {
    const w = world();
    const account = await createActiveAccount(w);
    const token = await apiToken(w, account);
    const page = await w.browser.newPage();
    await signInWithToken(page, w, token);
    expect(await meStatus(w, token)).toBe(200);

    await page.goto(`${w.baseUrl}/sign/out`);
    await expectText(page, 'You are logged out...');
    await eventually(async () => expect(await meStatus(w, token)).toBe(401));
    await eventually(async () => expect(await storedAuthInfo(page)).toBeNull(), 3_000);
    await page.close();
  });

  it('"Sign out everywhere" on the profile page ends the sessions of every device', async () => {
    const w = world();
    const account = await createActiveAccount(w);
    const here = await apiToken(w, account);
    const elsewhere = await apiToken(w, account);
    const page = await w.browser.newPage();
    await signInWithToken(page, w, here, '/profile');
    await page.getByRole('button', { name: 'Sign out everywhere' }).click();
    await expectPath(page, '/sign/out');
    await expectText(page, 'Your sessions have ended on every device.');
    expect(await storedAuthInfo(page)).toBeNull();
    expect(await meStatus(w, here)).toBe(401);
    expect(await meStatus(w, elsewhere)).toBe(401);
    await page.close();
  });
});
