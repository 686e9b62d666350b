import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { plainText } from '../src/lib/plain-text.ts';
import { highlightOf, markWords, WINDOW_WORDS } from '../src/modules/solutions/search/highlight.ts';
import { wordSpans, wordsOf } from '../src/modules/solutions/search/words.ts';

/** The window as docs/decisions/0165 states it, from every word of the description. */
function referenceHighlight(card: { name: string; description: string }, matched: ReadonlySet<string>) {
  const text = plainText(card.description);
  const spans = wordSpans(text);
  const first = Math.max(
    0,
    spans.findIndex((s) => matched.has(s.word)),
  );
  const start = Math.max(0, Math.min(first - 4, spans.length - WINDOW_WORDS));
  const end = Math.min(spans.length, start + WINDOW_WORDS);
  const from = start > 0 ? spans[start]!.start : 0;
  const to = end < spans.length ? spans[end - 1]!.end : text.length;
  const window = text.slice(from, to).trim();
  return {
    name: markWords(card.name, matched),
    description: `${start > 0 ? '… ' : ''}${markWords(window, matched)}${end < spans.length ? ' …' : ''}`,
  };
}

const WORDS = ['banjir', 'flood', 'Peta', 'jalan', 'café', 'ÉTÉ', 'x', '42', 'sig'];

describe('highlights read the description only as far as the window needs', () => {
  it('gives the window a reading of every word gives, wherever the first found word stands', () => {
    const text = fc
      .array(fc.tuple(fc.constantFrom(...WORDS), fc.constantFrom(' ', ', ', '. ', ' <b>', '</b> ', ' &amp; ', '\n')), {
        maxLength: 40,
      })
      .map((parts) => parts.map(([word, gap]) => word + gap).join(''));
    fc.assert(
      fc.property(
        text,
        text,
        fc.subarray(['banjir', 'flood', 'cafe', 'ete', '42', 'sig']),
        (name, description, found) => {
          const card = { name, description };
          const matched = new Set(found);
          expect(highlightOf(card, matched)).toEqual(referenceHighlight(card, matched));
          // Asked again for the same card, from its kept plain text.
          expect(highlightOf(card, matched)).toEqual(referenceHighlight(card, matched));
        },
      ),
      { numRuns: 500 },
    );
  });

  it('marks a word found far into a long description, with the text cut on both sides', () => {
    const words = Array.from({ length: 200 }, (_, i) => `word${i}`);
    words[150] = 'Banjir';
    const { description } = highlightOf({ name: 'Peta', description: words.join(' ') }, new Set(['banjir']));
    expect(description).toBe(
      `… ${words.slice(146, 150).join(' ')} <mark>Banjir</mark> ${words.slice(151, 156).join(' ')} …`,
    );
  });
});

describe('word spans', () => {
  it('are the words wordsOf reads, each where it stands in the text', () => {
    // ASCII letters, digits and punctuation meet accented, combining and wide characters.
    const piece = fc.constantFrom(
      'Flood',
      'peta',
      'SIG',
      '42',
      'a1b2',
      '_',
      '-',
      ' ',
      '.',
      '\t',
      '\n',
      'café',
      'e\u0301',
      'Ｗ',
      'ß',
    );
    fc.assert(
      fc.property(
        fc.array(piece, { maxLength: 30 }).map((parts) => parts.join('')),
        (text) => {
          const spans = wordSpans(text);
          expect(spans.map((s) => s.word)).toEqual(wordsOf(text));
          for (const s of spans) expect(wordsOf(text.slice(s.start, s.end))).toEqual([s.word]);
        },
      ),
      { numRuns: 500 },
    );
  });
});
