import {
  entriesFor,
  HARDWARE_PARTS,
  hardwareField,
  listedStatusesFor,
  type LookupItem,
  type OrderBy,
  orderParts,
  SOLUTION_PLAIN_TEXT_FIELDS,
  type SolutionDetail,
  type SolutionListFilters,
  type SolutionListQuery,
  type SolutionListResponse,
  type SolutionStatus,
  type SolutionListItem,
  type SolutionSummary,
  type Suggestion,
  visibleStatuses,
  coded,
  readValidListQuery,
} from '@catalog/shared';
import { jsonListOf } from '../../db/json-list.ts';
import { type Caller, VISITOR } from '../../lib/caller.ts';
import { notFound } from '../../lib/errors.ts';
import type { Lru } from '../../lib/lru.ts';
import { offsetOf, paginationOf } from '../../lib/paging.ts';
import { imageDto } from '../images/image-serialize.ts';
import type { ImageRow } from '../images/images.repository.ts';
import type { CatalogIndex } from './catalog-index/catalog-index.ts';
import { cardBytes, type CatalogIndexHolder, type IndexBuild } from './catalog-index/catalog-index-holder.ts';
import type { CatalogVersionRepository } from './catalog-version.repository.ts';
import { productImageUrl, withoutHidden } from './solution-serialize.ts';
import { searchTerms } from './solution-search.ts';
import { highlightOf } from './search/highlight.ts';
import { type ListPage, listPageObjects } from './solution-list-json.ts';
import { relatedIds } from './search/related.ts';
import { suggest } from './search/suggest.ts';
import type { LabelKind } from './catalog-index/catalog-index.repository.ts';
import type {
  DetailRow,
  SolutionCriteria,
  SolutionOrder,
  SolutionsRepository,
  SummaryRow,
} from './solutions.repository.ts';

const lookupOrNull = (id: number | null, name: string | null): LookupItem | null =>
  id !== null && name !== null ? { id, name } : null;

/**
 * A card from its row, whose links and images came in the same row (docs/decisions/0196): the
 * fields a card and the solution page share, before the caller's hidden fields are removed.
 */
function cardOf(row: SummaryRow): SolutionSummary {
  const images = jsonListOf<Omit<ImageRow, 'solution_id'>>(row.images).map(imageDto);
  return {
    id: row.id,
    solution_id: row.id,
    name: row.name,
    description: row.description,
    status: row.status as SolutionStatus,
    image_url: images[0]?.thumbnail_url ?? null,
    images,
    industry: jsonListOf<LookupItem>(row.industries),
    technology: jsonListOf<LookupItem>(row.technologies),
    contributor: lookupOrNull(row.contributor_id, row.contributor_name),
    created_at: row.created_at,
  };
}

/**
 * Cards read per statement while the card cache is filled after the start: on SQLite a statement
 * holds the event loop, and 200 cards take a few milliseconds.
 */
const CARD_FILL_BATCH = 200;

const NEWEST_FIRST: SolutionOrder = { key: 'created', direction: 'desc' };

/**
 * order_by of docs/product.md §5.3: without one, a search ranks by relevance and a plain listing shows
 * the newest first; new_release is newest first (its `-` form oldest first).
 */
function toOrder(orderBy: OrderBy | undefined, searching: boolean): SolutionOrder {
  if (!orderBy) return searching ? { key: 'relevance', direction: 'desc' } : NEWEST_FIRST;
  const { field, descending } = orderParts(orderBy);
  if (field === 'new_release') return { key: 'created', direction: descending ? 'asc' : 'desc' };
  return { key: field, direction: descending ? 'desc' : 'asc' };
}

/** A card with the time its solution last changed. */
export type DatedSummary = SolutionSummary & { updated_at: string };

/** What a list query matches for one caller, and in which order. */
interface ListReading {
  criteria: SolutionCriteria;
  order: SolutionOrder;
}

/** Which part of the matches a request wants, and whether with facets. */
interface ListSlice {
  limit: number;
  offset: number;
  withFacets: boolean;
}

/** Read side of the catalogue: who sees which solutions and fields is decided here. */
export class SolutionsService {
  /**
   * With an index holder, listings are answered from the in-memory index alone (docs/decisions/0070,
   * 0184); without one, by SQL alone, the reference the index is tested against.
   */
  constructor(
    private readonly repo: SolutionsRepository,
    private readonly versions: CatalogVersionRepository,
    private readonly index: CatalogIndexHolder | null = null,
  ) {}

