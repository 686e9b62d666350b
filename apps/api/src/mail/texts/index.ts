import type { Language } from '@catalog/shared';
import { en, type MailTextKey } from './en.ts';
import { id } from './id.ts';

export type { MailTextKey };

/** One language's mail texts: `t(key, values)` fills the `{placeholders}` of the key's text. */
export interface MailTexts {
  language: Language;
  t(key: MailTextKey, values?: Record<string, string | number>): string;
  /** The text of `keyOne` for a count of 1, else of `keyOther`, with `{count}` filled. */
  plural(count: number, keyOne: MailTextKey, keyOther: MailTextKey, values?: Record<string, string | number>): string;
}

const CATALOGS: Record<Language, Record<MailTextKey, string>> = { en, id };

/** Fills `{name}` placeholders; a placeholder without a value stays as written. */
const fill = (text: string, values: Record<string, string | number> = {}) =>
  text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));

/** The mail texts of an account's language (docs/decisions/0126-account-language.md). */
export function mailTexts(language: Language): MailTexts {
  const catalog = CATALOGS[language] ?? en;
  const t = (key: MailTextKey, values?: Record<string, string | number>) => fill(catalog[key], values);
  return {
    language,
    t,
    plural: (count, keyOne, keyOther, values) => t(count === 1 ? keyOne : keyOther, { ...values, count }),
  };
}
