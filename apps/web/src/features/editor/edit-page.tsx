import type { SolutionDetail, SolutionFormValues } from '@catalog/shared';
import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { ErrorBanner } from '../../components/ui/alert.tsx';
import { Button, buttonClasses } from '../../components/ui/button.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { useErrorText } from '../../i18n/server-messages.ts';
import { notify } from '../../lib/toast.ts';
import { DeleteSolutionButton } from './delete-solution.tsx';
import { EditImages } from './edit-images.tsx';
import { HistoryPanel } from './history-panel.tsx';
import { translate } from '../../i18n/i18n.ts';
import { useT } from '../../i18n/use-t.ts';
import { FormSkeleton } from './form-skeleton.tsx';
import { toFormData, valuesFromDetail } from './form-values.ts';
import { type PendingImage, releasePreviews } from './image-uploader.tsx';
import { SolutionForm } from './solution-form.tsx';
import { DocumentTitle } from '../../components/ui/document-title.tsx';
import { solutionsApi, solutionWrites, useSolution } from '../../api/solutions.ts';

/** /edit/{solutionid} (admins): loads at once behind a skeleton; success goes to the solution's page. */
export function EditPage() {
  const t = useT();
  const errorText = useErrorText();
  const { solutionid = '' } = useParams();
  const solution = useSolution(solutionid, { forEditing: true });
  // The form starts from what the server answers on arrival, not from a copy cached earlier.
  const loaded = solution.isFetchedAfterMount ? solution.data : undefined;

  return (
    <>
      <DocumentTitle>
        {solution.data
          ? t('editor.edit.documentTitleNamed', { name: solution.data.name })
          : t('editor.edit.documentTitle')}
      </DocumentTitle>
      <PageHeader
        title={t('editor.edit.title')}
        description={solution.data?.name ?? (solution.isPending ? t('editor.edit.loading') : undefined)}
      >
        <Link
          to={solution.data ? `/solution/${solution.data.id}` : '/solutions'}
          className={buttonClasses({ variant: 'outline-light', size: 'sm' })}
        >
          <ArrowLeft className="size-4" aria-hidden="true" />
          {solution.data ? t('editor.edit.backToSolution') : t('editor.edit.backToList')}
        </Link>
      </PageHeader>
      {!loaded && !solution.isError && <FormSkeleton />}
      {solution.isError && (
        <div className="mx-auto w-full max-w-5xl px-4 py-10 sm:px-6 lg:px-8">
          <ErrorBanner>
            {t('editor.errorPrefix', { message: errorText(solution.error, t('editor.fetchFailed')) })}
          </ErrorBanner>
          <div className="mt-5 flex flex-wrap gap-3">
            <Button variant="secondary" onClick={() => void solution.refetch()}>
              <RefreshCw className="size-4" aria-hidden="true" />
              {t('editor.edit.tryAgain')}
            </Button>
            <Link to="/solutions" className={buttonClasses({ variant: 'ghost' })}>
              {t('editor.edit.backToList')}
            </Link>
          </div>
        </div>
      )}
      {loaded && <EditForm key={loaded.id} solution={loaded} />}
      {loaded && <HistoryPanel solutionId={loaded.id} />}
    </>
  );
}

function EditForm({ solution }: { solution: SolutionDetail }) {
  const t = useT();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [initial] = useState(() => valuesFromDetail(solution));
  const [pending, setPending] = useState<PendingImage[]>([]);
  const [progress, setProgress] = useState<number | null>(null);

  const save = async (values: SolutionFormValues) => {
    const files = pending.map((p) => p.file);
    setProgress(files.length > 0 ? 0 : null);
    try {
      const result = await solutionsApi.update(
        solution.id,
        toFormData(values, files, 'edit'),
        (p) => files.length > 0 && setProgress(p),
      );
      releasePreviews(pending);
      setPending([]);
      solutionWrites.updated(queryClient, result.data);
      notify.success(translate('editor.updated'));
      await navigate(`/solution/${solution.id}`);
    } finally {
      setProgress(null);
    }
  };

  return (
    <SolutionForm
      label={t('editor.edit.formLabel', { name: solution.name })}
      initial={initial}
      save={save}
      failureFallback={t('editor.updateFailed')}
      busy={progress !== null}
      startActions={<DeleteSolutionButton solutionId={solution.id} disabled={progress !== null} />}
      images={
        <EditImages
          solutionId={solution.id}
          images={solution.images}
          pending={pending}
          onPendingChange={setPending}
          saveProgress={progress}
          onChanged={() => solutionWrites.imagesChanged(queryClient, solution.id)}
          disabled={progress !== null}
        />
      }
    />
  );
}
