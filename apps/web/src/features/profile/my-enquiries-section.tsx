import type { MyEnquiry } from '@catalog/shared';
import { Link } from 'react-router';
import { useMyEnquiries } from '../../api/members.ts';
import { EnquiryStatusBadge } from '../../components/areas/status-badge.tsx';
import { ErrorBanner } from '../../components/ui/alert.tsx';
import { useT } from '../../i18n/use-t.ts';
import { errorMessage } from '../../lib/api.ts';
import { formatDate } from '../../lib/dates.ts';
import { AccountSection } from './account-section.tsx';
import { ListSkeleton } from './list-skeleton.tsx';

const EXCERPT_CHARS = 160;

/** The message on one or two lines: spaces folded, cut at a word near the limit. */
function excerptOf(message: string) {
  const flat = message.replace(/\s+/g, ' ').trim();
  if (flat.length <= EXCERPT_CHARS) return flat;
  const cut = flat.slice(0, EXCERPT_CHARS);
  const space = cut.lastIndexOf(' ');
  return `${space > EXCERPT_CHARS / 2 ? cut.slice(0, space) : cut}…`;
}

const newestFirst = (a: MyEnquiry, b: MyEnquiry) => b.created_at.localeCompare(a.created_at) || b.id - a.id;

function EnquiryRow({ enquiry }: { enquiry: MyEnquiry }) {
  const t = useT();
  const name = enquiry.solution_name || t('profile.enquiries.removedSolution');
  return (
    <li className="py-4 first:pt-0 last:pb-0" data-testid="my-enquiry">
      <div className="flex items-start justify-between gap-3">
        <h3 className="min-w-0 font-semibold break-words text-slate-900">
          {enquiry.solution_id !== null ? (
            <Link
              to={`/solution/${enquiry.solution_id}`}
              className="text-teal-800 underline-offset-2 hover:underline focus-visible:underline"
            >
              {name}
            </Link>
          ) : (
            name
          )}
        </h3>
        <EnquiryStatusBadge status={enquiry.status} />
      </div>
      <p className="mt-1 text-sm text-slate-600">
        {t('profile.enquiries.sent')} <time dateTime={enquiry.created_at}>{formatDate(enquiry.created_at)}</time>
      </p>
      <p className="mt-1.5 text-sm break-words text-slate-700">
        {excerptOf(enquiry.message) || t('profile.enquiries.noMessage')}
      </p>
    </li>
  );
}

/** docs/product.md §3.12 My enquiries: what the account sent, newest first, with the back office's status. */
export function MyEnquiriesSection() {
  const t = useT();
  const enquiries = useMyEnquiries();
  return (
    <AccountSection
      id="my-enquiries"
      title={t('profile.enquiries.title')}
      description={t('profile.enquiries.description')}
    >
      {enquiries.isPending && <ListSkeleton label={t('profile.enquiries.loading')} />}
      {enquiries.isError && (
        <ErrorBanner>{errorMessage(enquiries.error, t('profile.enquiries.loadFailed'))}</ErrorBanner>
      )}
      {enquiries.data?.length === 0 && <p className="text-sm text-slate-700">{t('profile.enquiries.empty')}</p>}
      {enquiries.data && enquiries.data.length > 0 && (
        <ul className="divide-y divide-slate-100">
          {[...enquiries.data].sort(newestFirst).map((enquiry) => (
            <EnquiryRow key={enquiry.id} enquiry={enquiry} />
          ))}
        </ul>
      )}
    </AccountSection>
  );
}
