import type { OperationId } from '@catalog/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { defineRoute } from '../../lib/define-route.ts';
import type { NamedLookupTable } from './lookups.repository.ts';
import type { LookupsService } from './lookups.service.ts';

/** The table each named list reads; `listIndustryGroups` lists industries (docs/product.md §5.3). */
const NAMED_LISTS = [
  ['listIndustryGroups', 'industries'],
  ['listIndustries', 'industries'],
  ['listTechnologies', 'technologies'],
  ['listContributors', 'contributors'],
  ['listPatternsOfUse', 'patterns_of_use'],
  ['listSectors', 'sectors'],
] as const satisfies ReadonlyArray<readonly [OperationId, NamedLookupTable]>;

type LookupOperation = (typeof NAMED_LISTS)[number][0] | 'listSolutionStatuses' | 'listArcgisProducts';

/** Each lookup list's answer, for its route and for the server render's in-process reads. */
export function lookupAnswers(service: LookupsService) {
  const named = Object.fromEntries(
    NAMED_LISTS.map(([id, table]) => [id, async () => ({ data: await service.list(table) })]),
  ) as Record<(typeof NAMED_LISTS)[number][0], () => Promise<{ data: Awaited<ReturnType<LookupsService['list']>> }>>;
  return {
    ...named,
    listSolutionStatuses: async () => ({ data: await service.statuses() }),
    listArcgisProducts: async () => ({ data: await service.products() }),
  } satisfies Record<LookupOperation, () => Promise<unknown>>;
}

export const lookupsRoutes: FastifyPluginAsyncZod = async (app) => {
  const answers = lookupAnswers(app.services.lookups);
  for (const [id, answer] of Object.entries(answers)) defineRoute(app, id as LookupOperation, answer);
};
