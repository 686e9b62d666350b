import type { Bitset } from './bitset.ts';
import { INTERSECTION_COUNTS_WASM } from './intersection-counts.wasm.ts';

/** What this file uses of the WebAssembly API (the server's TypeScript settings hold no DOM types). */
interface WasmApi {
  Module: new (bytes: Uint8Array) => object;
  Instance: new (module: object) => { exports: Record<string, unknown> };
}
interface WasmMemory {
  buffer: ArrayBuffer;
  grow(pages: number): number;
}

const PAGE_BYTES = 65_536;
const { Module, Instance } = (globalThis as unknown as { WebAssembly: WasmApi }).WebAssembly;
const compiled = new Module(Buffer.from(INTERSECTION_COUNTS_WASM, 'base64'));

/** A group of sets copied into the kernel's memory, one after another from word `at`. */
interface Resident {
  at: number;
  count: number;
}

/**
 * Counts with the WebAssembly kernel of intersection-counts.wat (docs/decisions/0188): how many
 * positions a set holds, and how many a base set shares with each of many sets. Each catalogue
 * index has its own, with its own memory: the base is copied in at the start of it for each call
 * and padded to whole 64-bit words; a group of sets counted against it is copied once, under a
 * key, and stays there until `forget` (a patch changes the sets) so a request copies only its base.
 * Synchronous, like the index's queries.
 */
export class IntersectionCounter {
  private readonly memory: WasmMemory;
  private readonly countAnd: (base: number, sets: number, count: number, bytes: number, out: number) => void;
  private readonly countOne: (base: number, bytes: number) => number;
  private readonly resident = new Map<string, Resident>();
  /** Words every set takes in memory: its own, rounded up to 64 bits. */
  private stride = 0;
  /** The first free word past the base and the resident groups. */
  private top = 0;

  constructor() {
    const kernel = new Instance(compiled);
    this.memory = kernel.exports.memory as WasmMemory;
    this.countAnd = kernel.exports.countAnd as IntersectionCounter['countAnd'];
    this.countOne = kernel.exports.count as IntersectionCounter['countOne'];
  }

  /** Drops every resident group: their sets have changed. */
  forget() {
    this.resident.clear();
    this.top = this.stride;
  }

  /** How many positions `set` holds. */
  sizeOf(set: Bitset): number {
    this.placeBase(set, 0);
    return this.countOne(0, this.stride * 4);
  }

  /**
   * How many positions `base` shares with each set of the group `key` (all as long as `base`);
   * `sets` gives the group's sets when it is not resident yet.
   */
  countAgainst(key: string, base: Bitset, sets: () => readonly Bitset[]): Uint32Array {
    let group = this.resident.get(key);
    if (!group) {
      const list = sets();
      this.placeBase(base, list.length);
      group = { at: this.top, count: list.length };
      const view = this.room(this.top + list.length * this.stride + list.length);
      for (let k = 0; k < list.length; k++) {
        const set = list[k]!;
        if (set.length !== base.length) throw new Error(`a set of ${set.length} words counted against ${base.length}`);
        view.set(set, group.at + k * this.stride);
      }
      this.top += list.length * this.stride;
      this.resident.set(key, group);
    } else this.placeBase(base, group.count);
    const out = this.top;
    this.countAnd(0, group.at * 4, group.count, this.stride * 4, out * 4);
    return new Uint32Array(this.memory.buffer).slice(out, out + group.count);
  }

  /** Copies `set` to the start of memory, with room for `counts` counts past the resident groups. */
  private placeBase(set: Bitset, counts: number) {
    const stride = (set.length + 1) & ~1;
    if (stride !== this.stride) {
      this.stride = stride;
      this.forget();
    }
    const view = this.room(this.top + counts);
    view.set(set, 0);
    // An odd-length base's padding word is zero, so whatever a set's padding holds counts for nothing.
    if (set.length & 1) view[set.length] = 0;
  }

  /** A view of memory at least `words` long. */
  private room(words: number): Uint32Array {
    const bytes = words * 4;
    const have = this.memory.buffer.byteLength;
    if (bytes > have) this.memory.grow(Math.ceil((bytes - have) / PAGE_BYTES));
    return new Uint32Array(this.memory.buffer);
  }
}
