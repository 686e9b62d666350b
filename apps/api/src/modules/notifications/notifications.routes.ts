import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerUnsubscribePair } from './unsubscribe-routes.ts';

/** The opt-out pages of new-solution mail (docs/product.md §5.9). */
export const notificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.notifications;
  registerUnsubscribePair(app, {
    show: 'showUnsubscribePage',
    act: 'unsubscribe',
    question: 'unsubscribe.newSolutionsQuestion',
    done: 'unsubscribe.newSolutionsDone',
    isValid: (token) => service.isValidToken(token),
    languageOf: (token) => service.languageOf(token),
    apply: (token) => service.optOut(token),
  });
};
