import { type BrowserContext, chromium, type Page } from 'playwright-core';
import { PATIENCE_MS } from './page-helpers.ts';

export const NARROW = { width: 375, height: 812 };
export const WIDE = { width: 1280, height: 800 };

export interface TestBrowser {
  /**
   * A fresh context (own storage) with one page; `javaScriptEnabled: false` reads pages as a
   * crawler might, `atFirstPaint` makes `goto` return without waiting for the app.
   */
  newPage(
    viewport?: { width: number; height: number },
    options?: { javaScriptEnabled?: boolean; atFirstPaint?: boolean },
  ): Promise<Page>;
  close(): Promise<void>;
}

/**
 * A page the server draws loads its code after its first paint and hydrates part by part
 * (docs/decisions/0128-react-server-rendering.md); until `<html data-hydrated>` a tap waits for
 * its part and its links load whole pages. `goto` and `reload` on these pages return once the
 * page answers as the app, as a person would wait for it; pages the client draws alone have no
 * `#page-code` and return as before.
 */
function waitForTheAppOnArrival(page: Page) {
  const thenAppReady =
    <A extends unknown[], R>(navigate: (...args: A) => Promise<R>) =>
    async (...args: A) => {
      const response = await navigate(...args);
      await page.waitForFunction(
        () => !document.getElementById('page-code') || 'hydrated' in document.documentElement.dataset,
      );
      return response;
    };
  page.goto = thenAppReady(page.goto.bind(page));
  page.reload = thenAppReady(page.reload.bind(page));
}

/**
 * Debian's chromium with the flags of docs/architecture.md §6. Playwright gives each launch a fresh
 * temporary profile (user-data dir) and removes it on close; each context has its own storage.
 */
export async function launchBrowser(): Promise<TestBrowser> {
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-quic',
      '--no-first-run',
    ],
  });
  const contexts: BrowserContext[] = [];
  return {
    async newPage(viewport = WIDE, { atFirstPaint = false, ...options } = {}) {
      const context = await browser.newContext({ viewport, ...options });
      context.setDefaultTimeout(PATIENCE_MS);
      contexts.push(context);
      const page = await context.newPage();
      if (options.javaScriptEnabled !== false && !atFirstPaint) waitForTheAppOnArrival(page);
      return page;
    },
    async close() {
      for (const context of contexts) await context.close().catch(() => undefined);
      await browser.close();
    },
  };
}
