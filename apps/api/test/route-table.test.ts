import { API_DOCS_PATH, API_OPENAPI_PATH, type OperationId, routes } from '@catalog/shared';
import { describe, expect, it } from 'vitest';
import { testDatabases, useTestApp } from './helpers/test-app.ts';
import { PERMISSION_MATRIX } from './permission-matrix.table.ts';

const operations = Object.entries(routes) as Array<[OperationId, (typeof routes)[OperationId]]>;
const keyOf = (route: { method: string; path: string }) => `${route.method} ${route.path}`;

/**
 * The endpoint table (`@catalog/shared`, docs/decisions/0101-endpoint-table.md) is the list of the
 * server's routes: nothing is registered beside it, and nothing in it is left unregistered.
 */
describe.each(testDatabases)('endpoint table on %s', (kind) => {
  const t = useTestApp(kind);

  it('is exactly the routes Fastify serves, apart from the API documentation', () => {
    const served = t.app.knownRoutes
      .filter((r) => r.url !== API_DOCS_PATH && r.url !== API_OPENAPI_PATH && !r.url.startsWith(`${API_DOCS_PATH}/`))
      .map((r) => keyOf({ method: r.method, path: r.url }));
    const table = operations.map(([, route]) => keyOf(route));
    expect(
      served.filter((k) => !table.includes(k)),
      'served but not in the table',
    ).toEqual([]);
    expect(
      table.filter((k) => !served.includes(k)),
      'in the table but not served',
    ).toEqual([]);
    expect(new Set(table).size, 'two operations share a method and path').toBe(table.length);
  });

  it('names each operation once, under its operationId, in the OpenAPI document', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: `${API_DOCS_PATH}/json` })).json();
    const documented: Record<string, string> = {};
    for (const [path, item] of Object.entries<Record<string, { operationId?: string }>>(doc.paths)) {
      for (const [method, operation] of Object.entries(item)) {
        documented[`${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`] = operation.operationId ?? '';
      }
    }
    expect(documented).toEqual(Object.fromEntries(operations.map(([id, route]) => [keyOf(route), id])));
  });
});

describe('access rules of the table', () => {
  // The permission matrix measures what each caller gets; the table's rule must say the same.
  it.each(operations)('%s answers callers as its rule says', (_id, route) => {
    const row = PERMISSION_MATRIX[keyOf(route)];
    expect(row, `${keyOf(route)} has no row in the permission matrix`).toBeDefined();
    const refused = [401, 403];
    switch (route.auth) {
      case 'admin':
        expect([row!.visitor, row!.user]).toEqual([401, 403]);
        expect(refused).not.toContain(row!.admin);
        break;
      case 'user':
        expect(row!.visitor).toBe(401);
        expect(refused).not.toContain(row!.user);
        break;
      default:
        expect(refused).not.toContain(row!.visitor);
        expect(refused).not.toContain(row!.user);
    }
  });
});
