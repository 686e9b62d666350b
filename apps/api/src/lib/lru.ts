/**
 * A map that forgets its least recently used entries past `maxEntries` entries or `maxWeight`
 * total weight (each entry weighs what `set` says).
 */
export class Lru<K, V> {
  private readonly entries = new Map<K, { value: V; weight: number }>();
  private held = 0;

  constructor(
    private readonly maxEntries: number,
    private readonly maxWeight = Infinity,
  ) {}

  get(key: K): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.value;
  }

  set(key: K, value: V, weight = 1) {
    this.delete(key);
    this.entries.set(key, { value, weight });
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
