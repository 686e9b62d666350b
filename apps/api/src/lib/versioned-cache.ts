import { stringBytes } from './approximate-bytes.ts';
import { Lru } from './lru.ts';

/** What an entry costs besides its key and value: the map's slot and the entry object. */
const ENTRY_BYTES = 64;

/**
 * Serialised answers kept in memory for as long as the data they came from is current. Every
 * lookup first reads the data's version (one tiny query); a new version empties the cache, so an
 * instance never serves an answer older than the last committed write, whichever instance made
 * it. Least recently used answers go first once `maxBytes` is reached; 0 turns caching off.
 */
export class VersionedCache {
  private entries: Lru<string, string>;
  private version = -1;

  constructor(
    private readonly maxBytes: number,
    private readonly readVersion: () => Promise<number>,
    /** Told of every lookup, for metrics (docs/decisions/0092). */
    private readonly onLookup: (hit: boolean) => void = () => undefined,
  ) {
    this.entries = this.empty();
  }

  /**
   * `key` may be given as a function when making it costs something: it is called only when
   * caching is on. `known`: the data's version when the caller has just read it, saving a second read.
   */
  async get(key: string | (() => string), produce: () => Promise<string>, known?: number): Promise<string> {
    if (this.maxBytes <= 0) return produce();
    if (typeof key === 'function') key = key();
    const version = known ?? (await this.readVersion());
    if (version !== this.version) this.reset(version);
    const hit = this.entries.get(key);
    this.onLookup(hit !== undefined);
    if (hit !== undefined) return hit;
    const value = await produce();
    // Another request may have seen a newer version meanwhile: this answer must not join its cache.
    const weight = ENTRY_BYTES + stringBytes(key) + stringBytes(value);
    if (this.version === version && weight <= this.maxBytes) this.entries.set(key, value, weight);
    return value;
  }

  private reset(version: number) {
    this.entries = this.empty();
    this.version = version;
  }

  /** Weighed in bytes (key, answer, entry), so the least recently used answers go once `maxBytes` is reached. */
  private empty() {
    return new Lru<string, string>(Infinity, this.maxBytes);
  }
}
