import { z } from 'zod';
import { dataOf, messageBody, pagedListOf } from '../envelope.ts';
import {
  insight,
  insightExportQuery,
  insightQuery,
  revisionDetail,
  revisionListQuery,
  revisionSummary,
  trashItem,
  trashListQuery,
} from '../history.ts';
import { solutionDetail } from '../catalog.ts';
import type { Endpoint } from './endpoint.ts';
import { idParams, pathId } from './shapes.ts';
import { backOfficeRoutes } from './back-office-routes.ts';

const tag = 'admin';
const revisionParams = idParams.extend({ rev: pathId });

/** A solution's history, the trash and insight (docs/decisions/0153-0156): admins only. */
export const historyEndpoints = {
  listSolutionRevisions: {
    ...backOfficeRoutes.listSolutionRevisions,
    tag,
    summary: "A solution's revisions, newest first, each with its author, time and summary",
    params: idParams,
    query: revisionListQuery,
    responses: { 200: pagedListOf(revisionSummary) },
    errors: [400, 404],
  },
  getSolutionRevision: {
    ...backOfficeRoutes.getSolutionRevision,
    tag,
    summary: 'One revision: the solution as it was, and its changes against the revision before',
    params: revisionParams,
    responses: { 200: dataOf(revisionDetail) },
    errors: [400, 404],
  },
  restoreSolutionRevision: {
    ...backOfficeRoutes.restoreSolutionRevision,
    tag,
    summary: 'Write a revision back as a new revision; refused when one of its lookup values has been deleted since',
    params: revisionParams,
    responses: { 200: dataOf(solutionDetail) },
    errors: [400, 404, 409],
  },
  listTrash: {
    ...backOfficeRoutes.listTrash,
    tag,
    summary: 'Deleted solutions, newest deletion first, with when each is purged',
    query: trashListQuery,
    responses: { 200: pagedListOf(trashItem) },
    errors: [400],
  },
  restoreFromTrash: {
    ...backOfficeRoutes.restoreFromTrash,
    tag,
    summary: 'Put a deleted solution back in the catalogue',
    params: idParams,
    responses: { 200: dataOf(solutionDetail) },
    errors: [400, 404],
  },
  deleteForever: {
    ...backOfficeRoutes.deleteForever,
    tag,
    summary: 'Delete a solution in the trash for good, with its images, links and revisions',
    params: idParams,
    responses: { 200: messageBody },
    errors: [400, 404],
  },
  getInsight: {
    ...backOfficeRoutes.getInsight,
    tag,
    summary:
      'Views, searches, enquiries and sign-ups per WIB day, top solutions and search words (default: the last 30 days)',
    query: insightQuery,
    responses: { 200: dataOf(insight) },
    errors: [400],
  },
  exportInsight: {
    ...backOfficeRoutes.exportInsight,
    tag,
    summary: 'One table of insight as a CSV file (UTF-8 with a byte order mark)',
    query: insightExportQuery,
    responses: {
      200: { description: 'The CSV file, as an attachment', content: { 'text/csv': { schema: z.string() } } },
    },
    errors: [400],
  },
} satisfies Record<string, Endpoint>;
