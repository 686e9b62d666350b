import { createHmac } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from '../support/axe.ts';
import { NARROW, WIDE } from '../support/browser.ts';
import { eventually, expectText } from '../support/page-helpers.ts';
import { apiToken, signInWithToken, useWorld } from '../support/world.ts';
import { ADMIN, createSolution } from './catalog-fixtures.ts';

const world = useWorld({ seedDemo: true, admin: ADMIN });
let adminToken: string;

/** A webhook receiver on 127.0.0.1 that keeps what it was sent. */
const received: Array<{ raw: string; signature: string; event: string }> = [];
const receiver: Server = createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (c: Buffer) => chunks.push(c));
  req.on('end', () => {
    received.push({
      raw: Buffer.concat(chunks).toString('utf8'),
      signature: String(req.headers['x-catalog-signature']),
      event: String(req.headers['x-catalog-event']),
    });
    res.end('ok');
  });
});

beforeAll(async () => {
  adminToken = await apiToken(world(), ADMIN);
  await new Promise<void>((ready) => receiver.listen(0, '127.0.0.1', ready));
});
afterAll(() => new Promise((done) => receiver.close(done)));

async function adminPage(path: string, viewport: typeof WIDE = WIDE): Promise<Page> {
  const page = await world().browser.newPage(viewport);
  await signInWithToken(page, world(), adminToken, path);
  return page;
}

const catalogWith = (token: string) =>
  fetch(`${world().baseUrl}/api/catalog/solution`, { headers: { authorization: `Bearer ${token}` } });

describe('API tokens and webhooks in the back office', () => {
  it('creates a token, shows its secret once, and revokes it', async () => {
    const page = await adminPage('/admin/tokens');
    await page.getByRole('heading', { name: 'API tokens' }).waitFor();
    await page.getByLabel('Name').fill('CRM sync');
    await page.getByRole('checkbox', { name: /enquiries:read/ }).check();
    await page.getByRole('button', { name: 'Create token' }).click();

    const secret = page.getByTestId('secret-once');
    await secret.waitFor();
    const token = await secret.getByRole('textbox').inputValue();
    expect(token).toMatch(/^sc_live_/);
    await expectAccessible(page, 'tokens: the secret shown once');
    expect((await catalogWith(token)).status).toBe(200);

    const row = page.getByTestId('token-row').filter({ hasText: 'CRM sync' });
    await row.waitFor();
    expect(await row.innerText()).toContain('catalog:read, enquiries:read');
    await secret.getByRole('button', { name: 'Done' }).click();
    await secret.waitFor({ state: 'detached' });
    await page.reload();
    await row.waitFor();
    expect(await page.content()).not.toContain(token);

    // Revoke, by keyboard, after a confirmation.
    await row.getByRole('button', { name: 'Revoke CRM sync' }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('alertdialog', { name: 'Revoke token' });
    await dialog.getByRole('button', { name: 'Revoke', exact: true }).click();
    await expectText(page, 'Token "CRM sync" revoked');
    await row.waitFor({ state: 'detached' });
    expect((await catalogWith(token)).status).toBe(401);
  });

  it('works at 375 px', async () => {
    const page = await adminPage('/admin/tokens', NARROW);
    await page.getByLabel('Name').fill('Phone token');
    await page.getByRole('button', { name: 'Create token' }).click();
    await page.getByTestId('secret-once').waitFor();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(375);
    await expectAccessible(page, 'tokens at 375 px');
  });

  it('registers a webhook, shows its secret once and a signed delivery in the log', async () => {
    const page = await adminPage('/admin/webhooks');
    await page.getByRole('heading', { name: 'Webhooks', exact: true }).first().waitFor();
    const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/catalog`;
    await page.getByLabel('Address (URL)').fill(url);
    await page.getByRole('button', { name: 'Add webhook' }).click();
    const secretBox = page.getByTestId('secret-once');
    await secretBox.waitFor();
    const secret = await secretBox.getByRole('textbox').inputValue();
    await expectAccessible(page, 'webhooks: the secret shown once');

    await createSolution(world(), adminToken, { name: `Hooked ${Date.now()}`, status: 'development' });
    await eventually(() => expect(received.map((r) => r.event)).toContain('solution.created'));
    const delivery = received.find((r) => r.event === 'solution.created')!;
    expect(delivery.signature).toBe(`sha256=${createHmac('sha256', secret).update(delivery.raw).digest('hex')}`);

    const row = page.getByTestId('webhook-row').filter({ hasText: url });
    await row.getByRole('button', { name: `Deliveries ${url}` }).click();
    const deliveries = page.getByTestId('delivery-row');
    await eventually(async () => expect(await deliveries.first().innerText()).toContain('Delivered'));
    expect(await deliveries.first().innerText()).toContain('200');
    await expectAccessible(page, 'webhooks: deliveries');

    await deliveries
      .first()
      .getByRole('button', { name: /Redeliver/ })
      .click();
    await expectText(page, 'Sent again as a new delivery');
    await eventually(() => expect(received.filter((r) => r.event === 'solution.created')).toHaveLength(2));

    await page.setViewportSize(NARROW);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(375);
    await expectAccessible(page, 'webhooks at 375 px');
  });
});
