import type { SolutionDetail } from '@catalog/shared';
import { ArrowLeft, CircleAlert, MessageSquareText, Pencil, SearchX } from 'lucide-react';
import { useMemo } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { Button, buttonClasses } from '../../components/ui/button.tsx';
import { isApiError } from '../../lib/api.ts';
import { useErrorText } from '../../i18n/server-messages.ts';
import { useSolution } from '../../api/solutions.ts';
import { signInPath } from '../../lib/safe-redirect.ts';
import { useSession } from '../../lib/session.ts';
import { ImageCarousel, slidesOf } from './image-carousel.tsx';
import { isSolutionId } from './solution-id.ts';
import { CompareToggle, StarHost } from '../../components/choosing/choosing.tsx';
import { RelatedSolutions } from './related-solutions.tsx';
import { SolutionSections } from './solution-sections.tsx';
import { SolutionSidebar } from './solution-sidebar.tsx';
import { DetailSkeleton } from './solution-skeleton.tsx';
import { DocumentTitle } from '../../components/ui/document-title.tsx';
import { pageTitles } from '../../app/page-titles.ts';
import { useT } from '../../i18n/use-t.ts';

/** What the list puts in the navigation state, so 'Back to List' returns to the same results. */
interface FromList {
  listSearch?: string;
}

/** Passed to /enquiry/{id}: the solution's id and title (docs/product.md §3.7). */
export interface EnquiryLocationState {
  solution_id: number;
  solution_name: string;
}

function Header({
  backTo,
  solution,
  role,
}: {
  backTo: string;
  solution: SolutionDetail | undefined;
  role: 'visitor' | 'user' | 'admin';
}) {
  const t = useT();
  return (
    <div className="surface-dark relative overflow-hidden bg-navy-900 bg-[radial-gradient(ellipse_at_top_right,rgba(45,212,191,0.18),transparent_60%)]">
      <div className="mx-auto max-w-7xl px-4 pt-6 pb-8 sm:px-6 lg:px-8">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <Link to={backTo} className={buttonClasses({ variant: 'outline-light', size: 'sm' })}>
            <ArrowLeft className="size-4" aria-hidden="true" />
            {t('solution.back')}
          </Link>
          {solution && (
            <div className="ml-auto flex items-center gap-3 text-white">
              <CompareToggle solution={solution} />
              <StarHost solution={solution} tone="dark" />
            </div>
          )}
          {solution && role === 'admin' && (
            <Link
              to={`/edit/${solution.solution_id}`}
              className={buttonClasses({ variant: 'accent', size: 'sm', className: 'px-4' })}
            >
              <Pencil className="size-4" aria-hidden="true" />
              {t('solution.edit')}
            </Link>
          )}
          {solution && role === 'user' && (
            <Link
              to={`/enquiry/${solution.solution_id}`}
              state={{ solution_id: solution.solution_id, solution_name: solution.name } satisfies EnquiryLocationState}
              className={buttonClasses({ variant: 'accent', size: 'sm', className: 'px-4' })}
            >
              <MessageSquareText className="size-4" aria-hidden="true" />
              {t('solution.requestDemo')}
            </Link>
          )}
        </div>
        <p className="mt-7 text-sm font-semibold tracking-wide text-teal-200">{t('solution.eyebrow')}</p>
        {solution ? (
          <>
            <h1 className="mt-1.5 text-3xl font-bold tracking-tight text-balance text-white sm:text-4xl">
              {solution.name}
            </h1>
            <ul className="mt-4 flex flex-wrap gap-2 text-xs font-medium">
              <li className="rounded-full bg-white/10 px-3 py-1 text-navy-50 ring-1 ring-white/15 ring-inset">
                {t('solution.id', { id: String(solution.solution_id) })}
              </li>
              {solution.technology.map((technology) => (
                <li
                  key={technology.id}
                  className="rounded-full bg-teal-300/15 px-3 py-1 text-teal-100 ring-1 ring-teal-300/25 ring-inset"
                >
                  {technology.name}
                </li>
              ))}
            </ul>
          </>
        ) : (
          <div className="mt-2 h-9 w-2/3 max-w-xl animate-pulse rounded-lg bg-white/10" aria-hidden="true" />
        )}
      </div>
    </div>
  );
}

