import { type Bitset, addTo, emptyBitset } from '../catalog-index/bitset.ts';
import { bitCount, charSignature, foldWord, stemsOf, typoAllowance, withinEdits, wordsOf } from './words.ts';

/** What the engine reads of one solution: its name and the plain text of its rich fields. */
export interface TextDoc {
  position: number;
  name: string;
  text: string;
}

/** How well a search word found a dictionary word (higher is better). */
export const MATCH = { typo: 0, prefix: 1, exact: 2 } as const;

/** A search's hits on the index: rows, each row's rank in row order, and the words that matched. */
export interface TextHits {
  set: Bitset;
  size: number;
  ranks: Float64Array;
  matched: Set<string>;
}

/** One search word or synonym term word, and how forgiving its lookup is. */
interface WordQuery {
  word: string;
  prefix: boolean;
  forgiving: boolean;
}

/** Per-row code of a word or clause: 0 not found, else 1 + 2·class + (1 if in the name). */
const code = (cls: number, inName: boolean) => 1 + 2 * cls + (inName ? 1 : 0);

/**
 * The words of every solution, held in memory (docs/decisions/0164): a dictionary of folded words,
 * per word the rows it occurs in (ascending) and whether in the name, the words under each English
 * and Indonesian stem, the dictionary sorted for prefixes and bucketed by length for typos.
 */
export class TextIndex {
  private readonly ids = new Map<string, number>();
  private readonly words: string[] = [];
  private readonly rows: Int32Array[] = [];
  private readonly inName: Uint8Array[] = [];
  private readonly byStem = new Map<string, number[]>();
  private readonly sorted: string[];
  private readonly byLength: Array<{ ids: Int32Array; signatures: Int32Array }> = [];
  /** Per row, the dictionary ids of its name's words (compressed rows: `nameStart[p]…nameStart[p+1]`). */
  private readonly nameStart: Uint32Array;
  private readonly nameWords: Int32Array;
  /** Each synonym term (its words joined by one space) to the word lists of the other terms of its set. */
  private readonly synonyms = new Map<string, string[][]>();
  private readonly scratch: Uint8Array[] = [];

  constructor(
    readonly size: number,
    docs: Iterable<TextDoc>,
    synonymSets: ReadonlyArray<readonly string[]> = [],
  ) {
    const rows: number[][] = [];
    const flags: number[][] = [];
    const nameStart = new Uint32Array(size + 1);
    const nameWords: number[] = [];
    const seen = new Map<number, number>();
    for (const doc of docs) {
      seen.clear();
      for (const w of wordsOf(doc.name)) seen.set(this.idOf(w, rows, flags), 1);
      for (const id of seen.keys()) nameWords.push(id);
      nameStart[doc.position + 1] = seen.size;
      for (const w of wordsOf(doc.text)) {
        const id = this.idOf(w, rows, flags);
        if (!seen.has(id)) seen.set(id, 0);
      }
      for (const [id, flag] of seen) {
        rows[id]!.push(doc.position);
        flags[id]!.push(flag);
      }
    }
    for (let p = 0; p < size; p++) nameStart[p + 1]! += nameStart[p]!;
    this.nameStart = nameStart;
    this.nameWords = Int32Array.from(nameWords);
    for (let id = 0; id < this.words.length; id++) {
      // Rows arrive in position order when docs do; sort for any other order.
      const r = Int32Array.from(rows[id]!);
      const f = Uint8Array.from(flags[id]!);
      if (!isAscending(r)) sortTogether(r, f);
      this.rows.push(r);
      this.inName.push(f);
      const word = this.words[id]!;
      for (const stem of new Set(stemKeys(word))) {
        const list = this.byStem.get(stem);
        if (list) list.push(id);
        else this.byStem.set(stem, [id]);
      }
    }
    this.sorted = [...this.words].sort();
    const buckets: number[][] = [];
    this.words.forEach((w, id) => (buckets[w.length] ??= []).push(id));
    for (let len = 0; len < buckets.length; len++) {
      const ids = Int32Array.from(buckets[len] ?? []);
      this.byLength.push({ ids, signatures: Int32Array.from(ids, (id) => charSignature(this.words[id]!)) });
    }
    for (const set of synonymSets) {
      const terms = set.map((t) => wordsOf(t)).filter((t) => t.length > 0);
      terms.forEach((term, i) =>
        this.synonyms.set(
          term.join(' '),
          terms.filter((_, j) => j !== i),
        ),
      );
    }
  }

