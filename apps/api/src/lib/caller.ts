import type { Role, TokenScope } from '@catalog/shared';
import type { FastifyRequest } from 'fastify';
import { forbidden, unauthorized } from './errors.ts';

/** Who is asking: set on every request by plugins/auth.ts, read by routes and services. */
export interface Caller {
  role: Role;
  userId: number | null;
  email: string | null;
  /** The session the bearer token names (sign-out ends it); null for visitors. */
  sessionId?: string | null;
  /** Set when an API token is calling (docs/decisions/0170): its id and scopes; `userId` is its creator. */
  token?: { id: number; scopes: readonly TokenScope[] };
}

declare module 'fastify' {
  interface FastifyRequest {
    caller: Caller;
  }
}

export const VISITOR: Caller = { role: 'visitor', userId: null, email: null, sessionId: null };

export function requireUser(caller: Caller) {
  if (caller.role === 'visitor') throw unauthorized();
}

export function requireAdmin(caller: Caller) {
  requireUser(caller);
  if (caller.role !== 'admin') throw forbidden();
}

/**
 * The same checks as route hooks, e.g. `{ onRequest: adminOnly }`. They run before the body is
 * read and validated, so a visitor gets 401 and a user 403 whatever they send.
 */
export const userOnly = async (request: FastifyRequest) => requireUser(request.caller);
export const adminOnly = async (request: FastifyRequest) => requireAdmin(request.caller);
