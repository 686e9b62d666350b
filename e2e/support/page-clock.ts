import type { Page } from 'playwright-core';

/**
 * Stops the page's clock (installing it first when asked), so that from here on only the test
 * moves time forward: timings are checked in page time, never against the wall clock of a busy
 * machine (docs/decisions/0084-browser-timing-on-the-page-clock.md).
 */
export async function stopPageClock(page: Page, { install = false } = {}): Promise<void> {
  const now = Date.now();
  if (install) await page.clock.install({ time: now });
  // Far enough ahead to be in the page's future after the round trip. On a loaded machine the page's
  // clock can pass the mark before the call arrives ("Cannot fast-forward to the past"): then a
  // farther mark, up to a minute ahead.
  for (let aheadMs = 1_000; ; aheadMs *= 4) {
    const mark = (await page.evaluate(() => Date.now())) + aheadMs;
    try {
      await page.clock.pauseAt(mark);
      return;
    } catch (error) {
      if (aheadMs >= 60_000 || !String(error).includes('to the past')) throw error;
    }
  }
}

/**
 * Moves the stopped page clock forward in `stepMs` steps until `done` holds, and returns how much
 * page time that took. Small steps with a real pause between them let network answers arrive
 * without page time racing ahead of them.
 */
export async function runClockUntil(
  page: Page,
  done: () => Promise<boolean>,
  { stepMs = 20, limitMs = 30_000 } = {},
): Promise<number> {
  for (let elapsed = 0; elapsed <= limitMs; elapsed += stepMs) {
    if (await done()) return elapsed;
    await page.clock.runFor(stepMs);
    await new Promise((r) => setTimeout(r, 5));
  }
  throw new Error(`still waiting after ${limitMs} ms of page time`);
}

/** Whether a text is on screen now (no waiting). */
export const textShown = (page: Page, text: string) => () => page.getByText(text, { exact: true }).first().isVisible();

/** Scrolls the window to `y` and returns once the page has handled the scroll event. */
export const scrollAndWait = (page: Page, y: number) =>
  page.evaluate(
    (top) =>
      new Promise<void>((resolve) => {
        window.addEventListener('scroll', () => resolve(), { once: true });
        window.scrollTo(0, top);
      }),
    y,
  );
