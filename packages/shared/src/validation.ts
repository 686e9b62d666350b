import { z } from 'zod';
import { QUERY_MESSAGES } from './api-messages.ts';
import { FULL_NAME_MAX, FULL_NAME_MIN, PASSWORD_MAX, PASSWORD_MIN } from './constants.ts';
import { LANGUAGES } from './language.ts';
import { type CodedMessage, coded, type FixedCode, type MessageCode, type MessageParams } from './message-codes.ts';

/*
 * Every message a rule gives travels with its code (docs/decisions/0130-messages-as-codes.md).
 * zod keeps extra values only on its custom issues, so each check that has a message of ours is a
 * custom one, carrying the code and values in its `params`; `codedIssue` reads them back, on the
 * server for the answer's `fieldErrors` and in the browser for the form's errors.
 */

/** Where a custom issue keeps its message's code and values. */
interface IssueCode {
  messageCode: MessageCode;
  messageParams: MessageParams;
}

/** The issue parameters of `message`, for `.refine(check, asIssue(…))` and `ctx.addIssue`. */
export const asIssue = (message: CodedMessage) => ({
  message: message.message,
  params: { messageCode: message.code, messageParams: message.params } satisfies IssueCode,
});

/** `ctx.addIssue` with a coded message: `fail(ctx, coded('validation.required'))`, on `path` when given. */
export const fail = (ctx: z.RefinementCtx, message: CodedMessage, path?: string[]) =>
  ctx.addIssue({ code: 'custom', ...asIssue(message), ...(path && { path }) });

/** The coded message of a zod issue: the one its rule gave, else its own words under `server.unlisted`. */
export function codedIssue(issue: { code?: string; message: string; params?: unknown }): CodedMessage {
  const params = issue.params as Partial<IssueCode> | undefined;
  if (issue.code === 'custom' && typeof params?.messageCode === 'string') {
    return { code: params.messageCode, params: params.messageParams ?? {}, message: issue.message };
  }
  return coded('server.unlisted', { reason: issue.message });
}

/*
 * Type checks with a message of ours. A type's own check (z.string(), z.enum()) can only carry
 * text, so these are custom checks that stop the field there, with the JSON Schema type for the
 * API's documentation.
 */

/** A string, or `message` (a missing field included). */
export const textOr = (message: CodedMessage) =>
  z.custom<string>((v) => typeof v === 'string', { ...asIssue(message), abort: true }).meta({ type: 'string' });

/** A boolean, or `message`. */
export const flagOr = (message: CodedMessage) =>
  z.custom<boolean>((v) => typeof v === 'boolean', { ...asIssue(message), abort: true }).meta({ type: 'boolean' });

/** One of `values`, or `message`. */
export const oneOfOr = <const T extends readonly [string, ...string[]]>(values: T, message: CodedMessage) =>
  z
    .custom<T[number]>((v) => (values as readonly unknown[]).includes(v), { ...asIssue(message), abort: true })
    .meta({ type: 'string', enum: [...values] });

/** One of `values`, or "`name` must be one of: …". */
export const oneOfNamed = <const T extends readonly [string, ...string[]]>(name: string, values: T) =>
  oneOfOr(values, coded('query.oneOf', { name, values: values.join(', ') }));

/** At most `max` characters, documented as `maxLength`; "Maximum length is `max` characters" unless told. */
export const upTo = <S extends z.ZodType<string, unknown>>(
  schema: S,
  max: number,
  message: CodedMessage = coded('validation.maxLength', { count: max }),
) => schema.refine((v) => v.length <= max, asIssue(message)).meta({ maxLength: max });

/** Text matching `pattern`, documented as such; `message` stops the field when it does not. */
export const matching = (pattern: RegExp, message: CodedMessage) =>
  z
    .string()
    .refine((v) => pattern.test(v), { ...asIssue(message), abort: true })
    .meta({ pattern: pattern.source });

/**
 * Field rules of docs/product.md §5.12. Each rule reports only its first failing message, in the
 * order the description gives them (required, then length, then characters).
 */