function NotFoundState({ backTo, signedIn, signInTo }: { backTo: string; signedIn: boolean; signInTo: string }) {
  const t = useT();
  return (
    <div
      className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center"
      data-testid="solution-not-found"
    >
      <span className="flex size-16 items-center justify-center rounded-full bg-navy-50 text-navy-700">
        <SearchX className="size-8" aria-hidden="true" />
      </span>
      <h1 className="mt-6 text-2xl font-bold text-navy-950">{t('solution.notFound.title')}</h1>
      <p className="mt-3 text-slate-600">
        {t(signedIn ? 'solution.notFound.textMember' : 'solution.notFound.textVisitor')}
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to={backTo} className={buttonClasses()}>
          <ArrowLeft className="size-4" aria-hidden="true" />
          {t('solution.back')}
        </Link>
        {!signedIn && (
          <Link to={signInTo} className={buttonClasses({ variant: 'secondary' })}>
            {t('solution.notFound.signIn')}
          </Link>
        )}
      </div>
    </div>
  );
}

/** docs/product.md §3.7 solution page. */
export function SolutionPage() {
  const t = useT();
  const errorText = useErrorText();
  const { id = '' } = useParams();
  const location = useLocation();
  const session = useSession();
  const role = session?.role ?? 'visitor';
  const listSearch = (location.state as FromList | null)?.listSearch;
  const backTo = `/solutions${listSearch?.startsWith('?') ? listSearch : ''}`;
  const signInTo = signInPath(location.pathname);
  // No artificial wait (docs/product.md §1.3): the skeleton shows while the one request runs.
  const query = useSolution(id, { enabled: isSolutionId(id) });
  const solution = query.data;
  const slides = useMemo(() => (solution ? slidesOf(solution.images, solution.video_url, t) : []), [solution, t]);

  const notFound = !isSolutionId(id) || (isApiError(query.error) && query.error.status === 404);
  if (notFound) {
    return (
      <>
        <DocumentTitle>{pageTitles(t).solutionNotFound}</DocumentTitle>
        <NotFoundState backTo={backTo} signedIn={Boolean(session)} signInTo={signInTo} />
      </>
    );
  }

  return (
    <>
      <DocumentTitle>{pageTitles(t).solution(solution?.name)}</DocumentTitle>
      <Header backTo={backTo} solution={solution} role={role} />
      {query.isError ? (
        <div className="mx-auto w-full max-w-3xl px-4 py-16">
          <div
            role="alert"
            className="flex flex-col items-center rounded-2xl border border-red-200 bg-red-50 px-6 py-12 text-center"
          >
            <CircleAlert className="size-8 text-red-700" aria-hidden="true" />
            <p className="mt-3 font-semibold text-red-800">{errorText(query.error, t('solution.failed'))}</p>
            <Button variant="secondary" size="sm" className="mt-5" onClick={() => void query.refetch()}>
              {t('solution.tryAgain')}
            </Button>
          </div>
        </div>
      ) : !solution ? (
        <DetailSkeleton />
      ) : (
        <div
          key={solution.id}
          className="mx-auto grid w-full max-w-7xl gap-6 px-4 py-8 sm:px-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:gap-8 lg:px-8 xl:grid-cols-[minmax(0,1fr)_22rem]"
        >
          <div className="min-w-0 space-y-6">
            <ImageCarousel slides={slides} title={solution.name} />
            <SolutionSections solution={solution} />
          </div>
          <aside aria-label={t('solution.facts')}>
            <SolutionSidebar
              solution={solution}
              signedIn={Boolean(session)}
              isAdmin={role === 'admin'}
              signInTo={signInTo}
            />
          </aside>
        </div>
      )}
      {solution && <RelatedSolutions id={solution.id} />}
    </>
  );
}
