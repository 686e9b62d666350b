import { sql } from 'kysely';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { defineRoute } from '../../lib/define-route.ts';
import { serviceUnavailable } from '../../lib/errors.ts';

/** A readiness probe that waits longer than this on the database counts it as unreachable. */
const READY_TIMEOUT_MS = 2000;

/**
 * Liveness (the process answers) and readiness (it can reach its database): a load balancer
 * reads the second, and a process manager the first, so a database outage does not get a
 * healthy process restarted (docs/decisions/0085).
 */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  defineRoute(app, 'getHealth', async () => ({ status: 'ok' as const, database: app.db.dialect }));

  defineRoute(app, 'getReadiness', async () => {
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
  });
};
