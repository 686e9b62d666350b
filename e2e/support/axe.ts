import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { PATIENCE_MS } from './page-helpers.ts';

/** Waits until no finite animation runs (endless ones, such as a spinner, are left running). */
async function animationsSettled(page: Page) {
  await page.waitForFunction(
    () =>
      document
        .getAnimations()
        .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity),
    undefined,
    { timeout: PATIENCE_MS },
  );
  return page.evaluate(() => document.timeline.currentTime as number);
}

/** Whether a finite animation started after `since` (timeline milliseconds), e.g. a toast leaving. */
function animationStartedSince(page: Page, since: number) {
  return page.evaluate(
    (t) =>
      document
        .getAnimations()
        .some((a) => a.effect?.getComputedTiming().iterations !== Infinity && (a.startTime as number) >= t),
    since,
  );
}

/**
 * No serious or critical WCAG 2.x A/AA violation on the page as it is now, once what is arriving
 * has arrived: a toast fading in or out has not its final colours, so finite animations end first,
 * and the page is checked up to three times before a violation counts.
 */
export async function expectAccessible(page: Page, label = page.url()) {
  let bad: string[] = [];
  for (let attempt = 0; attempt < 3; attempt++) {
    const since = await animationsSettled(page);
    const results = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
      .analyze();
    bad = results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map(
        (v) =>
          `${v.id} (${v.impact}): ${v.help}\n    ${v.nodes
            .map((n) => n.target.join(' '))
            .slice(0, 5)
            .join('\n    ')}`,
      );
    if (bad.length === 0) break;
    // Something that began arriving while axe read the page is read again at once; anything else
    // is read again after a short pause, as a slow machine can paint a toast's colours late. A
    // violation that stays is reported.
    if (!(await animationStartedSince(page, since))) await page.waitForTimeout(500);
  }
  expect(bad, `accessibility of ${label}`).toEqual([]);
}
