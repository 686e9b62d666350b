import { type Bitset, addTo, emptyBitset, membersOf, popcount } from '../catalog-index/bitset.ts';
import { WordTable } from './word-table.ts';
import { bitCount, charSignature, foldWord, isNumber, stemsOf, typoAllowance, withinEdits, wordsOf } from './words.ts';

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
  /** A rank is at most 33 per search word (MAX_TERMS of them), so two bytes hold it. */
  ranks: Uint16Array;
  matched: Set<string>;
}

/** A one-clause search's rows, and the same rows split by rank, best first (docs/decisions/0200). */
export interface CodedHits {
  set: Bitset;
  size: number;
  levels: Array<{ rank: number; rows: Bitset }>;
  matched: Set<string>;
}

/** The rows a clause found, as it found them; incomplete when they came from a pass over every row. */
interface Gathered {
  rows: Bitset;
  complete: boolean;
}

/** One search word or synonym term word, and how forgiving its lookup is. */
interface WordQuery {
  word: string;
  prefix: boolean;
  forgiving: boolean;
}

/** Per-row code of a word or clause: 0 not found, else 1 + 2·class + (1 if in the name). */
const code = (cls: number, inName: boolean) => 1 + 2 * cls + (inName ? 1 : 0);
/** How many codes there are, 0 (not found) included. */
const CODES = code(MATCH.exact, true) + 1;
/** What a clause's code adds to a row's rank: 16 per class of match, 1 for being in the name. */
const rankOfCode = (c: number) => 16 * ((c - 1) >> 1) + ((c - 1) & 1);

const none = new Int32Array(0);

/** The rank each of `rows` gets from a single clause's codes. */
function ranksOf(codes: Uint8Array, rows: Int32Array): Uint16Array {
  const ranks = new Uint16Array(rows.length);
  for (let k = 0; k < rows.length; k++) ranks[k] = rankOfCode(codes[rows[k]!]!);
  return ranks;
}

/**
 * Pass one of the engine's build: each row's distinct word ids in one flat array (the top bit
 * marking a word of the name, those first) and how many rows hold each word, read row by row so
 * the rows' text need not be held all at once (docs/decisions/0184). Each position comes once, in
 * any order; a hundred thousand rows hold ten million words, hence typed arrays throughout.
 */
export class TextReader {
  static readonly NAME = 1 << 30;
  readonly table = new WordTable();
  flat = new Int32Array(1 << 16);
  used = 0;
  readonly rowFrom: number[] = [];
  readonly rowTo: number[] = [];
  readonly inNameCount: number[] = [];
  count = new Int32Array(1 << 12);
  private seenIn = new Int32Array(1 << 12).fill(-1);
  private p = 0;
  private flag = 0;
  private readonly note = (id: number) => {
    if (id >= this.count.length) {
      this.count = grow(this.count, id, 0);
      this.seenIn = grow(this.seenIn, id, -1);
    }
    if (this.seenIn[id] === this.p) return;
    this.seenIn[id] = this.p;
    this.count[id]!++;
    if (this.used === this.flat.length) this.flat = grow(this.flat, this.used, 0);
    this.flat[this.used++] = id | this.flag;
  };

  static of(docs: Iterable<TextDoc>): TextReader {
    const reader = new TextReader();
    for (const doc of docs) reader.add(doc.position, doc.name, doc.text);
    return reader;
  }

  add(position: number, name: string, text: string) {
    this.p = position;
    this.rowFrom[position] = this.used;
    this.flag = TextReader.NAME;
    this.table.scan(name, this.note);
    this.inNameCount[position] = this.used - this.rowFrom[position]!;
    this.flag = 0;
    this.table.scan(text, this.note);
    this.rowTo[position] = this.used;
  }
}

/**
 * The words of every solution, held in memory (docs/decisions/0164): a dictionary of folded words,
 * per word the rows it occurs in (ascending) and whether in the name, the words under each English
 * and Indonesian stem, the dictionary sorted for prefixes and bucketed by length for typos.
 */
