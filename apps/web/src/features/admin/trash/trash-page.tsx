import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import type { TrashItem } from '@catalog/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { RotateCcw, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { adminHistoryApi, useTrash } from '../../../api/admin-history.ts';
import { adminKeys, listAndActivityChanged } from '../../../api/admin-keys.ts';
import { solutionWrites } from '../../../api/solutions.ts';
import { Button } from '../../../components/ui/button.tsx';
import { DataCell, DataRow } from '../../../components/ui/data-table.tsx';
import { translate } from '../../../i18n/i18n.ts';
import type { MessageKey } from '../../../i18n/keys.ts';
import { useErrorText } from '../../../i18n/server-messages.ts';
import { useT } from '../../../i18n/use-t.ts';
import { formatDate, formatDateTime } from '../../../lib/dates.ts';
import { notify } from '../../../lib/toast.ts';
import { PagedTable } from '../paged-table.tsx';
import { SectionHeading } from '../section-heading.tsx';

const COLUMNS = [
  'admin.trash.column.name',
  'admin.trash.column.deleted',
  'admin.trash.column.by',
  'admin.trash.column.purge',
  'admin.trash.column.actions',
] as const satisfies readonly MessageKey[];

/** `/admin/trash` (docs/decisions/0154): deleted solutions, restorable until their purge date. */
export function TrashPage() {
  const t = useT();
  const [page, setPage] = useState(1);
  const [forever, setForever] = useState<TrashItem | null>(null);
  const trash = useTrash(page);
  const columns = COLUMNS.map((key) => t(key));
  const [name, deleted, by, purge, actions] = columns;
  return (
    <>
      <SectionHeading title={t('admin.section.trash')} description={t('admin.trash.description')} />
      <PagedTable
        query={trash}
        caption={t('admin.trash.caption')}
        head={columns}
        empty={t('admin.trash.empty')}
        onPage={setPage}
      >
        {(items) =>
          items.map((item) => (
            <DataRow key={item.solution_id} data-testid="trash-row">
              <DataCell label={name!} className="font-semibold break-words text-navy-950">
                {item.name}
              </DataCell>
              <DataCell label={deleted!} className="whitespace-nowrap">
                {formatDateTime(item.deleted_at)}
              </DataCell>
              <DataCell label={by!}>{item.deleted_by.name ?? t('admin.formerAdmin')}</DataCell>
              <DataCell label={purge!} className="whitespace-nowrap">
                {formatDate(item.purge_at)}
              </DataCell>
              <DataCell label={actions!}>
                <div className="flex flex-wrap gap-2">
                  <RestoreButton item={item} />
                  <Button variant="ghost" size="sm" className="text-red-700" onClick={() => setForever(item)}>
                    <Trash2 className="size-4" aria-hidden="true" />
                    {t('admin.trash.deleteForever')}
                    <span className="sr-only"> {item.name}</span>
                  </Button>
                </div>
              </DataCell>
            </DataRow>
          ))
        }
      </PagedTable>
      {forever && <DeleteForeverDialog item={forever} onClose={() => setForever(null)} />}
    </>
  );
}

function RestoreButton({ item }: { item: TrashItem }) {
  const t = useT();
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const restore = useMutation({
    mutationFn: () => adminHistoryApi.restoreFromTrash(item.solution_id),
    onSuccess: async () => {
      solutionWrites.created(queryClient);
      notify.success(translate('admin.trash.restored', { name: item.name }));
      await listAndActivityChanged(queryClient, adminKeys.trash());
    },
    onError: (error) => notify.error(errorText(error, translate('admin.trash.failed'))),
  });
  return (
    <Button variant="secondary" size="sm" loading={restore.isPending} onClick={() => restore.mutate()}>
      <RotateCcw className="size-4" aria-hidden="true" />
      {t('admin.trash.restore')}
      <span className="sr-only"> {item.name}</span>
    </Button>
  );
}

function DeleteForeverDialog({ item, onClose }: { item: TrashItem; onClose: () => void }) {
  const t = useT();
  const queryClient = useQueryClient();
  return (
    <ConfirmDialog
      title={t('admin.trash.deleteForeverTitle')}
      description={t('admin.trash.deleteForeverConfirm', { name: item.name })}
      confirm={t('admin.trash.deleteForever')}
      cancel={t('admin.trash.cancel')}
      failure={t('admin.trash.failed')}
      action={() => adminHistoryApi.deleteForever(item.solution_id)}
      done={t('admin.trash.deleted', { name: item.name })}
      onDone={() => listAndActivityChanged(queryClient, adminKeys.trash())}
      onClose={onClose}
    />
  );
}
