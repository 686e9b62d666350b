import type { Language } from '@catalog/shared';
import { call } from '../lib/api.ts';
import { getSession } from '../lib/session.ts';
import { activateLanguage, keepLanguage } from './i18n.ts';

/**
 * The language switch's work: the choice is kept in the `lang` cookie (the server draws the next
 * pages in it) and the page changes language in place. A signed-in account keeps it too, so its
 * mails follow (docs/decisions/0126-account-language.md); if that save fails the cookie still
 * holds the choice, so the failure is let go. The call is made here, not through the members'
 * area calls (api/members.ts), which every page's first chunk would then carry.
 */
export async function switchLanguage(language: Language) {
  keepLanguage(language);
  if (getSession()) call('updateLanguage', { body: { language } }).catch(() => undefined);
  await activateLanguage(language);
}
