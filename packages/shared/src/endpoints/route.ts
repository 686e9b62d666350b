/**
 * The light half of the endpoint table (docs/decisions/0101-endpoint-table.md): method, path and
 * access rule of each operation, with no schema. The web client imports this at run time, so it
 * must never import zod or a schema module.
 */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call an operation, enforced by the server before the body is read:
 * - `public`: anyone; the answer is the same for every caller;
 * - `optional`: anyone; a signed-in caller may see more (more statuses, more fields);
 * - `user`: any signed-in account (a visitor gets 401);
 * - `admin`: admin accounts only (a visitor gets 401, a user 403).
 */
export type Access = 'public' | 'optional' | 'user' | 'admin';

/** What an API token may be allowed to do (docs/decisions/0170); `integrations.ts` lists them. */
export type TokenScopeName = 'catalog:read' | 'catalog:write' | 'enquiries:read' | 'admin';

export interface Route {
  method: HttpMethod;
  /** Fastify style: `:name` marks a path parameter. */
  path: string;
  auth: Access;
}

/**
 * The scope an API token needs to call `route` (docs/decisions/0170): null when any token may (public
 * operations), 'none' when no token may (a person's own account), else the scope; a token with
 * `admin` may call every operation an admin may, and `catalog:write` includes `catalog:read`.
 */
export function tokenScopeOf(route: Route & { scope?: TokenScopeName }): TokenScopeName | 'none' | null {
  if (route.scope) return route.scope;
  return ({ public: null, optional: 'catalog:read', user: 'none', admin: 'admin' } as const)[route.auth];
}

/** Every JSON route lives under this prefix; anything else under it that no route claims is a JSON 404. */
export const API_PREFIX = '/api';
/** The OpenAPI document and its browsable page. */
export const API_DOCS_PATH = `${API_PREFIX}/docs`;
/** The same OpenAPI document at the address clients and generators look for (docs/decisions/0177). */
export const API_OPENAPI_PATH = `${API_PREFIX}/openapi.json`;

type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}.${string}`
    ? Name
    : P extends `${string}:${infer Name}`
      ? Name
      : never;

/** The values a path's `:name` parameters take, e.g. `{ id: 7 }` for `/api/catalog/solution/:id`. */
export type PathParams<P extends string> = Record<ParamNames<P>, string | number>;

/** `pathTo(routes.getSolution, { id: 7 })` → `/api/catalog/solution/7`; each value is URL-encoded. */
export function pathTo<R extends Route>(
  route: R,
  ...[params]: ParamNames<R['path']> extends never ? [] : [PathParams<R['path']>]
): string {
  const values = (params ?? {}) as Record<string, string | number>;
  return route.path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(values[name])));
}
