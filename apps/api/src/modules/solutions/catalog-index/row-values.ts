import { type Bitset, forEachMember } from './bitset.ts';

/**
 * The values each row holds in one filter group (compressed rows: row p's values are
 * `slots[start[p]]…slots[start[p+1]-1]`, indexes into `values`). Counting a facet by walking the
 * rows of a small match set costs rows × links, cheaper than one popcount per value over the
 * whole catalogue when the set is sparse (docs/decisions/0070).
 */
export class RowValues<V> {
  private readonly start: Uint32Array;
  private readonly slots: Uint32Array;
  readonly values: V[];
  readonly linksPerRow: number;

  constructor(size: number, sets: Map<V, Bitset>) {
    this.values = [...sets.keys()];
    const start = new Uint32Array(size + 1);
    for (const set of sets.values()) forEachMember(set, (p) => start[p + 1]!++);
    for (let p = 0; p < size; p++) start[p + 1]! += start[p]!;
    const slots = new Uint32Array(start[size]!);
    const fill = start.slice(0, size);
    this.values.forEach((value, slot) => forEachMember(sets.get(value)!, (p) => (slots[fill[p]!++] = slot)));
    this.start = start;
    this.slots = slots;
    this.linksPerRow = size ? slots.length / size : 0;
  }

  /** The values row `p` holds. */
  valuesAt(p: number): V[] {
    const out: V[] = [];
    for (let i = this.start[p]!; i < this.start[p + 1]!; i++) out.push(this.values[this.slots[i]!]!);
    return out;
  }

  /** Per value (by slot), how many rows of `rows` hold it. */
  countIn(rows: Bitset): Uint32Array {
    const counts = new Uint32Array(this.values.length);
    const { start, slots } = this;
    forEachMember(rows, (p) => {
      for (let i = start[p]!; i < start[p + 1]!; i++) counts[slots[i]!]!++;
    });
    return counts;
  }
}
