import type { OutgoingMail } from '../../mail/outbox.ts';
import { headerSafe } from '../../mail/outbox.ts';
import type { Recipient } from '../../mail/templates/account-mails.ts';
import { renderMail } from '../../mail/templates/layout.ts';
import { mailTexts } from '../../mail/texts/index.ts';

/** How many solutions one digest names; the rest are a click away on the list. */
export const DIGEST_LISTED_MAX = 20;

export interface Digest {
  to: Recipient;
  searchName: string;
  /** The matching solutions in the list's order, each with its page's address. */
  solutions: Array<{ name: string; url: string }>;
  /** The saved search on the list page. */
  listUrl: string;
  optOutUrl: string;
}

/**
 * The daily digest of one saved search (docs/product.md §5.13), in the owner's language, with the
 * opt-out of that search alone.
 */
export function digestMail(d: Digest): OutgoingMail {
  const { t, plural } = mailTexts(d.to.language);
  const listed = d.solutions.slice(0, DIGEST_LISTED_MAX);
  const more = d.solutions.length - listed.length;
  const count = d.solutions.length;
  const searchName = d.searchName;
  return renderMail({
    to: d.to.email,
    language: d.to.language,
    subject: headerSafe(plural(count, 'digest.subjectOne', 'digest.subjectOther', { searchName })),
    name: d.to.full_name,
    paragraphs: [plural(count, 'digest.introOne', 'digest.introOther', { searchName })],
    links: listed.map((s) => ({ label: s.name, url: s.url })),
    action: { label: more > 0 ? t('digest.seeAll', { more }) : t('digest.open'), url: d.listUrl },
    after: [t('digest.why')],
    unsubscribe: { label: t('digest.unsubscribe', { searchName }), url: d.optOutUrl },
  });
}
