import { z } from 'zod';
import { dataOf, messageBody } from '../envelope.ts';
import {
  tokenCreateBody,
  tokenCreated,
  tokenItem,
  webhookCreateBody,
  webhookCreated,
  webhookDelivery,
  webhookItem,
  webhookUpdateBody,
} from '../integrations.ts';
import type { Endpoint } from './endpoint.ts';
import { idParams } from './shapes.ts';
import { backOfficeRoutes } from './back-office-routes.ts';

const tag = 'integrations';

/** API tokens and webhooks (docs/decisions/0170-0173): admins only. */
export const integrationEndpoints = {
  listApiTokens: {
    ...backOfficeRoutes.listApiTokens,
    tag,
    summary: 'API tokens not revoked, newest first; never their secrets',
    responses: { 200: z.object({ data: z.array(tokenItem) }) },
    errors: [],
  },
  createApiToken: {
    ...backOfficeRoutes.createApiToken,
    tag,
    summary: 'Create an API token; the answer holds its secret, shown this once',
    body: tokenCreateBody,
    responses: { 201: dataOf(tokenCreated) },
    errors: [400, 413, 415],
  },
  revokeApiToken: {
    ...backOfficeRoutes.revokeApiToken,
    tag,
    summary: 'Revoke an API token: refused from the next request on, on every instance',
    params: idParams,
    responses: { 200: messageBody },
    errors: [400, 404],
  },
  listWebhooks: {
    ...backOfficeRoutes.listWebhooks,
    tag,
    summary: 'Webhook endpoints, without their secrets',
    responses: { 200: z.object({ data: z.array(webhookItem) }) },
    errors: [],
  },
  createWebhook: {
    ...backOfficeRoutes.createWebhook,
    tag,
    summary: 'Register a webhook endpoint; the answer holds its signing secret, shown this once',
    body: webhookCreateBody,
    responses: { 201: dataOf(webhookCreated) },
    errors: [400, 413, 415],
  },
  updateWebhook: {
    ...backOfficeRoutes.updateWebhook,
    tag,
    summary: 'Change the URL or events of a webhook endpoint, or pause or resume it',
    params: idParams,
    body: webhookUpdateBody,
    responses: { 200: dataOf(webhookItem) },
    errors: [400, 404, 413, 415],
  },
  deleteWebhook: {
    ...backOfficeRoutes.deleteWebhook,
    tag,
    summary: 'Delete a webhook endpoint with its deliveries',
    params: idParams,
    responses: { 200: messageBody },
    errors: [400, 404],
  },
  listWebhookDeliveries: {
    ...backOfficeRoutes.listWebhookDeliveries,
    tag,
    summary: 'The latest 100 deliveries to a webhook endpoint, newest first',
    params: idParams,
    responses: { 200: z.object({ data: z.array(webhookDelivery) }) },
    errors: [400, 404],
  },
  redeliverWebhook: {
    ...backOfficeRoutes.redeliverWebhook,
    tag,
    summary: 'Send a delivery again, as a new delivery of the same event',
    params: idParams,
    responses: { 201: dataOf(webhookDelivery) },
    errors: [400, 404],
  },
} satisfies Record<string, Endpoint>;