export class TextIndex {
  private readonly table: WordTable;
  private readonly words: string[];
  /** The words the build filed; words a patch meets later have rows in `added` only. */
  private readonly built: number;
  /**
   * Per built word, the rows holding it, ascending, and whether in the name: one array for all
   * words (word `id`'s rows are `postRows[postStart[id]]…postRows[postStart[id+1]-1]`), as a
   * typed array per word would cost more in headers than in rows.
   */
  private readonly postStart: Uint32Array;
  private readonly postRows: Int32Array;
  private readonly postName: Uint8Array;
  /** Per built word, the rows whose name holds it, in the build's `nameOrder`: what suggestions walk. */
  private readonly nameRowStart: Uint32Array;
  private readonly nameRows: Int32Array;
  private readonly byStem = new Map<string, number[]>();
  private readonly sorted: string[];
  private readonly byLength: Array<{ ids: Int32Array; signatures: Int32Array }> = [];
  /**
   * The same for words of digits only, kept apart: a search word with more other characters than
   * its typo allowance is more edits than that from every one of them (docs/decisions/0188).
   */
  private readonly numbersByLength: Array<{ ids: Int32Array; signatures: Int32Array }> = [];
  /** Per row, the dictionary ids of its name's words (compressed rows: `nameStart[p]…nameStart[p+1]`). */
  private readonly nameStart: Uint32Array;
  private readonly nameWords: Int32Array;
  /** Each synonym term (its words joined by one space) to the word lists of the other terms of its set. */
  private readonly synonyms = new Map<string, string[][]>();
  private scratch: Uint8Array[] = [];
  /** Rows a patch took out (docs/decisions/0184): their words stay filed, and searches skip them. */
  private dead: Uint8Array;
  /** Per word, the rows a patch added (past every built row, so each word's rows stay ascending). */
  private readonly added = new Map<number, { rows: number[]; inName: number[] }>();
  private readonly addedNameRows = new Map<number, number[]>();
  private readonly addedNames = new Map<number, Int32Array>();
  /** The number of row positions searches work over: the catalogue index's capacity. */
  size: number;

