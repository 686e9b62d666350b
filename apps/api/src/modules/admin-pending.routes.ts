import type { OperationId } from '@catalog/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { defineRoute } from '../lib/define-route.ts';
import { HttpError } from '../lib/errors.ts';

/**
 * Back office operations whose handlers are still being written: they are in the endpoint table
 * and guarded like the others, and answer 501 until their module registers them instead.
 */
const PENDING: OperationId[] = ['getAdminOverview'];

export const adminPendingRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const id of PENDING) {
    defineRoute(app, id, async () => {
      throw new HttpError(501, 'Not implemented yet');
    });
  }
};
