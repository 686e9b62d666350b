/**
 * The back office's half of the route table, as a module of its own so that the client loads it
 * on the first back-office call instead of with the first page (docs/decisions/0182-route-table-halves.md).
 */
export { backOfficeRoutes } from '@catalog/shared';
