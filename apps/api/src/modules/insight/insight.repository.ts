import { addCounts } from '../../db/count-upsert.ts';
import { Repository } from '../../db/repository.ts';

/** What insight counts per WIB day; `subject` is a solution id, a search word or '' (docs/decisions/0155). */
export type InsightMetric = 'view' | 'search' | 'search_word' | 'zero' | 'zero_word' | 'enquiry' | 'signup';

export interface CountDelta {
  day: string;
  metric: InsightMetric;
  subject: string;
  by: number;
}

export interface SubjectCount {
  subject: string;
  count: number;
}

/** The insight counters: a day, a metric, a subject and a count; never who. */
export class InsightRepository extends Repository {
  /** Adds a batch of deltas, each key once, in one transaction (docs/decisions/0230). */
  async add(deltas: readonly CountDelta[]): Promise<void> {
    if (deltas.length === 0) return;
    const rows = deltas.map(({ day, metric, subject, by }) => ({ day, metric, subject, count: by }));
    await this.transaction((trx) => addCounts(trx, 'insight_counts', ['day', 'metric', 'subject'], rows));
  }

  /** The totals of the metrics counted without a subject, per day, in [from, to]. */
  async perDay(from: string, to: string): Promise<Array<{ day: string; metric: string; count: number }>> {
    const rows = await this.db
      .selectFrom('insight_counts')
      .select(['day', 'metric', (eb) => eb.fn.sum<number>('count').as('count')])
      .where('day', '>=', from)
      .where('day', '<=', to)
      .where('metric', 'in', ['view', 'search', 'zero', 'enquiry', 'signup'])
      .groupBy(['day', 'metric'])
      .execute();
    return rows.map((r) => ({ day: r.day, metric: r.metric, count: Number(r.count) }));
  }

  /** Totals of `metric` per subject in [from, to]. */
  private sums(metric: InsightMetric, from: string, to: string) {
    return this.db
      .selectFrom('insight_counts')
      .select(['subject', (eb) => eb.fn.sum<number>('count').as('count')])
      .where('metric', '=', metric)
      .where('day', '>=', from)
      .where('day', '<=', to)
      .groupBy('subject');
  }

  /** The subjects of `metric` with the highest totals in [from, to], at most `limit`. */
  async top(metric: InsightMetric, from: string, to: string, limit: number): Promise<SubjectCount[]> {
    const rows = await this.sums(metric, from, to)
      .having((eb) => eb.fn.sum('count'), '>', 0)
      .orderBy('count', 'desc')
      .orderBy('subject')
      .limit(limit)
      .execute();
    return rows.map((r) => ({ subject: r.subject, count: Number(r.count) }));
  }

  /** Totals of `metric` in [from, to] for the given subjects. */
  async totals(
    metric: InsightMetric,
    from: string,
    to: string,
    subjects: readonly string[],
  ): Promise<Map<string, number>> {
    if (subjects.length === 0) return new Map();
    const rows = await this.sums(metric, from, to)
      .where('subject', 'in', [...subjects])
      .execute();
    return new Map(rows.map((r) => [r.subject, Number(r.count)]));
  }

  /** Names of the solutions of `ids` still stored, by id. */
  async solutionNames(ids: readonly number[]): Promise<Map<number, string>> {
    if (ids.length === 0) return new Map();
    const rows = await this.db
      .selectFrom('solutions')
      .select(['id', 'name'])
      .where('id', 'in', [...ids])
      .execute();
    return new Map(rows.map((r) => [Number(r.id), r.name]));
  }
}