  private idOf(word: string, rows: number[][], flags: number[][]): number {
    let id = this.ids.get(word);
    if (id === undefined) {
      id = this.words.length;
      this.ids.set(word, id);
      this.words.push(word);
      rows.push([]);
      flags.push([]);
    }
    return id;
  }

  /** How many distinct words the index holds. */
  get dictionarySize() {
    return this.words.length;
  }

  /**
   * The dictionary words a search word finds, each with how well: the same word or stem (exact),
   * a word it begins (prefix, when `prefix`), a word within its typo allowance (typo, when
   * `forgiving`). A word found several ways counts its best.
   */
  lookup(q: WordQuery): Map<number, number> {
    const found = new Map<number, number>();
    const offer = (id: number, cls: number) => {
      if ((found.get(id) ?? -1) < cls) found.set(id, cls);
    };
    const exact = this.ids.get(q.word);
    if (exact !== undefined) offer(exact, MATCH.exact);
    for (const stem of stemKeys(q.word)) for (const id of this.byStem.get(stem) ?? []) offer(id, MATCH.exact);
    if (q.prefix) {
      for (let i = lowerBound(this.sorted, q.word); i < this.sorted.length; i++) {
        const w = this.sorted[i]!;
        if (!w.startsWith(q.word)) break;
        offer(this.ids.get(w)!, MATCH.prefix);
      }
    }
    const allowed = q.forgiving ? typoAllowance(q.word) : 0;
    if (allowed > 0) {
      const signature = charSignature(q.word);
      const len = q.word.length;
      for (let l = Math.max(1, len - allowed); l <= len + allowed && l < this.byLength.length; l++) {
        const { ids, signatures } = this.byLength[l]!;
        for (let k = 0; k < ids.length; k++) {
          if (bitCount(signatures[k]! ^ signature) > 2 * allowed) continue;
          const id = ids[k]!;
          if (!found.has(id) && withinEdits(q.word, this.words[id]!, allowed)) offer(id, MATCH.typo);
        }
      }
    }
    return found;
  }

  /**
   * The rows every search word finds (AND), ranked: per word (or synonym clause) its best class
   * counts 16, being in the name 1, summed over the words. The last word also matches as a prefix;
   * a run of words that is a synonym term also matches by any other term of its set. With
   * `nameOnly` (suggestions), only the words of names count.
   */
  search(terms: readonly string[], nameOnly = false): TextHits {
    const words = terms.map(foldWord).filter(Boolean);
    const matched = new Set<string>();
    let candidates: Int32Array | null = null;
    let score: Float64Array | null = null;
    const used: Uint8Array[] = [];
    for (let i = 0; i < words.length; ) {
      const { length, others } = this.synonymAt(words, i);
      const own = words.slice(i, i + length).map((word, k) => ({
        word,
        prefix: i + k === words.length - 1,
        forgiving: true,
      }));
      const alternatives = [own, ...others.map((t) => t.map((word) => ({ word, prefix: false, forgiving: false })))];
      const codes = this.clauseCodes(alternatives, matched, used, nameOnly);
      if (!candidates) {
        const list: number[] = [];
        for (let p = 0; p < this.size; p++) if (codes[p]) list.push(p);
        candidates = Int32Array.from(list);
        score = new Float64Array(candidates.length);
      } else {
        let kept = 0;
        for (let k = 0; k < candidates.length; k++) {
          const p = candidates[k]!;
          if (!codes[p]) continue;
          candidates[kept] = p;
          score![kept++] = score![k]!;
        }
        candidates = candidates.subarray(0, kept);
        score = score!.subarray(0, kept);
      }
      for (let k = 0; k < candidates.length; k++) {
        const c = codes[candidates[k]!]! - 1;
        score![k]! += 16 * (c >> 1) + (c & 1);
      }
      i += length;
    }
    for (const s of used) this.scratch.push(s);
    const set = emptyBitset(this.size);
    const found = candidates ?? new Int32Array(0);
    for (const p of found) addTo(set, p);
    return { set, size: found.length, ranks: Float64Array.from(score ?? []), matched };
  }

