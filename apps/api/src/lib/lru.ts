/**
 * A map that forgets its least recently used entries past `maxEntries` entries or `maxWeight`
 * total weight (each entry weighs what `set` says).
 *
 * A read moves its entry to the newest end only when the entry is in the older half of the order
 * (docs/decisions/0217): moving one costs a delete and an insert in the Map, and a hot entry read on
 * every request would pay them each time. An entry read at least once while half the entries are
 * added or moved is never the first to go, so what is in use stays.
 */
export class Lru<K, V> {
  private readonly entries = new Map<K, { value: V; weight: number; moved: number }>();
  private held = 0;
  /** How many times an entry was put at the newest end: where an entry sits, roughly. */
  private moves = 0;

  constructor(
    private readonly maxEntries: number,
    private readonly maxWeight = Infinity,
  ) {}

  get(key: K): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (this.moves - entry.moved >= this.entries.size >>> 1) {
      this.entries.delete(key);
      entry.moved = ++this.moves;
      this.entries.set(key, entry);
    }
    return entry.value;
  }

  set(key: K, value: V, weight = 1) {
    this.delete(key);
    this.entries.set(key, { value, weight, moved: ++this.moves });
    this.held += weight;
    for (const old of this.entries.keys()) {
      if (this.entries.size <= this.maxEntries && this.held <= this.maxWeight) break;
      this.delete(old);
    }
  }

  /** A copy without `keys`, least recently used first as here. */
  without(keys: ReadonlySet<K>): Lru<K, V> {
    const copy = new Lru<K, V>(this.maxEntries, this.maxWeight);
    for (const [key, { value, weight }] of this.entries) if (!keys.has(key)) copy.set(key, value, weight);
    return copy;
  }

  /** The weight held: at most `maxWeight` once `set` returns. */
  get weight() {
    return this.held;
  }

  /** The weight that may still be added before entries are forgotten. */
  get room() {
    return this.maxWeight - this.held;
  }

  get size() {
    return this.entries.size;
  }

  private delete(key: K) {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.held -= entry.weight;
    this.entries.delete(key);
  }
}
