import {
  isLanguage,
  type Language,
  LANGUAGE_COOKIE,
  LANGUAGE_COOKIE_MAX_AGE_SECONDS,
  languageFromAcceptLanguage,
  languageFromCookieHeader,
} from '@catalog/shared';
import { type I18n, type Messages, setupI18n } from '@lingui/core';
import type { MessageKey } from './keys.ts';

/**
 * The browser's translator (docs/decisions/0125-languages.md). Components read theirs from the
 * I18nProvider (the server render gives each request its own); code outside components, such as
 * a toast raised after a request, uses this one.
 */
export const i18n: I18n = setupI18n();

/** Each language's compiled messages are their own chunk: a page loads only its language. */
const CATALOGS: Record<Language, () => Promise<{ default: Messages }>> = {
  en: () => import('virtual:catalog/en'),
  id: () => import('virtual:catalog/id'),
};

/** Loads `language` and makes it the page's: its texts, `<html lang>`. */
export async function activateLanguage(language: Language) {
  const { default: messages } = await CATALOGS[language]();
  i18n.loadAndActivate({ locale: language, messages });
  // Tests of build code run without a document.
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

/**
 * The language a page starts in: the server's on a page it drew (it read the same choice), else
 * the kept choice, else the browser's own languages.
 */
export function startLanguage(drawnByServer: boolean): Language {
  const drawn = document.documentElement.lang;
  if (drawnByServer && isLanguage(drawn)) return drawn;
  return languageFromCookieHeader(document.cookie) ?? languageFromAcceptLanguage(navigator.languages.join(','));
}

/** Keeps the choice for later visits and for the server's drawing of the next page. */
export function keepLanguage(language: Language) {
  document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=${LANGUAGE_COOKIE_MAX_AGE_SECONDS}; samesite=lax`;
}

/** The browser translator's text for `key`, for code outside components. */
export const translate = (key: MessageKey, values?: Record<string, unknown>) => i18n._(key, values);
