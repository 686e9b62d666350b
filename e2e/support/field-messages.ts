import type { Page } from 'playwright-core';
import { expectText, fillAndBlur } from './page-helpers.ts';

/** For each `[label, value, message]`: types the value into the field, leaves it and expects the message. */
export async function expectMessagesOnBlur(page: Page, cases: Array<[label: string, value: string, message: string]>) {
  for (const [label, value, message] of cases) {
    await fillAndBlur(page, label, value);
    await expectText(page, message);
  }
}
