import type { Language } from '../language.ts';
import type admin from './en/admin.json';
import type auth from './en/auth.json';
import type catalog from './en/catalog.json';
import type common from './en/common.json';
import type compare from './en/compare.json';
import type editor from './en/editor.json';
import type enquiry from './en/enquiry.json';
import type forms from './en/forms.json';
import type home from './en/home.json';
import type layout from './en/layout.json';
import type maintenance from './en/maintenance.json';
import enMail from './en/mail.json' with { type: 'json' };
import type memberMessages from './en/member-messages.json';
import type messages from './en/messages.json';
import type misc from './en/misc.json';
import type pagination from './en/pagination.json';
import type profile from './en/profile.json';
import type saveSearch from './en/save-search.json';
import type search from './en/search.json';
import type site from './en/site.json';
import type solution from './en/solution.json';
import type ui from './en/ui.json';
import idMail from './id/mail.json' with { type: 'json' };

/*
 * One catalogue per language (docs/decisions/0130-messages-as-codes.md): `i18n/<language>/`
 * beside this file, one flat JSON file per area, key → ICU message. The web client compiles every
 * area but `mail` into its pages (apps/web/build/catalogs.ts), the server render with them; the
 * API writes its mails from the `mail` area. The English files are the list of keys: the other
 * languages hold the same keys with the same placeholders (apps/web/build/catalogs.test.ts).
 */

/** Every text key the web client shows; each area has its file. */
export type ClientTextKey =
  | keyof typeof admin
  | keyof typeof auth
  | keyof typeof catalog
  | keyof typeof common
  | keyof typeof compare
  | keyof typeof editor
  | keyof typeof enquiry
  | keyof typeof forms
  | keyof typeof home
  | keyof typeof layout
  | keyof typeof maintenance
  | keyof typeof memberMessages
  | keyof typeof messages
  | keyof typeof misc
  | keyof typeof pagination
  | keyof typeof profile
  | keyof typeof saveSearch
  | keyof typeof search
  | keyof typeof site
  | keyof typeof solution
  | keyof typeof ui;

/** The area of the mails and of the API's own pages, which the client never loads. */
export const MAIL_AREA = 'mail';

/** A key of the mail area (`mail.activation.subject`). */
export type MailTextKey = keyof typeof enMail;

/**
 * The mail area of each language. Mail texts fill plain `{placeholders}` only; a plural is two
 * keys, picked by the count (docs/decisions/0126-account-language.md).
 */
export const MAIL_TEXTS: Record<Language, Record<MailTextKey, string>> = { en: enMail, id: idMail };
