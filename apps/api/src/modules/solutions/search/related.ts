import { RELATED_MAX } from '@catalog/shared';
import { type Bitset, forEachMember, has } from '../catalog-index/bitset.ts';
import type { CatalogIndex } from '../catalog-index/catalog-index.ts';
import { topRanked } from '../catalog-index/top-ranked.ts';

/** What one shared value weighs (docs/decisions/0168). */
export const RELATED_WEIGHTS = { industry: 3, technology: 3, product: 2, word: 1 } as const;
/** Name words this short (and, of, GIS) say little about what two solutions share. */
const MIN_WORD = 4;

/**
 * Up to six other solutions among `visible` rows most like the solution at row `p`: per shared
 * industry 3, technology 3, ArcGIS product 2, name word (4 letters or more) 1; then newest id
 * first, as relevance ties are broken. Solutions sharing nothing are not related.
 */
export function relatedIds(index: CatalogIndex, p: number, visible: Bitset): number[] {
  const score = new Float64Array(index.capacity);
  const touched: number[] = [];
  const visitor = (weight: number) => (q: number) => {
    if (q === p || !has(visible, q)) return;
    if (score[q] === 0) touched.push(q);
    score[q]! += weight;
  };
  const add = (rows: Bitset | undefined, weight: number) => rows && forEachMember(rows, visitor(weight));
  for (const id of index.valuesAt('industry_group', p))
    add(index.rowsWith('industry_group', Number(id)), RELATED_WEIGHTS.industry);
  for (const id of index.valuesAt('technology', p))
    add(index.rowsWith('technology', Number(id)), RELATED_WEIGHTS.technology);
  for (const id of index.products.valuesAt(p)) add(index.productSets.get(id), RELATED_WEIGHTS.product);
  for (const word of index.text.nameWordsOf(p)) {
    if (index.text.wordOf(word).length < MIN_WORD) continue;
    index.text.forEachRowOf(word, visitor(RELATED_WEIGHTS.word));
  }
  return topRanked(RELATED_MAX, (offer) => touched.forEach((q) => offer(score[q]!, index.ids[q]!)));
}
