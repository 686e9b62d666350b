import {
  type ListQuery,
  listQueryFor,
  readListQuery,
  type Role,
  withNewRelease,
  writeListQuery,
} from '@catalog/shared';
import { describe, expect, it } from 'vitest';
import {
  clearFilters,
  hasFilters,
  setDirection,
  setPage,
  setSearch,
  setSort,
  sortOf,
  toggleOption,
} from './catalog-query.ts';

const parse = (q: string) => readListQuery(q);
const toQueryString = writeListQuery;
const setNewRelease = withNewRelease;
const forViewer = (query: ListQuery, role: Role) => listQueryFor(role, query);
const roundTrip = (q: string) => toQueryString(parse(q));

describe('catalogue query in the address bar', () => {
  it('reads and writes the list API names in the order of docs/product.md §4.6, keeping commas readable', () => {
    expect(
      roundTrip('search=flood&page=2&technology=3,1&order_by=-name&industry_group=4&page_size=10&status=review'),
    ).toBe('industry_group=4&technology=3,1&order_by=-name&status=review&page_size=10&page=2&search=flood');
    expect(roundTrip('search=a%26b%2Cc')).toBe('search=a%26b,c');
    expect(roundTrip('')).toBe('');
  });

  it('drops what the API would refuse instead of sending it on', () => {
    expect(roundTrip('technology=1,x,-2,0,2&status=bogus,review&order_by=price&page=0&page_size=1000')).toBe(
      'technology=1,2&status=review',
    );
    expect(roundTrip('technology=1&technology=2,1')).toBe('technology=1,2');
  });

  it('toggles an option in and out of its group and starts again at page 1', () => {
    const p = toggleOption(parse('technology=1&page=3&page_size=10'), 'technology', '2');
    expect(toQueryString(p)).toBe('technology=1,2&page_size=10');
    expect(toQueryString(toggleOption(p, 'technology', '1'))).toBe('technology=2&page_size=10');
  });

  it('New Release on sets order_by and status, off clears both, page_size 10 either way (docs/product.md §5.3)', () => {
    const on = setNewRelease(parse('search=x&page=4'), true);
    expect(toQueryString(on)).toBe('order_by=new_release&status=release_public&page_size=10&search=x');
    expect(toQueryString(setNewRelease(on, false))).toBe('page_size=10&search=x');
  });

  it('sorts: Descending prefixes a minus, the active field clears, a field ends New Release', () => {
    expect(toQueryString(setSort(parse(''), 'name', 'asc'))).toBe('order_by=name');
    expect(toQueryString(setSort(parse(''), 'technology', 'desc'))).toBe('order_by=-technology');
    expect(toQueryString(setSort(parse('order_by=name'), null, 'asc'))).toBe('');
    expect(toQueryString(setDirection(parse('order_by=name&page=2'), 'desc'))).toBe('order_by=-name');
    expect(toQueryString(setDirection(parse(''), 'desc'))).toBe('');
    expect(
      toQueryString(setSort(parse('order_by=new_release&status=release_public&page_size=10'), 'name', 'asc')),
    ).toBe('order_by=name&page_size=10');
    expect(sortOf(parse('order_by=-technology'))).toEqual({ field: 'technology', direction: 'desc' });
    expect(sortOf(parse('order_by=new_release'))).toEqual({ field: null, direction: 'asc' });
  });

  it('Clear Filters empties every group and New Release, keeping search and sort', () => {
    const p = parse(
      'industry_group=1&technology=2&status=review&contributor=3&pattern_of_use=4&order_by=name&search=x&page=2',
    );
    expect(toQueryString(clearFilters(p))).toBe('order_by=name&search=x');
    expect(toQueryString(clearFilters(parse('order_by=new_release&status=release_public')))).toBe('');
  });

  it('sends only the groups the viewer has controls for (docs/product.md §2.2)', () => {
    const p = parse('industry_group=1&technology=2&status=review&contributor=3&pattern_of_use=4');
    expect(toQueryString(forViewer(p, 'admin'))).toBe(
      'industry_group=1&technology=2&contributor=3&pattern_of_use=4&status=review',
    );
    expect(toQueryString(forViewer(p, 'visitor'))).toBe('industry_group=1&technology=2');
    expect(toQueryString(forViewer(parse('order_by=new_release&status=release_public'), 'user'))).toBe(
      'order_by=new_release&status=release_public',
    );
    expect(hasFilters(parse('contributor=3'), 'user')).toBe(false);
    expect(hasFilters(parse('contributor=3'), 'admin')).toBe(true);
    expect(hasFilters(parse('order_by=new_release'), 'visitor')).toBe(true);
  });

  it('a search or a page change: search resets the page, paging sets page and page_size', () => {
    expect(toQueryString(setSearch(parse('page=3&page_size=10'), 'forest'))).toBe('page_size=10&search=forest');
    expect(toQueryString(setPage(parse('technology=1'), 3, 10))).toBe('technology=1&page_size=10&page=3');
  });
});
