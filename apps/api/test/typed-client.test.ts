import { readFileSync } from 'node:fs';
import { type CatalogClient, createCatalogClient } from '@catalog/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_SCHEMA, clientSchema } from '../../../scripts/client-generate.ts';
import { CatalogFixtures } from './helpers/catalog-fixtures.ts';
import { createUserWithToken } from './helpers/factories.ts';
import { testDatabases, useTestApp } from './helpers/test-app.ts';

/**
 * The generated client (packages/client, docs/decisions/0177) is what the OpenAPI document gives,
 * and works against the real server over HTTP: a contract change that breaks its users fails here
 * or in the typecheck of this file.
 */
describe('the typed client', () => {
  it('is generated from the current OpenAPI document (run `npm run client` after a contract change)', async () => {
    expect(readFileSync(CLIENT_SCHEMA, 'utf8') === (await clientSchema())).toBe(true);
  }, 60_000);
});

describe.each(testDatabases)('the typed client against the server on %s', (kind) => {
  const t = useTestApp(kind);
  let admin: CatalogClient;
  let visitor: CatalogClient;
  let id: number;

  beforeAll(async () => {
    const f = new CatalogFixtures(t.db.kysely);
    id = await f.solution({ name: 'Typed Tide Gauge', status: 'release_public' });
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { token } = await createUserWithToken(t.app, { isStaff: true });
    admin = createCatalogClient({ baseUrl: address, token });
    visitor = createCatalogClient({ baseUrl: address });
  });
  afterAll(() => t.app.close());

  it('reads a list and a detail with typed answers', async () => {
    const list = await visitor.GET('/api/catalog/solution', { params: { query: { search: 'Tide', page_size: '5' } } });
    expect(list.response.status).toBe(200);
    const names: string[] = list.data!.data.map((s) => s.name);
    expect(names).toEqual(['Typed Tide Gauge']);
    const total: number = list.data!.pagination.total;
    expect(total).toBe(1);

    const detail = await admin.GET('/api/catalog/solution/{id}', { params: { path: { id } } });
    expect(detail.data!.data).toMatchObject({ id, solution_id: id, name: 'Typed Tide Gauge' });
  });

  it('sends the token and reads a refusal as the error body', async () => {
    const overview = await admin.GET('/api/admin/overview');
    expect(overview.response.status).toBe(200);
    const waiting: number = overview.data!.data.enquiries_new;
    expect(waiting).toBe(0);
    const refused = await visitor.GET('/api/admin/overview');
    expect(refused.response.status).toBe(401);
    expect(refused.error).toMatchObject({ code: 'server.authRequired' });
  });

  it('runs an import dry run', async () => {
    const report = await admin.POST('/api/admin/solutions/import', {
      params: { query: { dry_run: '1' } },
      body: { format: 'solution-catalog/1', solutions: [{ name: 'Typed Tide Gauge' }] } as never,
      headers: { 'content-type': 'application/json' },
    });
    expect(report.response.status).toBe(200);
    const action: 'create' | 'update' | 'refuse' = report.data!.data.rows[0]!.action;
    expect(action).toBe('refuse');
  });
});
