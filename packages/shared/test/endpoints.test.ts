import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { endpoints, errorStatuses, type OperationId, pathTo, routes } from '../src/index.ts';

const ids = Object.keys(routes) as OperationId[];

describe('endpoint table', () => {
  it('builds paths with each parameter URL-encoded', () => {
    expect(pathTo(routes.getSolution, { id: 7 })).toBe('/api/catalog/solution/7');
    expect(pathTo(routes.deleteSolutionImage, { imageId: '12' })).toBe('/api/catalog/solution/images/12');
    expect(pathTo(routes.getImageFile, { key: 'a b/c' })).toBe('/uploads/a%20b%2Fc');
    expect(pathTo(routes.listSolutions)).toBe('/api/catalog/solution');
  });

  it.each(ids)('%s validates exactly the parameters its path names', (id) => {
    const names = [...routes[id].path.matchAll(/:(\w+)/g)].map((m) => m[1]);
    const params = (endpoints[id] as { params?: z.ZodObject }).params;
    expect(params ? Object.keys(params.shape).sort() : []).toEqual(names.sort());
  });

  it('adds 401 to every operation, 403 to admin ones and 429 to those the request limit counts', () => {
    expect(errorStatuses({ auth: 'public', errors: [] })).toEqual([401, 429]);
    expect(errorStatuses({ auth: 'public', errors: [], unlimited: true })).toEqual([401]);
    expect(errorStatuses({ auth: 'admin', errors: [404, 400] })).toEqual([400, 401, 403, 404, 429]);
    expect(errorStatuses({ auth: 'user', errors: [401, 429] })).toEqual([401, 429]);
  });

  it('keeps the route half free of runtime imports, so a page can use it without zod', () => {
    for (const file of ['route.ts', 'routes.ts']) {
      const source = readFileSync(new URL(`../src/endpoints/${file}`, import.meta.url), 'utf8');
      const imports = source.split('\n').filter((line) => line.startsWith('import '));
      expect(
        imports.filter((line) => !line.startsWith('import type ')),
        file,
      ).toEqual([]);
    }
  });
});
