/**
 * Row position of a solution id. Ids are usually close to dense, so a table indexed by id answers
 * in one read; a catalogue with a sparse id range (many deletions) uses a map rather than a table
 * far larger than the catalogue. Patching the index (docs/decisions/0184) moves, adds and removes
 * ids.
 */
export class PositionLookup {
  private table: Int32Array | null = null;
  private map: Map<number, number> | null = null;
  private count = 0;

  constructor(ids: Int32Array) {
    let maxId = 0;
    for (const id of ids) if (id > maxId) maxId = id;
    if (this.sparse(maxId, ids.length)) this.map = new Map();
    else this.table = new Int32Array(maxId + 1).fill(-1);
    ids.forEach((id, p) => this.set(id, p));
  }

  private sparse(maxId: number, count: number) {
    return maxId > 4 * count + 1024;
  }

  get(id: number): number | undefined {
    if (this.map) return this.map.get(id);
    const p = id >= 0 && id < this.table!.length ? this.table![id]! : -1;
    return p >= 0 ? p : undefined;
  }

  set(id: number, p: number) {
    if (this.get(id) === undefined) this.count++;
    if (this.table && id >= this.table.length) {
      if (this.sparse(id, this.count)) {
        this.map = new Map();
        this.table.forEach((q, at) => q >= 0 && this.map!.set(at, q));
        this.table = null;
      } else {
        const grown = new Int32Array(Math.max(id + 1, this.table.length * 2)).fill(-1);
        grown.set(this.table);
        this.table = grown;
      }
    }
    if (this.map) this.map.set(id, p);
    else this.table![id] = p;
  }

  delete(id: number) {
    if (this.get(id) === undefined) return;
    this.count--;
    if (this.map) this.map.delete(id);
    else this.table![id] = -1;
  }

  get bytes() {
    return this.table?.byteLength ?? (this.map?.size ?? 0) * 24;
  }
}
