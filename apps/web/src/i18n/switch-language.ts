import type { Language } from '@catalog/shared';
import { activateLanguage, keepLanguage } from './i18n.ts';

/**
 * The language switch's work: the choice is kept in the `lang` cookie (the server draws the next
 * pages in it) and the page changes language in place.
 */
export async function switchLanguage(language: Language) {
  keepLanguage(language);
  await activateLanguage(language);
}
