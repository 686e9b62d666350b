import { createHmac, timingSafeEqual } from 'node:crypto';
import { routes } from '@catalog/shared';

/**
 * Opt-out tokens are an HMAC of the user id, keyed by the server secret: nothing to store per
 * mail (one announcement may go to thousands of users), no expiry to outlive, and a token only
 * ever turns off that one user's new-solution mail (docs/decisions/0042).
 */
const mac = (secret: string, userId: number) =>
  createHmac('sha256', secret).update(`unsubscribe:new-solutions:${userId}`).digest('base64url');

export const unsubscribeToken = (secret: string, userId: number) => `${userId}.${mac(secret, userId)}`;

/** The user id a token was made for, or null for anything forged, cut or malformed. */
export function verifyUnsubscribeToken(secret: string, token: string): number | null {
  const match = /^([1-9]\d{0,9})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  const userId = Number(match[1]);
  const expected = Buffer.from(mac(secret, userId));
  const given = Buffer.from(match[2]!);
  return expected.length === given.length && timingSafeEqual(expected, given) ? userId : null;
}

export const unsubscribeUrl = (publicUrl: string, secret: string, userId: number) =>
  `${publicUrl}${routes.unsubscribe.path}?token=${encodeURIComponent(unsubscribeToken(secret, userId))}`;