  /** The catalogue version: answers, their ETags and the index follow it (docs/decisions/0070, 0071). */
  catalogVersion(): Promise<number> {
    return this.versions.current();
  }

  /**
   * Builds the index of the current catalogue before the first visitor needs it; what it took.
   * Then, without holding up the start, and again after every later build, the cards the first
   * pages show are read into the index's card cache (`cardsFilled` settles when that is done).
   */
  async warmIndex(): Promise<IndexBuild | null> {
    const holder = this.index;
    if (!holder) return null;
    holder.whenBuilt((index) => {
      // After the request that brought the build has had its answer; a fill that fails leaves
      // cards to be read as pages ask for them, as they are without one.
      this.cardsFilled = new Promise((next) => setImmediate(next))
        .then(() => this.fillCards(holder, index))
        .catch(() => undefined);
    });
    await holder.at(await this.catalogVersion());
    return holder.lastBuild;
  }

  /** The latest card fill (docs/decisions/0219, 0220): settled once it has ended or stopped. */
  cardsFilled: Promise<void> = Promise.resolve();
  private fillStopped = false;

  /** Ends the card fill before its next statement, and starts no other, for a server that is closing. */
  stopFillingCards(): Promise<void> {
    this.fillStopped = true;
    return this.cardsFilled;
  }

  /**
   * Reads cards into `index`'s card cache (docs/decisions/0219, 0220): those a visitor's listing shows,
   * newest first, a batch per statement, until the next card finds no room, the index is no longer
   * current or the server closes. The first visit to a page then finds its cards remembered, as
   * every later visit does, instead of waiting for a statement.
   */
  private async fillCards(holder: CatalogIndexHolder, index: CatalogIndex) {
    if (this.fillStopped || !holder.cards(index)) return;
    const { criteria } = this.readingOf(VISITOR, readValidListQuery({})!);
    const { ids } = index.query(criteria, NEWEST_FIRST, index.size, 0, false, null);
    for (let start = 0; start < ids.length; start += CARD_FILL_BATCH) {
      if (this.fillStopped) return;
      // The cache of the version in hand: a write patched in meanwhile replaces it, and cards read
      // before that write then land in a cache nobody reads (CatalogIndexHolder.cards).
      const known = holder.cards(index);
      if (!known) return;
      const batch = ids.slice(start, start + CARD_FILL_BATCH);
      const read = await this.cardsRead(batch);
      for (const id of batch) {
        const card = read.get(id);
        if (!card) continue;
        const weight = cardBytes(card);
        if (weight > known.room) return;
        known.set(card.id, card, weight);
      }
    }
  }

  /** How often the index was built and patched since the process started (docs/decisions/0184). */
  indexActivity(): { builds: number; patches: number } | null {
    return this.index && { builds: this.index.builds, patches: this.index.patches };
  }

  /**
   * How the list reads `query` for `caller`: what matches, inside the statuses the caller may see,
   * and in which order. The one place both the list and `matchingIds` (the saved-search digest)
   * take it from, so they never disagree (docs/product.md §5.13).
   */
  private readingOf(caller: Caller, query: SolutionListFilters): ListReading {
    const criteria: SolutionCriteria = {
      allowedStatuses: listedStatusesFor(caller.role, query.order_by),
      statuses: query.status,
      ids: {
        industry_group: query.industry_group,
        technology: query.technology,
        pattern_of_use: query.pattern_of_use,
        contributor: query.contributor,
      },
      terms: searchTerms(query.search),
    };
    return { criteria, order: toOrder(query.order_by, criteria.terms.length > 0) };
  }

  /**
   * One list page for `caller`, its cards as remembered (hidden fields still in), ready to be
   * written (docs/decisions/0205). `version`: the catalogue version the caller already read, if any.
   */
  async listPage(caller: Caller, query: SolutionListQuery, version?: number): Promise<ListPage> {
    const reading = this.readingOf(caller, query);
    const pageSize = query.page_size;
    const slice = { limit: pageSize, offset: offsetOf(query.page, pageSize), withFacets: query.facets };
    const { total, facets, cards, matched } = await this.listing(reading, slice, version);
    return {
      cards,
      // From the remembered card, whose plain text the highlight keeps; its name and description are never hidden.
      highlights: matched ? cards.map((card) => highlightOf(card, matched)) : null,
      pagination: paginationOf(total, query.page, pageSize),
      ...(facets && { facets }),
    };
  }

  /** The list answer for `caller` as objects. */
  async list(caller: Caller, query: SolutionListQuery, version?: number): Promise<SolutionListResponse> {
    return listPageObjects(await this.listPage(caller, query, version), caller.role);
  }

