import {
  facetCount,
  facets,
  type Facets,
  type Role,
  solutionHighlight,
  type SolutionHighlight,
  type SolutionListResponse,
  solutionSummary,
  type SolutionSummary,
} from '@catalog/shared';
import { compiledSerializer, flat } from '../../lib/compiled-serializer.ts';
import { withoutHidden } from './solution-serialize.ts';

/** Written from their response schemas: declared fields only (docs/decisions/0197). */
const cardJson = compiledSerializer(solutionSummary);
const highlightJson = compiledSerializer(solutionHighlight);
/** A facet's id when it is text (a status); ids of lookup lists are numbers. */
const textIdJson = compiledSerializer(facetCount.shape.id);
/** The facet groups in the order the schema writes them. */
const FACET_GROUPS = Object.keys(facets.shape) as Array<keyof Facets>;

/** How a list answer with no cards begins, up to its total: `writeListPage` puts `data` first, then the paging. */
const EMPTY_PAGE_TOTAL = '{"data":[],"pagination":{"total":';

/**
 * The total of a list answer written by `writeListPage` whose page has no cards, read from its
 * first bytes; null for a page with cards (whose total is at least 1). Saves parsing the whole
 * answer, facets included, to learn whether a search found anything.
 */
export function emptyPageTotal(body: string): number | null {
  if (!body.startsWith(EMPTY_PAGE_TOTAL)) return null;
  let total = 0;
  for (let i = EMPTY_PAGE_TOTAL.length; ; i++) {
    const digit = body.charCodeAt(i) - 48;
    if (!(digit >= 0 && digit <= 9)) return total;
    total = total * 10 + digit;
  }
}

/** A list page before it is written: its cards as remembered (hidden fields still in), each one's highlight. */
export interface ListPage {
  cards: SolutionSummary[];
  /** With a search, each card's highlight, in the order of `cards`. */
  highlights: SolutionHighlight[] | null;
  pagination: SolutionListResponse['pagination'];
  facets?: SolutionListResponse['facets'];
}

/**
 * Each card's JSON as each role sees it, kept while the card is (docs/decisions/0205): a card the
 * index remembers is written once per role, however many pages show it.
 */
const written = new WeakMap<SolutionSummary, Partial<Record<Role, string>>>();

/**
 * Each list item's JSON with its highlight, per role, kept while the highlight is
 * (docs/decisions/0206): a highlight is made for one card, and kept for that card only.
 */
const highlighted = new WeakMap<SolutionHighlight, { card: SolutionSummary; json: Partial<Record<Role, string>> }>();

/** `card` as `role` may see it, as JSON. */
export function cardJsonFor(card: SolutionSummary, role: Role): string {
  let byRole = written.get(card);
  if (!byRole) written.set(card, (byRole = {}));
  return (byRole[role] ??= cardJson(withoutHidden(card, role)));
}

/** `card` as `role` may see it with its highlight as the item's last field (where the schema declares it), as JSON. */
function itemJsonFor(card: SolutionSummary, highlight: SolutionHighlight, role: Role): string {
  let kept = highlighted.get(highlight);
  if (kept?.card !== card) highlighted.set(highlight, (kept = { card, json: {} }));
  return (kept.json[role] ??= flat(`${cardJsonFor(card, role).slice(0, -1)},"highlight":${highlightJson(highlight)}}`));
}

/**
 * The list answer of `page` for `role`, character for character what the list's response schema
 * writes for it: each item from its kept JSON, the pagination and facets written around no cards.
 */
export function writeListPage(page: ListPage, role: Role): string {
  let json = '{"data":[';
  for (let i = 0; i < page.cards.length; i++) {
    const highlight = page.highlights?.[i];
    if (i > 0) json += ',';
    json += highlight ? itemJsonFor(page.cards[i]!, highlight, role) : cardJsonFor(page.cards[i]!, role);
  }
  const { total, page: n, page_size: size, total_pages: pages } = page.pagination;
  json += `],"pagination":{"total":${total},"page":${n},"page_size":${size},"total_pages":${pages}}`;
  return page.facets ? `${json},"facets":${facetsJson(page.facets)}}` : `${json}}`;
}

/**
 * The facet counts as the list's schema writes them. Counts are integers and ids integers or a
 * status's text, so they are written here directly, without the compiled writer's checks of each
 * value (docs/decisions/0218).
 */
function facetsJson(facets: Facets): string {
  let json = '{';
  for (let g = 0; g < FACET_GROUPS.length; g++) {
    const group = FACET_GROUPS[g]!;
    json += g > 0 ? `,"${group}":` : `"${group}":`;
    json += facetRowsJson(facets[group]);
  }
  return `${json}}`;
}

/**
 * The JSON of frozen facet rows, which the index shares between queries until a patch
 * (`CatalogIndex.withinStatuses`), kept while they are.
 */
const writtenRows = new WeakMap<Facets[keyof Facets], string>();

function facetRowsJson(rows: Facets[keyof Facets]): string {
  const kept = Object.isFrozen(rows) ? writtenRows.get(rows) : undefined;
  if (kept !== undefined) return kept;
  let json = '[';
  for (let i = 0; i < rows.length; i++) {
    const { id, count } = rows[i]!;
    if (i > 0) json += ',';
    json += `{"id":${typeof id === 'number' ? id : textIdJson(id)},"count":${count}}`;
  }
  json += ']';
  // Kept JSON is read by many answers: it is made one piece once (`flat`).
  if (Object.isFrozen(rows)) writtenRows.set(rows, flat(json));
  return json;
}

/** The list answer of `page` for `role` as objects (the server-rendered pages read these). */
export function listPageObjects(page: ListPage, role: Role): SolutionListResponse {
  return {
    data: page.cards.map((card, i) => {
      const shown = withoutHidden(card, role);
      const highlight = page.highlights?.[i];
      return highlight ? { ...shown, highlight } : shown;
    }),
    pagination: page.pagination,
    ...(page.facets && { facets: page.facets }),
  };
}
