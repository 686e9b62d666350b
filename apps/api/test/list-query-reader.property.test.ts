import { ORDER_BY_VALUES, readValidListQuery, SOLUTION_STATUS_IDS, solutionListQuery } from '@catalog/shared';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { testDatabases, useTestApp } from './helpers/test-app.ts';

/**
 * The list route reads its query without zod when every value keeps its rules (docs/decisions/0217):
 * for any query, the reader must give exactly what the schema gives, key order included (the answer
 * cache's key is the query's JSON), and nothing where the schema refuses, so the schema's 400 stands.
 */

const LONG = 'a'.repeat(201);
/** Mostly values the schema accepts, now and then one it refuses: a query with eleven keys needs both. */
const mostly = <T, U>(valid: fc.Arbitrary<T>, invalid: fc.Arbitrary<U>) =>
  fc.oneof({ arbitrary: valid, weight: 12 }, { arbitrary: invalid, weight: 1 });
const idPart = mostly(
  fc.constantFrom('1', '7', '42', '007', '999999999', ' 3 ', ''),
  fc.constantFrom('0', '-1', '1.5', '1e3', '1000000000', 'x'),
);
const statusPart = mostly(fc.constantFrom(...SOLUTION_STATUS_IDS, '', ' review '), fc.constantFrom('draft', 'Review'));
const listValue = (part: fc.Arbitrary<string>) =>
  fc.oneof(
    fc
      .tuple(fc.array(part, { maxLength: 4 }), fc.constantFrom(',', ' , ', ',,'))
      .map(([parts, comma]) => parts.join(comma)),
    fc.array(
      fc.array(part, { maxLength: 3 }).map((parts) => parts.join(',')),
      { minLength: 2, maxLength: 3 },
    ),
  );
const pageText = mostly(
  fc.constantFrom('', '1', '2', '40', '01', '1000000', '100', '3'),
  fc.constantFrom('0', '-2', '1000001', '101', 'two', ' 3', '3.0', ['1', '2']),
);
const searchText = mostly(
  fc.oneof(fc.string({ maxLength: 12 }), fc.constant(`  ${'b'.repeat(199)}  `), fc.constant(' flood ')),
  fc.oneof(fc.constant(LONG), fc.constant(['flood', 'map'])),
);
const orderText = mostly(fc.constantFrom(...ORDER_BY_VALUES, ''), fc.constantFrom('name ', 'price', ['name', 'name']));
const facetsText = mostly(fc.constantFrom('0', '1', 'true', 'false'), fc.constantFrom('yes', '', 'TRUE'));
const optional = <T>(value: fc.Arbitrary<T>) => fc.option(value, { nil: undefined });

const query = fc.record(
  {
    industry_group: optional(listValue(idPart)),
    technology: optional(listValue(idPart)),
    status: optional(listValue(statusPart)),
    contributor: optional(listValue(idPart)),
    pattern_of_use: optional(listValue(idPart)),
    search: optional(searchText),
    order_by: optional(orderText),
    page: optional(pageText),
    page_size: optional(pageText),
    facets: optional(facetsText),
    lang: optional(fc.constantFrom('en', 'id')),
  },
  { requiredKeys: [] },
);

describe('the list query read without the schema', () => {
  it('gives what the schema gives for every query it accepts, and nothing for one it refuses', () => {
    let accepted = 0;
    fc.assert(
      fc.property(query, (params) => {
        const parsed = solutionListQuery.safeParse(params);
        const read = readValidListQuery(params);
        expect(read !== undefined).toBe(parsed.success);
        if (parsed.success) {
          accepted++;
          expect(read).toEqual(parsed.data);
          expect(JSON.stringify(read)).toBe(JSON.stringify(parsed.data));
        }
      }),
      { numRuns: 3000 },
    );
    // Both sides of the rule were met many times.
    expect(accepted).toBeGreaterThan(600);
    expect(accepted).toBeLessThan(2400);
  });
});

describe.each(testDatabases)('the list route on %s', (kind) => {
  const t = useTestApp(kind);

  it('answers a valid query as read, and leaves a refusal to the schema, naming the parameter at fault', async () => {
    const { app } = t;
    const ok = await app.inject({
      url: '/api/catalog/solution?technology=007,7&page=2&facets=true&search=%20flood%20',
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().pagination.page).toBe(2);
    expect(ok.json().facets).toBeDefined();
    const refused = await app.inject({ url: '/api/catalog/solution?technology=1,x' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toContain('technology');
    const repeated = await app.inject({ url: '/api/catalog/solution?page=1&page=2' });
    expect(repeated.statusCode).toBe(400);
    expect(JSON.stringify(repeated.json())).toContain('page');
  });
});
