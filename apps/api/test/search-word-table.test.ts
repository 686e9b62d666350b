import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { WordTable } from '../src/modules/solutions/search/word-table.ts';
import { stemmer as englishStem } from '@orama/stemmers/english';
import { stemmer as indonesianStem } from '@orama/stemmers/indonesian';
import { stemsOf, wordsOf } from '../src/modules/solutions/search/words.ts';

// Characters where a fast path could part from `wordsOf`: cases, digits, ASCII punctuation (some
// of it case-ignorable), spaces of every kind, accents precomposed and combining, a final sigma,
// compatibility forms NFKC rewrites, a mark that composes with '<', letters outside the BMP.
const PIECES = [
  ..."aZq09 \t\n\r.,:;'^`_-<=>/",
  'é',
  'E\u0301',
  '\u0301',
  'Σ',
  'ΟΔΟΣ',
  'ﬁ',
  'Ａ',
  '\u0338',
  '\u00a0',
  '\u2028',
  'ǅ',
  '𝐀',
  'İ',
  'ß',
  'Banjirnya',
  'ÉMILE',
];

describe('the dictionary read by character codes', () => {
  it('reads exactly the words wordsOf reads, and gives one word one id', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.array(fc.constantFrom(...PIECES), { maxLength: 40 }).map((p) => p.join('')),
          { maxLength: 6 },
        ),
        (texts) => {
          const table = new WordTable();
          for (const text of texts) {
            const ids: number[] = [];
            table.scan(text, (id) => ids.push(id));
            expect(
              ids.map((id) => table.words[id]),
              JSON.stringify(text),
            ).toEqual(wordsOf(text));
          }
          expect(new Set(table.words).size).toBe(table.size);
          table.words.forEach((word, id) => expect(table.get(word)).toBe(id));
        },
      ),
      { numRuns: 500 },
    );
  });

  it('files many words and long ones', () => {
    const table = new WordTable();
    const text = Array.from({ length: 20_000 }, (_, i) => `w${i.toString(36)}`).join(' ') + ' ' + 'x'.repeat(10_000);
    const ids: number[] = [];
    table.scan(text, (id) => ids.push(id));
    expect(table.size).toBe(20_001);
    expect(table.words[ids.at(-1)!]).toBe('x'.repeat(10_000));
    table.scan('W0 WZ', (id) => ids.push(id));
    expect(ids.slice(-2)).toEqual([0, table.get('wz')]);
  });

  it('keeps every id as the dictionary grows over many texts, ASCII or not', () => {
    const table = new WordTable();
    const idsOf = (text: string) => {
      const ids: number[] = [];
      table.scan(text, (id) => ids.push(id));
      return ids;
    };
    // Words first filed through the path past ASCII, met later in ASCII texts.
    const early = idsOf('Émile kota—banjir');
    for (let t = 0; t < 3000; t++) {
      const fresh = Array.from({ length: 12 }, (_, k) => `t${t}w${k}`);
      const text = [...fresh, 'banjir', `t${t >> 1}w3`, 'KOTA'].join(t % 7 === 0 ? ' — ' : ', ');
      const ids = idsOf(text);
      expect(ids.map((id) => table.words[id])).toEqual(wordsOf(text));
      expect(ids.at(-3)).toBe(early.at(-1));
      expect(ids.at(-1)).toBe(early[1]);
    }
    expect(table.size).toBe(3 + 3000 * 12);
    table.words.forEach((word, id) => expect(table.get(word)).toBe(id));
  });

  it('tells apart words of one length whose hashes are the same', () => {
    // w4pvu and wb3ea share their 32-bit FNV-1a hash, the one the dictionary files words by.
    const table = new WordTable();
    const ids: number[] = [];
    table.scan('w4pvu wb3ea WB3EA w4pvu', (id) => ids.push(id));
    expect(ids.map((id) => table.words[id])).toEqual(['w4pvu', 'wb3ea', 'wb3ea', 'w4pvu']);
    expect(ids[0]).not.toBe(ids[1]);
    expect([table.get('w4pvu'), table.get('wb3ea')]).toEqual([ids[0], ids[1]]);
  });

  it('takes a word of digits for its own stem, as both stemmers do', () => {
    const words = [...Array.from({ length: 30_000 }, (_, i) => String(i)), '007', '0000', '12345678901234567890'];
    for (const word of words) {
      expect([englishStem(word), indonesianStem(word)]).toEqual([word, word]);
      expect(stemsOf(word)).toEqual([word, word]);
    }
    expect(stemsOf('12s')).toEqual([englishStem('12s'), indonesianStem('12s')]);
  });
});
