import type { OutgoingMail } from '../../mail/outbox.ts';
import { headerSafe } from '../../mail/outbox.ts';
import { renderMail } from '../../mail/templates/layout.ts';

/** How many solutions one digest names; the rest are a click away on the list. */
export const DIGEST_LISTED_MAX = 20;

export interface Digest {
  to: { email: string; full_name: string };
  searchName: string;
  /** The matching solutions in the list's order, each with its page's address. */
  solutions: Array<{ name: string; url: string }>;
  /** The saved search on the list page. */
  listUrl: string;
  optOutUrl: string;
}

const solutionsCount = (n: number) => `${n} new ${n === 1 ? 'solution matches' : 'solutions match'}`;

/** The daily digest of one saved search (docs/product.md §5.13), with the opt-out of that search alone. */
export function digestMail(d: Digest): OutgoingMail {
  const listed = d.solutions.slice(0, DIGEST_LISTED_MAX);
  const more = d.solutions.length - listed.length;
  return renderMail({
    to: d.to.email,
    subject: headerSafe(`Saved search "${d.searchName}": ${solutionsCount(d.solutions.length)}`),
    name: d.to.full_name,
    paragraphs: [`${solutionsCount(d.solutions.length)} your saved search "${d.searchName}" in the Solution Catalog:`],
    links: listed.map((s) => ({ label: s.name, url: s.url })),
    action: { label: more > 0 ? `See all, ${more} more on the list` : 'Open the saved search', url: d.listUrl },
    after: ['You receive this email once a day at most, because you turned on the alert of this saved search.'],
    unsubscribe: { label: `Stop the daily email of "${d.searchName}"`, url: d.optOutUrl },
  });
}
