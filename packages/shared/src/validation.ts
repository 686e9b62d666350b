import { z } from 'zod';
import { FULL_NAME_MAX, FULL_NAME_MIN, PASSWORD_MAX, PASSWORD_MIN } from './constants.ts';
import { LANGUAGES } from './language.ts';
import { MSG } from './messages.ts';

/**
 * Field rules of docs/product.md §5.12. Each rule reports only its first failing message, in the
 * order the description gives them (required, then length, then characters).
 */
const firstOf = (checks: Array<[(v: string) => boolean, string]>) =>
  // A missing field (or a non-string) gets the rule's first message, usually "… is required".
  z.string({ error: checks[0]![1] }).superRefine((value, ctx) => {
    for (const [ok, message] of checks) {
      if (!ok(value)) {
        ctx.addIssue({ code: 'custom', message });
        return;
      }
    }
  });

const EMAIL_RE = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)*\.[A-Za-z]{2,}$/;
export const isEmail = (v: string) => EMAIL_RE.test(v);

export const fullNameRule = firstOf([
  [(v) => v.trim().length > 0, MSG.fullNameRequired],
  [(v) => v.trim().length >= FULL_NAME_MIN && v.trim().length <= FULL_NAME_MAX, MSG.fullNameLength],
  [(v) => /^[A-Za-z ]+$/.test(v.trim()), MSG.fullNameChars],
]);

/**
 * One address, one account: compatibility forms folded (NFKC turns a fullwidth `ａ` into `a`),
 * surrounding spaces dropped, case ignored. Client and server compare emails only in this form.
 */
export const normaliseEmail = (email: string) => email.normalize('NFKC').trim().toLowerCase();

// Control and format characters (zero-width spaces and joiners, byte-order marks, soft hyphens,
// direction marks) and line separators: invisible in a form, and no mail server accepts them.
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/u;
const localPart = (email: string) => email.slice(0, email.lastIndexOf('@'));

export const emailRule = firstOf([
  [(v) => v.trim().length > 0, MSG.emailRequired],
  [(v) => !INVISIBLE.test(v), MSG.emailInvisible],
  [(v) => !/[^\x20-\x7e]/.test(localPart(normaliseEmail(v))), MSG.emailLocalAscii],
  [(v) => isEmail(normaliseEmail(v)), MSG.emailInvalid],
]);

export const passwordRule = firstOf([
  [(v) => v.length > 0, MSG.passwordRequired],
  [(v) => v.length >= PASSWORD_MIN && v.length <= PASSWORD_MAX, MSG.passwordLength],
  [(v) => /[A-Za-z]/.test(v) && /\d/.test(v) && /[^A-Za-z\d\s]/.test(v), MSG.passwordRule],
]);

/** Login only needs a non-empty password: the rule above would reveal the policy of old accounts. */
export const passwordPresentRule = firstOf([[(v) => v.length > 0, MSG.passwordRequired]]);

export const confirmRule = firstOf([[(v) => v.length > 0, MSG.confirmEmpty]]);

/**
 * Indonesian numbers: +62 or 0, then a mobile code (8 and two digits, e.g. 812) or a fixed-line
 * area code (two or three digits starting 2 to 9, e.g. 21 Jakarta, 361 Denpasar), then 6-10 digits.
 */
const PHONE_RE = /^(?:\+62|0)(?:8[1-9]\d|[2-79]\d{1,2})\d{6,10}$/;
export const isIndonesianPhone = (v: string) => PHONE_RE.test(v.replace(/[\s-]/g, ''));
export const phoneRule = firstOf([
  [(v) => v.trim().length > 0, MSG.phoneEmpty],
  [(v) => isIndonesianPhone(v.trim()), MSG.phoneInvalid],
]);

export const isUrl = (v: string) => {
  try {
    const u = new URL(v);
    return ['http:', 'https:', 'ftp:'].includes(u.protocol) && u.hostname.length > 0;
  } catch {
    return false;
  }
};

const YOUTUBE_HOSTS = new Set(['youtube.com', 'www.youtube.com', 'm.youtube.com', 'youtu.be']);
export const isYouTubeUrl = (v: string) => {
  try {
    const u = new URL(v);
    return ['http:', 'https:'].includes(u.protocol) && YOUTUBE_HOSTS.has(u.hostname.toLowerCase());
  } catch {
    return false;
  }
};

/** Optional URL: empty is allowed, anything else must be http, https or ftp. */
export const optionalUrlRule = z
  .string()
  .trim()
  .refine((v) => v === '' || isUrl(v), MSG.urlInvalid);

export const optionalYouTubeRule = z
  .string()
  .trim()
  .refine((v) => v === '' || isYouTubeUrl(v), MSG.youtubeInvalid);

export const requiredText = z.string().refine((v) => v.trim().length > 0, MSG.required);

/** Maps zod issues to `{ field: first message }`, the error shape of docs/product.md §6.1. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.join('.') : '_';
    if (!(key in out)) out[key] = issue.message;
  }
  return out;
}

/** An account's language (docs/decisions/0126-account-language.md): one of ours, or a 400 saying which. */
export const LANGUAGE_INVALID = 'language must be "en" or "id"';
export const languageRule = z.enum(LANGUAGES, { error: LANGUAGE_INVALID });
