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
const kernel = new Instance(new Module(Buffer.from(INTERSECTION_COUNTS_WASM, 'base64')));
const memory = kernel.exports.memory as WasmMemory;
const countAnd = kernel.exports.countAnd as (
  base: number,
  sets: number,
  count: number,
  bytes: number,
  out: number,
) => void;
const count = kernel.exports.count as (base: number, bytes: number) => number;

/** Room for `bytes` in the kernel's memory, and a view of it. */
function room(bytes: number): Uint32Array {
  if (bytes > memory.buffer.byteLength) memory.grow(Math.ceil((bytes - memory.buffer.byteLength) / PAGE_BYTES));
  return new Uint32Array(memory.buffer);
}

/** `set` at the start of the kernel's memory, padded with a zero word to whole 64-bit words; its byte length there. */
function placeBase(view: Uint32Array, set: Bitset): number {
  view.set(set, 0);
  view[set.length] = 0;
  return ((set.length + 1) & ~1) * 4;
}

/** How many positions `set` holds, counted by the kernel (docs/decisions/0188). */
export function sizeOf(set: Bitset): number {
  return count(0, placeBase(room(4 * (set.length + 1)), set));
}

/**
 * How many positions `base` shares with each of `sets` (all as long as `base`), counted by the
 * WebAssembly kernel of intersection-counts.wat (docs/decisions/0188): the sets are copied into
 * its memory one after another, 64 bits at a time, behind the base, and counted in one call.
 * Synchronous, so one memory serves the whole process.
 */
export function intersectionCounts(base: Bitset, sets: readonly Bitset[]): Uint32Array {
  const words = base.length;
  // Each set takes a whole number of 64-bit words; the base's padding word is zero, so a set's
  // (left over from an earlier call) adds nothing.
  const stride = (words + 1) & ~1;
  const countsAt = stride * (sets.length + 1);
  const view = room(4 * (countsAt + sets.length));
  placeBase(view, base);
  for (let k = 0; k < sets.length; k++) {
    const set = sets[k]!;
    if (set.length !== words) throw new Error(`a set of ${set.length} words counted against ${words}`);
    view.set(set, stride * (k + 1));
  }
  countAnd(0, stride * 4, sets.length, stride * 4, countsAt * 4);
  return view.slice(countsAt, countsAt + sets.length);
}
