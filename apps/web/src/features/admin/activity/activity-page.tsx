import { ACTIVITY_KINDS, type ActivityKind } from '@catalog/shared';
import { X } from 'lucide-react';
import { useActivityLog } from '../../../api/admin-activity.ts';
import { Button } from '../../../components/ui/button.tsx';
import { DataCell, DataRow } from '../../../components/ui/data-table.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import type { MessageKey } from '../../../i18n/keys.ts';
import { useT } from '../../../i18n/use-t.ts';
import { formatDateTime } from '../../../lib/dates.ts';
import { PagedTable } from '../paged-table.tsx';
import { SectionHeading } from '../section-heading.tsx';
import { useListParams } from '../use-list-params.ts';

const KIND_LABEL = {
  solution: 'admin.activity.kind.solution',
  image: 'admin.activity.kind.image',
  lookup: 'admin.activity.kind.lookup',
  user: 'admin.activity.kind.user',
  enquiry: 'admin.activity.kind.enquiry',
  integration: 'admin.activity.kind.integration',
} as const satisfies Record<ActivityKind, MessageKey>;

const COLUMNS = [
  'admin.activity.column.when',
  'admin.activity.column.admin',
  'admin.activity.column.kind',
  'admin.activity.column.what',
] as const satisfies readonly MessageKey[];

/** `/admin/activity` (docs/product.md §3.11): the activity log, by actor (chosen from a line) and kind, paged. */
export function ActivityPage() {
  const list = useListParams(['actor_id', 'kind'] as const);
  const log = useActivityLog({ ...list.values, page: list.page });
  const actorName = list.values.actor_id ? log.data?.data[0]?.actor_name : undefined;
  const t = useT();
  const kindOptions = [
    { value: '', label: t('admin.activity.allKinds') },
    ...ACTIVITY_KINDS.map((kind) => ({ value: kind, label: t(KIND_LABEL[kind]) })),
  ];
  const columns = COLUMNS.map((key) => t(key));
  const [when, admin, kind, what] = columns;
  const formerAdmin = t('admin.formerAdmin');
  return (
    <>
      <SectionHeading title={t('admin.section.activity')} description={t('admin.activity.description')} />
      <div className="mb-6 flex flex-wrap items-end gap-4">
        <SelectField
          label={t('admin.activity.kind')}
          className="w-full sm:w-56"
          options={kindOptions}
          value={list.values.kind}
          onChange={(event) => list.update({ kind: event.currentTarget.value })}
        />
        {list.values.actor_id && (
          <Button
            variant="secondary"
            onClick={() => list.update({ actor_id: '' })}
            aria-label={t('admin.activity.clearActor')}
          >
            {actorName ? t('admin.activity.actorFilter', { name: actorName }) : t('admin.activity.clearActor')}
            <X className="size-4" aria-hidden="true" />
          </Button>
        )}
      </div>
      <PagedTable
        query={log}
        caption={t('admin.activity.caption')}
        head={columns}
        empty={t('admin.activity.empty')}
        onPage={list.setPage}
      >
        {(entries) =>
          entries.map((entry) => (
            <DataRow key={entry.id} data-testid="activity-row">
              <DataCell label={when!} className="whitespace-nowrap">
                {formatDateTime(entry.created_at)}
              </DataCell>
              <DataCell label={admin!}>
                {entry.actor_id === null ? (
                  formerAdmin
                ) : (
                  <button
                    type="button"
                    className="text-left font-semibold break-words text-teal-800 underline underline-offset-2"
                    title={t('admin.activity.onlyActor', { name: entry.actor_name ?? formerAdmin })}
                    onClick={() => list.update({ actor_id: String(entry.actor_id) })}
                  >
                    {entry.actor_name ?? formerAdmin}
                  </button>
                )}
              </DataCell>
              <DataCell label={kind!}>{t(KIND_LABEL[entry.kind])}</DataCell>
              <DataCell label={what!} className="break-words">
                {entry.summary}
              </DataCell>
            </DataRow>
          ))
        }
      </PagedTable>
    </>
  );
}
