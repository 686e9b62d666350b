import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * How long a spec waits for what a visitor waits for (an element, a page, a mail) before it fails.
 * A passing spec never waits that long; on a loaded 2-core machine a page has taken over 10 s to
 * answer a click (docs/decisions/0216).
 */
export const PATIENCE_MS = 30_000;

/** Waits until `check` passes (Playwright-core has no web-first assertions of its own here). */
export async function eventually(check: () => Promise<void> | void, timeoutMs = PATIENCE_MS): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      await check();
      return;
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((r) => setTimeout(r, 100));
    }
  }
}

export const pathOf = (page: Page) => {
  const url = new URL(page.url());
  return url.pathname + url.search;
};

export async function expectPath(page: Page, path: string) {
  await eventually(() => expect(pathOf(page)).toBe(path));
}

/** A text that must be on screen (toasts, banners, messages). */
export async function expectText(page: Page, text: string) {
  await page.getByText(text, { exact: true }).first().waitFor({ state: 'visible' });
}

export async function expectNoText(page: Page, text: string) {
  await page.getByText(text, { exact: true }).first().waitFor({ state: 'hidden' });
}

export const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

/** Types into a field and leaves it, which is when the form validates (docs/product.md §5.12). */
export async function fillAndBlur(page: Page, label: string, value: string) {
  const input = field(page, label);
  await input.fill(value);
  await input.blur();
}

export async function storedAuthInfo(page: Page): Promise<string | null> {
  return page.evaluate(() => localStorage.getItem('authinfo'));
}

/** Fills and sends the sign-in form the page shows. */
export async function signInWithForm(page: Page, account: { email: string; password: string }) {
  await field(page, 'Email').fill(account.email);
  await field(page, 'Password').fill(account.password);
  await page.locator('form').getByRole('button', { name: 'Sign In' }).click();
}

/** Console warnings and errors, and uncaught errors, from the moment the page is opened. */
export function watchConsole(page: Page) {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (!['warning', 'error'].includes(message.type())) return;
    // The browser asks for /favicon.ico on its own; the catalogue has none.
    if (message.location().url.endsWith('/favicon.ico')) return;
    problems.push(`${message.type()}: ${message.text()} (${message.location().url})`);
  });
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  return problems;
}
