import { useNewEnquiryCount } from '../../api/admin-enquiries.ts';
import { useT } from '../../i18n/use-t.ts';

/** How many enquiries are still new, beside the admin's "Enquiries" entry; nothing while there are none. */
export function NewEnquiriesBadge() {
  const t = useT();
  const count = useNewEnquiryCount().data ?? 0;
  if (count === 0) return null;
  return (
    <span
      data-testid="new-enquiries"
      className="ml-auto inline-flex min-w-6 items-center justify-center rounded-full bg-teal-700 px-1.5 py-0.5 text-xs font-semibold text-white tabular-nums"
    >
      {count}
      <span className="sr-only">{t('nav.newEnquiries')}</span>
    </span>
  );
}
