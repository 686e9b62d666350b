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

/** How a search word is written: as in the catalogue, with one typo, or with an Indonesian affix. */
export type WordForm = 'exact' | 'typo' | 'affix';

const AFFIXES: Array<(w: string) => string> = [
  (w) => `${w}nya`,
  (w) => `pe${w}an`,
  (w) => `di${w}kan`,
  (w) => `${w}an`,
];

/**
 * `word` as a visitor might type it: with one typo (two neighbours swapped, a letter dropped or
 * doubled, inside the word) or an Indonesian affix the Indonesian stemmer removes.
 */
export function writeWord(word: string, form: WordForm, rand: () => number): string {
  if (form === 'exact') return word;
  if (form === 'affix') return AFFIXES[Math.floor(rand() * AFFIXES.length)]!(word);
  const i = 1 + Math.floor(rand() * (word.length - 2));
  const edits = [
    () => word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2),
    () => word.slice(0, i) + word.slice(i + 1),
    () => word.slice(0, i) + word[i] + word.slice(i),
  ];
  return edits[Math.floor(rand() * edits.length)]!();
}

/**
 * Search URLs only, each word written in `form` (words of five letters or more, so a typo is
 * allowed), with the mixed workload's pages, orders, filters and facets: the typo and affix lists
 * are timed beside the exact one (issue 25: forgiveness stays within 1.5 times its p99).
 */
export function searchWorkloadUrls(info: GeneratedInfo, form: WordForm, count = 500, seed = 25): string[] {
  const rand = seededRandom(seed);
  const words = WORDS.filter((w) => w.length >= 5);
  const base = mixedWorkloadUrls(info, count, seed).map((u) => new URL(u, 'http://x'));
  return base.map((u) => {
    u.searchParams.set('search', writeWord(words[Math.floor(rand() * words.length)]!, form, rand));
    return `${u.pathname}?${u.searchParams}`;
  });
}

/** What people type into the search box before picking a suggestion: 2 to 6 letters of a word, some with a typo. */
export function suggestUrls(count = 500, seed = 26): string[] {
  const rand = seededRandom(seed);
  const urls = new Set<string>();
  while (urls.size < count) {
    const word = WORDS[Math.floor(rand() * WORDS.length)]!;
    const typed =
      rand() < 0.25 && word.length >= 6 ? writeWord(word, 'typo', rand) : word.slice(0, 2 + Math.floor(rand() * 5));
    urls.add(`/api/catalog/suggest?q=${encodeURIComponent(typed)}`);
  }
  return [...urls];
}
