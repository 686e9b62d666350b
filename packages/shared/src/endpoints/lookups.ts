import { z } from 'zod';
import { lookupItem, productItem, statusItem } from '../catalog.ts';
import { dataOf } from '../envelope.ts';
import type { Endpoint } from './endpoint.ts';
import { siteRoutes } from './routes.ts';

const tag = 'catalog';
const lookupList = { responses: { 200: dataOf(z.array(lookupItem)) }, errors: [], tag } as const;

/** `industry-group` lists industries because industry_group filters by industry (docs/product.md §5.3). */
export const lookupEndpoints = {
  listIndustryGroups: {
    ...siteRoutes.listIndustryGroups,
    ...lookupList,
    summary: 'Industries, as the options of the industry_group filter',
  },
  listIndustries: { ...siteRoutes.listIndustries, ...lookupList, summary: 'Industries' },
  listTechnologies: { ...siteRoutes.listTechnologies, ...lookupList, summary: 'Technologies' },
  listContributors: { ...siteRoutes.listContributors, ...lookupList, summary: 'Contributors' },
  listPatternsOfUse: { ...siteRoutes.listPatternsOfUse, ...lookupList, summary: 'Patterns of use' },
  listSectors: { ...siteRoutes.listSectors, ...lookupList, summary: 'Sectors' },
  listSolutionStatuses: {
    ...siteRoutes.listSolutionStatuses,
    tag,
    summary: 'Solution statuses in display order',
    responses: { 200: dataOf(z.array(statusItem)) },
    errors: [],
  },
  listArcgisProducts: {
    ...siteRoutes.listArcgisProducts,
    tag,
    summary: 'ArcGIS products with their logo',
    responses: { 200: dataOf(z.array(productItem)) },
    errors: [],
  },
} satisfies Record<string, Endpoint>;
