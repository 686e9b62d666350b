import { coded, type TokenScopeName } from '@catalog/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { type Caller, VISITOR } from '../lib/caller.ts';
import { HttpError } from '../lib/errors.ts';
import { looksLikeApiToken } from '../modules/tokens/token-secret.ts';
import { tokenCaller } from '../modules/tokens/token-caller.ts';
import { openBuckets } from './request-limits.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    ownBearerToken?: boolean;
    /** What an API token needs to call the route (define-route.ts); unset on routes outside the table. */
    tokenScope?: TokenScopeName | 'none' | null;
  }
}

/**
 * Reads the bearer token on every request and sets `request.caller`. The token and its session
 * are checked against the database each time (modules/auth/sessions.ts), so a demoted admin, a
 * disabled user, a token from before a password reset or a signed-out session loses access on the
 * next request. A token that is present but not valid is a 401 on every route: the client then
 * clears it.
 */
export const authPlugin = fp(async (app: FastifyInstance) => {
  const { sessions, apiTokens } = app.services;
  const tokenRule = app.config.apiTokenRateLimit;
  const tokenBuckets = tokenRule ? await openBuckets(app, tokenRule, 'catalog:token-rate:') : undefined;
  app.decorateRequest('caller', null as unknown as Caller);
  /** The caller a bearer header names; throws the 401 (or the token's 429) when it names none. */
  async function callerOf(request: FastifyRequest, header: string): Promise<Caller> {
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    if (!match) throw new HttpError(401, coded('server.invalidToken'));
    // An API token (docs/decisions/0170): checked in the database on every request, then its
    // scopes against the route, then its own request limit.
    if (looksLikeApiToken(match[1]!)) {
      const holder = await apiTokens.holderOf(match[1]!);
      if (!holder) throw new HttpError(401, coded('server.invalidToken'));
      const caller = (request.caller = tokenCaller(holder, request.routeOptions.config.tokenScope));
      const take = await tokenBuckets?.take(`token:${holder.id}`);
      if (take && !take.allowed) {
        const retryAfter = String(Math.max(1, Math.ceil(take.waitMs / 1000)));
        throw new HttpError(429, coded('admin.tooManyTokenRequests'), undefined, { 'retry-after': retryAfter });
      }
      return caller;
    }
    const caller = await sessions.callerOf(match[1]!);
    if (!caller) throw new HttpError(401, coded('server.invalidToken'));
    return caller;
  }

  // A visitor (no header) goes on at once, without a promise; a bearer header is checked above.
  app.addHook('onRequest', (request, _reply, done) => {
    request.caller = VISITOR;
    const header = request.headers.authorization;
    // A route with a bearer token of its own (the metrics scrape) is not a session.
    if (!header || request.routeOptions.config.ownBearerToken) return done();
    callerOf(request, header).then((caller) => {
      request.caller = caller;
      done();
    }, done);
  });

  // An answer to a signed-in caller is theirs alone (their profile, statuses only they may see):
  // no shared cache may keep it. With a validator (ETag) the browser may keep it and revalidate;
  // without one it keeps nothing (docs/decisions/0089). Visitors' answers keep their own policy.
  app.addHook('onSend', (request, reply, _payload, done) => {
    if (
      request.caller?.userId != null &&
      !/\bprivate\b|\bno-store\b/.test(String(reply.getHeader('cache-control') ?? ''))
    ) {
      reply.header('cache-control', reply.hasHeader('etag') ? 'private, no-cache' : 'private, no-store');
    }
    done();
  });
});
