import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import type { SynonymSet } from '@catalog/shared';
import { useQueryClient } from '@tanstack/react-query';
import { Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { adminKeys, listAndActivityChanged } from '../../../api/admin-keys.ts';
import { adminSynonymsApi, useSynonyms } from '../../../api/admin-synonyms.ts';
import { ErrorBanner } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { DataCell, DataRow, DataTable } from '../../../components/ui/data-table.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { translate } from '../../../i18n/i18n.ts';
import { useErrorText } from '../../../i18n/server-messages.ts';
import { useT } from '../../../i18n/use-t.ts';
import { notify } from '../../../lib/toast.ts';
import { SectionHeading } from '../section-heading.tsx';
import { SynonymForm } from './synonym-form.tsx';

/**
 * `/admin/synonyms` (docs/decisions/0183-search-suggestions.md): sets of terms a search treats as
 * one. A change shows on the next search and in the activity log.
 */
export function SynonymsPage() {
  const t = useT();
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const synonyms = useSynonyms();
  const [editing, setEditing] = useState<number | null>(null);
  const [removing, setRemoving] = useState<SynonymSet | null>(null);
  const changed = () => listAndActivityChanged(queryClient, adminKeys.synonyms());
  const [terms, actions] = [t('admin.synonyms.column.terms'), t('admin.synonyms.column.actions')];
  return (
    <>
      <SectionHeading title={t('admin.section.synonyms')} description={t('admin.synonyms.description')} />
      <div className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
        <SynonymForm
          label={t('admin.synonyms.new')}
          submit={t('admin.synonyms.add')}
          send={adminSynonymsApi.create}
          failure={t('admin.synonyms.failed')}
          onSaved={(saved) => {
            notify.success(translate('admin.synonyms.added', { terms: saved.terms.join(', ') }));
            void changed();
          }}
        />
      </div>
      <div className="mt-6">
        {synonyms.isPending ? (
          <Spinner className="text-teal-700" label={t('admin.loading')} />
        ) : synonyms.isError ? (
          <ErrorBanner>{errorText(synonyms.error, t('admin.synonyms.loadFailed'))}</ErrorBanner>
        ) : synonyms.data.length === 0 ? (
          <p className="text-slate-600">{t('admin.synonyms.empty')}</p>
        ) : (
          <DataTable caption={t('admin.synonyms.caption')} head={[terms, actions]}>
            {synonyms.data.map((set) => (
              <DataRow key={set.id} data-testid="synonym-row">
                <DataCell label={terms} className="min-w-0">
                  {editing === set.id ? (
                    <SynonymForm
                      label={t('admin.synonyms.edit')}
                      submit={t('admin.synonyms.save')}
                      initial={set}
                      send={(next) => adminSynonymsApi.update(set.id, next)}
                      failure={t('admin.synonyms.failed')}
                      onCancel={() => setEditing(null)}
                      onSaved={() => {
                        setEditing(null);
                        notify.success(translate('admin.synonyms.saved'));
                        void changed();
                      }}
                    />
                  ) : (
                    <ul className="flex flex-wrap gap-1.5" aria-label={t('admin.synonyms.termsOf')}>
                      {set.terms.map((term) => (
                        <li key={term} className="rounded-full bg-navy-50 px-2.5 py-0.5 text-sm text-navy-900">
                          {term}
                        </li>
                      ))}
                    </ul>
                  )}
                </DataCell>
                <DataCell label={actions}>
                  <div className="flex flex-wrap gap-2">
                    <Button variant="secondary" size="sm" onClick={() => setEditing(set.id)}>
                      <Pencil className="size-4" aria-hidden="true" />
                      {t('admin.synonyms.edit')}
                      <span className="sr-only"> {set.terms.join(', ')}</span>
                    </Button>
                    <Button variant="ghost" size="sm" className="text-red-700" onClick={() => setRemoving(set)}>
                      <Trash2 className="size-4" aria-hidden="true" />
                      {t('admin.synonyms.delete')}
                      <span className="sr-only"> {set.terms.join(', ')}</span>
                    </Button>
                  </div>
                </DataCell>
              </DataRow>
            ))}
          </DataTable>
        )}
      </div>
      {removing && <DeleteSynonymsDialog set={removing} onClose={() => setRemoving(null)} onDeleted={changed} />}
    </>
  );
}

function DeleteSynonymsDialog({
  set,
  onClose,
  onDeleted,
}: {
  set: SynonymSet;
  onClose: () => void;
  onDeleted: () => Promise<unknown>;
}) {
  const t = useT();
  return (
    <ConfirmDialog
      title={t('admin.synonyms.deleteTitle')}
      description={t('admin.synonyms.deleteConfirm', { terms: set.terms.join(', ') })}
      confirm={t('admin.synonyms.delete')}
      cancel={t('admin.cancel')}
      failure={t('admin.synonyms.failed')}
      action={() => adminSynonymsApi.remove(set.id)}
      done={t('admin.synonyms.deleted')}
      onDone={onDeleted}
      onClose={onClose}
    />
  );
}
