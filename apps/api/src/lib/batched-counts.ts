import type { FastifyBaseLogger } from 'fastify';

/** One count waiting to be written: what it counts and by how much. */
export interface PendingCount {
  by: number;
}

/**
 * Counts gathered in memory and written in batches (docs/decisions/0155): counting costs a request
 * a map update, never a database write; `flush` hands the batch to `write` (one transaction) and,
 * when that fails, keeps its counts for the next flush.
 */
export class BatchedCounts<T extends PendingCount> {
  private pending = new Map<string, T>();

  constructor(
    private readonly write: (batch: T[]) => Promise<void>,
    private readonly log: FastifyBaseLogger,
    private readonly what: string,
  ) {}

  /** Adds `by` to the count under `key`, made by `make` when it is the first. */
  add(key: string, by: number, make: () => T): void {
    if (by === 0) return;
    const count = this.pending.get(key);
    if (count) count.by += by;
    else this.pending.set(key, { ...make(), by });
  }

  async flush(): Promise<void> {
    if (this.pending.size === 0) return;
    const batch = this.pending;
    this.pending = new Map();
    try {
      await this.write([...batch.values()].filter((c) => c.by !== 0));
    } catch (err) {
      for (const [key, count] of batch) {
        const later = this.pending.get(key);
        if (later) later.by += count.by;
        else this.pending.set(key, count);
      }
      this.log.warn({ err }, `${this.what} could not be written; kept for the next try`);
    }
  }
}
