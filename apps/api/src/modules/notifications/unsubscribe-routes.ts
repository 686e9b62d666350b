import { type Language, routes } from '@catalog/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { defineRoute } from '../../lib/define-route.ts';
import { requestLanguage } from '../../lib/request-language.ts';
import { type MailTextKey, type MailTexts, mailTexts } from '../../mail/texts/index.ts';
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
  /** The question of the confirmation page (a key of mail/texts). */
  question: MailTextKey;
  /** The sentence of the page shown once it is done (a key of mail/texts). */
  done: MailTextKey;
  isValid(token: string): boolean;
  /** The language of the token's account; the pages are written in it (docs/decisions/0126). */
  languageOf(token: string): Promise<Language | undefined>;
  /** Switches the mail off; false for a token that is not valid. Repeating it is harmless. */
  apply(token: string): Promise<boolean>;
}

/** The pages follow the account's language; a bad token's page the visitor's (cookie, Accept-Language). */
async function textsFor(pair: UnsubscribePair, request: FastifyRequest, token: string): Promise<MailTexts> {
  const language = pair.isValid(token) ? await pair.languageOf(token) : undefined;
  return mailTexts(language ?? requestLanguage(request));
}

const invalidPage = (texts: MailTexts) =>
  unsubscribePage(texts, { title: texts.t('unsubscribe.invalidTitle'), text: texts.t('unsubscribe.invalidText') });

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
    const texts = await textsFor(pair, request, token);
    if (!pair.isValid(token)) return html(reply, 400, invalidPage(texts));
    const action = `${routes[pair.act].path}?token=${encodeURIComponent(token)}`;
    return html(
      reply,
      200,
      unsubscribePage(texts, { title: texts.t('unsubscribe.title'), text: texts.t(pair.question), formAction: action }),
    );
  });

  defineRoute(app, pair.act, async (request, reply) => {
    const token = (request.query as { token?: string }).token ?? '';
    const texts = await textsFor(pair, request, token);
    if (!(await pair.apply(token))) return html(reply, 400, invalidPage(texts));
    return html(
      reply,
      200,
      unsubscribePage(texts, { title: texts.t('unsubscribe.doneTitle'), text: texts.t(pair.done) }),
    );
  });
}
