import { createHmac, timingSafeEqual } from 'node:crypto';
import { routes } from '@catalog/shared';

/**
 * Opt-out tokens are an HMAC of what they switch off, keyed by the server secret: nothing to
 * store per mail (one announcement may go to thousands of users), no expiry to outlive, and a
 * token only ever turns off the one thing it was made for (docs/decisions/0042, 0120). The scope
 * is part of the signed text, so a token of one kind is never accepted as the other.
 */
const SCOPES = {
  /** A user's new-solution mail; the id is the user's. */
  newSolutions: { signed: 'new-solutions', path: routes.unsubscribe.path },
  /** The daily digest of one saved search; the id is the saved search's. */
  savedSearch: { signed: 'saved-search', path: routes.unsubscribeSavedSearch.path },
} as const;

export type UnsubscribeScope = keyof typeof SCOPES;

const mac = (secret: string, scope: UnsubscribeScope, id: number) =>
  createHmac('sha256', secret).update(`unsubscribe:${SCOPES[scope].signed}:${id}`).digest('base64url');

export const unsubscribeToken = (secret: string, scope: UnsubscribeScope, id: number) =>
  `${id}.${mac(secret, scope, id)}`;

/** The id a token of `scope` was made for, or null for anything forged, cut, malformed or of another scope. */
export function verifyUnsubscribeToken(secret: string, scope: UnsubscribeScope, token: string): number | null {
  const match = /^([1-9]\d{0,9})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  const id = Number(match[1]);
  const expected = Buffer.from(mac(secret, scope, id));
  const given = Buffer.from(match[2]!);
  return expected.length === given.length && timingSafeEqual(expected, given) ? id : null;
}

/** The opt-out link of a mail, on the route of its scope. */
export const unsubscribeUrl = (publicUrl: string, secret: string, scope: UnsubscribeScope, id: number) =>
  `${publicUrl}${SCOPES[scope].path}?token=${encodeURIComponent(unsubscribeToken(secret, scope, id))}`;
