import {
  REVISION_TEXT_FIELDS,
  type RevisionChange,
  type RevisionField,
  type RevisionValue,
  wordDiff,
} from '@catalog/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { History, RotateCcw } from 'lucide-react';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { adminHistoryApi, useRevision, useRevisions } from '../../api/admin-history.ts';
import { adminKeys } from '../../api/admin-keys.ts';
import { solutionWrites } from '../../api/solutions.ts';
import { ErrorBanner } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { translate } from '../../i18n/i18n.ts';
import type { MessageKey } from '../../i18n/keys.ts';
import { useErrorText } from '../../i18n/server-messages.ts';
import { useT } from '../../i18n/use-t.ts';
import { formatDateTime } from '../../lib/dates.ts';
import { notify } from '../../lib/toast.ts';

/** Each field of a version by the label the form gives it. */
const FIELD_LABEL: Record<RevisionField, MessageKey> = {
  name: 'editor.field.name',
  description: 'editor.field.description',
  status: 'editor.field.status',
  feature: 'editor.field.features',
  benefit: 'editor.field.benefits',
  challenge: 'editor.field.challenges',
  creator: 'editor.field.creator',
  storymap_url: 'editor.field.storymapUrl',
  application_demo_url: 'editor.field.applicationDemoUrl',
  repository_url: 'editor.field.repositoryUrl',
  presentation_url: 'editor.field.presentationUrl',
  video_url: 'editor.field.videoUrl',
  pdf_url: 'editor.field.pdfUrl',
  hardware_cpu_core: 'editor.field.cpu',
  hardware_ram: 'editor.field.memory',
  hardware_storage: 'editor.field.storage',
  hardware_gpu: 'editor.field.gpu',
  contributor: 'editor.field.contributor',
  sector: 'editor.field.sector',
  industry: 'editor.field.industries',
  technology: 'editor.field.technologies',
  pattern_of_use: 'editor.field.patternsOfUse',
  arcgis_product: 'editor.field.arcgisProducts',
  images: 'editor.history.images',
};

const TEXT_FIELDS = new Set<RevisionField>(REVISION_TEXT_FIELDS);

/** What a value reads as: rich text as its words, lookups and images by name. */
function asText(value: RevisionValue): string {
  if (value === null) return '';
  if (typeof value === 'string')
    return value
      .replace(/<[^>]*>/g, ' ')
      .replace(/\s+/g, ' ')
      .trim();
  if (typeof value === 'number') return String(value);
  if (Array.isArray(value)) return value.map((v) => v.name).join(', ');
  return value.name;
}

function ChangeRow({ change }: { change: RevisionChange }) {
  const t = useT();
  const [before, after] = [asText(change.before), asText(change.after)];
  return (
    <div className="border-t border-slate-100 py-3 first:border-t-0">
      <dt className="text-sm font-semibold text-navy-950">{t(FIELD_LABEL[change.field])}</dt>
      <dd
        className="mt-1 text-[15px] leading-relaxed break-words text-slate-800"
        data-testid={`change-${change.field}`}
      >
        {TEXT_FIELDS.has(change.field) ? (
          wordDiff(before, after).map((part, i) =>
            part.kind === 'same' ? (
              <span key={i}>{part.text}</span>
            ) : part.kind === 'added' ? (
              <ins
                key={i}
                className="bg-teal-100 text-teal-950 no-underline decoration-2 underline-offset-2 [&]:underline"
              >
                <span className="sr-only">{t('editor.history.added')} </span>
                {part.text}
              </ins>
            ) : (
              <del key={i} className="bg-red-50 text-red-900">
                <span className="sr-only">{t('editor.history.removed')} </span>
                {part.text}
              </del>
            ),
          )
        ) : (
          <>
            <span className="text-slate-600">{before || t('editor.history.empty')}</span>
            <span aria-hidden="true"> → </span>
            <span className="sr-only"> {t('editor.history.becomes')} </span>
            <span className="font-medium">{after || t('editor.history.empty')}</span>
          </>
        )}
      </dd>
    </div>
  );
}

