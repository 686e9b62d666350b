import { type Bitset, forEachMember } from './bitset.ts';
import { BITSET_KERNEL_WASM } from './bitset-kernel.wasm.ts';
import { WASM_PAGE_BYTES, type WasmMemory, wasmKernel } from '../../../lib/wasm-kernel.ts';

const newKernel = wasmKernel(BITSET_KERNEL_WASM);

/** Scratch sets at the start of memory, for the sets one query works out (docs/decisions/0202). */
export const KERNEL_SLOTS = 10;

/** A group of sets placed in the kernel's memory, one after another from word `at`, in `values` order. */
export interface PlacedGroup<V> {
  at: number;
  values: V[];
  indexOf: Map<V, number>;
  /**
   * For a group whose rows hold one value at most: from word `byValue`, a byte per position, the
   * index of its row's value (`NO_VALUE` for none), for `histogram`.
   */
  byValue?: number;
}

/** A position's byte in `byValue` when its row holds no value of the group. */
const NO_VALUE = 255;

/**
 * The catalogue index's set algebra in the WebAssembly kernel of bitset-kernel.wat
 * (docs/decisions/0188, 0202). Each index has its own kernel with its own memory: scratch slots
 * first, then each group of sets (a filter group's values, or the statuses) copied in under a key
 * the first time it is asked for, kept until `forget` (a patch changes the sets). A set in memory
 * is named by its offset in 32-bit words; each takes a stride of whole 32-byte blocks, the words
 * past its length zero, so the kernel's loops read four 64-bit words a turn. Synchronous, like
 * the index's queries; memory only grows while groups are placed, so a `view` taken after a
 * query's groups are placed stays valid until the query ends.
 */
export class BitsetKernel {
  private readonly memory: WasmMemory;
  private readonly countAndIn: (base: number, sets: number, count: number, bytes: number, out: number) => void;
  private readonly countIn: (base: number, bytes: number) => number;
  private readonly andIn: (target: number, other: number, bytes: number) => void;
  private readonly orIn: (target: number, other: number, bytes: number) => void;
  private readonly histogramIn: (base: number, bytes: number, values: number, out: number) => void;
  private readonly placed = new Map<string, PlacedGroup<unknown>>();
  /** 32-bit words in each set, and the words each takes in memory. */
  private words = -1;
  private stride = 0;
  /** The first free word past the slots and the placed groups. */
  private top = 0;
  /** Room past `top` for the counts of the largest placed group. */
  private counts = 0;
  private words32 = new Uint32Array(0);
  /** Counts `forget`s: a group placed at one generation is where it was until the next. */
  generation = 0;

  constructor() {
    const exports = newKernel();
    this.memory = exports.memory as WasmMemory;
    this.countAndIn = exports.countAnd as BitsetKernel['countAndIn'];
    this.countIn = exports.count as BitsetKernel['countIn'];
    this.andIn = exports.andInto as BitsetKernel['andIn'];
    this.orIn = exports.orInto as BitsetKernel['orIn'];
    this.histogramIn = exports.histogram as BitsetKernel['histogramIn'];
  }

  /** Readies the kernel for sets of `words` 32-bit words; another length forgets every group. */
  begin(words: number) {
    if (words === this.words) return;
    this.words = words;
    this.stride = (words + 7) & ~7;
    this.forget();
  }

  /** Drops every placed group: their sets have changed. */
  forget() {
    this.generation++;
    this.placed.clear();
    this.top = KERNEL_SLOTS * this.stride;
    this.counts = 0;
    this.room(this.top);
  }

  /**
   * The group `key`, placed from `sets` (each as long as `begin` said) the first time it is asked
   * for since the last `forget`.
   */
  group<V>(key: string, sets: () => ReadonlyMap<V, Bitset>, oneValuePerRow = false): PlacedGroup<V> {
    const known = this.placed.get(key) as PlacedGroup<V> | undefined;
    if (known) return known;
    const all = sets();
    const group: PlacedGroup<V> = { at: this.top, values: [...all.keys()], indexOf: new Map() };
    // A byte per position names a value: 255 values at most, the last byte meaning none.
    const byValue = oneValuePerRow && all.size < NO_VALUE;
    const valueWords = byValue ? this.stride * 8 : 0;
    this.counts = Math.max(this.counts, byValue ? NO_VALUE + 1 : all.size);
    this.room(this.top + all.size * this.stride + valueWords + this.counts);
    let at = group.at;
    for (const [value, set] of all) {
      group.indexOf.set(value, group.indexOf.size);
      this.put(at, set);
      at += this.stride;
    }
    if (byValue) {
      group.byValue = at;
      const bytes = new Uint8Array(this.memory.buffer, at * 4, valueWords * 4).fill(NO_VALUE);
      let k = 0;
      for (const set of all.values()) {
        const index = k++;
        forEachMember(set, (p) => {
          if (bytes[p] !== NO_VALUE) throw new Error(`position ${p} holds two values of ${key}`);
          bytes[p] = index;
        });
      }
      at += valueWords;
    }
    this.top = at;
    this.placed.set(key, group as PlacedGroup<unknown>);
    return group;
  }

