import type { Caller } from '../../lib/caller.ts';

/**
 * Who is counted (docs/decisions/0155): visitors and members, never admins, and not what calls
 * itself a robot or a script by its user agent. Nothing about the person is kept: only the count.
 */
const BOT =
  /bot|crawl|spider|slurp|archiver|facebookexternalhit|embedly|preview|monitor|curl|wget|httpie|python|java\/|okhttp|go-http-client|axios|node-fetch|undici|libwww|scrapy|lighthouse/i;

export const isBot = (userAgent: string | undefined): boolean => !userAgent || BOT.test(userAgent);

/**
 * The request a browser makes again once a server-drawn page has hydrated with a session
 * (apps/web/src/main.tsx) says so: that page load was counted when the page was drawn.
 */
export const DRAWN_PAGE_HEADER = 'x-drawn-page';

/**
 * What one answer adds to a count: 1 for a visitor's or member's own request, 0 for an admin's
 * or a robot's; a refetch of a drawn page adds nothing for a member and takes back, for an admin,
 * the view the drawing counted before the session was known.
 */
export function countWeight(caller: Caller, headers: Record<string, string | string[] | undefined>): number {
  const agent = headers['user-agent'];
  if (isBot(Array.isArray(agent) ? agent[0] : agent)) return 0;
  const refetch = headers[DRAWN_PAGE_HEADER] !== undefined;
  if (caller.role === 'admin') return refetch ? -1 : 0;
  return refetch ? 0 : 1;
}
