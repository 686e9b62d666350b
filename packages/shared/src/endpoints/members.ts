import { z } from 'zod';
import { dataOf, messageBody } from '../envelope.ts';
import {
  accountExport,
  changePasswordBody,
  deleteAccountBody,
  languageUpdateBody,
  memberProfile,
  myEnquiry,
  profileUpdateBody,
  savedSearch,
  savedSearchBody,
} from '../members.ts';
import { shortlistBody, shortlistItem, shortlistItemParams, shortlistResponse, shortlistShare } from '../shortlist.ts';
import type { Endpoint } from './endpoint.ts';
import { idParams } from './shapes.ts';
import { siteRoutes } from './routes.ts';

const tag = 'members';
/** A JSON body can be malformed, too large or of another type. */
const bodyErrors = [400, 413, 415] as const;

/** The members' own area (docs/product.md §3.12). Another account's saved search is a 404. */
export const memberEndpoints = {
  updateProfile: {
    ...siteRoutes.updateProfile,
    tag,
    summary: 'Edit the profile fields and the new-solution mail choice',
    body: profileUpdateBody,
    responses: { 200: dataOf(memberProfile) },
    errors: bodyErrors,
  },
  updateLanguage: {
    ...siteRoutes.updateLanguage,
    tag,
    summary: 'Keep the language of the account: its mails are written in it',
    body: languageUpdateBody,
    responses: { 200: dataOf(memberProfile) },
    errors: bodyErrors,
  },
  changePassword: {
    ...siteRoutes.changePassword,
    tag,
    summary: 'Change the password; every other session ends, this one stays signed in',
    body: changePasswordBody,
    responses: { 200: messageBody },
    errors: [...bodyErrors, 429],
  },
  exportAccountData: {
    ...siteRoutes.exportAccountData,
    tag,
    summary: 'Everything held about the account, as a JSON download',
    responses: { 200: accountExport },
    errors: [],
  },
  deleteAccount: {
    ...siteRoutes.deleteAccount,
    tag,
    summary: 'Delete the account after its password; its enquiries stay without personal fields',
    body: deleteAccountBody,
    responses: { 200: messageBody },
    errors: [...bodyErrors, 409, 429],
  },
  listMyEnquiries: {
    ...siteRoutes.listMyEnquiries,
    tag,
    summary: 'The enquiries this account sent, newest first, with their status',
    responses: { 200: dataOf(z.array(myEnquiry)) },
    errors: [],
  },
  listSavedSearches: {
    ...siteRoutes.listSavedSearches,
    tag,
    summary: 'The saved searches of this account, by name',
    responses: { 200: dataOf(z.array(savedSearch)) },
    errors: [],
  },
  createSavedSearch: {
    ...siteRoutes.createSavedSearch,
    tag,
    summary: 'Save a list query under a name, with or without its daily digest',
    body: savedSearchBody,
    responses: { 201: dataOf(savedSearch) },
    errors: [...bodyErrors, 409],
  },
  updateSavedSearch: {
    ...siteRoutes.updateSavedSearch,
    tag,
    summary: 'Rename a saved search, change its query or turn its digest on or off',
    params: idParams,
    body: savedSearchBody,
    responses: { 200: dataOf(savedSearch) },
    errors: [...bodyErrors, 404, 409],
  },
  deleteSavedSearch: {
    ...siteRoutes.deleteSavedSearch,
    tag,
    summary: 'Delete a saved search',
    params: idParams,
    responses: { 200: messageBody },
    errors: [400, 404],
  },
  getShortlist: {
    ...siteRoutes.getShortlist,
    tag,
    summary: 'The shortlist of this account, newest first, each with its note and card, and its share link',
    responses: { 200: shortlistResponse },
    errors: [],
  },
  addToShortlist: {
    ...siteRoutes.addToShortlist,
    tag,
    summary: 'Put a solution on the shortlist (at most 50), or change its note when it is there already',
    body: shortlistBody,
    responses: { 200: dataOf(shortlistItem), 201: dataOf(shortlistItem) },
    errors: [...bodyErrors, 404, 409],
  },
  removeFromShortlist: {
    ...siteRoutes.removeFromShortlist,
    tag,
    summary: 'Take a solution off the shortlist',
    params: shortlistItemParams,
    responses: { 200: messageBody },
    errors: [400, 404],
  },
  shareShortlist: {
    ...siteRoutes.shareShortlist,
    tag,
    summary: 'The read-only share link of the shortlist; the same link until it is revoked',
    responses: { 200: dataOf(shortlistShare) },
    errors: [],
  },
  revokeShortlistShare: {
    ...siteRoutes.revokeShortlistShare,
    tag,
    summary: 'Revoke the share link of the shortlist: it stops working at once',
    responses: { 200: messageBody },
    errors: [],
  },
} satisfies Record<string, Endpoint>;
