import { describe, expect, it } from 'vitest';
import {
  filterGroupsFor,
  isNewRelease,
  type ListQuery,
  listedStatusesFor,
  listQueryFor,
  listQueryParams,
  noFilters,
  orderOf,
  orderParts,
  plainListQueryText,
  queryParams,
  queryString,
  readListQuery,
  readListQueryText,
  solutionListQuery,
  withNewRelease,
  withoutPage,
  writeListQuery,
} from '../src/index.ts';

const roundTrip = (text: string) => writeListQuery(readListQuery(text));
const query = (fields: Partial<Omit<ListQuery, 'filters'>> & { filters?: Partial<ListQuery['filters']> }) => ({
  search: '',
  ...fields,
  filters: { ...noFilters(), ...fields.filters },
});

describe('the list query codec: address ⇄ query', () => {
  it('writes back a query it read, in the order of docs/product.md §4.6, with commas readable', () => {
    const written =
      'industry_group=4,2&technology=3&contributor=7&pattern_of_use=8&order_by=-technology&status=review,testing&page_size=20&page=3&search=flood%20maps';
    expect(roundTrip(written)).toBe(written);
    expect(roundTrip('page=3&search=flood&industry_group=4,2&status=review')).toBe(
      'industry_group=4,2&status=review&page=3&search=flood',
    );
    expect(roundTrip('search=a%26b%2Cc%3Dd')).toBe('search=a%26b,c%3Dd');
  });

  it('reads an empty address as no filters, no search, no order and no page; writes it as nothing', () => {
    expect(readListQuery('')).toEqual({
      filters: { industry_group: [], technology: [], status: [], contributor: [], pattern_of_use: [] },
      search: '',
      order_by: undefined,
      page: undefined,
      page_size: undefined,
    });
    expect(writeListQuery(query({}))).toBe('');
    expect(listQueryParams(query({}))).toEqual({});
  });

  it('leaves out unknown keys and invalid values, keeping the valid parts of a list', () => {
    expect(roundTrip('lang=id&facets=1&colour=red&technology=2,x,2,0&status=nope&order_by=price&page=-1')).toBe(
      'technology=2',
    );
    expect(roundTrip('industry_group=007&page_size=100&page=1000000')).toBe(
      'industry_group=7&page_size=100&page=1000000',
    );
    expect(roundTrip('page_size=101&page=1000001')).toBe('');
  });

  it('trims the search it writes, and writes none for blanks', () => {
    expect(writeListQuery(query({ search: '  harbour  ' }))).toBe('search=harbour');
    expect(writeListQuery(query({ search: '   ' }))).toBe('');
  });

  it('gives the HTTP client the same parameters the address bar shows', () => {
    const read = readListQuery('search=x&technology=1,2&order_by=name&page=2&page_size=10');
    expect(listQueryParams(read)).toEqual({
      technology: '1,2',
      order_by: 'name',
      page_size: '10',
      page: '2',
      search: 'x',
    });
    expect(queryString(listQueryParams(read))).toBe(writeListQuery(read));
  });

  it('drops paging for what a feed follows and a saved search keeps', () => {
    expect(writeListQuery(withoutPage(readListQuery('technology=1&page=4&page_size=20')))).toBe('technology=1');
  });
});

describe('query strings', () => {
  it('join lists with commas, leave out empty values and encode everything else', () => {
    expect(queryString({ a: ['1', 2], b: '', c: null, d: undefined, e: true, 'f g': 'x&y,z' })).toBe(
      'a=1,2&e=true&f%20g=x%26y,z',
    );
  });

  it('are read as a route reads them: a repeated key is a list', () => {
    expect(queryParams('?status=a&status=b&search=x')).toEqual({ status: ['a', 'b'], search: 'x' });
    expect(queryParams('  ')).toEqual({});
  });
});

