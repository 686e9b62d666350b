import { isBeyondAscii, wordsOf } from './words.ts';

const PRIME = 0x01000193;
const OFFSET = 0x811c9dc5 | 0;

const isSpace = (c: number) => c === 32 || (c >= 9 && c <= 13);
/** Per ASCII code, the lower-case code of a letter or digit, 0 for anything else. */
const LOWER = new Uint8Array(128);
for (let c = 48; c <= 57; c++) LOWER[c] = c;
for (let c = 97; c <= 122; c++) LOWER[c] = c;
for (let c = 65; c <= 90; c++) LOWER[c] = c + 32;

function hashOf(word: string): number {
  let h = OFFSET;
  for (let i = 0; i < word.length; i++) h = Math.imul(h ^ word.charCodeAt(i), PRIME);
  return h;
}

/**
 * The engine's dictionary: each folded word once, with a dense id (docs/decisions/0164, 0184).
 * `scan` reads a text's words straight into ids: a run of text between ASCII spaces that is all
 * ASCII (most often the whole text) is split, lower-cased and hashed by character codes and looked
 * up against the text itself, without making a string (only a word never seen before becomes one),
 * which is most of a catalogue's ten million words; any other run goes through `wordsOf`. Spaces are safe places to cut: no normalisation composes across
 * them and lower-casing (a final sigma) does not look past them, so both ways give `wordsOf`'s
 * words.
 */
export class WordTable {
  readonly words: string[] = [];
  private hashes = new Int32Array(1024);
  /** Open addressing: id + 1 per slot, 0 empty. */
  private slots = new Int32Array(1 << 12);

  get size() {
    return this.words.length;
  }

  get(word: string): number | undefined {
    const h = hashOf(word);
    const mask = this.slots.length - 1;
    for (let at = h & mask; this.slots[at] !== 0; at = (at + 1) & mask) {
      const id = this.slots[at]! - 1;
      if (this.hashes[id] === h && this.words[id] === word) return id;
    }
    return undefined;
  }

  /** The id of `word`, a folded word, filing it if new. */
  intern(word: string): number {
    return this.get(word) ?? this.add(word, hashOf(word));
  }

  /** Calls `visit` with the id of every word of `text`, in order: the words `wordsOf(text)` gives. */
  scan(text: string, visit: (id: number) => void) {
    if (!isBeyondAscii(text)) {
      this.scanAscii(text, 0, text.length, visit);
      return;
    }
    const n = text.length;
    for (let i = 0; i < n;) {
      if (isSpace(text.charCodeAt(i))) {
        i++;
        continue;
      }
      const start = i;
      let ascii = true;
      for (; i < n; i++) {
        const c = text.charCodeAt(i);
        if (isSpace(c)) break;
        if (c >= 0x80) ascii = false;
      }
      if (ascii) this.scanAscii(text, start, i, visit);
      else for (const word of wordsOf(text.slice(start, i))) visit(this.intern(word));
    }
  }

  /** The words of `text[from, to)`, all ASCII: runs of letters and digits, lower-cased. */
  private scanAscii(text: string, from: number, to: number, visit: (id: number) => void) {
    let j = from;
    while (j < to) {
      let lower = LOWER[text.charCodeAt(j)]!;
      if (lower === 0) {
        j++;
        continue;
      }
      const start = j;
      let h = OFFSET;
      do {
        h = Math.imul(h ^ lower, PRIME);
        j++;
      } while (j < to && (lower = LOWER[text.charCodeAt(j)]!) !== 0);
      visit(this.fromText(text, start, j, h));
    }
  }

  private fromText(text: string, start: number, end: number, h: number): number {
    const mask = this.slots.length - 1;
    const length = end - start;
    for (let at = h & mask; this.slots[at] !== 0; at = (at + 1) & mask) {
      const id = this.slots[at]! - 1;
      if (this.hashes[id] !== h) continue;
      const word = this.words[id]!;
      if (word.length !== length) continue;
      let k = 0;
      while (k < length && word.charCodeAt(k) === LOWER[text.charCodeAt(start + k)]) k++;
      if (k === length) return id;
    }
    return this.add(text.slice(start, end).toLowerCase(), h);
  }

  private add(word: string, h: number): number {
    const id = this.words.length;
    this.words.push(word);
    if (id === this.hashes.length) this.hashes = grown(this.hashes, id * 2);
    this.hashes[id] = h;
    if (2 * (id + 1) > this.slots.length) this.rehash(this.slots.length * 2);
    else this.place(id);
    return id;
  }

  private place(id: number) {
    const mask = this.slots.length - 1;
    let at = this.hashes[id]! & mask;
    while (this.slots[at] !== 0) at = (at + 1) & mask;
    this.slots[at] = id + 1;
  }

  private rehash(length: number) {
    this.slots = new Int32Array(length);
    for (let id = 0; id < this.words.length; id++) this.place(id);
  }
}

function grown(array: Int32Array<ArrayBuffer>, length: number): Int32Array<ArrayBuffer> {
  const out = new Int32Array(length);
  out.set(array);
  return out;
}
