import { type Language, MAIL_AREA, MAIL_TEXTS, type MailTextKey as CatalogueKey } from '@catalog/shared';

/**
 * The texts of the mails sent to accounts and of the API's opt-out pages: the `mail` area of
 * each language's catalogue in @catalog/shared (docs/decisions/0130-messages-as-codes.md), named
 * here without the area (`activation.subject` for `mail.activation.subject`). English is today's
 * text character for character; the other language has the same keys and placeholders
 * (test/mail-texts.test.ts checks).
 */
export type MailTextKey = CatalogueKey extends `${typeof MAIL_AREA}.${infer Key}` ? Key : never;

const AREA_PREFIX = `${MAIL_AREA}.`;
const withoutArea = (texts: Record<CatalogueKey, string>) =>
  Object.fromEntries(Object.entries(texts).map(([key, text]) => [key.slice(AREA_PREFIX.length), text])) as Record<
    MailTextKey,
    string
  >;

export const en = withoutArea(MAIL_TEXTS.en);
export const id = withoutArea(MAIL_TEXTS.id);

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
