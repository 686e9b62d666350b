import { MEMBER_MESSAGES } from '@catalog/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { defineRoute } from '../../lib/define-route.ts';

/** A solution id and a note: a small form's worth. */
const bodyLimit = 16 * 1024;

/** The shortlist of the signed-in member, its share link, and the shared list a link opens. */
export const shortlistRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.shortlist;

  defineRoute(app, 'getShortlist', async (request) => service.list(request.caller));

  defineRoute(app, 'addToShortlist', { bodyLimit }, async (request, reply) => {
    const { item, created } = await service.add(request.caller, request.body);
    return reply.status(created ? 201 : 200).send({ data: item });
  });

  defineRoute(app, 'removeFromShortlist', async (request) => {
    await service.remove(request.caller, request.params.solution_id);
    return { message: MEMBER_MESSAGES.shortlistRemoved };
  });

  defineRoute(app, 'shareShortlist', async (request) => ({ data: await service.share(request.caller) }));

  defineRoute(app, 'revokeShortlistShare', async (request) => {
    await service.revokeShare(request.caller);
    return { message: MEMBER_MESSAGES.shortlistShareRevoked };
  });

  defineRoute(app, 'getSharedShortlist', async (request, reply) => {
    // The token is a credential: the answer is not kept by shared caches, nor is the page indexed.
    reply.header('cache-control', 'private, no-store').header('x-robots-tag', 'noindex');
    return { data: await service.shared(request.params.token) };
  });
};