  /**
   * `docs`: the rows, or a reader that has already read them (pass one, `TextReader`). `nameOrder`:
   * every position, in the order each word's name rows are kept (ascending when not given).
   */
  constructor(
    size: number,
    docs: Iterable<TextDoc> | TextReader,
    synonymSets: ReadonlyArray<readonly string[]> = [],
    nameOrder?: Iterable<number>,
  ) {
    this.size = size;
    this.dead = new Uint8Array(size);
    // Pass two lays every word's rows out in one go from what pass one gathered.
    const read = docs instanceof TextReader ? docs : TextReader.of(docs);
    this.table = read.table;
    this.words = read.table.words;
    const { flat, rowFrom, rowTo, inNameCount, count } = read;
    const NAME = TextReader.NAME;
    const n = (this.built = this.words.length);

    // Per row, its name's words: the first entries of its run in `flat`.
    this.nameStart = new Uint32Array(size + 1);
    for (let q = 0; q < size; q++) this.nameStart[q + 1] = this.nameStart[q]! + (inNameCount[q] ?? 0);
    this.nameWords = new Int32Array(this.nameStart[size]!);
    const nameCount = new Uint32Array(n);
    for (let q = 0; q < size; q++) {
      for (let k = 0; k < (inNameCount[q] ?? 0); k++) {
        const id = flat[rowFrom[q]! + k]! & (NAME - 1);
        this.nameWords[this.nameStart[q]! + k] = id;
        nameCount[id]!++;
      }
    }

    // Every word's rows, in ascending position (rows are visited in that order).
    this.postStart = new Uint32Array(n + 1);
    for (let id = 0; id < n; id++) this.postStart[id + 1] = this.postStart[id]! + count[id]!;
    this.postRows = new Int32Array(this.postStart[n]!);
    this.postName = new Uint8Array(this.postStart[n]!);
    const fill = this.postStart.slice(0, n);
    this.nameRowStart = new Uint32Array(n + 1);
    for (let id = 0; id < n; id++) this.nameRowStart[id + 1] = this.nameRowStart[id]! + nameCount[id]!;
    this.nameRows = new Int32Array(this.nameRowStart[n]!);
    const nameFill = this.nameRowStart.slice(0, n);
    for (let q = 0; q < size; q++) {
      for (let i = rowFrom[q] ?? 0; i < (rowTo[q] ?? 0); i++) {
        const v = flat[i]!;
        const id = v & (NAME - 1);
        const at = fill[id]!++;
        this.postRows[at] = q;
        if (v & NAME) this.postName[at] = 1;
      }
    }
    const fileName = (q: number) => {
      for (let k = this.nameStart[q]!; k < this.nameStart[q + 1]!; k++)
        this.nameRows[nameFill[this.nameWords[k]!]!++] = q;
    };
    if (nameOrder) for (const q of nameOrder) fileName(q);
    else for (let q = 0; q < size; q++) fileName(q);
    for (let id = 0; id < n; id++) this.fileStems(id);
    this.sorted = [...this.words].sort();
    const buckets: number[][] = [];
    const numberBuckets: number[][] = [];
    this.words.forEach((w, id) => ((isNumber(w) ? numberBuckets : buckets)[w.length] ??= []).push(id));
    for (const [lists, into] of [
      [buckets, this.byLength],
      [numberBuckets, this.numbersByLength],
    ] as const) {
      for (let len = 0; len < lists.length; len++) {
        const ids = Int32Array.from(lists[len] ?? []);
        into.push({ ids, signatures: Int32Array.from(ids, (id) => charSignature(this.words[id]!)) });
      }
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

  /**
   * Files word `id` under its stems. A word of digits only is its own stem in both languages, so
   * it is filed under none (a catalogue may hold one per solution number): `lookup` finds it
   * by its own id wherever its stem would (docs/decisions/0188).
   */
  private fileStems(id: number) {
    if (isNumber(this.words[id]!)) return;
    for (const stem of stemKeys(this.words[id]!)) {
      const list = this.byStem.get(stem);
      if (list) list.push(id);
      else this.byStem.set(stem, [id]);
    }
  }

  /** A word first met by a patch (the build files its words in bulk, after reading them all). */
  private fileNewWord(id: number) {
    const word = this.words[id]!;
    this.fileStems(id);
    this.sorted.splice(lowerBound(this.sorted, word), 0, word);
    const byLength = isNumber(word) ? this.numbersByLength : this.byLength;
    while (byLength.length <= word.length) byLength.push({ ids: new Int32Array(0), signatures: new Int32Array(0) });
    const bucket = byLength[word.length]!;
    const ids = new Int32Array(bucket.ids.length + 1);
    ids.set(bucket.ids);
    ids[bucket.ids.length] = id;
    const signatures = new Int32Array(ids.length);
    signatures.set(bucket.signatures);
    signatures[bucket.ids.length] = charSignature(word);
    byLength[word.length] = { ids, signatures };
  }

  /** How many distinct words the index holds. */
  get dictionarySize() {
    return this.table.size;
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
    const exact = this.table.get(q.word);
    if (exact !== undefined) offer(exact, MATCH.exact);
    const stems = stemsOf(q.word);
    for (const stem of keysOf(stems)) for (const id of this.byStem.get(stem) ?? []) offer(id, MATCH.exact);
    for (const stem of stems) {
      const number = isNumber(stem) ? this.table.get(stem) : undefined;
      if (number !== undefined) offer(number, MATCH.exact);
    }
    if (q.prefix) {
      for (let i = lowerBound(this.sorted, q.word); i < this.sorted.length; i++) {
        const w = this.sorted[i]!;
        if (!w.startsWith(q.word)) break;
        offer(this.table.get(w)!, MATCH.prefix);
      }
    }
    const allowed = q.forgiving ? typoAllowance(q.word) : 0;
    if (allowed > 0) {
      const signature = charSignature(q.word);
      const len = q.word.length;
      const others = q.word.replace(/[0-9]/g, '').length;
      for (const byLength of others > allowed ? [this.byLength] : [this.byLength, this.numbersByLength]) {
        for (let l = Math.max(1, len - allowed); l <= len + allowed && l < byLength.length; l++) {
          const { ids, signatures } = byLength[l]!;
          for (let k = 0; k < ids.length; k++) {
            if (bitCount(signatures[k]! ^ signature) > 2 * allowed) continue;
            const id = ids[k]!;
            if (!found.has(id) && withinEdits(q.word, this.words[id]!, allowed)) offer(id, MATCH.typo);
          }
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
    for (let i = 0; i < words.length;) {
      const { length, alternatives } = this.clauseAt(words, i);
      // Names hold few words: a suggestion's rows are gathered as they are found, not by a pass
      // over every row.
      const gathered: Gathered | null = nameOnly ? { rows: emptyBitset(this.size), complete: true } : null;
      const codes = this.clauseCodes(alternatives, matched, used, nameOnly, gathered);
      if (!candidates) {
        if (gathered?.complete) {
          // In order through a bitset: a tenth of the time of sorting ten thousand rows.
          candidates = membersOf(gathered.rows);
          if (i + length === words.length) {
            // One clause: its rows and their ranks are the answer as they stand.
            for (const s of used) this.scratch.push(s);
            return { set: gathered.rows, size: candidates.length, ranks: ranksOf(codes, candidates), matched };
          }
        } else {
          const rows = new Int32Array(this.size);
          candidates = rows.subarray(0, rowsFound(codes, this.dead, rows));
        }
        score = new Float64Array(candidates.length);
      } else {
        let kept = 0;
        for (let k = 0; k < candidates.length; k++) {
          const p = candidates[k]!;
          candidates[kept] = p;
          score![kept] = score![k]!;
          kept += -codes[p]! >>> 31;
        }
        candidates = candidates.subarray(0, kept);
        score = score!.subarray(0, kept);
      }
      for (let k = 0; k < candidates.length; k++) score![k]! += rankOfCode(codes[candidates[k]!]!);
      i += length;
    }
    for (const s of used) this.scratch.push(s);
    const set = emptyBitset(this.size);
    const found = candidates ?? new Int32Array(0);
    const ranks = new Uint16Array(found.length);
    for (let k = 0; k < found.length; k++) {
      addTo(set, found[k]!);
      ranks[k] = score![k]!;
    }
    return { set, size: found.length, ranks, matched };
  }

  /**
   * For suggestions of one word (docs/decisions/0199): the dictionary words it finds, by class of
   * match, best class first, and the words matched, as `search` would find them in names. Null
   * when a term of its synonym sets has several words: those rows come from a pass over every row.
   */
  wordsByClass(
    terms: readonly string[],
  ): { levels: Array<{ rank: number; ids: number[] }>; matched: Set<string> } | null {
    const words = terms.map(foldWord).filter(Boolean);
    if (words.length !== 1) return null;
    const { alternatives } = this.clauseAt(words, 0);
    if (alternatives.some((alternative) => alternative.length !== 1)) return null;
    const best = new Map<number, number>();
    for (const [q] of alternatives) {
      for (const [id, cls] of this.lookup(q!)) if ((best.get(id) ?? -1) < cls) best.set(id, cls);
    }
    const matched = new Set<string>();
    const levels = [MATCH.exact, MATCH.prefix, MATCH.typo].map((cls) => ({
      rank: rankOfCode(code(cls, true)),
      ids: [] as number[],
    }));
    for (const [id, cls] of best) {
      matched.add(this.words[id]!);
      levels[MATCH.exact - cls]!.ids.push(id);
    }
    return { levels: levels.filter((l) => l.ids.length > 0), matched };
  }

  /**
   * The rows whose name holds word `id`: those the build filed, in its `nameOrder`, and those
   * patches added since, in the order they came (rows a patch took out included).
   */
  nameRowsOf(id: number): { built: Int32Array; added: readonly number[] } {
    const built = id < this.built ? this.nameRows.subarray(this.nameRowStart[id]!, this.nameRowStart[id + 1]!) : none;
    return { built, added: this.addedNameRows.get(id) ?? [] };
  }

  /**
   * A search whose words make one clause (one word, or one synonym term), for listings
   * (docs/decisions/0200): its rows split by the clause's code, best first, in one pass over the
   * codes. A row's rank is its code's, so no row is ranked one by one. Null for several clauses,
   * whose ranks `search` sums.
   */
  searchByCode(terms: readonly string[]): CodedHits | null {
    const words = terms.map(foldWord).filter(Boolean);
    if (words.length === 0) return null;
    const { length, alternatives } = this.clauseAt(words, 0);
    if (length !== words.length) return null;
    const matched = new Set<string>();
    if (alternatives.every((alternative) => alternative.length === 1)) {
      return this.levelsOfWords(
        alternatives.map(([q]) => q!),
        matched,
      );
    }
    const used: Uint8Array[] = [];
    const codes = this.clauseCodes(alternatives, matched, used, false, null);
    const set = emptyBitset(this.size);
    const byCode: Array<Bitset | null> = new Array<Bitset | null>(CODES).fill(null);
    const dead = this.dead;
    for (let w = 0; w < set.length; w++) {
      // A word of rows found, without a branch per row (which rows hold a word follows no pattern).
      const base = w << 5;
      const end = Math.min(32, codes.length - base);
      let found = 0;
      for (let b = 0; b < end; b++) found |= ((-codes[base + b]! >>> 31) & (dead[base + b]! ^ 1)) << b;
      set[w] = found;
      // Then each found row into its code's level.
      while (found !== 0) {
        const low = found & -found;
        const c = codes[base + 31 - Math.clz32(low)]!;
        const level = byCode[c] ?? (byCode[c] = emptyBitset(this.size));
        level[w]! |= low;
        found ^= low;
      }
    }
    for (const array of used) this.scratch.push(array);
    const levels: CodedHits['levels'] = [];
    for (let c = CODES - 1; c > 0; c--) if (byCode[c]) levels.push({ rank: rankOfCode(c), rows: byCode[c]! });
    return { set, size: popcount(set), levels, matched };
  }

  /**
   * `searchByCode` for a clause of single words (the search word and its one-word synonyms), the
   * usual case (docs/decisions/0207): each found word's rows go straight into the bitset of their
   * code, without a code per row or a pass over every row; then, best code first, each level keeps
   * only the rows no better level holds, so a row ranks by its best code as in `clauseCodes`.
   */
  private levelsOfWords(queries: readonly WordQuery[], matched: Set<string>): CodedHits {
    const best = new Map<number, number>();
    for (const q of queries) {
      for (const [id, cls] of this.lookup(q)) if ((best.get(id) ?? -1) < cls) best.set(id, cls);
    }
    const byCode: Array<Bitset | null> = new Array<Bitset | null>(CODES).fill(null);
    const level = (c: number) => byCode[c] ?? (byCode[c] = emptyBitset(this.size));
    const dead = this.dead;
    for (const [id, cls] of best) {
      matched.add(this.words[id]!);
      const inName = level(code(cls, true));
      const elsewhere = level(code(cls, false));
      if (id < this.built) {
        const { postRows, postName } = this;
        for (let k = this.postStart[id]!; k < this.postStart[id + 1]!; k++) {
          const p = postRows[k]!;
          if (dead[p] === 0) (postName[k] === 1 ? inName : elsewhere)[p >>> 5]! |= 1 << (p & 31);
        }
      }
      const more = this.added.get(id);
      for (let k = 0; more && k < more.rows.length; k++) {
        const p = more.rows[k]!;
        if (dead[p] === 0) (more.inName[k] === 1 ? inName : elsewhere)[p >>> 5]! |= 1 << (p & 31);
      }
    }
    const set = emptyBitset(this.size);
    const levels: CodedHits['levels'] = [];
    for (let c = CODES - 1; c > 0; c--) {
      const rows = byCode[c];
      if (!rows) continue;
      let any = 0;
      for (let w = 0; w < rows.length; w++) {
        const only = rows[w]! & ~set[w]!;
        rows[w] = only;
        set[w]! |= only;
        any |= only;
      }
      if (any !== 0) levels.push({ rank: rankOfCode(c), rows });
    }
    return { set, size: popcount(set), levels, matched };
  }

  /**
   * The clause that starts at word `i`: the synonym term there (longest first, up to three words)
   * or the word alone, as written (forgiving, the search's last word as a prefix) and as each
   * other term of its set.
   */
  private clauseAt(words: readonly string[], i: number): { length: number; alternatives: WordQuery[][] } {
    const { length, others } = this.synonymAt(words, i);
    const own = words.slice(i, i + length).map((word, k) => ({
      word,
      prefix: i + k === words.length - 1,
      forgiving: true,
    }));
    return {
      length,
      alternatives: [own, ...others.map((t) => t.map((word) => ({ word, prefix: false, forgiving: false })))],
    };
  }

  /** The synonym term that starts at word `i` (longest first, up to three words), or the word alone. */
  private synonymAt(words: readonly string[], i: number): { length: number; others: string[][] } {
    for (let k = Math.min(3, words.length - i); k >= 1; k--) {
      const others = this.synonyms.get(words.slice(i, i + k).join(' '));
      if (others) return { length: k, others };
    }
    return { length: 1, others: [] };
  }

  /**
   * Per row, the best code any alternative (all its words found) gives it. `gathered`, when given,
   * gets each row that gains a code, once; a term of several words leaves it incomplete, as its
   * rows come from a pass over every row.
   */
  private clauseCodes(
    alternatives: WordQuery[][],
    matched: Set<string>,
    used: Uint8Array[],
    nameOnly: boolean,
    gathered: Gathered | null,
  ): Uint8Array {
    const clause = this.take(used);
    for (const alternative of alternatives) {
      if (alternative.length === 1) {
        this.wordCodes(alternative[0]!, clause, matched, nameOnly, gathered);
        continue;
      }
      if (gathered) gathered.complete = false;
      // A term of several words: found where all of them are, as well as its weakest word.
      const parts = alternative.map((q) => this.wordCodes(q, this.take(used), matched, nameOnly, null));
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

  /**
   * Writes into `into` the best code of each row `q` finds (keeping better codes already there);
   * with `nameOnly`, in names only, each row first found there added to `gathered`.
   */
  private wordCodes(
    q: WordQuery,
    into: Uint8Array,
    matched: Set<string>,
    nameOnly: boolean,
    gathered: Gathered | null,
  ): Uint8Array {
    for (const [id, cls] of this.lookup(q)) {
      matched.add(this.words[id]!);
      const built = id < this.built;
      if (nameOnly) {
        const c = code(cls, true);
        const mark = (p: number) => {
          if (into[p] === 0 && gathered && this.dead[p] === 0) addTo(gathered.rows, p);
          if (into[p]! < c) into[p] = c;
        };
        for (let k = built ? this.nameRowStart[id]! : 0; built && k < this.nameRowStart[id + 1]!; k++) {
          mark(this.nameRows[k]!);
        }
        for (const p of this.addedNameRows.get(id) ?? []) mark(p);
        continue;
      }
      for (let k = built ? this.postStart[id]! : 0; built && k < this.postStart[id + 1]!; k++) {
        const c = code(cls, this.postName[k] === 1);
        const p = this.postRows[k]!;
        if (into[p]! < c) into[p] = c;
      }
      const more = this.added.get(id);
      for (let k = 0; more && k < more.rows.length; k++) {
        const c = code(cls, more.inName[k] === 1);
        if (into[more.rows[k]!]! < c) into[more.rows[k]!] = c;
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
    return this.addedNames.get(p) ?? this.nameWords.subarray(this.nameStart[p]!, this.nameStart[p + 1]!);
  }

  /** Calls `visit` with every row holding dictionary word `id` (rows a patch took out included). */
  forEachRowOf(id: number, visit: (p: number) => void) {
    if (id < this.built) for (let k = this.postStart[id]!; k < this.postStart[id + 1]!; k++) visit(this.postRows[k]!);
    this.added.get(id)?.rows.forEach(visit);
  }

  /** Room for `size` row positions (docs/decisions/0184). */
  grow(size: number) {
    const dead = new Uint8Array(size);
    dead.set(this.dead);
    this.dead = dead;
    this.size = size;
    this.scratch = [];
  }

  /** Takes row `p` out of every search. */
  removeRow(p: number) {
    this.dead[p] = 1;
  }

  /**
   * Files the words of a new row at `doc.position`, a position no row had before and past every
   * built row (docs/decisions/0184): words new to the dictionary join its stems, sorted list and
   * length buckets.
   */
  addRow(doc: TextDoc) {
    const p = doc.position;
    const known = this.table.size;
    const inName = new Map<number, boolean>();
    this.table.scan(doc.name, (id) => inName.has(id) || inName.set(id, true));
    const nameIds = Int32Array.from(inName.keys());
    this.table.scan(doc.text, (id) => inName.has(id) || inName.set(id, false));
    for (let id = known; id < this.table.size; id++) this.fileNewWord(id);
    for (const [id, name] of inName) {
      let more = this.added.get(id);
      if (!more) this.added.set(id, (more = { rows: [], inName: [] }));
      more.rows.push(p);
      more.inName.push(name ? 1 : 0);
      if (!name) continue;
      const rows = this.addedNameRows.get(id);
      if (rows) rows.push(p);
      else this.addedNameRows.set(id, [p]);
    }
    this.addedNames.set(p, nameIds);
    this.dead[p] = 0;
  }

  wordOf(id: number): string {
    return this.words[id]!;
  }
}

/**
 * Writes into `rows` the rows with a code that are not dead, ascending; answers how many.
 * Branch-free, as which rows hold a word follows no pattern a processor could predict.
 */
function rowsFound(codes: Uint8Array, dead: Uint8Array, rows: Int32Array): number {
  let n = 0;
  for (let p = 0; p < rows.length; p++) {
    rows[n] = p;
    n += (-codes[p]! >>> 31) & (dead[p]! ^ 1);
  }
  return n;
}

/** The keys a word is filed under besides itself: its English and Indonesian stems, marked apart from words. */
function stemKeys(word: string): string[] {
  return keysOf(stemsOf(word));
}

const keysOf = ([en, id]: readonly [string, string]) => [`e:${en}`, `i:${id}`];

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

/** `array` doubled (at least past `index`), new slots set to `empty`. */
function grow(array: Int32Array<ArrayBuffer>, index: number, empty: number): Int32Array<ArrayBuffer> {
  let length = array.length * 2;
  while (length <= index) length *= 2;
  const out = new Int32Array(length);
  out.set(array);
  // A new array is all zeros already.
  if (empty !== 0) out.fill(empty, array.length);
  return out;
}
