/**
 * Serialised answers kept in memory for as long as the data they came from is current. Every
 * lookup first reads the data's version (one tiny query); a new version empties the cache, so an
 * instance never serves an answer older than the last committed write, whichever instance made
 * it. Least recently used answers go first once `maxBytes` is reached; 0 turns caching off.
 */
export class VersionedCache {
  private readonly entries = new Map<string, string>();
  private bytes = 0;
  private version = -1;

  constructor(
    private readonly maxBytes: number,
    private readonly readVersion: () => Promise<number>,
    /** Told of every lookup, for metrics (docs/decisions/0092). */
    private readonly onLookup: (hit: boolean) => void = () => undefined,
  ) {}

  /** `known`: the data's version when the caller has just read it, saving a second read. */
  async get(key: string, produce: () => Promise<string>, known?: number): Promise<string> {
    if (this.maxBytes <= 0) return produce();
    const version = known ?? (await this.readVersion());
    if (version !== this.version) this.reset(version);
    const hit = this.entries.get(key);
    this.onLookup(hit !== undefined);
    if (hit !== undefined) {
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit;
    }
    const value = await produce();
    // Another request may have seen a newer version meanwhile: this answer must not join its cache.
    if (this.version === version && value.length <= this.maxBytes) this.store(key, value);
    return value;
  }

  private reset(version: number) {
    this.entries.clear();
    this.bytes = 0;
    this.version = version;
  }

  private store(key: string, value: string) {
    this.entries.set(key, value);
    this.bytes += value.length;
    for (const [oldKey, oldValue] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(oldKey);
      this.bytes -= oldValue.length;
    }
  }
}