  /**
   * The first `limit` solutions of a list query as the caller may see them, each with when it last
   * changed (the feed, docs/product.md §5.13). A feed is read for what is new: without an order of
   * its own the newest come first, a search included.
   */
  async newest(caller: Caller, query: SolutionListFilters, limit: number, version?: number): Promise<DatedSummary[]> {
    const reading = this.readingOf(caller, query);
    const order = query.order_by ? reading.order : NEWEST_FIRST;
    const { cards } = await this.listing({ ...reading, order }, { limit, offset: 0, withFacets: false }, version);
    const updated = await this.repo.updatedTimes(cards.map((card) => card.id));
    return cards.map((card) => ({
      ...withoutHidden(card, caller.role),
      updated_at: updated.get(card.id) ?? card.created_at,
    }));
  }

  /**
   * One slice of what a reading matches: from the index at least as new as the catalogue version
   * read, patched after a write (docs/decisions/0184); by SQL only where there is no index (the
   * reference the index is tested against).
   */
  private async listing(reading: ListReading, slice: ListSlice, version?: number) {
    const holder = this.index;
    if (!holder) return this.listFromSql(reading, slice);
    const index = await holder.at(version ?? (await this.catalogVersion()));
    return this.listFromIndex(holder, index, reading, slice);
  }

  /**
   * Those of `among` that the list shows `caller` for `query`, in the list's order: the list's own
   * reading and matching, over every page.
   */
  async matchingIds(caller: Caller, query: SolutionListFilters, among: readonly number[]): Promise<number[]> {
    if (among.length === 0) return [];
    const reading = this.readingOf(caller, query);
    const { criteria, order } = reading;
    const holder = this.index;
    let ids: number[];
    if (holder) {
      const index = await holder.at(await this.catalogVersion());
      ids = this.indexAnswer(holder, index, reading, { limit: index.size, offset: 0, withFacets: false }).ids;
    } else {
      const total = await this.repo.count(criteria);
      ids = total > 0 ? (await this.repo.page(criteria, order, total, 0)).map((row) => row.id) : [];
    }
    const wanted = new Set(among);
    return ids.filter((id) => wanted.has(id));
  }

  private indexAnswer(
    holder: CatalogIndexHolder,
    index: CatalogIndex,
    { criteria, order }: ListReading,
    { limit, offset, withFacets }: ListSlice,
  ) {
    const hits = criteria.terms.length ? holder.hits(index, criteria.terms) : null;
    return { ...index.query(criteria, order, limit, offset, withFacets, hits), hits };
  }

  private async listFromIndex(holder: CatalogIndexHolder, index: CatalogIndex, reading: ListReading, slice: ListSlice) {
    const answer = this.indexAnswer(holder, index, reading, slice);
    const cards = await this.cardsOf(answer.ids, holder.cards(index));
    return { total: answer.total, facets: answer.facets, cards, matched: answer.hits?.matched };
  }

  /** The cards of `ids` in that order: remembered ones from `known`, the rest read in one statement. */
  private async cardsOf(ids: number[], known: Lru<number, SolutionSummary> | null): Promise<SolutionSummary[]> {
    const cards: Array<SolutionSummary | undefined> = [];
    let missing: number[] | undefined;
    for (const id of ids) {
      const card = known?.get(id);
      cards.push(card);
      if (!card) (missing ??= []).push(id);
    }
    // A page whose cards are all remembered, the usual one, reads nothing.
    if (!missing) return cards as SolutionSummary[];
    const read = await this.cardsRead(missing);
    for (const card of read.values()) known?.set(card.id, card, cardBytes(card));
    return ids.flatMap((id, k) => cards[k] ?? read.get(id) ?? []);
  }

  /** The cards of `ids` read in one statement, by id; ids no longer in the catalogue are left out. */
  private async cardsRead(ids: readonly number[]): Promise<Map<number, SolutionSummary>> {
    return new Map((await this.repo.summariesByIds(ids)).map((row) => [row.id, cardOf(row)]));
  }

  private async listFromSql({ criteria, order }: ListReading, { limit, offset, withFacets }: ListSlice) {
    const { total, facets } = withFacets
      ? await this.repo.totalAndFacets(criteria)
      : { total: await this.repo.count(criteria), facets: undefined };
    const rows = offset < total ? await this.repo.page(criteria, order, limit, offset) : [];
    return { total, facets, cards: rows.map(cardOf), matched: undefined };
  }

