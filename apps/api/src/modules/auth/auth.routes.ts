import {
  dataOf,
  errorBody,
  forgotPasswordBody,
  loginBody,
  messageBody,
  profile,
  registerBody,
  resetPasswordBody,
} from '@catalog/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { userOnly } from '../../plugins/auth.ts';
import { AUTH_MESSAGES, AuthService } from './auth.service.ts';
import { RateLimiter } from './rate-limits.ts';

/** Account forms are small; a large body here is an attack on the password hasher. */
const bodyLimit = 16 * 1024;

const oneTimeToken = (message: string) => z.string({ error: message }).trim().min(1, message).max(256, message);

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 429: errorBody };

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = new AuthService(app.db, app.config, app.sessionTokens, new RateLimiter(app.db));
  const tags = ['auth'];

  app.post(
    '/api/auth/register',
    {
      bodyLimit,
      schema: {
        tags,
        summary: 'Create an inactive account and mail its activation link',
        body: registerBody,
        response: { 201: messageBody, ...errors },
      },
    },
    async (request, reply) => {
      await service.register(request.body, request.ip);
      return reply.status(201).send({ message: AUTH_MESSAGES.registered });
    },
  );

  app.get(
    '/api/auth/activate',
    {
      schema: {
        tags,
        summary: 'Activate an account with the token of its activation link',
        querystring: z.object({ activation_token: oneTimeToken(AUTH_MESSAGES.activationInvalid) }),
        response: { 200: messageBody, ...errors },
      },
    },
    async (request) => {
      await service.activate(request.query.activation_token);
      return { message: AUTH_MESSAGES.activated };
    },
  );

  app.post(
    '/api/auth/login',
    {
      bodyLimit,
      schema: {
        tags,
        summary: 'Sign in; answers a bearer token',
        body: loginBody,
        response: { 200: dataOf(z.object({ token: z.string() })), ...errors },
      },
    },
    async (request) => {
      const token = await service.login(request.body.email, request.body.password, request.ip);
      return { data: { token } };
    },
  );

  app.get(
    '/api/auth/me',
    {
      onRequest: userOnly,
      schema: {
        tags,
        summary: 'Profile of the signed-in user',
        security: [{ bearer: [] }],
        response: { 200: dataOf(profile), ...errors },
      },
    },
    async (request) => ({ data: await service.profile(request.caller.userId!) }),
  );

  app.post(
    '/api/auth/logout',
    {
      onRequest: userOnly,
      schema: {
        tags,
        summary: 'Sign out: the token of this session stops working',
        security: [{ bearer: [] }],
        response: { 200: messageBody, ...errors },
      },
    },
    async (request) => {
      await service.logout(request.caller.userId!, request.caller.sessionId!);
      return { message: AUTH_MESSAGES.signedOut };
    },
  );

  app.post(
    '/api/auth/logout-all',
    {
      onRequest: userOnly,
      schema: {
        tags,
        summary: 'Sign out everywhere: every session of the account ends',
        security: [{ bearer: [] }],
        response: { 200: messageBody, ...errors },
      },
    },
    async (request) => {
      await service.logoutEverywhere(request.caller.userId!);
      return { message: AUTH_MESSAGES.signedOutEverywhere };
    },
  );

  app.post(
    '/api/auth/forget-password',
    {
      bodyLimit,
      schema: {
        tags,
        summary: 'Mail a password reset link (same answer for every email)',
        body: forgotPasswordBody,
        response: { 200: messageBody, ...errors },
      },
    },
    async (request, reply) => {
      app.afterAnswer.run(reply, await service.forgotPassword(request.body.email, request.ip));
      return { message: AUTH_MESSAGES.forgotSent };
    },
  );

  app.post(
    '/api/auth/reset-password',
    {
      bodyLimit,
      schema: {
        tags,
        summary: 'Set a new password with the token of a reset link',
        querystring: z.object({ reset_token: oneTimeToken(AUTH_MESSAGES.resetInvalid) }),
        body: resetPasswordBody,
        response: { 200: messageBody, ...errors },
      },
    },
    async (request) => {
      await service.resetPassword(request.query.reset_token, request.body.new_password);
      return { message: AUTH_MESSAGES.resetDone };
    },
  );
};