function RevisionChanges({ solutionId, rev }: { solutionId: number; rev: number }) {
  const t = useT();
  const errorText = useErrorText();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const revision = useRevision(solutionId, rev);
  const restore = useMutation({
    mutationFn: () => adminHistoryApi.restoreRevision(solutionId, rev),
    onSuccess: async (result) => {
      solutionWrites.updated(queryClient, result.data);
      await queryClient.invalidateQueries({ queryKey: adminKeys.revisions(solutionId) });
      notify.success(translate('editor.history.restored'));
      await navigate(`/solution/${solutionId}`);
    },
  });
  if (revision.isPending) return <Spinner className="my-3 text-teal-700" label={t('editor.history.loading')} />;
  if (revision.isError) return <ErrorBanner>{errorText(revision.error, t('editor.history.failed'))}</ErrorBanner>;
  const { changes } = revision.data;
  return (
    <div className="mt-3 rounded-xl border border-slate-200 bg-slate-50 p-4">
      {changes.length === 0 ? (
        <p className="text-slate-700">{t('editor.history.noChanges')}</p>
      ) : (
        <dl aria-label={t('editor.history.changes')}>
          {changes.map((change) => (
            <ChangeRow key={change.field} change={change} />
          ))}
        </dl>
      )}
      {restore.isError && (
        <ErrorBanner className="mt-3">{errorText(restore.error, t('editor.history.restoreFailed'))}</ErrorBanner>
      )}
      <Button className="mt-4" variant="secondary" loading={restore.isPending} onClick={() => restore.mutate()}>
        <RotateCcw className="size-4" aria-hidden="true" />
        {t('editor.history.restore')}
      </Button>
    </div>
  );
}

/**
 * "History" on the edit page (docs/decisions/0153): the solution's revisions newest first, each
 * opened to its changes against the one before (text fields as a word diff) and a restore.
 */
export function HistoryPanel({ solutionId }: { solutionId: number }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<number | null>(null);
  const panelId = useId();
  return (
    <section className="mx-auto w-full max-w-5xl px-4 pb-12 sm:px-6 lg:px-8" aria-label={t('editor.history.title')}>
      <Button variant="secondary" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen(!open)}>
        <History className="size-4" aria-hidden="true" />
        {t('editor.history.title')}
      </Button>
      {open && (
        <div id={panelId} className="mt-4">
          <RevisionList
            solutionId={solutionId}
            page={page}
            onPage={setPage}
            selected={selected}
            onSelect={setSelected}
          />
        </div>
      )}
    </section>
  );
}

function RevisionList({
  solutionId,
  page,
  onPage,
  selected,
  onSelect,
}: {
  solutionId: number;
  page: number;
  onPage: (page: number) => void;
  selected: number | null;
  onSelect: (rev: number | null) => void;
}) {
  const t = useT();
  const errorText = useErrorText();
  const revisions = useRevisions(solutionId, page);
  if (revisions.isPending) return <Spinner className="text-teal-700" label={t('editor.history.loading')} />;
  if (revisions.isError) return <ErrorBanner>{errorText(revisions.error, t('editor.history.failed'))}</ErrorBanner>;
  const { data, pagination } = revisions.data;
  return (
    <>
      <ol className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
        {data.map((revision) => (
          <li key={revision.id} className="p-4" data-testid="revision">
            <button
              type="button"
              aria-expanded={selected === revision.id}
              className="w-full text-left"
              onClick={() => onSelect(selected === revision.id ? null : revision.id)}
            >
              <span className="block font-semibold break-words text-navy-950">{revision.summary}</span>
              <span className="mt-0.5 block text-sm text-slate-600">
                {t('editor.history.by', {
                  name: revision.author.name ?? t('editor.history.formerAdmin'),
                  time: formatDateTime(revision.created_at),
                })}
              </span>
            </button>
            {selected === revision.id && <RevisionChanges solutionId={solutionId} rev={revision.id} />}
          </li>
        ))}
      </ol>
      {pagination.total_pages > 1 && (
        <div className="mt-3 flex gap-3">
          <Button variant="ghost" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
            {t('editor.history.newer')}
          </Button>
          <Button variant="ghost" size="sm" disabled={page >= pagination.total_pages} onClick={() => onPage(page + 1)}>
            {t('editor.history.older')}
          </Button>
        </div>
      )}
    </>
  );
}
