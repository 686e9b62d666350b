import { describe, expect, it } from 'vitest';
import { pageCount, pageItems } from './page-range.ts';

describe('pageItems (docs/product.md §3.6 paginator)', () => {
  it('lists every page when they fit', () => {
    expect(pageItems(1, 0)).toEqual([]);
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('keeps first and last, one sibling each side, and ellipses for the gaps', () => {
    expect(pageItems(1, 20)).toEqual([1, 2, 3, 4, 5, 'end-ellipsis', 20]);
    expect(pageItems(10, 20)).toEqual([1, 'start-ellipsis', 9, 10, 11, 'end-ellipsis', 20]);
    expect(pageItems(20, 20)).toEqual([1, 'start-ellipsis', 16, 17, 18, 19, 20]);
  });

  it('shows a single hidden page instead of an ellipsis, so the count of items stays the same', () => {
    expect(pageItems(4, 20)).toEqual([1, 2, 3, 4, 5, 'end-ellipsis', 20]);
    expect(pageItems(5, 20)).toEqual([1, 'start-ellipsis', 4, 5, 6, 'end-ellipsis', 20]);
    expect(pageItems(17, 20)).toEqual([1, 'start-ellipsis', 16, 17, 18, 19, 20]);
    for (let page = 1; page <= 20; page++) expect(pageItems(page, 20)).toHaveLength(7);
  });

  it('clamps a page outside the range', () => {
    expect(pageItems(99, 8)).toEqual(pageItems(8, 8));
    expect(pageItems(0, 8)).toEqual(pageItems(1, 8));
  });

  it('counts pages as the ceiling of total over page size', () => {
    expect(pageCount(0, 10)).toBe(0);
    expect(pageCount(10, 10)).toBe(1);
    expect(pageCount(11, 10)).toBe(2);
  });
});
