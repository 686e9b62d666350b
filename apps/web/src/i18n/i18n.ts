import {
  isLanguage,
  type Language,
  LANGUAGE_COOKIE,
  LANGUAGE_COOKIE_MAX_AGE_SECONDS,
  languageFromAcceptLanguage,
  languageFromCookieHeader,
} from '@catalog/shared';
import { type I18n, type Messages, setupI18n } from '@lingui/core';
import { type ComponentType, lazy } from 'react';
import type { MessageKey } from './keys.ts';

/**
 * The browser's translator (docs/decisions/0125-languages.md). Components read theirs from the
 * I18nProvider (the server render gives each request its own); code outside components, such as
 * a toast raised after a request, uses this one.
 */
export const i18n: I18n = setupI18n();

/**
 * Each language's compiled messages come in chunks (build/catalogs.ts): what every page shows, and
 * parts that come with the pages that show them: the texts of signing in, accounts, enquiries, the
 * back office and forms (`member`), and those of the home page and of a solution's page.
 */
const VISITOR_TEXTS: Record<Language, () => Promise<{ default: Messages }>> = {
  en: () => import('virtual:catalog/en/visitor'),
  id: () => import('virtual:catalog/id/visitor'),
};
export type TextPart = 'member' | 'home' | 'solution' | 'compare' | 'search';
const PART_TEXTS: Record<TextPart, Record<Language, () => Promise<{ default: Messages }>>> = {
  member: { en: () => import('virtual:catalog/en/member'), id: () => import('virtual:catalog/id/member') },
  home: { en: () => import('virtual:catalog/en/home'), id: () => import('virtual:catalog/id/home') },
  solution: { en: () => import('virtual:catalog/en/solution'), id: () => import('virtual:catalog/id/solution') },
  compare: { en: () => import('virtual:catalog/en/compare'), id: () => import('virtual:catalog/id/compare') },
  search: { en: () => import('virtual:catalog/en/search'), id: () => import('virtual:catalog/id/search') },
};

/** The parts a page opened so far needed; from then on every language loads them. */
const partsWanted = new Set<TextPart>();
/** The parts the translator holds per language (a later load adds to a language's texts). */
const partsLoaded = new Map<Language, Set<TextPart>>();
let activation: Promise<void> = Promise.resolve();

/** Loads `language` and makes it the page's: its texts, `<html lang>`. */
export function activateLanguage(language: Language): Promise<void> {
  activation = (async () => {
    const parts = [...partsWanted];
    const texts = await Promise.all([VISITOR_TEXTS[language](), ...parts.map((part) => PART_TEXTS[part][language]())]);
    i18n.loadAndActivate({ locale: language, messages: Object.assign({}, ...texts.map((text) => text.default)) });
    partsLoaded.set(language, new Set(parts));
    // Tests of build code run without a document.
    if (typeof document !== 'undefined') document.documentElement.lang = language;
  })();
  return activation;
}

/** Adds a part of the page's language's texts, before a page that shows them draws. */
export async function loadTexts(part: TextPart) {
  partsWanted.add(part);
  await activation;
  const language = i18n.locale;
  // Before any language is active, activating one loads them.
  if (!isLanguage(language) || partsLoaded.get(language)?.has(part)) return;
  const { default: messages } = await PART_TEXTS[part][language]();
  partsLoaded.set(language, new Set([...(partsLoaded.get(language) ?? []), part]));
  i18n.load(language, messages);
}

/** A component whose code and texts (`part`) load together, the first time it is drawn. */
export const lazyWithTexts = <P extends object>(part: TextPart, load: () => Promise<ComponentType<P>>) =>
  lazy(() => Promise.all([load(), loadTexts(part)]).then(([component]) => ({ default: component })));

/** The texts of signing in, accounts, enquiries, the back office and forms. */
export const loadMemberTexts = () => loadTexts('member');

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
