import type { AdminOverview, SolutionStatus } from '@catalog/shared';
import type { EnquiriesAdminRepository } from '../enquiries/enquiries-admin.repository.ts';
import type { SearchMisses } from '../solutions/search-misses.ts';
import type { OverviewRepository } from './overview.repository.ts';

const DAY_MS = 86_400_000;
const TOP_WORDS = 20;

/** The back office's first page (docs/product.md §6.6). */
export class OverviewService {
  constructor(
    private readonly counts: OverviewRepository,
    private readonly enquiries: EnquiriesAdminRepository,
    private readonly misses: SearchMisses,
  ) {}

  async overview(now = new Date()): Promise<AdminOverview> {
    const weekAgo = new Date(now.getTime() - 7 * DAY_MS).toISOString();
    // The last 30 days, today included.
    const since = new Date(now.getTime() - 29 * DAY_MS).toISOString().slice(0, 10);
    const [byStatus, thisWeek, fresh, waiting, words] = await Promise.all([
      this.counts.solutionsByStatus(),
      this.counts.enquiriesSince(weekAgo),
      this.enquiries.countNew(),
      this.counts.awaitingActivation(),
      this.misses.top(since, TOP_WORDS),
    ]);
    return {
      solutions_by_status: byStatus.map((s) => ({ status: s.id as SolutionStatus, name: s.name, count: s.count })),
      enquiries_this_week: thisWeek,
      enquiries_new: fresh,
      accounts_awaiting_activation: waiting,
      searches_without_results: words,
    };
  }
}
