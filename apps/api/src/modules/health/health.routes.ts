import { sql } from 'kysely';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody } from '@catalog/shared';
import { serviceUnavailable } from '../../plugins/errors.ts';

const status = z.object({ status: z.literal('ok'), database: z.enum(['sqlite', 'postgres']) });

/** A readiness probe that waits longer than this on the database counts it as unreachable. */
const READY_TIMEOUT_MS = 2000;

/**
 * Liveness (the process answers) and readiness (it can reach its database): a load balancer
 * reads the second, and a process manager the first, so a database outage does not get a
 * healthy process restarted (docs/decisions/0085).
 */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/health',
    { schema: { tags: ['health'], summary: 'Liveness: the process answers', response: { 200: status } } },
    async () => ({ status: 'ok' as const, database: app.db.dialect }),
  );

  app.get(
    '/api/health/ready',
    {
      schema: {
        tags: ['health'],
        summary: 'Readiness: the database answers; 503 with Retry-After while it does not',
        response: { 200: status, 503: errorBody },
      },
    },
    async () => {
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(serviceUnavailable()), READY_TIMEOUT_MS);
      });
      try {
        await Promise.race([sql`select 1`.execute(app.db.kysely), timeout]);
      } finally {
        clearTimeout(timer);
      }
      return { status: 'ok' as const, database: app.db.dialect };
    },
  );
};
