import { routes } from '@catalog/shared';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { defineRoute } from '../../lib/define-route.ts';
import { unsubscribePage } from './unsubscribe-page.ts';

type ZodApp = Parameters<FastifyPluginAsyncZod>[0];

/**
 * One opt-out of a mail: the GET operation that only shows a confirmation button (mail scanners
 * open links on their own) and the POST one that acts, also for RFC 8058 one-click requests.
 * Why: packages/shared/src/endpoints/notifications.ts.
 */
export interface UnsubscribePair {
  show: 'showUnsubscribePage' | 'showSavedSearchUnsubscribePage';
  act: 'unsubscribe' | 'unsubscribeSavedSearch';
  /** The question of the confirmation page. */
  question: string;
  /** The sentence of the page shown once it is done. */
  done: string;
  isValid(token: string): boolean;
  /** Switches the mail off; false for a token that is not valid. Repeating it is harmless. */
  apply(token: string): Promise<boolean>;
}

const INVALID = {
  title: 'Link not valid',
  text: 'This unsubscribe link is not valid. Please use the link from the most recent email.',
};

const html = (reply: FastifyReply, status: number, page: string) =>
  reply
    .status(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header(
      'content-security-policy',
      "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'",
    )
    .send(page);

/** Registers the two routes of `pair` in the plugin `app` (once per plugin: it adds a body parser). */
export function registerUnsubscribePair(app: ZodApp, pair: UnsubscribePair): void {
  // RFC 8058 and the page's form post url-encoded bodies; their content is not needed.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_req, _body, done) => done(null, {}),
  );

  defineRoute(app, pair.show, async (request, reply) => {
    const token = (request.query as { token?: string }).token ?? '';
    if (!pair.isValid(token)) return html(reply, 400, unsubscribePage(INVALID));
    const action = `${routes[pair.act].path}?token=${encodeURIComponent(token)}`;
    return html(reply, 200, unsubscribePage({ title: 'Unsubscribe', text: pair.question, formAction: action }));
  });

  defineRoute(app, pair.act, async (request, reply) => {
    if (!(await pair.apply((request.query as { token?: string }).token ?? ''))) {
      return html(reply, 400, unsubscribePage(INVALID));
    }
    return html(reply, 200, unsubscribePage({ title: 'Unsubscribed', text: pair.done }));
  });
}
