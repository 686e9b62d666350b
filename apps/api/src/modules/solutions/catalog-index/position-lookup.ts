/**
 * Row position of a solution id, over ids sorted ascending. Ids are usually close to dense, so a
 * table indexed by id answers in one read; a catalogue with a sparse id range (many deletions)
 * falls back to binary search rather than a table far larger than the catalogue.
 */
export class PositionLookup {
  private readonly table: Int32Array | null;

  constructor(private readonly ids: Int32Array) {
    const maxId = ids.length ? ids[ids.length - 1]! : 0;
    if (maxId > 4 * ids.length + 1024) {
      this.table = null;
      return;
    }
    this.table = new Int32Array(maxId + 1).fill(-1);
    ids.forEach((id, p) => (this.table![id] = p));
  }

  get(id: number): number | undefined {
    if (this.table) {
      const p = id >= 0 && id < this.table.length ? this.table[id]! : -1;
      return p >= 0 ? p : undefined;
    }
    let lo = 0;
    let hi = this.ids.length - 1;
    while (lo <= hi) {
      const mid = (lo + hi) >>> 1;
      const at = this.ids[mid]!;
      if (at === id) return mid;
      if (at < id) lo = mid + 1;
      else hi = mid - 1;
    }
    return undefined;
  }

  get bytes() {
    return this.table?.byteLength ?? 0;
  }
}
