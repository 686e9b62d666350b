import { z } from 'zod';
import { AUTH_MESSAGES } from './account-messages.ts';
import { MSG } from './messages.ts';
import {
  confirmRule,
  emailRule,
  fullNameRule,
  languageRule,
  passwordPresentRule,
  passwordRule,
  phoneRule,
} from './validation.ts';

/** Form and request bodies of the account screens (docs/product.md §3.5, §5.12). */
export const loginBody = z.object({ email: emailRule, password: passwordPresentRule });

export const registerBody = z
  .object({
    full_name: fullNameRule,
    email: emailRule,
    phone: phoneRule,
    company: z.string().trim().max(100, MSG.maxLength(100)).optional().default(''),
    position: z.string().trim().max(100, MSG.maxLength(100)).optional().default(''),
    password: passwordRule,
    password_confirmation: confirmRule,
    /** The account's language; left out, the server takes the `lang` cookie, then Accept-Language. */
    language: languageRule.optional(),
  })
  .superRefine((v, ctx) => {
    if (v.password_confirmation && v.password !== v.password_confirmation) {
      ctx.addIssue({ code: 'custom', path: ['password_confirmation'], message: MSG.confirmMismatch });
    }
  });

export const forgotPasswordBody = z.object({ email: emailRule });

export const resetPasswordBody = z
  .object({ new_password: passwordRule, new_password_confirmation: confirmRule })
  .superRefine((v, ctx) => {
    if (v.new_password_confirmation && v.new_password !== v.new_password_confirmation) {
      ctx.addIssue({ code: 'custom', path: ['new_password_confirmation'], message: MSG.confirmMismatch });
    }
  });

/** The token of an activation or reset link, as its query parameter; anything unusable gets the link's own message. */
const oneTimeToken = (message: string) => z.string({ error: message }).trim().min(1, message).max(256, message);
export const activationQuery = z.object({ activation_token: oneTimeToken(AUTH_MESSAGES.activationInvalid) });
export const resetPasswordQuery = z.object({ reset_token: oneTimeToken(AUTH_MESSAGES.resetInvalid) });

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
