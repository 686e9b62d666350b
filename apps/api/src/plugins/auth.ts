import type { Role } from '@catalog/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { forbidden, HttpError, unauthorized } from './errors.ts';

export interface Caller {
  role: Role;
  userId: number | null;
  email: string | null;
  /** The session the bearer token names (sign-out ends it); null for visitors. */
  sessionId?: string | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    caller: Caller;
  }
}

const VISITOR: Caller = { role: 'visitor', userId: null, email: null, sessionId: null };

/**
 * Reads the bearer token on every request and sets `request.caller`. The token is checked
 * against the database each time, so a demoted admin, a disabled user or a token from before
 * a password reset, or a session that was signed out, loses access on the next request. A token that is present but not valid is
 * a 401 on every route: the client then clears it.
 */
declare module 'fastify' {
  interface FastifyContextConfig {
    ownBearerToken?: boolean;
  }
}

export const authPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('caller', null as unknown as Caller);
  app.addHook('onRequest', async (request) => {
    request.caller = VISITOR;
    const header = request.headers.authorization;
    // A route with a bearer token of its own (the metrics scrape) is not a session.
    if (!header || request.routeOptions.config.ownBearerToken) return;
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    if (!match) throw new HttpError(401, 'Invalid or expired token');
    const claims = await app.sessionTokens.verify(match[1]!);
    if (!claims) throw new HttpError(401, 'Invalid or expired token');
    // The session row must exist and not be revoked (sign-out), in the same query as the user.
    const user = await app.db.kysely
      .selectFrom('users')
      .innerJoin('user_sessions', 'user_sessions.user_id', 'users.id')
      .select(['users.id', 'users.email', 'is_staff', 'is_active', 'is_disabled', 'session_version'])
      .where('users.id', '=', claims.user_id)
      .where('user_sessions.id', '=', claims.sid)
      .where('user_sessions.revoked_at', 'is', null)
      .executeTakeFirst();
    if (!user || !user.is_active || user.is_disabled || user.session_version !== claims.ver) {
      throw new HttpError(401, 'Invalid or expired token');
    }
    request.caller = {
      role: user.is_staff ? 'admin' : 'user',
      userId: user.id,
      email: user.email,
      sessionId: claims.sid,
    };
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

export function requireUser(request: FastifyRequest) {
  if (request.caller.role === 'visitor') throw unauthorized();
}

export function requireAdmin(request: FastifyRequest) {
  if (request.caller.role === 'visitor') throw unauthorized();
  if (request.caller.role !== 'admin') throw forbidden();
}

/**
 * The same checks as route hooks, e.g. `{ onRequest: adminOnly }`. They run before the body is
 * read and validated, so a visitor gets 401 and a user 403 whatever they send.
 */
export const userOnly = async (request: FastifyRequest) => requireUser(request);
export const adminOnly = async (request: FastifyRequest) => requireAdmin(request);
