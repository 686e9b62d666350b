import { z } from 'zod';
import { coded } from './message-codes.ts';
import { asIssue, oneOfNamed, textOr, upTo } from './validation.ts';

/**
 * API tokens and webhooks (docs/decisions/0170-0173): the shapes both sides share.
 */

/** What a token may do: read as a signed-in user, write solutions and images, read enquiries, or all an admin may. */
export const TOKEN_SCOPES = ['catalog:read', 'catalog:write', 'enquiries:read', 'admin'] as const;
export type TokenScope = (typeof TOKEN_SCOPES)[number];
/** Secrets start with this, so secret scanners can spot a leaked one. */
export const TOKEN_PREFIX = 'sc_live_';
export const TOKEN_NAME_MAX = 100;

/** The events a webhook endpoint may ask for. */
export const WEBHOOK_EVENTS = [
  'solution.created',
  'solution.updated',
  'solution.deleted',
  'solution.released',
  'enquiry.created',
] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];
export const WEBHOOK_URL_MAX = 2000;
export const DELIVERY_STATUSES = ['pending', 'delivered', 'failed'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

/** A non-empty list of distinct values of `values`, named `name` in messages. */
const listOf = <const T extends readonly [string, ...string[]]>(name: string, values: T) =>
  z
    .array(oneOfNamed(name, values))
    .refine((list) => list.length > 0, asIssue(coded('admin.chooseAtLeastOne', { name })))
    .transform((list) => [...new Set(list)]);

const tokenName = textOr(coded('admin.nameRequired'))
  .transform((s) => s.trim())
  .pipe(
    upTo(
      z.string().refine((s) => s.length >= 1, asIssue(coded('admin.nameRequired'))),
      TOKEN_NAME_MAX,
      coded('admin.nameTooLong', { max: TOKEN_NAME_MAX }),
    ),
  );

/** ISO 8601 with a date and a time, in the future. */
const futureTime = textOr(coded('admin.expiryInvalid'))
  .refine((s) => /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(s) && !Number.isNaN(Date.parse(s)), {
    ...asIssue(coded('admin.expiryInvalid')),
    abort: true,
  })
  .refine((s) => Date.parse(s) > Date.now(), asIssue(coded('admin.expiryPast')))
  .transform((s) => new Date(Date.parse(s)).toISOString());

export const tokenCreateBody = z.object({
  name: tokenName,
  scopes: listOf('scopes', TOKEN_SCOPES),
  expires_at: futureTime.nullable().optional(),
});

const tokenFields = {
  id: z.number().int(),
  name: z.string(),
  scopes: z.array(z.enum(TOKEN_SCOPES)),
  created_at: z.string(),
  expires_at: z.string().nullable(),
};

/** The answer to a create: the only time the secret is shown. */
export const tokenCreated = z.object({ ...tokenFields, token: z.string() }).meta({ id: 'ApiTokenCreated' });

export const tokenItem = z
  .object({
    ...tokenFields,
    created_by: z.object({ id: z.number().int().nullable(), name: z.string().nullable() }),
    last_used_at: z.string().nullable(),
  })
  .meta({ id: 'ApiToken' });

const webhookUrl = textOr(coded('admin.webhookUrlInvalid'))
  .transform((s) => s.trim())
  .pipe(upTo(z.string(), WEBHOOK_URL_MAX, coded('admin.webhookUrlInvalid')));

export const webhookCreateBody = z.object({ url: webhookUrl, events: listOf('events', WEBHOOK_EVENTS) });
export const webhookUpdateBody = z.object({
  url: webhookUrl.optional(),
  events: listOf('events', WEBHOOK_EVENTS).optional(),
  /** false resumes a paused endpoint; true pauses it. */
  paused: z.boolean().optional(),
});

const webhookFields = { id: z.number().int(), url: z.string(), events: z.array(z.enum(WEBHOOK_EVENTS)) };

export const webhookCreated = z.object({ ...webhookFields, secret: z.string() }).meta({ id: 'WebhookCreated' });
export const webhookItem = z
  .object({
    ...webhookFields,
    created_at: z.string(),
    paused_at: z.string().nullable(),
    failing_since: z.string().nullable(),
  })
  .meta({ id: 'Webhook' });

export const webhookDelivery = z
  .object({
    id: z.number().int(),
    event: z.enum(WEBHOOK_EVENTS),
    delivery_id: z.string(),
    status: z.enum(DELIVERY_STATUSES),
    attempts: z.number().int(),
    response_code: z.number().int().nullable(),
    created_at: z.string(),
  })
  .meta({ id: 'WebhookDelivery' });

export type TokenCreateBody = z.output<typeof tokenCreateBody>;
export type TokenCreated = z.output<typeof tokenCreated>;
export type TokenItem = z.output<typeof tokenItem>;
export type WebhookCreateBody = z.output<typeof webhookCreateBody>;
export type WebhookUpdateBody = z.output<typeof webhookUpdateBody>;
export type WebhookCreated = z.output<typeof webhookCreated>;
export type WebhookItem = z.output<typeof webhookItem>;
export type WebhookDelivery = z.output<typeof webhookDelivery>;