describe('the plain form of a checked query', () => {
  const plain = (text: string) => plainListQueryText(solutionListQuery.parse(queryParams(text)));

  it('sorts ids, puts statuses in display order and leaves out paging and facets', () => {
    expect(plain('technology=3,1&status=review,release_public&page=2&facets=1&search=%20flood%20')).toBe(
      'technology=1,3&status=release_public,review&search=flood',
    );
    expect(plain('')).toBe('');
  });

  it('is what reading a saved query answers, and a refusal names the parameter', () => {
    expect(readListQueryText('order_by=name&technology=2,1')).toMatchObject({
      ok: true,
      text: 'technology=1,2&order_by=name',
    });
    expect(readListQueryText('technology=1,x')).toMatchObject({
      ok: false,
      problem: {
        message: 'technology must be a comma-separated list of ids',
        code: 'query.idList',
        params: { name: 'technology' },
      },
    });
    expect(readListQueryText('page=1&page=2')).toMatchObject({
      ok: false,
      problem: { message: expect.stringMatching(/^page: /) },
    });
  });
});

describe('orders', () => {
  it('split into field and direction and join back', () => {
    expect(orderParts('-technology')).toEqual({ field: 'technology', descending: true });
    expect(orderParts('name')).toEqual({ field: 'name', descending: false });
    expect(orderOf('new_release', true)).toBe('-new_release');
    expect(orderOf('name', false)).toBe('name');
  });
});

describe('New Release (docs/product.md §5.3)', () => {
  it('is the new_release order in either direction', () => {
    expect(isNewRelease('new_release')).toBe(true);
    expect(isNewRelease('-new_release')).toBe(true);
    expect(isNewRelease('name')).toBe(false);
    expect(isNewRelease(undefined)).toBe(false);
  });

  it('on writes its order, its status and a page of ten from page 1; off clears both', () => {
    const on = withNewRelease(readListQuery('technology=1&page=3&status=review'), true);
    expect(writeListQuery(on)).toBe('technology=1&order_by=new_release&status=release_public&page_size=10');
    expect(writeListQuery(withNewRelease(on, false))).toBe('technology=1&page_size=10');
  });

  it('shows public releases only, whoever asks', () => {
    for (const role of ['visitor', 'user', 'admin'] as const) {
      expect(listedStatusesFor(role, 'new_release')).toEqual(['release_public']);
      expect(listedStatusesFor(role, '-new_release')).toEqual(['release_public']);
    }
  });
});

describe('what each role may filter by (docs/product.md §2.2)', () => {
  const everything = readListQuery('industry_group=1&technology=2&status=review&contributor=3&pattern_of_use=4');

  it('gives visitors and users industry and technology, admins every group', () => {
    expect(filterGroupsFor('visitor')).toEqual(['industry_group', 'technology']);
    expect(filterGroupsFor('user')).toEqual(['industry_group', 'technology']);
    expect(filterGroupsFor('admin')).toEqual([
      'industry_group',
      'technology',
      'status',
      'contributor',
      'pattern_of_use',
    ]);
  });

  it('empties the groups a role has no control for', () => {
    expect(writeListQuery(listQueryFor('admin', everything))).toBe(
      'industry_group=1&technology=2&contributor=3&pattern_of_use=4&status=review',
    );
    expect(writeListQuery(listQueryFor('user', everything))).toBe('industry_group=1&technology=2');
    expect(writeListQuery(listQueryFor('visitor', everything))).toBe('industry_group=1&technology=2');
  });

  it('keeps status for other roles only as the New Release toggle’s', () => {
    const newRelease = readListQuery('order_by=new_release&status=release_public');
    expect(listQueryFor('visitor', newRelease)).toEqual(newRelease);
    const mixed = readListQuery('order_by=-new_release&status=release_public,review');
    expect(listQueryFor('user', mixed).filters.status).toEqual([]);
    expect(listQueryFor('visitor', readListQuery('status=release_public')).filters.status).toEqual([]);
  });

  it('lists the statuses each role may see (docs/product.md §5.1)', () => {
    expect(listedStatusesFor('visitor', undefined)).toEqual(['release_public']);
    expect(listedStatusesFor('user', 'name')).toEqual(['release_public', 'release_register']);
    expect(listedStatusesFor('admin', undefined)).toHaveLength(6);
  });
});