  /** The offset of the set of `value` in `group`, if it has one. */
  setOf<V>(group: PlacedGroup<V>, value: V): number | undefined {
    const k = group.indexOf.get(value);
    return k === undefined ? undefined : group.at + k * this.stride;
  }

  /** The offset of scratch slot `i`. */
  slot(i: number): number {
    if (i >= KERNEL_SLOTS) throw new Error(`the kernel has ${KERNEL_SLOTS} scratch slots, not ${i + 1}`);
    return i * this.stride;
  }

  /** Copies `set` into `slot`; its offset. */
  load(slot: number, set: Bitset): number {
    this.put(slot, set);
    return slot;
  }

  /** The union of the sets at `offsets` (empty when none is given), written into `slot`. */
  union(slot: number, offsets: readonly number[]): number {
    if (offsets.length === 0) {
      this.words32.fill(0, slot, slot + this.stride);
      return slot;
    }
    return this.fold(slot, offsets, this.orIn);
  }

  /** The intersection of the sets at `offsets` (at least one), written into `slot`. */
  intersection(slot: number, offsets: readonly number[]): number {
    return this.fold(slot, offsets, this.andIn);
  }

  /** The first set at `offsets` copied into `slot` (unless it is there), then each other folded into it by `into`. */
  private fold(slot: number, offsets: readonly number[], into: (target: number, other: number, bytes: number) => void) {
    const bytes = this.stride * 4;
    if (offsets[0] !== slot) this.words32.copyWithin(slot, offsets[0]!, offsets[0]! + this.stride);
    for (let i = 1; i < offsets.length; i++) into(slot * 4, offsets[i]! * 4, bytes);
    return slot;
  }

  /** How many positions the set at `offset` holds. */
  size(offset: number): number {
    return this.countIn(offset * 4, this.stride * 4);
  }

  /** How many positions the set at `base` shares with each set of `group`, in its `values` order. */
  countAgainst(group: PlacedGroup<unknown>, base: number): Uint32Array {
    const n = group.values.length;
    this.countAndIn(base * 4, group.at * 4, n, this.stride * 4, this.top * 4);
    return this.words32.slice(this.top, this.top + n);
  }

  /**
   * How many positions the set at `base` shares with each set of `group`, in its `values` order,
   * by visiting the set's positions: for a group placed with one value per row.
   */
  histogram(group: PlacedGroup<unknown>, base: number): Uint32Array {
    if (group.byValue === undefined) throw new Error('a histogram of a group placed without a value per row');
    this.words32.fill(0, this.top, this.top + NO_VALUE + 1);
    this.histogramIn(base * 4, this.stride * 4, group.byValue * 4, this.top * 4);
    return this.words32.slice(this.top, this.top + group.values.length);
  }

  /** The set at `offset` as a bitset of `begin`'s length, read in place: valid until a group is placed. */
  view(offset: number): Bitset {
    return this.words32.subarray(offset, offset + this.words);
  }

  /** Copies `set` to `offset`, the rest of its stride zero. */
  private put(offset: number, set: Bitset) {
    if (set.length !== this.words) throw new Error(`a set of ${set.length} words given for ${this.words}`);
    this.words32.set(set, offset);
    this.words32.fill(0, offset + set.length, offset + this.stride);
  }

  /** Memory at least `words` long, and the view of it. */
  private room(words: number) {
    const bytes = words * 4;
    const have = this.memory.buffer.byteLength;
    if (bytes > have) this.memory.grow(Math.ceil((bytes - have) / WASM_PAGE_BYTES));
    if (this.words32.buffer !== this.memory.buffer) this.words32 = new Uint32Array(this.memory.buffer);
  }
}
