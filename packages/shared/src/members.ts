import { z } from 'zod';
import { ENQUIRY_STATUSES } from './admin.ts';
import { newPasswordFields, newPasswordsMatch, optionalText, profile } from './auth.ts';
import { coded } from './message-codes.ts';
import {
  asIssue,
  flagOr,
  fullNameRule,
  languageRule,
  passwordPresentRule,
  phoneRule,
  textOr,
  upTo,
} from './validation.ts';

/**
 * The members' own area (docs/product.md §3.12): profile, password, notifications, their
 * enquiries, their data, and saved searches with alerts.
 */

/** How many saved searches one account may keep. */
export const SAVED_SEARCH_MAX = 20;
export const SAVED_SEARCH_NAME_MAX = 100;
/** The list query a saved search keeps, as a query string (`search=...&technology=1,2`). */
export const SAVED_SEARCH_QUERY_MAX = 2000;

const trueOrFalse = (name: string) => flagOr(coded('query.trueOrFalse', { name }));

/**
 * `PUT /api/auth/me`: the profile fields with the sign-up rules. `notify_new_solutions` or
 * `language` left out keeps the current choice. The email address is the sign-in name and is not
 * changed here.
 */
export const profileUpdateBody = z.object({
  full_name: fullNameRule,
  phone: phoneRule,
  company: optionalText,
  position: optionalText,
  notify_new_solutions: trueOrFalse('notify_new_solutions').optional(),
  language: languageRule.optional(),
});

/**
 * The signed-in account's profile as the members' area shows it, with the language its mails are
 * written in (docs/decisions/0126-account-language.md).
 */
export const memberProfile = profile.extend({ notify_new_solutions: z.boolean(), language: languageRule });

/** `PUT /api/auth/me/language`: the client's language switch keeps the choice on the account. */
export const languageUpdateBody = z.object({ language: languageRule });

/** `POST /api/auth/change-password`: the field names of the reset form, plus the current password. */
export const changePasswordBody = z
  .object({ current_password: passwordPresentRule, ...newPasswordFields })
  .superRefine(newPasswordsMatch);

/** `DELETE /api/auth/me`: the password confirms it is the account's owner. */
export const deleteAccountBody = z.object({ password: passwordPresentRule });

/** One enquiry the account sent, with the status the back office gives it. */
export const myEnquiry = z.object({
  id: z.number().int(),
  solution_id: z.number().int().nullable(),
  solution_name: z.string(),
  message: z.string(),
  status: z.enum(ENQUIRY_STATUSES),
  created_at: z.string(),
});

/** A saved search of the list page: its name, its list query and whether it mails a daily digest. */
export const savedSearch = z.object({
  id: z.number().int(),
  name: z.string(),
  query: z.string(),
  alert: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});

/**
 * Body of `POST /api/saved-searches` and `PUT /api/saved-searches/{id}`. The server checks `query`
 * with the list's own rules and keeps it in its plain form, without `page`.
 */
export const savedSearchBody = z.object({
  name: upTo(
    textOr(coded('validation.required'))
      .transform((v) => v.trim())
      .refine((v) => v.length > 0, asIssue(coded('validation.required'))),
    SAVED_SEARCH_NAME_MAX,
  ),
  query: upTo(z.string(), SAVED_SEARCH_QUERY_MAX).optional().default(''),
  alert: trueOrFalse('alert').optional().default(false),
});

/** Everything held about an account, as `GET /api/auth/me/export` hands it over. */
export const accountExport = z.object({
  exported_at: z.string(),
  profile: memberProfile.extend({ created_at: z.string(), updated_at: z.string() }),
  enquiries: z.array(
    myEnquiry.extend({
      full_name: z.string(),
      email: z.string(),
      company: z.string(),
      phone: z.string(),
      position: z.string(),
    }),
  ),
  saved_searches: z.array(savedSearch),
  shortlist: z.array(
    z.object({ solution_id: z.number().int(), solution_name: z.string(), note: z.string(), created_at: z.string() }),
  ),
  shortlist_share: z.object({ url: z.string(), created_at: z.string() }).nullable(),
  notifications: z.object({
    new_solutions: z.boolean(),
    saved_search_alerts: z.array(z.object({ saved_search_id: z.number().int(), name: z.string(), alert: z.boolean() })),
  }),
});

export type ProfileUpdateBody = z.input<typeof profileUpdateBody>;
export type ProfileUpdate = z.output<typeof profileUpdateBody>;
export type MemberProfile = z.infer<typeof memberProfile>;
export type LanguageUpdateBody = z.infer<typeof languageUpdateBody>;
export type ChangePasswordBody = z.infer<typeof changePasswordBody>;
export type DeleteAccountBody = z.infer<typeof deleteAccountBody>;
export type MyEnquiry = z.infer<typeof myEnquiry>;
export type SavedSearch = z.infer<typeof savedSearch>;
export type SavedSearchBody = z.input<typeof savedSearchBody>;
export type AccountExport = z.infer<typeof accountExport>;
