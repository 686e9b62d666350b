import { stemmer as englishStem } from '@orama/stemmers/english';
import { stemmer as indonesianStem } from '@orama/stemmers/indonesian';

/**
 * A plain, brute-force reading of the search rules of issue 25, written apart from the engine
 * (apps/api/src/modules/search) so a change to its typo distance, stemming, prefix or synonyms
 * shows as a disagreement: every search word must be found in a solution's words by the same word
 * or stem (English or Indonesian), as a prefix when last, by a synonym term, or within 1 edit
 * (5+ letters) or 2 edits (9+ letters), counting the swap of neighbours as one edit.
 */

const words = (text: string) =>
  (
    text
      .normalize('NFKC')
      .toLowerCase()
      .match(/[\p{L}\p{N}\p{M}]+/gu) ?? []
  )
    .map((w) => w.normalize('NFD').replace(/\p{M}/gu, '').normalize('NFC'))
    .filter(Boolean);

/** Optimal string alignment distance, the whole table. */
export function osaDistance(a: string, b: string): number {
  const d: number[][] = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      d[i]![j] = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        d[i]![j] = Math.min(d[i]![j]!, d[i - 2]![j - 2]! + 1);
    }
  }
  return d[a.length]![b.length]!;
}

const allowance = (w: string) => ([...w].length >= 9 ? 2 : [...w].length >= 5 ? 1 : 0);

export interface ReferenceDoc {
  id: number;
  name: string;
  body: string;
}

/** Best [class, in name] of `word` in the doc, or null: class 2 same word or stem, 1 prefix, 0 typo. */
function wordScore(
  word: string,
  doc: { name: string[]; body: string[] },
  prefix: boolean,
  forgiving: boolean,
): [number, boolean] | null {
  let best: [number, boolean] | null = null;
  const consider = (token: string, inName: boolean) => {
    let cls = -1;
    if (token === word || englishStem(token) === englishStem(word) || indonesianStem(token) === indonesianStem(word))
      cls = 2;
    else if (prefix && token.startsWith(word)) cls = 1;
    else if (forgiving && allowance(word) > 0 && osaDistance(word, token) <= allowance(word)) cls = 0;
    if (cls < 0) return;
    if (!best || cls > best[0] || (cls === best[0] && inName && !best[1])) best = [cls, inName];
  };
  doc.name.forEach((t) => consider(t, true));
  doc.body.forEach((t) => consider(t, false));
  return best;
}

/** Per matching doc id, its rank: per clause 16 × class + 1 if in the name. */
export function referenceSearch(
  docs: readonly ReferenceDoc[],
  synonymSets: ReadonlyArray<readonly string[]>,
  terms: readonly string[],
): Map<number, number> {
  const query = terms.flatMap(words);
  const sets = synonymSets.map((set) => set.map((t) => words(t).join(' ')));
  const out = new Map<number, number>();
  for (const d of docs) {
    const doc = { name: words(d.name), body: words(d.body) };
    let rank = 0;
    let all = true;
    for (let i = 0; i < query.length && all;) {
      let length = 1;
      let others: string[] = [];
      for (let k = Math.min(3, query.length - i); k >= 1; k--) {
        const phrase = query.slice(i, i + k).join(' ');
        const set = sets.find((s) => s.includes(phrase));
        if (set) {
          length = k;
          others = set.filter((t) => t !== phrase);
          break;
        }
      }
      const alternatives = [
        query.slice(i, i + length).map((w, k) => ({ w, prefix: i + k === query.length - 1, forgiving: true })),
        ...others.map((t) => t.split(' ').map((w) => ({ w, prefix: false, forgiving: false }))),
      ];
      let best: [number, boolean] | null = null;
      for (const alternative of alternatives) {
        const scores = alternative.map((q) => wordScore(q.w, doc, q.prefix, q.forgiving));
        if (scores.some((s) => s === null)) continue;
        const cls = Math.min(...scores.map((s) => s![0]));
        const inName = scores.every((s) => s![1]);
        if (!best || cls > best[0] || (cls === best[0] && inName && !best[1])) best = [cls, inName];
      }
      if (!best) all = false;
      else rank += 16 * best[0] + (best[1] ? 1 : 0);
      i += length;
    }
    if (all && query.length) out.set(d.id, rank);
  }
  return out;
}
