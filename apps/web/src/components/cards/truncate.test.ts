import { describe, expect, it } from 'vitest';
import { snippetParts, truncateWords } from './truncate.ts';

describe('truncateWords (docs/product.md §3.6 card name and description)', () => {
  it('cuts after the given number of words and marks the cut', () => {
    expect(truncateWords('One two three four five six', 5)).toBe('One two three four five...');
    expect(truncateWords('One two three four five', 5)).toBe('One two three four five');
    expect(truncateWords('  spaced   out\nwords ', 5)).toBe('spaced out words');
    expect(truncateWords('', 5)).toBe('');
  });
});

describe('snippetParts with a search highlight (docs/decisions/0183-search-suggestions.md)', () => {
  const read = (html: string, words: number) =>
    snippetParts(new DOMParser().parseFromString(html, 'text/html').body, words, { allowed: ['mark'], dropped: [] });

  it('keeps the marked words as marked runs and the escaped text as text', () => {
    const { parts } = read('Flood <mark>monitoring</mark> &lt;b&gt; &amp; more', 10);
    expect(parts.map((p) => [p.text, p.marked])).toEqual([
      ['Flood ', false],
      ['monitoring', true],
      [' <b> & more', false],
    ]);
  });

  it('counts a word split by a mark once when cutting', () => {
    const { parts, truncated } = read('Peta <mark>banjir</mark>nya di Jakarta Utara dan sekitarnya', 4);
    expect(parts.map((p) => p.text).join('')).toBe('Peta banjirnya di Jakarta');
    expect(truncated).toBe(true);
  });
});
