import type { Role } from '@catalog/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Validators for catalogue answers (docs/decisions/0071). An answer depends only on the URL, the
 * caller's role and the catalogue version, so the tag is the version and the role; it is weak
 * because a compressed or re-encoded body is still the same answer.
 */
export const catalogEtag = (version: number, role: Role) => `W/"catalog-${version}-${role}"`;

/** Whether an If-None-Match header names `etag` (weak comparison, `*` matches anything). */
export function ifNoneMatchHolds(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag));
}

/**
 * Sets the validator headers and answers 304 when the client already holds this answer.
 * Returns true when the reply was sent. Visitors' answers are shared, so they may be kept
 * by any cache as long as it revalidates; signed-in answers get no caching policy here.
 * `role`: whose answer is sent, when it is not the caller's own (the sitemap is a visitor's).
 */
export function notModified(
  request: FastifyRequest,
  reply: FastifyReply,
  version: number,
  role: Role = request.caller.role,
): boolean {
  const etag = catalogEtag(version, role);
  reply.header('etag', etag).header('vary', 'Authorization');
  if (role === 'visitor') reply.header('cache-control', 'no-cache');
  if (!ifNoneMatchHolds(request.headers['if-none-match'], etag)) return false;
  void reply.code(304).send();
  return true;
}
