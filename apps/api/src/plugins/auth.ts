import type { Role } from '@catalog/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { forbidden, HttpError, unauthorized } from './errors.ts';

export interface Caller {
  role: Role;
  userId: number | null;
  email: string | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    caller: Caller;
  }
}

const VISITOR: Caller = { role: 'visitor', userId: null, email: null };

/**
 * Reads the bearer token on every request and sets `request.caller`. The token is checked
 * against the database each time, so a demoted admin, a disabled user or a token from before
 * a password reset loses access on the next request. A token that is present but not valid is
 * a 401 on every route: the client then clears it.
 */
export const authPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('caller', null as unknown as Caller);
  app.addHook('onRequest', async (request) => {
    request.caller = VISITOR;
    const header = request.headers.authorization;
    if (!header) return;
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    if (!match) throw new HttpError(401, 'Invalid or expired token');
    const claims = await app.sessionTokens.verify(match[1]!);
    if (!claims) throw new HttpError(401, 'Invalid or expired token');
    const user = await app.db.kysely
      .selectFrom('users')
      .select(['id', 'email', 'is_staff', 'is_active', 'is_disabled', 'session_version'])
      .where('id', '=', claims.user_id)
      .executeTakeFirst();
    if (!user || !user.is_active || user.is_disabled || user.session_version !== claims.ver) {
      throw new HttpError(401, 'Invalid or expired token');
    }
    request.caller = { role: user.is_staff ? 'admin' : 'user', userId: user.id, email: user.email };
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
