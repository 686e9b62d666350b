import { backOfficeRoutes } from './back-office-routes.ts';
import type { Route } from './route.ts';
import { siteRoutes } from './routes.ts';

/**
 * Every operation of the API: the server registers its routes from this and the schemas
 * (`endpoints`). A module of its own: the spread keeps whatever imports it, so the client's
 * first page, which needs only `siteRoutes`, must not (docs/decisions/0182-route-table-halves.md).
 */
export const routes = { ...siteRoutes, ...backOfficeRoutes } as const satisfies Record<string, Route>;

export type OperationId = keyof typeof routes;
/** An operation whose route is in the first page's half of the table. */
export type SiteOperationId = keyof typeof siteRoutes;
