import { useParams } from 'react-router';
import { useSharedShortlist } from '../../api/shortlist.ts';
import { pageTitles } from '../../app/page-titles.ts';
import { ErrorBanner } from '../../components/ui/alert.tsx';
import { DocumentTitle } from '../../components/ui/document-title.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useT } from '../../i18n/use-t.ts';
import { isApiError } from '../../lib/api.ts';
import { CARD_GRID } from './card-grid.ts';
import { SolutionCard } from './solution-card.tsx';

/** /shortlist/{token} (issue 29): a member's shortlist, read-only, as a visitor may see it. */
export function SharedShortlistPage() {
  const t = useT();
  const { token = '' } = useParams();
  const shared = useSharedShortlist(token);
  return (
    <>
      <DocumentTitle>{pageTitles(t).sharedShortlist}</DocumentTitle>
      <PageHeader title={t('sharedShortlist.title')} description={t('sharedShortlist.description')} />
      <div className="mx-auto w-full max-w-7xl flex-1 px-4 py-8 pb-28 sm:px-6 lg:px-8">
        {shared.isPending ? (
          <div className="flex justify-center py-16">
            <Spinner className="size-6 text-teal-700" label={t('sharedShortlist.loading')} />
          </div>
        ) : shared.isError ? (
          <ErrorBanner>
            {isApiError(shared.error) && shared.error.status === 404
              ? t('sharedShortlist.notFound')
              : t('shortlistPage.failed')}
          </ErrorBanner>
        ) : shared.data.length === 0 ? (
          <p className="rounded-2xl border border-slate-200 bg-white p-6 text-slate-700 shadow-sm">
            {t('sharedShortlist.empty')}
          </p>
        ) : (
          <ul className={CARD_GRID} data-testid="shared-shortlist">
            {shared.data.map((solution) => (
              <SolutionCard key={solution.id} solution={solution} listSearch="" />
            ))}
          </ul>
        )}
      </div>
    </>
  );
}