  /** The synonym term that starts at word `i` (longest first, up to three words), or the word alone. */
  private synonymAt(words: readonly string[], i: number): { length: number; others: string[][] } {
    for (let k = Math.min(3, words.length - i); k >= 1; k--) {
      const others = this.synonyms.get(words.slice(i, i + k).join(' '));
      if (others) return { length: k, others };
    }
    return { length: 1, others: [] };
  }

  /** Per row, the best code any alternative (all its words found) gives it. */
  private clauseCodes(
    alternatives: WordQuery[][],
    matched: Set<string>,
    used: Uint8Array[],
    nameOnly: boolean,
  ): Uint8Array {
    const clause = this.take(used);
    for (const alternative of alternatives) {
      if (alternative.length === 1) {
        this.wordCodes(alternative[0]!, clause, matched, nameOnly);
        continue;
      }
      // A term of several words: found where all of them are, as well as its weakest word.
      const parts = alternative.map((q) => this.wordCodes(q, this.take(used), matched, nameOnly));
      for (let p = 0; p < this.size; p++) {
        let cls = MATCH.exact as number;
        let name = true;
        for (const part of parts) {
          const c = part[p]!;
          if (!c) {
            cls = -1;
            break;
          }
          cls = Math.min(cls, (c - 1) >> 1);
          name &&= ((c - 1) & 1) === 1;
        }
        if (cls >= 0) clause[p] = Math.max(clause[p]!, code(cls, name));
      }
    }
    return clause;
  }

  /** Writes into `into` the best code of each row `q` finds (keeping better codes already there); with `nameOnly`, in names only. */
  private wordCodes(q: WordQuery, into: Uint8Array, matched: Set<string>, nameOnly: boolean): Uint8Array {
    for (const [id, cls] of this.lookup(q)) {
      matched.add(this.words[id]!);
      const rows = this.rows[id]!;
      const names = this.inName[id]!;
      for (let k = 0; k < rows.length; k++) {
        if (nameOnly && names[k] !== 1) continue;
        const c = code(cls, names[k] === 1);
        if (into[rows[k]!]! < c) into[rows[k]!] = c;
      }
    }
    return into;
  }

  private take(used: Uint8Array[]): Uint8Array {
    const array = this.scratch.pop()?.fill(0) ?? new Uint8Array(this.size);
    used.push(array);
    return array;
  }

  /** The dictionary ids of the words of row `p`'s name. */
  nameWordsOf(p: number): Int32Array {
    return this.nameWords.subarray(this.nameStart[p]!, this.nameStart[p + 1]!);
  }

  /** The rows holding dictionary word `id`. */
  rowsOf(id: number): Int32Array {
    return this.rows[id]!;
  }

  wordOf(id: number): string {
    return this.words[id]!;
  }
}

/** The keys a word is filed under besides itself: its English and Indonesian stems, marked apart from words. */
function stemKeys(word: string): string[] {
  const [en, id] = stemsOf(word);
  return [`e:${en}`, `i:${id}`];
}

function lowerBound(sorted: readonly string[], key: string): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (sorted[mid]! < key) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

function isAscending(a: Int32Array): boolean {
  for (let i = 1; i < a.length; i++) if (a[i - 1]! > a[i]!) return false;
  return true;
}

function sortTogether(rows: Int32Array, flags: Uint8Array) {
  const order = Array.from(rows.keys()).sort((a, b) => rows[a]! - rows[b]!);
  const r = Int32Array.from(order, (i) => rows[i]!);
  const f = Uint8Array.from(order, (i) => flags[i]!);
  rows.set(r);
  flags.set(f);
}
