import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { defineRoute } from '../../lib/define-route.ts';
import { paginationOf } from '../../lib/paging.ts';

export const SOLUTION_RESTORED = 'Solution restored successfully';
export const SOLUTION_PURGED = 'Solution deleted for good';

/** A solution's revisions and the trash (docs/decisions/0153, 0154); admins only. */
export const solutionHistoryRoutes: FastifyPluginAsyncZod = async (app) => {
  const { solutionHistory: history, solutionTrash: trash } = app.services;

  defineRoute(app, 'listSolutionRevisions', async (request) => {
    const { page, page_size } = request.query;
    const { total, items } = await history.list(request.params.id, page, page_size);
    return { data: items, pagination: paginationOf(total, page, page_size) };
  });

  defineRoute(app, 'getSolutionRevision', async (request) => ({
    data: await history.detail(request.params.id, request.params.rev),
  }));

  defineRoute(app, 'restoreSolutionRevision', async (request) => ({
    data: await history.restore(request.caller, request.params.id, request.params.rev),
    message: SOLUTION_RESTORED,
  }));

  defineRoute(app, 'listTrash', async (request) => {
    const { page, page_size } = request.query;
    const { total, items } = await trash.list(page, page_size);
    return { data: items, pagination: paginationOf(total, page, page_size) };
  });

  defineRoute(app, 'restoreFromTrash', async (request) => ({
    data: await trash.restore(request.caller, request.params.id),
    message: SOLUTION_RESTORED,
  }));

  defineRoute(app, 'deleteForever', async (request) => {
    await trash.deleteForever(request.caller, request.params.id, request.log);
    return { message: SOLUTION_PURGED };
  });
};
