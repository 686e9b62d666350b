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

/**
 * Each language's compiled messages come in two chunks: what every page shows, and the texts of
 * the pages for signing in, accounts, enquiries and the back office (build/catalogs.ts).
 */
const VISITOR_TEXTS: Record<Language, () => Promise<{ default: Messages }>> = {
  en: () => import('virtual:catalog/en/visitor'),
  id: () => import('virtual:catalog/id/visitor'),
};
const MEMBER_TEXTS: Record<Language, () => Promise<{ default: Messages }>> = {
  en: () => import('virtual:catalog/en/member'),
  id: () => import('virtual:catalog/id/member'),
};

/** Whether a page that needs the member texts was opened; from then on every language loads them. */
let memberTextsWanted = false;
/** The languages whose member texts the translator holds (a later load adds to a language's texts). */
const memberTextsLoaded = new Set<Language>();
let activation: Promise<void> = Promise.resolve();

/** Loads `language` and makes it the page's: its texts, `<html lang>`. */
export function activateLanguage(language: Language): Promise<void> {
  activation = (async () => {
    const withMember = memberTextsWanted;
    const parts = await Promise.all([VISITOR_TEXTS[language](), ...(withMember ? [MEMBER_TEXTS[language]()] : [])]);
    i18n.loadAndActivate({ locale: language, messages: Object.assign({}, ...parts.map((part) => part.default)) });
    if (withMember) memberTextsLoaded.add(language);
    // Tests of build code run without a document.
    if (typeof document !== 'undefined') document.documentElement.lang = language;
  })();
  return activation;
}

/** Adds the member texts of the page's language, before a page that shows them draws. */
export async function loadMemberTexts() {
  memberTextsWanted = true;
  await activation;
  const language = i18n.locale;
  // Before any language is active, activating one loads them.
  if (!isLanguage(language) || memberTextsLoaded.has(language)) return;
  const { default: messages } = await MEMBER_TEXTS[language]();
  memberTextsLoaded.add(language);
  i18n.load(language, messages);
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