const firstOf = (checks: Array<[(v: string) => boolean, FixedCode]>) =>
  // A missing field (or a non-string) gets the rule's first message, usually "… is required".
  textOr(coded(checks[0]![1])).superRefine((value, ctx) => {
    for (const [ok, code] of checks) {
      if (!ok(value)) {
        fail(ctx, coded(code));
        return;
      }
    }
  });

const EMAIL_RE = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)*\.[A-Za-z]{2,}$/;
export const isEmail = (v: string) => EMAIL_RE.test(v);

export const fullNameRule = firstOf([
  [(v) => v.trim().length > 0, 'validation.fullNameRequired'],
  [(v) => v.trim().length >= FULL_NAME_MIN && v.trim().length <= FULL_NAME_MAX, 'validation.fullNameLength'],
  [(v) => /^[A-Za-z ]+$/.test(v.trim()), 'validation.fullNameChars'],
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
  [(v) => v.trim().length > 0, 'validation.emailRequired'],
  [(v) => !INVISIBLE.test(v), 'validation.emailInvisible'],
  [(v) => !/[^\x20-\x7e]/.test(localPart(normaliseEmail(v))), 'validation.emailLocalAscii'],
  [(v) => isEmail(normaliseEmail(v)), 'validation.emailInvalid'],
]);

export const passwordRule = firstOf([
  [(v) => v.length > 0, 'validation.passwordRequired'],
  [(v) => v.length >= PASSWORD_MIN && v.length <= PASSWORD_MAX, 'validation.passwordLength'],
  [(v) => /[A-Za-z]/.test(v) && /\d/.test(v) && /[^A-Za-z\d\s]/.test(v), 'validation.passwordRule'],
]);

/** Login only needs a non-empty password: the rule above would reveal the policy of old accounts. */
export const passwordPresentRule = firstOf([[(v) => v.length > 0, 'validation.passwordRequired']]);

export const confirmRule = firstOf([[(v) => v.length > 0, 'validation.confirmEmpty']]);

/** A form's check that `confirm`, once filled, repeats `password`: "Passwords don't match" on `confirm`. */
export const confirming =
  <P extends string, C extends string>(password: P, confirm: C) =>
  (values: Record<P | C, string>, ctx: z.RefinementCtx) => {
    if (values[confirm] && values[password] !== values[confirm]) {
      fail(ctx, coded('validation.confirmMismatch'), [confirm]);
    }
  };

/**
 * Indonesian numbers: +62 or 0, then a mobile code (8 and two digits, e.g. 812) or a fixed-line
 * area code (two or three digits starting 2 to 9, e.g. 21 Jakarta, 361 Denpasar), then 6-10 digits.
 */
const PHONE_RE = /^(?:\+62|0)(?:8[1-9]\d|[2-79]\d{1,2})\d{6,10}$/;
export const isIndonesianPhone = (v: string) => PHONE_RE.test(v.replace(/[\s-]/g, ''));
export const phoneRule = firstOf([
  [(v) => v.trim().length > 0, 'validation.phoneEmpty'],
  [(v) => isIndonesianPhone(v.trim()), 'validation.phoneInvalid'],
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
  .refine((v) => v === '' || isUrl(v), asIssue(coded('validation.urlInvalid')));

export const optionalYouTubeRule = z
  .string()
  .trim()
  .refine((v) => v === '' || isYouTubeUrl(v), asIssue(coded('validation.youtubeInvalid')));

export const requiredText = z.string().refine((v) => v.trim().length > 0, asIssue(coded('validation.required')));

/** Each field's first message with its code, by the field's path (`images.0`); `_` for the whole. */
export function fieldMessages(error: z.ZodError): Record<string, CodedMessage> {
  const out: Record<string, CodedMessage> = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.join('.') : '_';
    if (!(key in out)) out[key] = codedIssue(issue);
  }
  return out;
}

/** Maps zod issues to `{ field: first message }`, the error shape of docs/product.md §6.1. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  return Object.fromEntries(Object.entries(fieldMessages(error)).map(([field, m]) => [field, m.message]));
}

/** An account's language (docs/decisions/0126-account-language.md): one of ours, or a 400 saying which. */
export const LANGUAGE_INVALID = QUERY_MESSAGES.language;
export const languageRule = oneOfOr(LANGUAGES, coded('query.language'));
