import { WordScanner } from './word-scanner.ts';
import { wordsOf } from './words.ts';

const PRIME = 0x01000193;
const OFFSET = 0x811c9dc5 | 0;

const isSpace = (c: number) => c === 32 || (c >= 9 && c <= 13);
function hashOf(word: string): number {
  let h = OFFSET;
  for (let i = 0; i < word.length; i++) h = Math.imul(h ^ word.charCodeAt(i), PRIME);
  return h;
}

/**
 * The engine's dictionary: each folded word once, with a dense id (docs/decisions/0164, 0184).
 * `scan` reads a text's words straight into ids: an all-ASCII text (most often the whole text,
 * and most of a catalogue's ten million words) goes through the WebAssembly tokenizer
 * (word-scanner.ts, docs/decisions/0231), whose own ids map onto this table's, so only a word
 * never seen before becomes a string. A text past ASCII is cut at its spaces: each all-ASCII run
 * goes the same way and any other run through `wordsOf`. Spaces are safe places to cut: no
 * normalisation composes across them and lower-casing (a final sigma) does not look past them,
 * so both ways give `wordsOf`'s words.
 */
export class WordTable {
  readonly words: string[] = [];
  private hashes = new Int32Array(1024);
  /** Open addressing: id + 1 per slot, 0 empty. */
  private slots = new Int32Array(1 << 12);
  private readonly scanner = new WordScanner();
  /** Per scanner id, this table's id for the same word. */
  private fromScanner = new Int32Array(1024);
  private mapped = 0;

  get size() {
    return this.words.length;
  }

  get(word: string): number | undefined {
    return this.find(word, hashOf(word));
  }

  /** The id of `word`, a folded word, filing it if new. */
  intern(word: string): number {
    return this.get(word) ?? this.add(word, hashOf(word));
  }

  /** Calls `visit` with the id of every word of `text`, in order: the words `wordsOf(text)` gives. */
  scan(text: string, visit: (id: number) => void) {
    if (this.scanAscii(text, visit)) return;
    const n = text.length;
    for (let i = 0; i < n;) {
      if (isSpace(text.charCodeAt(i))) {
        i++;
        continue;
      }
      const start = i;
      for (; i < n && !isSpace(text.charCodeAt(i)); i++);
      const run = text.slice(start, i);
      if (!this.scanAscii(run, visit)) for (const word of wordsOf(run)) visit(this.intern(word));
    }
  }

  /** The words of `text` through the tokenizer, when it is all ASCII; false, with none visited, when not. */
  private scanAscii(text: string, visit: (id: number) => void): boolean {
    const ids = this.scanner.scan(text);
    if (!ids) return false;
    if (this.mapped < this.scanner.count) this.mapNew();
    const map = this.fromScanner;
    for (let k = 0; k < ids.length; k++) visit(map[ids[k]!]!);
    return true;
  }

  /** Maps the words the scanner filed since last time, filing those this table lacks. */
  private mapNew() {
    const count = this.scanner.count;
    if (count > this.fromScanner.length)
      this.fromScanner = grown(this.fromScanner, Math.max(count, 2 * this.fromScanner.length));
    for (let id = this.mapped; id < count; id++) {
      const word = this.scanner.word(id);
      const h = this.scanner.hash(id);
      this.fromScanner[id] = this.find(word, h) ?? this.add(word, h);
    }
    this.mapped = count;
  }

  private find(word: string, h: number): number | undefined {
    const mask = this.slots.length - 1;
    for (let at = h & mask; this.slots[at] !== 0; at = (at + 1) & mask) {
      const id = this.slots[at]! - 1;
      if (this.hashes[id] === h && this.words[id] === word) return id;
    }
    return undefined;
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
