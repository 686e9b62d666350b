import '../../areas.css';
import { type ComponentType, lazy } from 'react';
import { Link, useRoutes } from 'react-router';
import { AdminLayout } from './admin-layout.tsx';
import { useT } from '../../i18n/use-t.ts';
import { SectionHeading } from './section-heading.tsx';

/** A screen loaded on its first visit, so each one is its own chunk. */
function screen<M>(load: () => Promise<M>, name: keyof M & string) {
  return lazy(async () => ({ default: (await load())[name] as ComponentType }));
}

const OverviewPage = screen(() => import('./overview/overview-page.tsx'), 'OverviewPage');
const LookupsPage = screen(() => import('./lookups/lookups-page.tsx'), 'LookupsPage');
const UsersPage = screen(() => import('./users/users-page.tsx'), 'UsersPage');
const EnquiriesPage = screen(() => import('./enquiries/enquiries-page.tsx'), 'EnquiriesPage');
const EnquiryDetailPage = screen(() => import('./enquiries/enquiry-detail-page.tsx'), 'EnquiryDetailPage');
const ActivityPage = screen(() => import('./activity/activity-page.tsx'), 'ActivityPage');
const TrashPage = screen(() => import('./trash/trash-page.tsx'), 'TrashPage');
const TokensPage = screen(() => import('./integrations/tokens-page.tsx'), 'TokensPage');
const WebhooksPage = screen(() => import('./integrations/webhooks-page.tsx'), 'WebhooksPage');
const SynonymsPage = screen(() => import('./synonyms/synonyms-page.tsx'), 'SynonymsPage');
const ImportPage = screen(() => import('./import/import-page.tsx'), 'ImportPage');
// The chart library comes with this screen's chunk alone (docs/decisions/0156).
const InsightPage = screen(() => import('./insight/insight-page.tsx'), 'InsightPage');

function UnknownScreen() {
  const t = useT();
  return (
    <SectionHeading title={t('admin.unknownScreen')}>
      <Link to="/admin" className="font-semibold text-teal-800 underline underline-offset-2">
        {t('admin.section.overview')}
      </Link>
    </SectionHeading>
  );
}

/**
 * The back office's screens under `/admin` (docs/product.md §3.11). The app's route table sends
 * every `/admin` path here behind the admin guard; this table picks the screen.
 */
export function AdminArea() {
  return useRoutes([
    {
      element: <AdminLayout />,
      children: [
        { index: true, element: <OverviewPage /> },
        { path: 'lookups', element: <LookupsPage /> },
        { path: 'users', element: <UsersPage /> },
        { path: 'enquiries', element: <EnquiriesPage /> },
        { path: 'enquiries/:id', element: <EnquiryDetailPage /> },
        { path: 'activity', element: <ActivityPage /> },
        { path: 'trash', element: <TrashPage /> },
        { path: 'synonyms', element: <SynonymsPage /> },
        { path: 'import', element: <ImportPage /> },
        { path: 'insight', element: <InsightPage /> },
        { path: 'tokens', element: <TokensPage /> },
        { path: 'webhooks', element: <WebhooksPage /> },
        { path: '*', element: <UnknownScreen /> },
      ],
    },
  ]);
}
