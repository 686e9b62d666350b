import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { membersOf } from '../src/modules/solutions/catalog-index/bitset.ts';
import { TextIndex } from '../src/modules/solutions/search/text-index.ts';

// Few distinct words, with stems, prefixes and near misses of each other, so a search finds
// several dictionary words in several ways at once.
const WORDS = [
  'banjir',
  'banjirnya',
  'flood',
  'flooding',
  'floods',
  'peta',
  'pemetaan',
  'map',
  'maps',
  'river',
  'rivers',
];
const text = fc.array(fc.constantFrom(...WORDS), { maxLength: 6 }).map((w) => w.join(' '));
const doc = fc.record({ name: text, text });

describe('a one-clause search split by rank (docs/decisions/0207)', () => {
  it('finds the rows and ranks the general search finds, after rows are taken out and added', () => {
    fc.assert(
      fc.property(
        fc.array(doc, { minLength: 1, maxLength: 40 }),
        fc.array(fc.nat(), { maxLength: 6 }),
        fc.array(doc, { maxLength: 4 }),
        fc.constantFrom(...WORDS, 'floood', 'banjr', 'pet', 'rive', 'sungai'),
        fc.boolean(),
        (docs, removed, added, word, withSynonyms) => {
          const size = docs.length + added.length;
          const index = new TextIndex(
            size,
            docs.map((d, position) => ({ position, ...d })),
            withSynonyms
              ? [
                  ['sungai', 'river'],
                  ['peta', 'map'],
                ]
              : [],
          );
          for (const r of removed) index.removeRow(r % docs.length);
          added.forEach((d, k) => index.addRow({ position: docs.length + k, ...d }));
          const general = index.search([word]);
          const rankOf = new Map<number, number>();
          membersOf(general.set).forEach((p, k) => rankOf.set(p, general.ranks[k]!));
          const coded = index.searchByCode([word])!;
          expect(membersOf(coded.set)).toEqual(membersOf(general.set));
          expect(coded.size).toBe(general.size);
          expect(coded.matched).toEqual(general.matched);
          const seen = new Map<number, number>();
          for (const level of coded.levels) {
            expect(level.rows.some((w) => w !== 0)).toBe(true);
            for (const p of membersOf(level.rows)) {
              expect(seen.has(p)).toBe(false);
              seen.set(p, level.rank);
            }
          }
          expect(seen).toEqual(rankOf);
          // Best level first.
          expect(coded.levels.map((l) => l.rank)).toEqual(coded.levels.map((l) => l.rank).toSorted((a, b) => b - a));
        },
      ),
      { numRuns: 300 },
    );
  });
});
