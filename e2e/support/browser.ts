import { type BrowserContext, chromium, type Page } from 'playwright-core';

export const NARROW = { width: 375, height: 812 };
export const WIDE = { width: 1280, height: 800 };

export interface TestBrowser {
  /** A fresh context (own storage) with one page; `javaScriptEnabled: false` reads pages as a crawler might. */
  newPage(viewport?: { width: number; height: number }, options?: { javaScriptEnabled?: boolean }): Promise<Page>;
  close(): Promise<void>;
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
    async newPage(viewport = WIDE, options = {}) {
      const context = await browser.newContext({ viewport, ...options });
      context.setDefaultTimeout(10_000);
      contexts.push(context);
      return context.newPage();
    },
    async close() {
      for (const context of contexts) await context.close().catch(() => undefined);
      await browser.close();
    },
  };
}
