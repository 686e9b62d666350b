import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { ReceivedMail } from './smtp.ts';

/**
 * The opt-out link of a subscription mail whose path starts with `route`, as a path on the test
 * app. Mail clients offer the same one-click opt-out from the headers (RFC 8058), so those are
 * checked to name the same link.
 */
export function optOutPath(mail: ReceivedMail, route: string): string {
  const link = mail.links.find((l) => l.includes(`${route}?token=`));
  expect(link).toBeDefined();
  expect(mail.headers['list-unsubscribe']).toBe(`<${link}>`);
  expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
  const url = new URL(link!);
  expect(url.origin).toBe('http://catalog.test');
  return `${url.pathname}${url.search}`;
}

/** The one-click POST (RFC 8058 body), as the confirmation page's form or a mail client sends it. */
export const oneClickPost = (app: FastifyInstance, path: string) =>
  app.inject({
    method: 'POST',
    url: path,
    payload: 'List-Unsubscribe=One-Click',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });

/** Both the page and the POST of an opt-out link answer the "link not valid" page. */
export async function expectInvalidLink(app: FastifyInstance, path: string, token: string) {
  for (const method of ['GET', 'POST'] as const) {
    const res = await app.inject({ method, url: `${path}?token=${encodeURIComponent(token)}` });
    expect(res.statusCode, `${method} ${path} ${token}`).toBe(400);
    expect(res.body).toContain('This unsubscribe link is not valid.');
  }
}