  /**
   * The cards of `ids` the caller may see, in the order of `ids`, without the caller's hidden
   * fields (a shortlist, docs/decisions/0150). Ids the caller may not see are left out.
   */
  async cardsFor(caller: Caller, ids: readonly number[]): Promise<SolutionSummary[]> {
    const allowed = new Set<string>(visibleStatuses(caller.role));
    const rows = (await this.repo.summariesByIds(ids)).filter((row) => allowed.has(row.status));
    const byId = new Map(rows.map((row) => [row.id, cardOf(row)]));
    return ids.flatMap((id) => {
      const card = byId.get(id);
      return card ? [withoutHidden(card, caller.role)] : [];
    });
  }

  /**
   * The solutions of `ids` side by side (docs/decisions/0150): each as `detail` answers it for the
   * caller, in the order asked; an id the caller may not see, or that does not exist, goes to
   * `missing`, so a comparison is never refused for one of its columns.
   */
  async compare(caller: Caller, ids: readonly number[]): Promise<{ data: SolutionDetail[]; missing: number[] }> {
    const answers = await Promise.all(ids.map((id) => this.detailOrNull(caller, id)));
    return {
      data: answers.filter((detail) => detail !== null),
      missing: ids.filter((_, i) => answers[i] === null),
    };
  }

  /**
   * Suggestions while typing (docs/decisions/0167): from the index of the current catalogue, among
   * the solutions the caller may see; admins also get patterns of use and contributors.
   */
  async suggest(caller: Caller, q: string): Promise<Suggestion[]> {
    const terms = searchTerms(q);
    if (terms.length === 0 || !this.index) return [];
    const index = await this.index.at(await this.catalogVersion());
    const kinds: LabelKind[] =
      caller.role === 'admin'
        ? ['industry', 'technology', 'pattern_of_use', 'contributor']
        : ['industry', 'technology'];
    return suggest(index, terms, index.rowsIn(listedStatusesFor(caller.role, undefined)), kinds);
  }

  /** Up to six solutions like `id` that the caller may see (docs/decisions/0168); 404 exactly where the detail is. */
  async related(caller: Caller, id: number): Promise<SolutionListItem[]> {
    const statuses = visibleStatuses(caller.role);
    if (!(await this.repo.findVisible(id, statuses))) throw notFound(coded('server.solutionNotFound'));
    const holder = this.index;
    if (!holder) return [];
    const index = await holder.at(await this.catalogVersion());
    const p = index.positionOf.get(id);
    if (p === undefined) return [];
    const ids = relatedIds(index, p, index.rowsIn(statuses));
    return (await this.cardsOf(ids, holder.cards(index))).map((card) => withoutHidden(card, caller.role));
  }

  async detail(caller: Caller, id: number): Promise<SolutionDetail> {
    const detail = await this.detailOrNull(caller, id);
    if (!detail) throw notFound(coded('server.solutionNotFound'));
    return detail;
  }

  /** One solution as the caller may see it; null when the caller may not see it or it does not exist. */
  private async detailOrNull(caller: Caller, id: number): Promise<SolutionDetail | null> {
    const row = await this.repo.findVisible(id, visibleStatuses(caller.role));
    if (!row) return null;
    const [detail] = this.details([row]);
    return withoutHidden(detail!, caller.role);
  }

  /**
   * Up to `limit` solutions of the catalogue after the id `afterId`, in id order, with every field
   * (an admin's view): the export reads the catalogue in these pages (docs/decisions/0176).
   */
  async detailsAfter(afterId: number, limit: number): Promise<SolutionDetail[]> {
    return this.details(await this.repo.detailRowsAfter(afterId, limit));
  }

  /** The detail answers of `rows`, in their order, with every field; each row holds its links and images. */
  private details(rows: DetailRow[]): SolutionDetail[] {
    return rows.map((row) => ({
      ...cardOf(row),
      feature: row.feature,
      benefit: row.benefit,
      challenge: row.challenge,
      sector: lookupOrNull(row.sector_id, row.sector_name),
      pattern_of_use: jsonListOf<LookupItem>(row.patterns),
      arcgis_product: jsonListOf<LookupItem & { image: string | null }>(row.products).map((p) => ({
        id: p.id,
        name: p.name,
        image: productImageUrl(p.image),
      })),
      hardware: entriesFor(HARDWARE_PARTS, (part) => row[hardwareField(part)] ?? 0),
      ...entriesFor(SOLUTION_PLAIN_TEXT_FIELDS, (field) => row[field]),
      updated_at: row.updated_at,
    }));
  }
}
