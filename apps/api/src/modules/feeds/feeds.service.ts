import {
  FEED_SIZE,
  type FilterGroup,
  type IdFilterGroup,
  plainListQueryText,
  routes,
  type SolutionListFilters,
} from '@catalog/shared';
import type { Config } from '../../config.ts';
import { VISITOR } from '../../lib/caller.ts';
import { plainSummary } from '../../lib/plain-text.ts';
import type { NamedLookupTable } from '../lookups/lookups.repository.ts';
import type { LookupsService } from '../lookups/lookups.service.ts';
import type { SolutionsService } from '../solutions/solutions.service.ts';
import { atomDocument } from './atom.ts';
import { CATALOG_TITLE, feedTitle, statusNames } from './feed-title.ts';

/** The lookup list each filter group's ids name. */
const GROUP_TABLES: Record<IdFilterGroup, NamedLookupTable> = {
  industry_group: 'industries',
  technology: 'technologies',
  pattern_of_use: 'patterns_of_use',
  contributor: 'contributors',
};

/**
 * Atom feeds of the catalogue (docs/product.md §5.13). A feed is what a visitor's list shows for
 * the same query, whoever asks: it runs the list's own query code as a visitor, so a status only
 * signed-in callers see can never reach a feed, and the feed and the list never disagree.
 */
export class FeedsService {
  constructor(
    private readonly solutions: SolutionsService,
    private readonly lookups: LookupsService,
    private readonly config: Pick<Config, 'publicUrl'>,
  ) {}

  /** The Atom document of `query` at catalogue `version`. */
  async document(query: SolutionListFilters, version: number): Promise<string> {
    const { publicUrl } = this.config;
    const search = plainListQueryText(query);
    const withSearch = (path: string) => `${publicUrl}${path}${search ? `?${search}` : ''}`;
    const self = withSearch(routes.getFeed.path);
    const solutions = await this.solutions.newest(VISITOR, query, FEED_SIZE, version);
    const entries = solutions.map((s) => {
      const url = `${publicUrl}/solution/${s.id}`;
      return {
        id: url,
        title: s.name,
        link: url,
        summary: plainSummary(s.description),
        published: s.created_at,
        updated: s.updated_at,
      };
    });
    const updated =
      entries
        .map((e) => e.updated)
        .sort()
        .at(-1) ?? new Date().toISOString();
    return atomDocument({
      id: self,
      title: await feedTitle(query, (group) => this.namesOf(group)),
      author: CATALOG_TITLE,
      updated,
      links: [
        { rel: 'self', type: 'application/atom+xml', href: self },
        { rel: 'alternate', type: 'text/html', href: withSearch('/solutions') },
      ],
      entries,
    });
  }

  private async namesOf(group: FilterGroup): Promise<ReadonlyMap<string, string>> {
    if (group === 'status') return statusNames;
    const items = await this.lookups.list(GROUP_TABLES[group]);
    return new Map(items.map((item) => [String(item.id), item.name]));
  }
}
