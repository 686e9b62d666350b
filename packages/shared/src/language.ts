/**
 * The catalogue's languages (docs/decisions/0125-languages.md). English is the product
 * description's own text and the default; Indonesian is the second language.
 */
export const LANGUAGES = ['en', 'id'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/** The cookie that keeps a visitor's choice; the server reads it to draw pages in that language. */
export const LANGUAGE_COOKIE = 'lang';
/** How long the choice is kept: a year. */
export const LANGUAGE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** Each language's name in itself, as the language switch offers it. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', id: 'Bahasa Indonesia' };

export const isLanguage = (value: unknown): value is Language => value === 'en' || value === 'id';

/** The language subtags a browser may send for ours: `in` is the older code for Indonesian. */
const SUBTAGS: Record<string, Language> = { en: 'en', id: 'id', in: 'id' };

/**
 * The language an `Accept-Language` header prefers among ours, by its q-values; English when it
 * names none of them or is missing.
 */
export function languageFromAcceptLanguage(header: string | undefined | null): Language {
  if (!header) return DEFAULT_LANGUAGE;
  let best: { language: Language; q: number } | undefined;
  for (const part of header.split(',')) {
    const [range = '', ...params] = part.trim().split(';');
    const language = SUBTAGS[range.trim().split('-')[0]!.toLowerCase()];
    if (!language) continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const q = qParam ? Number(qParam.slice(2)) : 1;
    if (!Number.isFinite(q) || q <= 0) continue;
    if (!best || q > best.q) best = { language, q };
  }
  return best?.language ?? DEFAULT_LANGUAGE;
}

/** The language kept in a `Cookie` header, if it holds a valid one. */
export function languageFromCookieHeader(header: string | undefined | null): Language | undefined {
  if (!header) return undefined;
  for (const pair of header.split(';')) {
    const [name, value] = pair.trim().split('=');
    if (name === LANGUAGE_COOKIE && isLanguage(value)) return value;
  }
  return undefined;
}
