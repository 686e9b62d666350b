import type { FastifyBaseLogger } from 'fastify';
import { BatchedCounts } from '../../lib/batched-counts.ts';
import { wibDay } from './insight-day.ts';
import type { CountDelta, InsightMetric, InsightRepository } from './insight.repository.ts';

/**
 * Insight's counts, kept in memory and written in batches (docs/decisions/0155): `flush` (every
 * INSIGHT_FLUSH_SECONDS, on close, and before insight is read) adds the batch in one transaction.
 */
export class InsightCounter {
  private readonly counts: BatchedCounts<CountDelta>;

  constructor(
    repo: InsightRepository,
    log: FastifyBaseLogger,
    private readonly clock: () => Date = () => new Date(),
  ) {
    this.counts = new BatchedCounts((batch) => repo.add(batch), log, 'insight counts');
  }

  add(metric: InsightMetric, subject: string | number = '', by = 1): void {
    const day = wibDay(this.clock());
    this.counts.add(`${day}\u0000${metric}\u0000${subject}`, by, () => ({
      day,
      metric,
      subject: String(subject),
      by,
    }));
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

  flush(): Promise<void> {
    return this.counts.flush();
  }
}
