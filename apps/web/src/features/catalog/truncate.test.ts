import { describe, expect, it } from 'vitest';
import { truncateWords } from './truncate.ts';

describe('truncateWords (docs/product.md §3.6 card name and description)', () => {
  it('cuts after the given number of words and marks the cut', () => {
    expect(truncateWords('One two three four five six', 5)).toBe('One two three four five...');
    expect(truncateWords('One two three four five', 5)).toBe('One two three four five');
    expect(truncateWords('  spaced   out\nwords ', 5)).toBe('spaced out words');
    expect(truncateWords('', 5)).toBe('');
  });
});
