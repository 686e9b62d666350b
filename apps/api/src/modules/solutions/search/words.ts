import { stemmer as englishStem } from '@orama/stemmers/english';
import { stemmer as indonesianStem } from '@orama/stemmers/indonesian';

const WORD = /[\p{L}\p{N}\p{M}]+/gu;
const MARKS = /\p{M}/gu;
const NON_ASCII = /[^\u0020-\u007e]/;
const BEYOND_ASCII = /[\u0080-\uffff]/;

/** Whether `text` holds anything past ASCII: text without needs no normalising or folding. */
export const isBeyondAscii = (text: string) => BEYOND_ASCII.test(text);

/** A word as the engine keys it: lower-case NFKC with diacritics removed (`café` and `cafe` meet). */
export function foldWord(word: string): string {
  return NON_ASCII.test(word) ? word.normalize('NFD').replace(MARKS, '').normalize('NFC') : word;
}

/** The folded words of a text, in order (the same runs of letters, digits and marks as `searchTerms`). */
export function wordsOf(text: string): string[] {
  const words = text.normalize('NFKC').toLowerCase().match(WORD);
  return words ? words.map(foldWord).filter(Boolean) : [];
}

/** Whether a character code of lower-cased ASCII is a letter or a digit (what `WORD` matches in ASCII). */
const isAsciiWordCode = (c: number) => (c >= 97 && c <= 122) || (c >= 48 && c <= 57);

/**
 * Calls `visit` with each word of `text`, folded as `wordsOf` folds it, and where it stands in the
 * text, until `visit` answers false.
 */
export function eachWordSpan(text: string, visit: (word: string, start: number, end: number) => boolean): void {
  if (!isBeyondAscii(text)) {
    // ASCII lowers in place and needs no folding, and its word characters are its letters and
    // digits: one scan of the character codes, with no match object per word.
    const lower = text.toLowerCase();
    const n = lower.length;
    let i = 0;
    for (;;) {
      while (i < n && !isAsciiWordCode(lower.charCodeAt(i))) i++;
      if (i === n) return;
      const start = i;
      while (i < n && isAsciiWordCode(lower.charCodeAt(i))) i++;
      if (!visit(lower.slice(start, i), start, i)) return;
    }
  }
  for (const m of text.matchAll(WORD)) {
    const word = foldWord(m[0].normalize('NFKC').toLowerCase());
    if (word && !visit(word, m.index, m.index + m[0].length)) return;
  }
}

/** The words of a text with where each stands, for marking them in the original text. */
export function wordSpans(text: string): Array<{ word: string; start: number; end: number }> {
  const out: Array<{ word: string; start: number; end: number }> = [];
  eachWordSpan(text, (word, start, end) => out.push({ word, start, end }) > 0);
  return out;
}

const DIGITS = /^[0-9]+$/;

/** Whether a folded word is digits only (its own stem in both languages). */
export const isNumber = (word: string) => DIGITS.test(word);

/**
 * The English (Snowball English) and Indonesian (Snowball Indonesian) stems of a folded word. A
 * word of digits only (a catalogue may have one per solution number) is its own stem in both, as
 * every affix either removes holds a letter, so the stemmers are skipped for it (docs/decisions/0184).
 */
export function stemsOf(word: string): [english: string, indonesian: string] {
  if (DIGITS.test(word)) return [word, word];
  return [englishStem(word), indonesianStem(word)];
}

/** How many edits a search word of this length may carry and still match: 0 below 5 letters, 1, 2 from 9. */
export function typoAllowance(word: string): number {
  const n = [...word].length;
  return n >= 9 ? 2 : n >= 5 ? 1 : 0;
}

/**
 * A 32-bit signature of the characters of a word. Every character in which two words' sets differ
 * sets at most one bit of the XOR of their signatures, and one edit changes the set by at most two
 * characters, so words within `d` edits differ in at most 2·d bits: a cheap first test.
 */
export function charSignature(word: string): number {
  let mask = 0;
  for (let i = 0; i < word.length; i++) mask |= 1 << (word.charCodeAt(i) & 31);
  return mask;
}

export function bitCount(v: number): number {
  let x = v - ((v >>> 1) & 0x55555555);
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return (((x + (x >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

const rows = [new Int32Array(64), new Int32Array(64), new Int32Array(64)];

/**
 * Whether `a` and `b` are at most `max` edits apart, counting insert, delete, replace and the swap
 * of two neighbours (optimal string alignment distance). Leaves as soon as a whole row of the
 * table exceeds `max`.
 */
export function withinEdits(a: string, b: string, max: number): boolean {
  const n = a.length;
  const m = b.length;
  if (Math.abs(n - m) > max) return false;
  if (m + 1 > rows[0]!.length) for (let i = 0; i < 3; i++) rows[i] = new Int32Array(m + 1);
  let prev2 = rows[0]!;
  let prev = rows[1]!;
  let cur = rows[2]!;
  for (let j = 0; j <= m; j++) prev[j] = j;
  for (let i = 1; i <= n; i++) {
    cur[0] = i;
    let rowMin = i;
    const ca = a.charCodeAt(i - 1);
    for (let j = 1; j <= m; j++) {
      const cb = b.charCodeAt(j - 1);
      let v = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + (ca === cb ? 0 : 1));
      if (i > 1 && j > 1 && ca === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === cb)
        v = Math.min(v, prev2[j - 2]! + 1);
      cur[j] = v;
      if (v < rowMin) rowMin = v;
    }
    if (rowMin > max) return false;
    const t = prev2;
    prev2 = prev;
    prev = cur;
    cur = t;
  }
  return prev[m]! <= max;
}
