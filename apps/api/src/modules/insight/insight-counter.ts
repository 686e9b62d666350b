import type { FastifyBaseLogger } from 'fastify';
import { wibDay } from './insight-day.ts';
import type { CountDelta, InsightMetric, InsightRepository } from './insight.repository.ts';

/**
 * Counts in memory and writes them in batches (docs/decisions/0155): counting costs a request a
 * map update, never a database write; `flush` (every INSIGHT_FLUSH_SECONDS, on close, and before
 * insight is read) adds the batch in one transaction. A failed flush keeps its counts for the next.
 */
export class InsightCounter {
  private pending = new Map<string, CountDelta>();

  constructor(
    private readonly repo: InsightRepository,
    private readonly log: FastifyBaseLogger,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  add(metric: InsightMetric, subject: string | number = '', by = 1): void {
    if (by === 0) return;
    const day = wibDay(this.clock());
    const key = `${day}\u0000${metric}\u0000${subject}`;
    const delta = this.pending.get(key);
    if (delta) delta.by += by;
    else this.pending.set(key, { day, metric, subject: String(subject), by });
  }

  /** A list search and its words, and whether it found nothing. */
  search(words: readonly string[], found: boolean, by = 1): void {
    this.add('search', '', by);
    if (!found) this.add('zero', '', by);
    for (const word of new Set(words)) {
      this.add('search_word', word, by);
      if (!found) this.add('zero_word', word, by);
    }
  }

  async flush(): Promise<void> {
    if (this.pending.size === 0) return;
    const batch = this.pending;
    this.pending = new Map();
    try {
      await this.repo.add([...batch.values()].filter((d) => d.by !== 0));
    } catch (err) {
      for (const [key, delta] of batch) {
        const later = this.pending.get(key);
        if (later) later.by += delta.by;
        else this.pending.set(key, delta);
      }
      this.log.warn({ err }, 'insight counts could not be written; kept for the next try');
    }
  }
}
