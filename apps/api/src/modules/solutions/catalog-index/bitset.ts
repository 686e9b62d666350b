/**
 * A set of row positions 0…size-1 as a dense bitset (32 positions per word). At catalogue sizes
 * (up to a few hundred thousand rows) a dense set is a few kilobytes, and AND/OR/popcount over
 * it cost microseconds, so a compressed format would add code without saving time
 * (docs/decisions/0070).
 */
export type Bitset = Uint32Array;

export const emptyBitset = (size: number): Bitset => new Uint32Array((size + 31) >>> 5);

export function fullBitset(size: number): Bitset {
  const set = emptyBitset(size);
  set.fill(0xffffffff);
  const tail = size & 31;
  if (tail) set[set.length - 1] = (1 << tail) - 1;
  return set;
}

export const addTo = (set: Bitset, position: number) => {
  set[position >>> 5]! |= 1 << (position & 31);
};

export const has = (set: Bitset, position: number) => (set[position >>> 5]! & (1 << (position & 31))) !== 0;

function bitsIn(word: number): number {
  let v = word - ((word >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return (((v + (v >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

export function popcount(set: Bitset): number {
  let n = 0;
  for (let i = 0; i < set.length; i++) n += bitsIn(set[i]!);
  return n;
}

/** |a ∧ b| without building the intersection. */
export function popcountAnd(a: Bitset, b: Bitset): number {
  let n = 0;
  for (let i = 0; i < a.length; i++) n += bitsIn(a[i]! & b[i]!);
  return n;
}

/** target ∧= other, in place. */
export function andInto(target: Bitset, other: Bitset): Bitset {
  for (let i = 0; i < target.length; i++) target[i]! &= other[i]!;
  return target;
}

/** target ∨= other, in place. */
export function orInto(target: Bitset, other: Bitset): Bitset {
  for (let i = 0; i < target.length; i++) target[i]! |= other[i]!;
  return target;
}

/** The union of `sets` (empty when none is given), written over `out` or into a new bitset. */
export function unionOf(size: number, sets: readonly Bitset[], out?: Bitset): Bitset {
  const target = out ? out.fill(0) : emptyBitset(size);
  for (const set of sets) orInto(target, set);
  return target;
}

/** The intersection of `sets` (at least one), written over `out` or into a new bitset. */
export function intersectionOf(sets: readonly Bitset[], out?: Bitset): Bitset {
  const target = out ?? new Uint32Array(sets[0]!.length);
  target.set(sets[0]!);
  for (let i = 1; i < sets.length; i++) andInto(target, sets[i]!);
  return target;
}

/** The members of `set`, ascending: far quicker than sorting them when they are thousands. */
export function membersOf(set: Bitset): Int32Array {
  const out = new Int32Array(popcount(set));
  let k = 0;
  for (let w = 0; w < set.length; w++) {
    let word = set[w]!;
    while (word !== 0) {
      const low = word & -word;
      out[k++] = (w << 5) + 31 - Math.clz32(low);
      word ^= low;
    }
  }
  return out;
}

/** Calls `visit` with every member of `set`, in ascending order. */
export function forEachMember(set: Bitset, visit: (position: number) => void) {
  for (let w = 0; w < set.length; w++) {
    let word = set[w]!;
    while (word !== 0) {
      const low = word & -word;
      visit((w << 5) + 31 - Math.clz32(low));
      word ^= low;
    }
  }
}

/** Calls `visit` with every position in both `a` and `b`, in ascending order, without making their intersection. */
export function forEachMemberOfBoth(a: Bitset, b: Bitset, visit: (position: number) => void) {
  for (let w = 0; w < a.length; w++) {
    let word = a[w]! & b[w]!;
    while (word !== 0) {
      const low = word & -word;
      visit((w << 5) + 31 - Math.clz32(low));
      word ^= low;
    }
  }
}
