import type { z } from 'zod';
import { adminEndpoints } from './admin.ts';
import { authEndpoints } from './auth.ts';
import type { Endpoint } from './endpoint.ts';
import { enquiryEndpoints } from './enquiries.ts';
import { feedEndpoints } from './feeds.ts';
import { healthEndpoints } from './health.ts';
import { historyEndpoints } from './history.ts';
import { imageEndpoints } from './images.ts';
import { integrationEndpoints } from './integrations.ts';
import { lookupEndpoints } from './lookups.ts';
import { memberEndpoints } from './members.ts';
import { notificationEndpoints } from './notifications.ts';
import type { OperationId, routes } from './all-routes.ts';
import { searchEndpoints } from './search.ts';
import { seoEndpoints } from './seo.ts';
import { solutionEndpoints } from './solutions.ts';
import { transferEndpoints } from './transfer.ts';

export * from './endpoint.ts';
export * from './shapes.ts';
export * from './route.ts';
export * from './routes.ts';
export * from './back-office-routes.ts';
export * from './all-routes.ts';
export { FEED_SIZE, feedQuery } from './feeds.ts';

/**
 * The whole contract by operationId (docs/decisions/0101-endpoint-table.md). The server imports it
 * to register its routes; the client should take only types from it, and URLs from `siteRoutes` and `backOfficeRoutes`, so
 * that a page does not carry the schemas of every answer.
 */
export const endpoints = {
  ...healthEndpoints,
  ...authEndpoints,
  ...memberEndpoints,
  ...lookupEndpoints,
  ...solutionEndpoints,
  ...imageEndpoints,
  ...enquiryEndpoints,
  ...notificationEndpoints,
  ...feedEndpoints,
  ...adminEndpoints,
  ...historyEndpoints,
  ...integrationEndpoints,
  ...transferEndpoints,
  ...seoEndpoints,
  ...searchEndpoints,
} satisfies { [Id in OperationId]: Endpoint & (typeof routes)[Id] };

/** Compiles only when no resource file adds an operation that `routes` does not list. */
type Assert<T extends true> = T;
export type _NoUnroutedOperation = Assert<
  [Exclude<keyof typeof endpoints, OperationId>] extends [never] ? true : false
>;

export type Endpoints = typeof endpoints;

type JsonAnswer<R> = R extends z.ZodType ? z.output<R> : never;
type Successes<E extends Endpoint> = { [S in keyof E['responses']]: S extends 200 | 201 ? E['responses'][S] : never };

/** The JSON body a successful call of the operation answers. */
export type ResponseOf<Id extends OperationId> = JsonAnswer<Successes<Endpoints[Id]>[keyof Endpoints[Id]['responses']]>;
/** The JSON body the operation reads, as the caller sends it. */
export type BodyOf<Id extends OperationId> = Endpoints[Id] extends { body: infer B extends z.ZodType }
  ? z.input<B>
  : never;
/** The query the operation reads, as the caller sends it. */
export type QueryOf<Id extends OperationId> = Endpoints[Id] extends { query: infer Q extends z.ZodType }
  ? z.input<Q>
  : never;
