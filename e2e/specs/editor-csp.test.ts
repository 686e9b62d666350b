import { describe, expect, it } from 'vitest';
import { field, fillAndBlur } from '../support/page-helpers.ts';
import { apiToken, signInWithToken, useWorld } from '../support/world.ts';
import { ADMIN } from './editor-fixtures.ts';

const world = useWorld({ admin: ADMIN });

/** The editor validates its form without tripping the Content-Security-Policy (no eval probe). */
describe('editor under the Content-Security-Policy', () => {
  it('validates and submits the form without a single CSP violation', async () => {
    const w = world();
    const page = await w.browser.newPage();
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { cspViolations: string[] }).cspViolations = seen;
      document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.violatedDirective} ${e.blockedURI}`));
    });
    await signInWithToken(page, w, await apiToken(w, ADMIN), '/create');
    await field(page, 'Name').waitFor();
    await fillAndBlur(page, 'Name', 'Csp Check');
    await page.locator('form').evaluate((form: HTMLFormElement) => form.requestSubmit());
    await page.waitForTimeout(300);
    const violations = await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
    expect(violations).toEqual([]);
    await page.close();
  });
});
