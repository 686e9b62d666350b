import { z } from 'zod';
import { solutionListItem } from '../catalog.ts';
import { dataOf, messageBody } from '../envelope.ts';
import { suggestion, suggestQuery, synonymSet, synonymSetBody } from '../search.ts';
import type { Endpoint } from './endpoint.ts';
import { idParams } from './shapes.ts';
import { backOfficeRoutes } from './back-office-routes.ts';
import { siteRoutes } from './routes.ts';

/** A JSON body can be malformed, too large or of another type. */
const jsonBodyErrors = [400, 413, 415] as const;

/** The search engine's own operations (issue 25, docs/decisions/0164-0169). */
export const searchEndpoints = {
  suggestCatalog: {
    ...siteRoutes.suggestCatalog,
    tag: 'catalog',
    summary:
      'Up to 8 suggestions while typing: solutions the caller may see and lookup values whose name has a word starting with, or resembling, what was typed',
    query: suggestQuery,
    responses: { 200: z.object({ data: z.array(suggestion) }) },
    errors: [400],
  },
  listRelatedSolutions: {
    ...siteRoutes.listRelatedSolutions,
    tag: 'catalog',
    summary:
      'Up to 6 other solutions the caller may see, ranked by shared industries, technologies, ArcGIS products and name words',
    params: idParams,
    responses: { 200: z.object({ data: z.array(solutionListItem) }) },
    errors: [400, 404],
  },
  listAdminSynonyms: {
    ...backOfficeRoutes.listAdminSynonyms,
    tag: 'admin',
    summary: 'The synonym sets of the search, oldest first',
    responses: { 200: z.object({ data: z.array(synonymSet) }) },
    errors: [],
  },
  createAdminSynonym: {
    ...backOfficeRoutes.createAdminSynonym,
    tag: 'admin',
    summary: 'Add a set of 2 to 10 equivalent search terms; a term belongs to one set only',
    body: synonymSetBody,
    responses: { 201: dataOf(synonymSet) },
    errors: [...jsonBodyErrors, 409],
  },
  updateAdminSynonym: {
    ...backOfficeRoutes.updateAdminSynonym,
    tag: 'admin',
    summary: 'Replace the terms of a synonym set',
    params: idParams,
    body: synonymSetBody,
    responses: { 200: dataOf(synonymSet) },
    errors: [...jsonBodyErrors, 404, 409],
  },
  deleteAdminSynonym: {
    ...backOfficeRoutes.deleteAdminSynonym,
    tag: 'admin',
    summary: 'Delete a synonym set',
    params: idParams,
    responses: { 200: messageBody },
    errors: [400, 404],
  },
} satisfies Record<string, Endpoint>;
