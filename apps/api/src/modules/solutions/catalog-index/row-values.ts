import { type Bitset, forEachMember } from './bitset.ts';

/**
 * The values each row holds in one filter group (compressed rows: row p's values are
 * `slots[start[p]]…slots[start[p+1]-1]`, indexes into `values`). Counting a facet by walking the
 * rows of a small match set costs rows × links, cheaper than one popcount per value over the
 * whole catalogue when the set is sparse (docs/decisions/0070). Rows a patch appends past the
 * built ones keep their values in a map (docs/decisions/0184).
 */
export class RowValues<V> {
  private readonly start: Uint32Array;
  private readonly slots: Uint32Array;
  private readonly built: number;
  private readonly appended = new Map<number, number[]>();
  private readonly slotOf = new Map<V, number>();
  readonly values: V[];
  readonly linksPerRow: number;

  constructor(size: number, sets: Map<V, Bitset>) {
    this.values = [...sets.keys()];
    this.values.forEach((v, slot) => this.slotOf.set(v, slot));
    const start = new Uint32Array(size + 1);
    for (const set of sets.values()) forEachMember(set, (p) => start[p + 1]!++);
    for (let p = 0; p < size; p++) start[p + 1]! += start[p]!;
    const slots = new Uint32Array(start[size]!);
    const fill = start.slice(0, size);
    this.values.forEach((value, slot) => forEachMember(sets.get(value)!, (p) => (slots[fill[p]!++] = slot)));
    this.start = start;
    this.slots = slots;
    this.built = size;
    this.linksPerRow = size ? slots.length / size : 0;
  }

  /** Gives row `p`, past the built rows, its values. */
  append(p: number, values: readonly V[]) {
    if (p < this.built) throw new Error(`row ${p} was built, not appended`);
    this.appended.set(
      p,
      values.map((v) => {
        let slot = this.slotOf.get(v);
        if (slot === undefined) {
          this.slotOf.set(v, (slot = this.values.length));
          this.values.push(v);
        }
        return slot;
      }),
    );
  }

  /** The values row `p` holds. */
  valuesAt(p: number): V[] {
    const out: V[] = [];
    if (p >= this.built) {
      for (const slot of this.appended.get(p) ?? []) out.push(this.values[slot]!);
      return out;
    }
    for (let i = this.start[p]!; i < this.start[p + 1]!; i++) out.push(this.values[this.slots[i]!]!);
    return out;
  }

  /** Per value (by slot), how many rows of `rows` hold it. */
  countIn(rows: Bitset): Uint32Array {
    const counts = new Uint32Array(this.values.length);
    const { start, slots, built } = this;
    forEachMember(rows, (p) => {
      if (p >= built) for (const slot of this.appended.get(p) ?? []) counts[slot]!++;
      else for (let i = start[p]!; i < start[p + 1]!; i++) counts[slots[i]!]!++;
    });
    return counts;
  }
}
