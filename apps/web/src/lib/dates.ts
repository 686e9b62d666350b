import type { Language } from '@catalog/shared';
import { i18n } from '../i18n/i18n.ts';

/**
 * Dates as the signed-in areas show them: in the reader's own time zone and in the page's language
 * (docs/decisions/0125-languages.md). English keeps the British day-month-year it has always shown.
 */
const LOCALES: Record<Language, string> = { en: 'en-GB', id: 'id-ID' };

type Formats = { dateTime: Intl.DateTimeFormat; date: Intl.DateTimeFormat };
const formats = new Map<string, Formats>();

/** The formatters of the browser translator's language at the moment of the call, made once each. */
function formatsNow(): Formats {
  const locale = LOCALES[i18n.locale as Language] ?? LOCALES.en;
  let found = formats.get(locale);
  if (!found) {
    found = {
      dateTime: new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }),
      date: new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }),
    };
    formats.set(locale, found);
  }
  return found;
}

export const formatDateTime = (iso: string) => formatsNow().dateTime.format(new Date(iso));
export const formatDate = (iso: string) => formatsNow().date.format(new Date(iso));
