import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { KERNELS, kernelModule } from '../../../scripts/wasm-generate.ts';
import { intersectionOf, popcount, popcountAnd, unionOf } from '../src/modules/solutions/catalog-index/bitset.ts';
import { BitsetKernel, KERNEL_SLOTS } from '../src/modules/solutions/catalog-index/bitset-kernel.ts';

/**
 * The catalogue index's set algebra runs in the WebAssembly kernel (docs/decisions/0188, 0202):
 * it must give exactly what the plain JavaScript bitset functions give, for any length of set
 * (lengths that are no multiple of its 32-byte blocks too) and any number of sets, and its bytes
 * must be what its text gives.
 */
describe('the bitset kernel', () => {
  const bitsets = (words: number, max = 12) =>
    fc.array(fc.uint32Array({ minLength: words, maxLength: words }), { maxLength: max });
  const groupOf = (sets: readonly Uint32Array[]) => new Map(sets.map((set, k) => [k, set]));

  it('counts, intersects and unites as the JavaScript bitset functions do', () => {
    fc.assert(
      fc.property(
        fc
          .integer({ min: 0, max: 300 })
          .chain((words) =>
            fc.tuple(fc.constant(words), fc.uint32Array({ minLength: words, maxLength: words }), bitsets(words)),
          ),
        ([words, base, sets]) => {
          const kernel = new BitsetKernel();
          kernel.begin(words);
          const group = kernel.group('group', () => groupOf(sets));
          const at = kernel.load(kernel.slot(0), base);
          expect(kernel.size(at)).toBe(popcount(base));
          expect([...kernel.countAgainst(group, at)]).toEqual(sets.map((set) => popcountAnd(set, base)));
          const offsets = sets.map((_, k) => kernel.setOf(group, k)!);
          const union = kernel.union(kernel.slot(1), offsets);
          expect([...kernel.view(union)]).toEqual([...unionOf(words * 32, sets)]);
          const both = kernel.intersection(kernel.slot(2), [at, ...offsets]);
          expect([...kernel.view(both)]).toEqual([...intersectionOf([base, ...sets])]);
          // A slot may be its own first operand, and the padding past a set's words stays clear.
          kernel.intersection(union, [union, at]);
          expect(kernel.size(union)).toBe(popcount(intersectionOf([unionOf(words * 32, sets), base])));
        },
      ),
      { numRuns: 300 },
    );
  });

  it('counts a group with one value per row by visiting the base, as the popcount counts it', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 40 }).chain((words) =>
          fc.tuple(
            fc.constant(words),
            fc.uint32Array({ minLength: words, maxLength: words }),
            // Each position's value: an index into 1 to 12 values, or none.
            fc
              .integer({ min: 1, max: 12 })
              .chain((values) =>
                fc.tuple(
                  fc.constant(values),
                  fc.array(fc.integer({ min: -1, max: values - 1 }), { minLength: words * 32, maxLength: words * 32 }),
                ),
              ),
          ),
        ),
        ([words, base, [values, valueAt]]) => {
          const sets = Array.from({ length: values }, () => new Uint32Array(words));
          valueAt.forEach((k, p) => {
            if (k >= 0) sets[k]![p >>> 5]! |= 1 << (p & 31);
          });
          const kernel = new BitsetKernel();
          kernel.begin(words);
          const group = kernel.group('one', () => groupOf(sets), true);
          const at = kernel.load(kernel.slot(0), base);
          const expected = sets.map((set) => popcountAnd(set, base));
          expect([...kernel.histogram(group, at)]).toEqual(expected);
          expect([...kernel.countAgainst(group, at)]).toEqual(expected);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('refuses a histogram of a group with two values in one row, or placed without its values', () => {
    const kernel = new BitsetKernel();
    kernel.begin(1);
    expect(() => kernel.group('two', () => groupOf([Uint32Array.of(1), Uint32Array.of(3)]), true)).toThrow(
      /position 0 holds two values of two/,
    );
    const plain = kernel.group('plain', () => groupOf([Uint32Array.of(1)]));
    expect(() => kernel.histogram(plain, kernel.slot(0))).toThrow(/without a value per row/);
  });

  it('keeps each group until told to forget, and then reads it again', () => {
    const kernel = new BitsetKernel();
    kernel.begin(2);
    const base = kernel.load(kernel.slot(0), Uint32Array.of(0b1111, 0));
    const a = [Uint32Array.of(0b0011, 0), Uint32Array.of(0b0001, 0)];
    const b = [Uint32Array.of(0b1110, 0)];
    const counted = (key: string, sets: Uint32Array[]) => [
      ...kernel.countAgainst(
        kernel.group(key, () => groupOf(sets)),
        base,
      ),
    ];
    expect(counted('a', a)).toEqual([2, 1]);
    expect(counted('b', b)).toEqual([3]);
    a[0]![0] = 0b0111; // a patch changes a set in place
    expect(counted('a', a)).toEqual([2, 1]);
    kernel.forget();
    expect(counted('a', a)).toEqual([3, 1]);
    expect(counted('b', b)).toEqual([3]);
    expect(
      kernel.setOf(
        kernel.group('a', () => groupOf(a)),
        7,
      ),
    ).toBeUndefined();
  });

  it('counts large sets, after small ones, with memory grown to hold them', () => {
    const kernel = new BitsetKernel();
    kernel.begin(1);
    const small = kernel.group('small', () => groupOf([Uint32Array.of(5)]));
    expect([...kernel.countAgainst(small, kernel.load(kernel.slot(0), Uint32Array.of(7)))]).toEqual([2]);
    const words = 40_000; // 1.28 million positions, 41 sets: far past the kernel's first 64 KB page
    kernel.begin(words);
    const full = new Uint32Array(words).fill(0xffffffff);
    full[words - 1] = 0x80000001;
    const sets = Array.from({ length: 41 }, (_, k) => new Uint32Array(words).fill(k % 2 ? 0x0f0f0f0f : 0xffffffff));
    const large = kernel.group('large', () => groupOf(sets));
    const base = kernel.load(kernel.slot(KERNEL_SLOTS - 1), full);
    const counts = kernel.countAgainst(large, base);
    expect(counts[0]).toBe(popcountAnd(sets[0]!, full));
    expect(counts[1]).toBe(popcountAnd(sets[1]!, full));
    expect(counts[40]).toBe((words - 1) * 32 + 2);
    expect(kernel.size(base)).toBe((words - 1) * 32 + 2);
  });

  it('refuses sets of another length than it was readied for, and slots it does not have', () => {
    const kernel = new BitsetKernel();
    kernel.begin(4);
    expect(() => kernel.group('g', () => groupOf([new Uint32Array(3)]))).toThrow(/3 words given for 4/);
    expect(() => kernel.slot(KERNEL_SLOTS)).toThrow(/scratch slots/);
  });
});

/** Each WebAssembly kernel's committed bytes are what its text gives (docs/decisions/0188, 0231). */
describe('the WebAssembly kernels', () => {
  it.each(KERNELS)('are assembled from $wat (run `npm run wasm` after editing it)', async (kernel) => {
    const committed = readFileSync(join(import.meta.dirname, '../../..', kernel.module), 'utf8');
    expect(committed === (await kernelModule(kernel))).toBe(true);
  });
});
