import { MEMBER_MESSAGES } from '@catalog/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { defineRoute } from '../../lib/define-route.ts';
import { registerUnsubscribePair } from '../notifications/unsubscribe-routes.ts';

/** A saved search is a name and a query string: a small form's worth. */
const bodyLimit = 16 * 1024;

/**
 * Saved searches of the signed-in account, and the opt-out link of their daily digest
 * (docs/product.md §5.13).
 */
export const savedSearchesRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.savedSearches;

  defineRoute(app, 'listSavedSearches', async (request) => ({ data: await service.list(request.caller) }));

  defineRoute(app, 'createSavedSearch', { bodyLimit }, async (request, reply) =>
    reply.status(201).send({ data: await service.create(request.caller, request.body) }),
  );

  defineRoute(app, 'updateSavedSearch', { bodyLimit }, async (request) => ({
    data: await service.update(request.caller, request.params.id, request.body),
  }));

  defineRoute(app, 'deleteSavedSearch', async (request) => {
    await service.remove(request.caller, request.params.id);
    return { message: MEMBER_MESSAGES.savedSearchDeleted };
  });

  registerUnsubscribePair(app, {
    show: 'showSavedSearchUnsubscribePage',
    act: 'unsubscribeSavedSearch',
    question: 'unsubscribe.savedSearchQuestion',
    done: 'unsubscribe.savedSearchDone',
    isValid: (token) => service.isValidUnsubscribeToken(token),
    languageOf: (token) => service.unsubscribeLanguage(token),
    apply: (token) => service.unsubscribe(token),
  });
};
