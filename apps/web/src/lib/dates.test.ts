import { afterEach, describe, expect, it } from 'vitest';
import { activateLanguage } from '../i18n/i18n.ts';
import { formatDate, formatDateTime } from './dates.ts';

// Midday in UTC is the same day in every time zone the tests may run in.
const AUGUST_FIFTH = '2025-08-05T12:00:00.000Z';

describe('dates in the page’s language (docs/decisions/0125-languages.md)', () => {
  afterEach(async () => {
    await activateLanguage('en');
  });

  it('keeps the British English format in English', () => {
    expect(formatDate(AUGUST_FIFTH)).toBe('5 Aug 2025');
    expect(formatDateTime(AUGUST_FIFTH)).toMatch(/^5 Aug 2025, \d{2}:\d{2}$/);
    expect(formatDateTime(AUGUST_FIFTH)).toBe(
      new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(AUGUST_FIFTH)),
    );
  });

  it('writes Indonesian dates in Indonesian', async () => {
    await activateLanguage('id');
    expect(formatDate(AUGUST_FIFTH)).toBe('5 Agu 2025');
    expect(formatDateTime(AUGUST_FIFTH)).toMatch(/^5 Agu 2025, \d{2}\.\d{2}$/);
  });

  it('follows a change of language made after it was first used', async () => {
    expect(formatDate(AUGUST_FIFTH)).toBe('5 Aug 2025');
    await activateLanguage('id');
    expect(formatDate(AUGUST_FIFTH)).toBe('5 Agu 2025');
    await activateLanguage('en');
    expect(formatDate(AUGUST_FIFTH)).toBe('5 Aug 2025');
  });
});
