import { SUGGEST_MAX, type Suggestion, type SuggestionKind } from '@catalog/shared';
import { type Bitset, forEachMember, intersectionOf, popcount } from '../catalog-index/bitset.ts';
import type { CatalogIndex } from '../catalog-index/catalog-index.ts';
import { rankLevels, worthWalking } from '../catalog-index/relevance.ts';
import { topRankedTagged } from '../catalog-index/top-ranked.ts';
import type { LabelKind } from '../catalog-index/catalog-index.repository.ts';
import { escapeHtml } from './highlight.ts';
import type { TextHits } from './text-index.ts';
import { foldWord, wordSpans } from './words.ts';

/** Lookup values a suggestion list always leaves room for, when it has that many. */
const LOOKUP_ROOM = 3;
const KIND_ORDER: readonly SuggestionKind[] = ['solution', 'industry', 'technology', 'pattern_of_use', 'contributor'];

interface Candidate {
  kind: SuggestionKind;
  id: number;
  label: string;
  rank: number;
}

/**
 * `label` escaped, with `<mark>` around what matched: the typed part of a word the last search word
 * begins, or the whole of any other found word (docs/decisions/0167).
 */
export function markLabel(label: string, matched: ReadonlySet<string>, last: string): string {
  let out = '';
  let at = 0;
  for (const span of wordSpans(label)) {
    if (!matched.has(span.word)) continue;
    const end = span.word !== last && span.word.startsWith(last) ? span.start + last.length : span.end;
    out += `${escapeHtml(label.slice(at, span.start))}<mark>${escapeHtml(label.slice(span.start, end))}</mark>`;
    at = end;
  }
  return out + escapeHtml(label.slice(at));
}

const better = (a: Candidate, b: Candidate) =>
  b.rank - a.rank ||
  KIND_ORDER.indexOf(a.kind) - KIND_ORDER.indexOf(b.kind) ||
  a.label.length - b.label.length ||
  a.label.localeCompare(b.label) ||
  a.id - b.id;

/**
 * The best `k` of `hits`' rows of a lookup list: higher rank, then the shorter label, then the newer
 * id, by a heap (the lists are short).
 */
function bestOf(
  hits: TextHits,
  labelOf: (p: number) => string,
  idOf: (p: number) => number,
  candidate: (p: number, rank: number) => Candidate,
  k: number,
): Candidate[] {
  const best = topRankedTagged(k, (offer) => {
    let n = 0;
    forEachMember(hits.set, (p) => {
      const rank = hits.ranks[n++]!;
      // Rank first; among equals the shorter label (names are far shorter than 1,000 characters).
      offer(rank * 1000 - Math.min(labelOf(p).length, 999), idOf(p), p);
    });
  });
  // Every row's rank, read again for the few kept (in the order of the hits' rows).
  const kept = new Map(best.map(({ tag }) => [tag, 0]));
  let n = 0;
  forEachMember(hits.set, (p) => {
    if (kept.has(p)) kept.set(p, hits.ranks[n]!);
    n++;
  });
  return best.map(({ tag }) => candidate(tag, kept.get(tag)!));
}

/**
 * The best `k` solutions of `hits` among `visible` (docs/decisions/0194): rank level by level, and
 * within a level the index's suggestion order (shorter name, then newer). A level holding many rows
 * is walked in that order until `k` are found, a few hundred steps; a sparse one goes through a
 * heap, which costs what it holds. Both give `bestOf`'s order.
 */
export function bestSolutions(index: CatalogIndex, hits: TextHits, visible: Bitset, k: number): Candidate[] {
  const found: Candidate[] = [];
  for (const { rank, rows: ranked } of rankLevels(hits)) {
    if (found.length >= k) break;
    const level = intersectionOf([ranked, visible]);
    const wanted = k - found.length;
    const rows = worthWalking(popcount(level), wanted, index.capacity)
      ? index.firstInSuggestionOrder(level, wanted)
      : topRankedTagged(wanted, (offer) =>
          forEachMember(level, (p) => offer(-index.suggestionKey(p), index.ids[p]!, p)),
        ).map((best) => best.tag);
    for (const p of rows) found.push({ kind: 'solution', id: index.ids[p]!, label: index.names[p]!, rank });
  }
  return found;
}

/** Whether position `p` is in `set`. */
const holds = (set: Bitset, p: number) => (set[p >>> 5]! & (1 << (p & 31))) !== 0;

/**
 * The best `k` solutions among `visible` for one typed word (docs/decisions/0199): class of match
 * by class, best first, the first rows of each found word's names in the suggestion order. The
 * first `k` of their union are among the first `k` of each word's own rows, so each word gives
 * at most that many and a handful are sorted: the work follows `k`, not how many names match.
 */
export function bestByWords(
  index: CatalogIndex,
  levels: ReadonlyArray<{ rank: number; ids: readonly number[] }>,
  visible: Bitset,
  k: number,
): Candidate[] {
  const found: Candidate[] = [];
  const taken = new Set<number>();
  for (const { rank, ids } of levels) {
    const wanted = k - found.length;
    if (wanted <= 0) break;
    const picked = new Set<number>();
    const offer = (rows: Iterable<number>) => {
      let n = 0;
      for (const p of rows) {
        if (n === wanted) break;
        if (!holds(visible, p) || taken.has(p)) continue;
        picked.add(p);
        n++;
      }
    };
    for (const id of ids) {
      const { built, added } = index.text.nameRowsOf(id);
      offer(built);
      // Rows a patch added are few, and in the order they came.
      if (added.length > 0) offer([...added].sort(index.bySuggestion));
    }
    for (const p of [...picked].sort(index.bySuggestion).slice(0, wanted)) {
      taken.add(p);
      found.push({ kind: 'solution', id: index.ids[p]!, label: index.names[p]!, rank });
    }
  }
  return found;
}

/**
 * Up to eight suggestions for `terms`: solutions among `visible` rows and values of `kinds`, whose
 * names hold every word (the last as a prefix, typos allowed), best first; lookup values keep
 * room for three when there are that many.
 */
export function suggest(
  index: CatalogIndex,
  terms: readonly string[],
  visible: Bitset,
  kinds: readonly LabelKind[],
): Suggestion[] {
  if (terms.length === 0) return [];
  const hits = index.text.wordsByClass(terms) ?? index.text.search(terms, true);
  const solutions =
    'levels' in hits
      ? bestByWords(index, hits.levels, visible, SUGGEST_MAX)
      : bestSolutions(index, hits, visible, SUGGEST_MAX);
  const matched = new Set(hits.matched);
  const lookups = kinds.flatMap((kind) => {
    const { ids, names, text } = index.labels[kind];
    const hits = text.search(terms, true);
    hits.matched.forEach((w) => matched.add(w));
    return bestOf(
      hits,
      (p) => names[p]!,
      (p) => ids[p]!,
      (p, rank) => ({ kind, id: ids[p]!, label: names[p]!, rank }),
      SUGGEST_MAX,
    );
  });
  lookups.sort(better);
  const takeLookups = Math.min(lookups.length, Math.max(LOOKUP_ROOM, SUGGEST_MAX - solutions.length));
  const chosen = [...lookups.slice(0, takeLookups), ...solutions.slice(0, SUGGEST_MAX - takeLookups)];
  const last = foldWord(terms.at(-1)!);
  return chosen
    .sort(better)
    .map((c) => ({ kind: c.kind, id: c.id, label: c.label, highlight: markLabel(c.label, matched, last) }));
}
