import { routes } from '@catalog/shared';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { defineRoute } from '../../lib/define-route.ts';
import { unsubscribePage } from './unsubscribe-page.ts';

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

/** The opt-out pages; why GET only shows a button: packages/shared/src/endpoints/notifications.ts. */
export const notificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.notifications;

  // RFC 8058 and the page's form post url-encoded bodies; their content is not needed.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_req, _body, done) => done(null, {}),
  );

  defineRoute(app, 'showUnsubscribePage', async (request, reply) => {
    const token = request.query.token ?? '';
    if (!service.isValidToken(token)) return html(reply, 400, unsubscribePage(INVALID));
    const action = `${routes.unsubscribe.path}?token=${encodeURIComponent(token)}`;
    return html(
      reply,
      200,
      unsubscribePage({
        title: 'Unsubscribe',
        text: 'Stop receiving emails about new solutions in the Solution Catalog?',
        formAction: action,
      }),
    );
  });

  defineRoute(app, 'unsubscribe', async (request, reply) => {
    if (!(await service.optOut(request.query.token ?? ''))) return html(reply, 400, unsubscribePage(INVALID));
    return html(
      reply,
      200,
      unsubscribePage({ title: 'Unsubscribed', text: 'You will no longer receive emails about new solutions.' }),
    );
  });
};
