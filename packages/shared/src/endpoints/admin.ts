import { z } from 'zod';
import {
  activityEntry,
  adminActivityQuery,
  adminEnquiryDetail,
  adminEnquiryExportQuery,
  adminEnquiryQuery,
  adminEnquirySummary,
  adminLookupItem,
  adminLookupQuery,
  adminOverview,
  adminUser,
  adminUserChange,
  adminUserQuery,
  enquiryNote,
  enquiryNoteBody,
  enquiryStatusBody,
  lookupDeleteQuery,
  lookupKindParams,
  lookupNameBody,
  newEnquiryCount,
} from '../admin.ts';
import { dataOf, messageBody, pagedListOf } from '../envelope.ts';
import type { Endpoint } from './endpoint.ts';
import { idParams, pathId } from './shapes.ts';
import { backOfficeRoutes } from './back-office-routes.ts';

const tag = 'admin';
/** A JSON body can be malformed, too large or of another type. */
const jsonBodyErrors = [400, 413, 415] as const;
const lookupValueParams = lookupKindParams.extend({ id: pathId });

/**
 * The back office (docs/product.md §6.6). Every operation is for admins: a visitor gets 401 and a
 * user 403 before the body is read; lists page like the catalogue.
 */
export const adminEndpoints = {
  getAdminOverview: {
    ...backOfficeRoutes.getAdminOverview,
    tag,
    summary:
      'Solutions per status, recent and new enquiries, accounts waiting for activation, searches that found nothing',
    responses: { 200: dataOf(adminOverview) },
    errors: [],
  },
  listAdminLookups: {
    ...backOfficeRoutes.listAdminLookups,
    tag,
    summary: 'The values of one lookup list with how many solutions use each, by name',
    params: lookupKindParams,
    query: adminLookupQuery,
    responses: { 200: pagedListOf(adminLookupItem) },
    errors: [400],
  },
  createAdminLookup: {
    ...backOfficeRoutes.createAdminLookup,
    tag,
    summary: 'Add a value to a lookup list; names are unique per list, whatever their case',
    params: lookupKindParams,
    body: lookupNameBody,
    responses: { 201: dataOf(adminLookupItem) },
    errors: [...jsonBodyErrors, 409],
  },
  renameAdminLookup: {
    ...backOfficeRoutes.renameAdminLookup,
    tag,
    summary: 'Rename a value of a lookup list',
    params: lookupValueParams,
    body: lookupNameBody,
    responses: { 200: dataOf(adminLookupItem) },
    errors: [...jsonBodyErrors, 404, 409],
  },
  deleteAdminLookup: {
    ...backOfficeRoutes.deleteAdminLookup,
    tag,
    summary:
      'Delete a value no solution uses; with merge_into, first move its solutions to that value of the same list',
    params: lookupValueParams,
    query: lookupDeleteQuery,
    responses: { 200: messageBody },
    errors: [400, 404, 409],
  },
  uploadProductLogo: {
    ...backOfficeRoutes.uploadProductLogo,
    tag,
    summary: 'Set the logo of an ArcGIS product (multipart, one `image` file: JPG, PNG or GIF)',
    consumes: ['multipart/form-data'],
    params: idParams,
    responses: { 200: dataOf(adminLookupItem) },
    errors: [400, 404, 413, 415],
  },
  listAdminUsers: {
    ...backOfficeRoutes.listAdminUsers,
    tag,
    summary: 'Accounts, newest first; search matches the name or the email',
    query: adminUserQuery,
    responses: { 200: pagedListOf(adminUser) },
    errors: [400],
  },
  updateAdminUser: {
    ...backOfficeRoutes.updateAdminUser,
    tag,
    summary: 'Change the role of an account or disable it; its sessions end at once',
    params: idParams,
    body: adminUserChange,
    responses: { 200: dataOf(adminUser) },
    errors: [...jsonBodyErrors, 404, 409],
  },
  resendActivation: {
    ...backOfficeRoutes.resendActivation,
    tag,
    summary: 'Mail a new activation link to an account that is not active yet',
    params: idParams,
    responses: { 200: messageBody },
    errors: [400, 404, 409],
  },
  listAdminEnquiries: {
    ...backOfficeRoutes.listAdminEnquiries,
    scope: 'enquiries:read',
    tag,
    summary: 'Enquiries, newest first, by status, solution and day',
    query: adminEnquiryQuery,
    responses: { 200: pagedListOf(adminEnquirySummary) },
    errors: [400],
  },
  exportAdminEnquiries: {
    ...backOfficeRoutes.exportAdminEnquiries,
    scope: 'enquiries:read',
    tag,
    summary: 'The enquiries of the same filters as a CSV file (UTF-8 with a byte order mark)',
    query: adminEnquiryExportQuery,
    responses: {
      200: { description: 'The CSV file, as an attachment', content: { 'text/csv': { schema: z.string() } } },
    },
    errors: [400],
  },
  countNewEnquiries: {
    ...backOfficeRoutes.countNewEnquiries,
    scope: 'enquiries:read',
    tag,
    summary: 'How many enquiries are still new (the menu badge)',
    responses: { 200: dataOf(newEnquiryCount) },
    errors: [],
  },
  getAdminEnquiry: {
    ...backOfficeRoutes.getAdminEnquiry,
    scope: 'enquiries:read',
    tag,
    summary: 'One enquiry with its message, the requester and the notes',
    params: idParams,
    responses: { 200: dataOf(adminEnquiryDetail) },
    errors: [400, 404],
  },
  updateAdminEnquiry: {
    ...backOfficeRoutes.updateAdminEnquiry,
    tag,
    summary: 'Set the status of an enquiry',
    params: idParams,
    body: enquiryStatusBody,
    responses: { 200: dataOf(adminEnquiryDetail) },
    errors: [...jsonBodyErrors, 404],
  },
  addEnquiryNote: {
    ...backOfficeRoutes.addEnquiryNote,
    tag,
    summary: 'Add a note to an enquiry',
    params: idParams,
    body: enquiryNoteBody,
    responses: { 201: dataOf(enquiryNote) },
    errors: [...jsonBodyErrors, 404],
  },
  listAdminActivity: {
    ...backOfficeRoutes.listAdminActivity,
    tag,
    summary: 'What admins changed, newest first, by actor and kind',
    query: adminActivityQuery,
    responses: { 200: pagedListOf(activityEntry) },
    errors: [400],
  },
} satisfies Record<string, Endpoint>;
