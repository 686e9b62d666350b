import {
  activationQuery,
  forgotPasswordBody,
  loginBody,
  loginResult,
  registerBody,
  resetPasswordBody,
  resetPasswordQuery,
} from '../auth.ts';
import { dataOf, messageBody } from '../envelope.ts';
import { memberProfile } from '../members.ts';
import type { Endpoint } from './endpoint.ts';
import { siteRoutes } from './routes.ts';

const tag = 'auth';
/** A JSON body can be malformed, too large or of another type; the account routes also count attempts. */
const formErrors = [400, 413, 415, 429] as const;

export const authEndpoints = {
  register: {
    ...siteRoutes.register,
    tag,
    summary: 'Create an inactive account and mail its activation link',
    body: registerBody,
    responses: { 201: messageBody },
    errors: formErrors,
  },
  activateAccount: {
    ...siteRoutes.activateAccount,
    tag,
    summary: 'Activate an account with the token of its activation link',
    query: activationQuery,
    responses: { 200: messageBody },
    errors: [400],
  },
  login: {
    ...siteRoutes.login,
    tag,
    summary: 'Sign in; answers a bearer token',
    body: loginBody,
    responses: { 200: dataOf(loginResult) },
    errors: [...formErrors, 403],
  },
  getProfile: {
    ...siteRoutes.getProfile,
    tag,
    summary: 'Profile of the signed-in user, with the new-solution mail choice',
    responses: { 200: dataOf(memberProfile) },
    errors: [],
  },
  logout: {
    ...siteRoutes.logout,
    tag,
    summary: 'Sign out: the token of this session stops working',
    responses: { 200: messageBody },
    errors: [],
  },
  logoutEverywhere: {
    ...siteRoutes.logoutEverywhere,
    tag,
    summary: 'Sign out everywhere: every session of the account ends',
    responses: { 200: messageBody },
    errors: [],
  },
  forgotPassword: {
    ...siteRoutes.forgotPassword,
    tag,
    summary: 'Mail a password reset link (same answer for every email)',
    body: forgotPasswordBody,
    responses: { 200: messageBody },
    errors: formErrors,
  },
  resetPassword: {
    ...siteRoutes.resetPassword,
    tag,
    summary: 'Set a new password with the token of a reset link',
    query: resetPasswordQuery,
    body: resetPasswordBody,
    responses: { 200: messageBody },
    errors: [400, 413, 415],
  },
} satisfies Record<string, Endpoint>;
