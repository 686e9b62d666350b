import { subscribe, unsubscribe } from 'node:diagnostics_channel';
import type { FastifyRequest } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ensureBuiltClient, WEB_DIST, WEB_SERVER_ENTRY } from './helpers/built-client.ts';
import { CatalogFixtures } from './helpers/catalog-fixtures.ts';
import { testDatabases, useTestApp } from './helpers/test-app.ts';

ensureBuiltClient();

/**
 * The server render reads a page's data from the services in-process
 * (docs/decisions/0128-react-server-rendering.md): drawing a page sends no request to the API's
 * own routes, in-process or over the network, and the data the browser hydrates with is the page's.
 */
describe.each(testDatabases)('the server render reads in-process on %s', (kind) => {
  const t = useTestApp(kind, { webDist: WEB_DIST, webServerEntry: WEB_SERVER_ENTRY });
  let shown: number;
  const requests: string[] = [];
  /** Fastify announces each request it hands to a handler, a route's or the page's alike. */
  const HANDLER_START = 'tracing:fastify.request.handler:start';
  const seen = (message: unknown) => requests.push((message as { request: FastifyRequest }).request.url);

  beforeAll(async () => {
    const fixtures = new CatalogFixtures(t.db.kysely);
    const water = await fixtures.lookup('technologies', 'Water Modelling');
    shown = await fixtures.solution({ name: 'Harbour Tide Board', description: 'Tides', technologyIds: [water] });
    await fixtures.solution({ name: 'Members Tide Board', status: 'release_register' });
    subscribe(HANDLER_START, seen);
  });
  afterAll(() => unsubscribe(HANDLER_START, seen));

  afterEach(() => {
    requests.length = 0;
    vi.restoreAllMocks();
  });

  it('draws the list, a solution, a hidden one and the home page without a request to a route', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const pages = [
      ['/solutions?technology=1&search=tide', 200],
      [`/solution/${shown}`, 200],
      [`/solution/${shown + 1}`, 404],
      ['/?lang=id', 200],
    ] as const;
    for (const [path, status] of pages) {
      const res = await t.app.inject({ url: path });
      expect(res.statusCode, path).toBe(status);
      expect(res.body, path).toContain('id="hydration-data"');
    }
    // No route of the API was asked while the pages were drawn, and nothing went to the network.
    expect(requests).toEqual([]);
    expect(fetchSpy).not.toHaveBeenCalled();
    // What a request to a route looks like here, had the render made one.
    await t.app.inject({ url: '/api/catalog/solution?search=tide' });
    expect(requests).toEqual(['/api/catalog/solution?search=tide']);
  });

  it('hydrates the list from the answer the API gives the same query', async () => {
    const res = await t.app.inject({ url: '/solutions?search=tide&technology=1,2&page=1' });
    const data = /<script type="application\/json" id="hydration-data">(.*?)<\/script>/s.exec(res.body)?.[1];
    const hydration = JSON.parse(data!) as {
      queries: { queries: Array<{ queryKey: unknown[]; state: { data: unknown } }> };
    };
    const list = hydration.queries.queries.find((q) => q.queryKey[1] === 'list');
    const api = await t.app.inject({ url: '/api/catalog/solution?technology=1,2&search=tide&facets=1' });
    expect(list?.state.data).toEqual(api.json());
    expect(res.body).toContain('Harbour Tide Board');
    expect(res.body).not.toContain('Members Tide Board');
  });
});
