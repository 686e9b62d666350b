import { z } from 'zod';
import { siteRoutes } from './routes.ts';
import type { Endpoint } from './endpoint.ts';

const healthStatus = z.object({ status: z.literal('ok'), database: z.enum(['sqlite', 'postgres']) });
const tag = 'health';

export const healthEndpoints = {
  getHealth: {
    ...siteRoutes.getHealth,
    tag,
    summary: 'Liveness: the process answers',
    responses: { 200: healthStatus },
    errors: [],
    unlimited: true,
  },
  getReadiness: {
    ...siteRoutes.getReadiness,
    tag,
    summary: 'Readiness: the database answers; 503 with Retry-After while it does not',
    responses: { 200: healthStatus },
    errors: [503],
    unlimited: true,
  },
} satisfies Record<string, Endpoint>;
