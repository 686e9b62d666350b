import { dataOf, lookupItem, productItem, statusItem } from '@catalog/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { LookupsRepository, type NamedLookupTable } from './lookups.repository.ts';
import { LookupsService } from './lookups.service.ts';

/**
 * Paths of docs/product.md §6.4; `industry-group` lists industries because industry_group filters by
 * industry (docs/product.md §5.3).
 */
const NAMED_LISTS: Array<[path: string, table: NamedLookupTable, summary: string]> = [
  ['industry-group', 'industries', 'Industries, as the options of the industry_group filter'],
  ['industry', 'industries', 'Industries'],
  ['technology', 'technologies', 'Technologies'],
  ['contributor', 'contributors', 'Contributors'],
  ['pattern_of_use', 'patterns_of_use', 'Patterns of use'],
  ['sector', 'sectors', 'Sectors'],
];

export const lookupsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = new LookupsService(new LookupsRepository(app.db.kysely));

  for (const [path, table, summary] of NAMED_LISTS) {
    app.get(
      `/api/catalog/${path}`,
      { schema: { tags: ['catalog'], summary, response: { 200: dataOf(z.array(lookupItem)) } } },
      async () => ({ data: await service.list(table) }),
    );
  }

  app.get(
    '/api/catalog/solution_status',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Solution statuses in display order',
        response: { 200: dataOf(z.array(statusItem)) },
      },
    },
    async () => ({ data: await service.statuses() }),
  );

  app.get(
    '/api/catalog/arcgis_product',
    {
      schema: {
        tags: ['catalog'],
        summary: 'ArcGIS products with their logo',
        response: { 200: dataOf(z.array(productItem)) },
      },
    },
    async () => ({ data: await service.products() }),
  );
};
