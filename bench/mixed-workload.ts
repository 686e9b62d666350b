import { ORDER_BY_VALUES, SOLUTION_STATUS_IDS } from '@catalog/shared';
import { seededRandom } from '../apps/api/src/db/seed/seed-art.ts';
import { type GeneratedInfo, WORDS } from './generate.ts';

/**
 * List URLs the way visitors make them: each one different, on varied pages, with none, one or
 * two filter groups, half of them searching a word of the catalogue, in every order, always
 * with facet counts as the web client asks. Seeded, so every run replays the same list.
 */
export function mixedWorkloadUrls(info: GeneratedInfo, count = 2000, seed = 14): string[] {
  const rand = seededRandom(seed);
  const int = (min: number, max: number) => min + Math.floor(rand() * (max - min + 1));
  const pick = <T>(list: readonly T[]) => list[Math.floor(rand() * list.length)]!;
  const ids = (max: number) => [...new Set(Array.from({ length: int(1, 2) }, () => int(1, max)))].join(',');
  const groups: Array<[string, () => string]> = [
    ['industry_group', () => ids(info.lookups.industries)],
    ['technology', () => ids(info.lookups.technologies)],
    ['pattern_of_use', () => ids(info.lookups.patterns)],
    ['contributor', () => ids(info.lookups.contributors)],
    ['status', () => pick(SOLUTION_STATUS_IDS)],
  ];
  const urls = new Set<string>();
  while (urls.size < count) {
    const params = new URLSearchParams();
    const filters = int(0, 2);
    const chosen = new Set<number>();
    while (chosen.size < filters) chosen.add(int(0, groups.length - 1));
    for (const g of chosen) params.set(groups[g]![0], groups[g]![1]());
    if (rand() < 0.5) params.set('search', pick(WORDS));
    const order = pick([undefined, ...ORDER_BY_VALUES]);
    if (order) params.set('order_by', order);
    // Most visitors stay near the first pages.
    params.set('page', String(rand() < 0.5 ? 1 : int(2, rand() < 0.8 ? 5 : 40)));
    params.set('facets', '1');
    urls.add(`/api/catalog/solution?${params}`);
  }
  return [...urls];
}
