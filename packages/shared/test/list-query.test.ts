import { describe, expect, it } from 'vitest';
import { readListQuery, solutionListQuery } from '../src/index.ts';

const strict = (query: string) => solutionListQuery.safeParse(Object.fromEntries(new URLSearchParams(query)));

describe('the list query, read strictly by the server and leniently by the list page', () => {
  it('reads a valid query the same way on both sides', () => {
    const query =
      'industry_group=2,1&technology=011&status=review,testing&order_by=-name&page=3&page_size=20&search=flood';
    const server = strict(query);
    expect(server.success).toBe(true);
    const page = readListQuery(query);
    expect(page).toEqual({
      filters: {
        industry_group: ['2', '1'],
        technology: ['11'],
        status: ['review', 'testing'],
        contributor: [],
        pattern_of_use: [],
      },
      search: 'flood',
      order_by: '-name',
      page: 3,
      page_size: 20,
    });
    expect(server.data).toMatchObject({
      industry_group: page.filters.industry_group.map(Number),
      technology: page.filters.technology.map(Number),
      status: page.filters.status,
      order_by: page.order_by,
      page: page.page,
      page_size: page.page_size,
      search: page.search,
    });
  });

  it('leaves out on the page each value the server refuses', () => {
    const cases: Array<[string, Partial<ReturnType<typeof readListQuery>>]> = [
      ['technology=1,x,0,-2', { filters: { ...readListQuery('').filters, technology: ['1'] } }],
      ['status=bogus,review', { filters: { ...readListQuery('').filters, status: ['review'] } }],
      ['order_by=price', { order_by: undefined }],
      ['page=0', { page: undefined }],
      ['page_size=101', { page_size: undefined }],
      [`search=${'a'.repeat(201)}`, { search: 'a'.repeat(200) }],
    ];
    for (const [query, expected] of cases) {
      expect(strict(query).success, query).toBe(false);
      expect(readListQuery(query), query).toMatchObject(expected);
    }
  });

  it('counts a repeated key as one longer list, each value once', () => {
    expect(readListQuery('technology=1&technology=2,1').filters.technology).toEqual(['1', '2']);
    expect(strict('technology=1,2,1').data?.technology).toEqual([1, 2]);
  });
});
