import type { OperationId } from '@catalog/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { defineRoute } from '../../lib/define-route.ts';
import type { NamedLookupTable } from './lookups.repository.ts';

/** The table each named list reads; `listIndustryGroups` lists industries (docs/product.md §5.3). */
const NAMED_LISTS = [
  ['listIndustryGroups', 'industries'],
  ['listIndustries', 'industries'],
  ['listTechnologies', 'technologies'],
  ['listContributors', 'contributors'],
  ['listPatternsOfUse', 'patterns_of_use'],
  ['listSectors', 'sectors'],
] as const satisfies ReadonlyArray<readonly [OperationId, NamedLookupTable]>;

export const lookupsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.lookups;

  for (const [id, table] of NAMED_LISTS) {
    defineRoute(app, id, async () => ({ data: await service.list(table) }));
  }
  defineRoute(app, 'listSolutionStatuses', async () => ({ data: await service.statuses() }));
  defineRoute(app, 'listArcgisProducts', async () => ({ data: await service.products() }));
};
