import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { KERNELS, kernelModule } from '../../../scripts/wasm-generate.ts';
import { popcount, popcountAnd } from '../src/modules/solutions/catalog-index/bitset.ts';
import { IntersectionCounter } from '../src/modules/solutions/catalog-index/intersection-counts.ts';

/**
 * Facet counts come from the WebAssembly kernel (docs/decisions/0188): it must count exactly as
 * the plain JavaScript popcount does, for any length of set (odd numbers of 32-bit words too,
 * which it pads to 64 bits) and any number of sets, and its bytes must be what its text gives.
 */
describe('the intersection-counting kernel', () => {
  const bitsets = (words: number) => fc.uint32Array({ minLength: words, maxLength: words });

  it('counts |base AND set| for every set as the JavaScript popcount does', () => {
    fc.assert(
      fc.property(
        fc
          .integer({ min: 0, max: 300 })
          .chain((words) => fc.tuple(bitsets(words), bitsets(words), fc.array(bitsets(words), { maxLength: 12 }))),
        ([base, other, sets]) => {
          const counter = new IntersectionCounter();
          expect([...counter.countAgainst('group', base, () => sets)]).toEqual(
            sets.map((set) => popcountAnd(set, base)),
          );
          expect(counter.sizeOf(base)).toBe(popcount(base));
          // The group stays in the kernel's memory: a second base is counted against it as it was.
          expect([...counter.countAgainst('group', other, () => [])]).toEqual(
            sets.map((set) => popcountAnd(set, other)),
          );
        },
      ),
      { numRuns: 300 },
    );
  });

  it('keeps each group until told to forget, and then reads it again', () => {
    const counter = new IntersectionCounter();
    const base = Uint32Array.of(0b1111, 0);
    const a = [Uint32Array.of(0b0011, 0), Uint32Array.of(0b0001, 0)];
    const b = [Uint32Array.of(0b1110, 0)];
    expect([...counter.countAgainst('a', base, () => a)]).toEqual([2, 1]);
    expect([...counter.countAgainst('b', base, () => b)]).toEqual([3]);
    a[0]![0] = 0b0111; // a patch changes a set in place
    expect([...counter.countAgainst('a', base, () => a)]).toEqual([2, 1]);
    counter.forget();
    expect([...counter.countAgainst('a', base, () => a)]).toEqual([3, 1]);
    expect([...counter.countAgainst('b', base, () => b)]).toEqual([3]);
  });

  it('counts large sets, after small ones, with memory grown to hold them', () => {
    const counter = new IntersectionCounter();
    expect([...counter.countAgainst('small', Uint32Array.of(7), () => [Uint32Array.of(5)])]).toEqual([2]);
    const words = 40_000; // 1.28 million positions, 41 sets: far past the kernel's first 64 KB page
    const base = new Uint32Array(words).fill(0xffffffff);
    base[words - 1] = 0x80000001;
    const sets = Array.from({ length: 41 }, (_, k) => new Uint32Array(words).fill(k % 2 ? 0x0f0f0f0f : 0xffffffff));
    const counts = counter.countAgainst('large', base, () => sets);
    expect(counts[0]).toBe(popcountAnd(sets[0]!, base));
    expect(counts[1]).toBe(popcountAnd(sets[1]!, base));
    expect(counts[40]).toBe((words - 1) * 32 + 2);
    expect(counter.sizeOf(base)).toBe((words - 1) * 32 + 2);
  });

  it('refuses sets of another length than the base', () => {
    expect(() => new IntersectionCounter().countAgainst('g', new Uint32Array(4), () => [new Uint32Array(3)])).toThrow(
      /3 words counted against 4/,
    );
  });

  it.each(KERNELS)('is assembled from $wat (run `npm run wasm` after editing it)', async (kernel) => {
    const committed = readFileSync(join(import.meta.dirname, '../../..', kernel.module), 'utf8');
    expect(committed === (await kernelModule(kernel))).toBe(true);
  });
});
