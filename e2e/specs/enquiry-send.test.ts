import type { SolutionListResponse } from '@catalog/shared';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from '../support/axe.ts';
import { NARROW } from '../support/browser.ts';
import { eventually, expectPath, expectText, field, fillAndBlur } from '../support/page-helpers.ts';
import { expectMessagesOnBlur } from '../support/field-messages.ts';
import { type Account, activeAccountWithToken, apiToken, signInWithToken, useWorld } from '../support/world.ts';
import { ADMIN, DEFAULT_SALES_EMAIL } from './editor-fixtures.ts';

const world = useWorld({ seedDemo: true, admin: ADMIN });
let user: Account;
let userToken: string;
let solution: { id: number; name: string };

beforeAll(async () => {
  const w = world();
  ({ account: user, token: userToken } = await activeAccountWithToken(w, 'Dewi Anggraini'));
  const response = await fetch(`${w.baseUrl}/api/catalog/solution?page_size=1`, {
    headers: { authorization: `Bearer ${userToken}` },
  });
  const list = (await response.json()) as SolutionListResponse;
  solution = { id: list.data[0]!.id, name: list.data[0]!.name };
});

function enquiryPosts(page: Page) {
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/api/catalog/enquiry'))
      posts.push(request.postData() ?? '');
  });
  return posts;
}

describe('the demo and enquiry form', () => {
  it('opened directly: fetches the title, prefills from the profile, validates, sends, and the sales mail arrives', async () => {
    const w = world();
    const page = await w.browser.newPage();
    const posts = enquiryPosts(page);
    await signInWithToken(page, w, userToken, `/enquiry/${solution.id}`);
    await page.getByText(solution.name, { exact: true }).first().waitFor();
    await eventually(async () => expect(await field(page, 'Full Name').inputValue()).toBe(user.fullName));
    expect(await field(page, 'Email').inputValue()).toBe(user.email);
    expect(await field(page, 'Phone Number').inputValue()).toBe('081234567890');
    await expectAccessible(page, 'enquiry');

    // The account has no company: the submit is blocked and nothing is sent.
    await page.getByRole('button', { name: 'Send Enquiry' }).click();
    await expectText(page, 'Correct the errors before submitting!');
    await expectText(page, 'This field is required');
    expect(await field(page, 'Company or Organization').getAttribute('aria-invalid')).toBe('true');
    await expectAccessible(page, 'enquiry with errors');

    await expectMessagesOnBlur(page, [
      ['Email', 'dewi@', 'It should be a valid email address'],
      ['Phone Number', '12345', 'Invalid Indonesian phone number'],
    ]);
    await fillAndBlur(page, 'Full Name', '');
    await eventually(async () => expect(await page.locator('[data-field-error]').count()).toBe(4));
    expect(posts).toEqual([]);

    await fillAndBlur(page, 'Full Name', user.fullName);
    await fillAndBlur(page, 'Email', user.email);
    await fillAndBlur(page, 'Phone Number', '+6281298765432');
    await fillAndBlur(page, 'Company or Organization', 'PT Peta Nusantara');
    await fillAndBlur(page, 'Position', 'GIS Lead');
    await field(page, 'Message').fill('Could you show us the dashboard with our own gauges?');
    expect(await page.locator('[data-field-error]').count()).toBe(0);
    await page.getByRole('button', { name: 'Send Enquiry' }).click();

    await expectText(page, 'Thank you! Your enquiry has been sent. Our specialists will contact you soon.');
    await expectPath(page, `/solution/${solution.id}`);
    expect(posts).toHaveLength(1);
    expect(JSON.parse(posts[0]!)).toMatchObject({
      solution_id: String(solution.id),
      company: 'PT Peta Nusantara',
      phone: '+6281298765432',
    });

    const mail = await w.mail.waitFor(DEFAULT_SALES_EMAIL, /Could you show us the dashboard/);
    expect(mail.body).toContain(solution.name);
    expect(mail.body).toContain('PT Peta Nusantara');
    expect(mail.body).toContain(user.email);
  });

  it('takes the title from the solution page’s navigation state, and shows a refused send with the server’s message', async () => {
    const w = world();
    const page = await w.browser.newPage(NARROW);
    await signInWithToken(page, w, userToken, `/solution/${solution.id}`);
    const link = page.getByRole('link', { name: 'Request Demo & Enquiry' });
    await link.waitFor();
    // From here on the enquiry page must not need to ask for the solution.
    const solutionCalls: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname === `/api/catalog/solution/${solution.id}`) solutionCalls.push(r.url());
    });
    await link.click();
    await expectPath(page, `/enquiry/${solution.id}`);
    await page.getByText(solution.name, { exact: true }).first().waitFor();
    expect(solutionCalls).toEqual([]);
    await eventually(async () => expect(await field(page, 'Email').inputValue()).toBe(user.email));
    await expectAccessible(page, 'enquiry, narrow');

    await fillAndBlur(page, 'Company or Organization', 'PT Peta Nusantara');
    await page.route('**/api/catalog/enquiry', (route) =>
      route.fulfill({
        status: 429,
        contentType: 'application/json',
        body: JSON.stringify({ message: 'Too many enquiries. Please try again later.' }),
      }),
    );
    await page.getByRole('button', { name: 'Send Enquiry' }).click();
    await page.getByRole('alert').filter({ hasText: 'Too many enquiries. Please try again later.' }).first().waitFor();
    await expectPath(page, `/enquiry/${solution.id}`);
  });

  it('says so when the solution does not exist, and sends an admin to /solutions', async () => {
    const w = world();
    const page = await w.browser.newPage();
    await signInWithToken(page, w, userToken, '/enquiry/999999');
    await expectText(page, 'Error: Solution not found');
    expect(await page.getByRole('button', { name: 'Send Enquiry' }).count()).toBe(0);

    const admin = await w.browser.newPage();
    await signInWithToken(admin, w, await apiToken(w, ADMIN), `/enquiry/${solution.id}`);
    await expectPath(admin, '/solutions');
  });
});
