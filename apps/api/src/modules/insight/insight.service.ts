import { type Insight, type InsightTable, INSIGHT_MAX_DAYS, insightRangeTooLong } from '@catalog/shared';
import { badRequest } from '../../lib/errors.ts';
import { toCsv } from '../../lib/csv.ts';
import type { InsightCounter } from './insight-counter.ts';
import { addDays, dayCount, daysBetween, wibDay } from './insight-day.ts';
import type { InsightRepository } from './insight.repository.ts';

/** How long the top lists are. */
const TOP = 20;
/** The range without one asked for: the last 30 WIB days, today included. */
const DEFAULT_DAYS = 30;

/** The insight page's data (docs/decisions/0155), read after this instance's pending counts are written. */
export class InsightService {
  constructor(
    private readonly repo: InsightRepository,
    private readonly counter: InsightCounter,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  async read(range: { from?: string; to?: string }): Promise<Insight> {
    const to = range.to ?? (range.from ? addDays(range.from, DEFAULT_DAYS - 1) : wibDay(this.clock()));
    const from = range.from ?? addDays(to, -(DEFAULT_DAYS - 1));
    if (dayCount(from, to) > INSIGHT_MAX_DAYS) throw badRequest(insightRangeTooLong());
    const days = daysBetween(from, to);
    await this.counter.flush();

    const perDay = new Map<string, Record<string, number>>();
    for (const row of await this.repo.perDay(from, to)) {
      const counts = perDay.get(row.day) ?? {};
      counts[row.metric] = row.count;
      perDay.set(row.day, counts);
    }
    const topViews = await this.repo.top('view', from, to, TOP);
    const topEnquiries = await this.repo.top('enquiry', from, to, TOP);
    const subjects = [...new Set([...topViews, ...topEnquiries].map((r) => r.subject))];
    const [views, enquiries] = await Promise.all([
      this.repo.totals('view', from, to, subjects),
      this.repo.totals('enquiry', from, to, subjects),
    ]);
    const names = await this.repo.solutionNames(subjects.map(Number));
    const topSolutions = subjects
      .filter((s) => names.has(Number(s)))
      .map((s) => ({
        solution_id: Number(s),
        name: names.get(Number(s))!,
        views: Math.max(0, views.get(s) ?? 0),
        enquiries: enquiries.get(s) ?? 0,
      }))
      .sort((a, b) => b.views - a.views || b.enquiries - a.enquiries || a.solution_id - b.solution_id)
      .slice(0, TOP);
    const terms = async (metric: 'search_word' | 'zero_word') =>
      (await this.repo.top(metric, from, to, TOP)).map((r) => ({ term: r.subject, count: r.count }));

    return {
      days: days.map((date) => {
        const c = perDay.get(date) ?? {};
        return {
          date,
          views: Math.max(0, c.view ?? 0),
          searches: c.search ?? 0,
          zero_result_searches: c.zero ?? 0,
          enquiries: c.enquiry ?? 0,
          signups: c.signup ?? 0,
        };
      }),
      top_solutions: topSolutions,
      top_searches: await terms('search_word'),
      zero_result_searches: await terms('zero_word'),
    };
  }

  /** One table of `read` as CSV. */
  async csv(range: { from?: string; to?: string }, table: InsightTable): Promise<string> {
    const data = await this.read(range);
    switch (table) {
      case 'days':
        return toCsv(
          ['date', 'views', 'searches', 'zero_result_searches', 'enquiries', 'signups'],
          data.days.map((d) => [d.date, d.views, d.searches, d.zero_result_searches, d.enquiries, d.signups]),
        );
      case 'top_solutions':
        return toCsv(
          ['solution_id', 'name', 'views', 'enquiries'],
          data.top_solutions.map((s) => [s.solution_id, s.name, s.views, s.enquiries]),
        );
      default:
        return toCsv(
          ['term', 'count'],
          data[table].map((t) => [t.term, t.count]),
        );
    }
  }
}
