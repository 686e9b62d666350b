import { z } from 'zod';
import { lookupItem, productItem, statusItem } from '../catalog.ts';
import { dataOf } from '../envelope.ts';
import type { Endpoint } from './endpoint.ts';
import { routes } from './routes.ts';

const tag = 'catalog';
const lookupList = { responses: { 200: dataOf(z.array(lookupItem)) }, errors: [], tag } as const;

/** `industry-group` lists industries because industry_group filters by industry (docs/product.md §5.3). */
export const lookupEndpoints = {
  listIndustryGroups: {
    ...routes.listIndustryGroups,
    ...lookupList,
    summary: 'Industries, as the options of the industry_group filter',
  },
  listIndustries: { ...routes.listIndustries, ...lookupList, summary: 'Industries' },
  listTechnologies: { ...routes.listTechnologies, ...lookupList, summary: 'Technologies' },
  listContributors: { ...routes.listContributors, ...lookupList, summary: 'Contributors' },
  listPatternsOfUse: { ...routes.listPatternsOfUse, ...lookupList, summary: 'Patterns of use' },
  listSectors: { ...routes.listSectors, ...lookupList, summary: 'Sectors' },
  listSolutionStatuses: {
    ...routes.listSolutionStatuses,
    tag,
    summary: 'Solution statuses in display order',
    responses: { 200: dataOf(z.array(statusItem)) },
    errors: [],
  },
  listArcgisProducts: {
    ...routes.listArcgisProducts,
    tag,
    summary: 'ArcGIS products with their logo',
    responses: { 200: dataOf(z.array(productItem)) },
    errors: [],
  },
} satisfies Record<string, Endpoint>;
