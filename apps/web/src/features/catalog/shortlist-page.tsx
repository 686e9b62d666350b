import { COMPARE_MAX, type ShortlistItem } from '@catalog/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, Copy, MessageSquareText, Scale, Share2, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { shortlistApi, shortlistChanged, useSharedShortlist, useShortlist } from '../../api/shortlist.ts';
import { ErrorBanner } from '../../components/ui/alert.tsx';
import { Button, buttonClasses } from '../../components/ui/button.tsx';
import { DocumentTitle } from '../../components/ui/document-title.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { TextArea } from '../../components/ui/text-area.tsx';
import { useT } from '../../i18n/use-t.ts';
import { errorMessage, isApiError } from '../../lib/api.ts';
import { useSession } from '../../lib/session.ts';
import { notify } from '../../lib/toast.ts';
import { CARD_GRID } from '../../components/cards/card-grid.ts';
import { SolutionCard } from '../../components/cards/solution-card.tsx';

function useShortlistChange<T>(run: (input: T) => Promise<unknown>, done?: string) {
  const t = useT();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => done && notify.success(done),
    onError: (error) => notify.error(errorMessage(error, t('shortlist.failed'))),
    onSettled: () => shortlistChanged(queryClient),
  });
}

/** One solution of the list: its card, its note and a way to take it off. */
function Item({ item }: { item: ShortlistItem }) {
  const t = useT();
  const [note, setNote] = useState(item.note);
  const save = useShortlistChange(
    () => shortlistApi.add({ solution_id: item.solution_id, note }),
    t('shortlistPage.noteSaved'),
  );
  const remove = useShortlistChange(() => shortlistApi.remove(item.solution_id));
  const name = item.solution?.name ?? String(item.solution_id);
  return (
    <li className="flex flex-col gap-3" data-testid="shortlist-item">
      {item.solution ? (
        <ul className="flex flex-1 flex-col">
          <SolutionCard solution={item.solution} listSearch="" />
        </ul>
      ) : (
        <p className="rounded-2xl border border-dashed border-slate-300 p-5 text-sm text-slate-600">
          {t('shortlistPage.unavailable', { id: String(item.solution_id) })}
        </p>
      )}
      <form
        className="space-y-2"
        onSubmit={(event) => {
          event.preventDefault();
          save.mutate(undefined);
        }}
      >
        <TextArea
          label={t('shortlistPage.note', { name })}
          value={note}
          maxLength={500}
          rows={2}
          onChange={(event) => setNote(event.target.value)}
        />
        <div className="flex flex-wrap gap-2">
          <Button type="submit" size="sm" variant="secondary" loading={save.isPending}>
            {t('shortlistPage.saveNote')}
          </Button>
          <Button
            type="button"
            size="sm"
            variant="ghost"
            onClick={() => remove.mutate(undefined)}
            loading={remove.isPending}
          >
            <Trash2 className="size-4" aria-hidden="true" />
            {t('shortlistPage.remove')}
          </Button>
        </div>
      </form>
    </li>
  );
}

/** The share link: made on asking, copied, revoked. */
function SharePanel({ url }: { url: string | undefined }) {
  const t = useT();
  const make = useShortlistChange(() => shortlistApi.share());
  const revoke = useShortlistChange(() => shortlistApi.revoke());
  return (
    <section className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm" aria-labelledby="share-title">
      <h2 id="share-title" className="font-semibold text-navy-950">
        {t('shortlistPage.shareTitle')}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t('shortlistPage.shareHelp')}</p>
      {url ? (
        <div className="mt-3 flex flex-col gap-2 sm:flex-row">
          <input
            readOnly
            value={url}
            aria-label={t('shortlistPage.shareTitle')}
            onFocus={(event) => event.target.select()}
            className="min-w-0 flex-1 rounded-lg border border-slate-300 px-3 py-2 text-sm"
            data-testid="share-url"
          />
          <Button
            size="sm"
            variant="secondary"
            onClick={() =>
              void navigator.clipboard?.writeText(url).then(() => notify.success(t('shortlistPage.copied')))
            }
          >
            <Copy className="size-4" aria-hidden="true" />
            {t('shortlistPage.copy')}
          </Button>
          <Button size="sm" variant="ghost" onClick={() => revoke.mutate(undefined)} loading={revoke.isPending}>
            {t('shortlistPage.revoke')}
          </Button>
        </div>
      ) : (
        <Button size="sm" className="mt-3" onClick={() => make.mutate(undefined)} loading={make.isPending}>
          <Share2 className="size-4" aria-hidden="true" />
          {t('shortlistPage.share')}
        </Button>
      )}
    </section>
  );
}

/** /profile/shortlist (issue 29): the member's starred solutions with notes, the share link and "Request demos". */
export function ShortlistPage() {
  const t = useT();
  const role = useSession()?.role;
  const shortlist = useShortlist();
  const items = shortlist.data?.data ?? [];
  const seen = items.filter((item) => item.solution !== null).map((item) => item.solution_id);
  return (
    <>
      <DocumentTitle>{t('title.shortlist')}</DocumentTitle>
      <PageHeader title={t('shortlistPage.title')} description={t('shortlistPage.description')}>
        <div className="flex flex-wrap gap-2">
          <Link to="/profile" className={buttonClasses({ variant: 'outline-light', size: 'sm' })}>
            <ArrowLeft className="size-4" aria-hidden="true" />
            {t('shortlistPage.backToProfile')}
          </Link>
          {seen.length >= 2 && (
            <Link
              to={`/compare?ids=${seen.slice(0, COMPARE_MAX).join(',')}`}
              className={buttonClasses({ variant: 'outline-light', size: 'sm' })}
            >
              <Scale className="size-4" aria-hidden="true" />
              {t('shortlistPage.compare')}
            </Link>
          )}
          {role === 'user' && seen.length > 0 && (
            <Link to="/enquiry/shortlist" className={buttonClasses({ variant: 'accent', size: 'sm' })}>
              <MessageSquareText className="size-4" aria-hidden="true" />
              {t('shortlistPage.requestDemos')}
            </Link>
          )}
        </div>
      </PageHeader>
      <div className="mx-auto w-full max-w-7xl flex-1 space-y-6 px-4 py-8 sm:px-6 lg:px-8">
        {shortlist.isPending ? (
          <div className="flex justify-center py-16">
            <Spinner className="size-6 text-teal-700" label={t('shortlistPage.loading')} />
          </div>
        ) : shortlist.isError ? (
          <ErrorBanner>{errorMessage(shortlist.error, t('shortlistPage.failed'))}</ErrorBanner>
        ) : items.length === 0 ? (
          <p className="rounded-2xl border border-slate-200 bg-white p-6 text-slate-700 shadow-sm">
            {t('shortlistPage.empty')}
          </p>
        ) : (
          <>
            <SharePanel url={shortlist.data.share?.url} />
            <ul className={CARD_GRID} data-testid="shortlist-grid">
              {items.map((item) => (
                <Item key={item.solution_id} item={item} />
              ))}
            </ul>
          </>
        )}
      </div>
    </>
  );
}

/** /shortlist/{token} (issue 29): a member's shortlist, read-only, as a visitor may see it. */
export function SharedShortlistPage() {
  const t = useT();
  const { token = '' } = useParams();
  const shared = useSharedShortlist(token);
  return (
    <>
      <DocumentTitle>{t('title.sharedShortlist')}</DocumentTitle>
      <PageHeader title={t('sharedShortlist.title')} description={t('sharedShortlist.description')} />
      <div className="mx-auto w-full max-w-7xl flex-1 px-4 py-8 sm:px-6 lg:px-8">
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
