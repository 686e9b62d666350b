import { z } from 'zod';
import { coded } from './message-codes.ts';
import {
  asIssue,
  confirming,
  confirmRule,
  emailRule,
  fullNameRule,
  languageRule,
  passwordPresentRule,
  passwordRule,
  phoneRule,
  textOr,
  upTo,
} from './validation.ts';

/** An optional line of at most 100 characters, empty when left out: company and position. */
export const optionalText = upTo(z.string().trim(), 100).optional().default('');

/** Form and request bodies of the account screens (docs/product.md §3.5, §5.12). */
export const loginBody = z.object({ email: emailRule, password: passwordPresentRule });

export const registerBody = z
  .object({
    full_name: fullNameRule,
    email: emailRule,
    phone: phoneRule,
    company: optionalText,
    position: optionalText,
    password: passwordRule,
    password_confirmation: confirmRule,
    /** The account's language; left out, the server takes the `lang` cookie, then Accept-Language. */
    language: languageRule.optional(),
  })
  .superRefine(confirming('password', 'password_confirmation'));

export const forgotPasswordBody = z.object({ email: emailRule });

/** A new password and its confirmation: the reset form's fields, and the change-password form's. */
export const newPasswordFields = { new_password: passwordRule, new_password_confirmation: confirmRule };
export const newPasswordsMatch = confirming('new_password', 'new_password_confirmation');

export const resetPasswordBody = z.object(newPasswordFields).superRefine(newPasswordsMatch);

/** The token of an activation or reset link, as its query parameter; anything unusable gets the link's own message. */
const oneTimeToken = (code: 'account.activationInvalid' | 'account.resetInvalid') =>
  textOr(coded(code))
    .transform((v) => v.trim())
    .refine((v) => v.length >= 1 && v.length <= 256, asIssue(coded(code)))
    .meta({ minLength: 1, maxLength: 256 });
export const activationQuery = z.object({ activation_token: oneTimeToken('account.activationInvalid') });
export const resetPasswordQuery = z.object({ reset_token: oneTimeToken('account.resetInvalid') });

/** A successful sign-in: the bearer token of the new session. */
export const loginResult = z.object({ token: z.string() });

export const profile = z.object({
  user_id: z.number().int(),
  full_name: z.string(),
  email: z.string(),
  company: z.string(),
  phone: z.string(),
  position: z.string(),
  is_staff: z.boolean(),
});

/** Claims of the session token (docs/product.md §5.5). */
export const tokenClaims = z.object({
  exp: z.number(),
  is_staff: z.boolean(),
  user_id: z.number().int(),
  email: z.string(),
  name: z.string(),
});

export type LoginBody = z.infer<typeof loginBody>;
export type RegisterBody = z.input<typeof registerBody>;
export type ForgotPasswordBody = z.infer<typeof forgotPasswordBody>;
export type ResetPasswordBody = z.infer<typeof resetPasswordBody>;
export type Profile = z.infer<typeof profile>;
export type TokenClaims = z.infer<typeof tokenClaims>;
