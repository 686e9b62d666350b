import { dataOf, messageBody } from '../envelope.ts';
import { solutionDetail, solutionListResponse } from '../catalog.ts';
import { solutionListQuery } from '../list-query/schema.ts';
import { compareQuery, compareResponse, sharedShortlistResponse, shortlistTokenParams } from '../shortlist.ts';
import type { Endpoint } from './endpoint.ts';
import { idParams, noBody } from './shapes.ts';
import { siteRoutes } from './routes.ts';

const NOT_MODIFIED = noBody('The answer the client holds (its ETag, given in If-None-Match) is current');

/** The fields of the solution form (`solutionForm`) and repeated `images` files, read as they stream. */
const MULTIPART = ['multipart/form-data'] as const;
const readTag = 'catalog';
const writeTag = 'solutions';

/** Reads answer per caller (docs/product.md §5.2); writes are admin only (docs/product.md §6.4). */
export const solutionEndpoints = {
  listSolutions: {
    ...siteRoutes.listSolutions,
    tag: readTag,
    summary: 'Solutions the caller may see: filtered, searched, sorted and paginated, with optional facet counts',
    query: solutionListQuery,
    responses: { 200: solutionListResponse, 304: NOT_MODIFIED },
    errors: [400],
  },
  getSolution: {
    ...siteRoutes.getSolution,
    tag: readTag,
    summary: 'One solution with its lookups and images; fields depend on the caller’s role',
    params: idParams,
    responses: { 200: dataOf(solutionDetail), 304: NOT_MODIFIED },
    errors: [400, 404],
  },
  compareSolutions: {
    ...siteRoutes.compareSolutions,
    tag: readTag,
    summary:
      'Two to four solutions side by side, in the order asked, as the detail answers them for the caller; `missing` lists the ids the caller may not see',
    query: compareQuery,
    responses: { 200: compareResponse },
    errors: [400],
  },
  getSharedShortlist: {
    ...siteRoutes.getSharedShortlist,
    tag: readTag,
    summary: 'A shared shortlist, read-only: the cards of its solutions a visitor may see',
    params: shortlistTokenParams,
    responses: { 200: sharedShortlistResponse },
    errors: [404],
  },
  createSolution: {
    ...siteRoutes.createSolution,
    scope: 'catalog:write',
    tag: writeTag,
    summary: 'Create a solution (multipart form fields, repeated `images` files)',
    consumes: MULTIPART,
    responses: { 201: dataOf(solutionDetail) },
    errors: [400, 413, 415],
  },
  updateSolution: {
    ...siteRoutes.updateSolution,
    scope: 'catalog:write',
    tag: writeTag,
    summary: 'Edit a solution; fields left out keep their value',
    consumes: MULTIPART,
    params: idParams,
    responses: { 200: dataOf(solutionDetail) },
    errors: [400, 404, 413, 415],
  },
  deleteSolution: {
    ...siteRoutes.deleteSolution,
    scope: 'catalog:write',
    tag: writeTag,
    summary: 'Move a solution to the trash: gone from every listing at once, restorable for 30 days',
    params: idParams,
    responses: { 200: messageBody },
    errors: [400, 404],
  },
} satisfies Record<string, Endpoint>;
