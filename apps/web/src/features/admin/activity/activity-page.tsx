import { ACTIVITY_KINDS, type ActivityKind } from '@catalog/shared';
import { X } from 'lucide-react';
import { useActivityLog } from '../../../api/admin-activity.ts';
import { Button } from '../../../components/ui/button.tsx';
import { DataCell, DataRow } from '../../../components/ui/data-table.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { ADMIN_TEXT } from '../admin-texts.ts';
import { formatDateTime } from '../../../lib/dates.ts';
import { PagedTable } from '../paged-table.tsx';
import { SectionHeading } from '../section-heading.tsx';
import { useListParams } from '../use-list-params.ts';

const TEXT = {
  description: 'What admins changed, newest first.',
  kind: 'Kind',
  allKinds: 'All kinds',
  kinds: {
    solution: 'Solutions',
    image: 'Images',
    lookup: 'Lookups',
    user: 'Accounts',
    enquiry: 'Enquiries',
  } satisfies Record<ActivityKind, string>,
  onlyActor: (name: string) => `Show only changes by ${name}`,
  actorFilter: (name: string) => `By ${name}`,
  clearActor: 'Show every admin',
  caption: 'Activity log',
  columns: ['When', 'Admin', 'Kind', 'What'],
  formerAdmin: 'Former admin',
  empty: 'Nothing recorded for these filters.',
} as const;

const KIND_OPTIONS = [
  { value: '', label: TEXT.allKinds },
  ...ACTIVITY_KINDS.map((kind) => ({ value: kind, label: TEXT.kinds[kind] })),
];

/** `/admin/activity` (docs/product.md §3.11): the activity log, by actor (chosen from a line) and kind, paged. */
export function ActivityPage() {
  const list = useListParams(['actor_id', 'kind'] as const);
  const log = useActivityLog({ ...list.values, page: list.page });
  const actorName = list.values.actor_id ? log.data?.data[0]?.actor_name : undefined;
  const [when, admin, kind, what] = TEXT.columns;
  return (
    <>
      <SectionHeading title={ADMIN_TEXT.sections.activity} description={TEXT.description} />
      <div className="mb-6 flex flex-wrap items-end gap-4">
        <SelectField
          label={TEXT.kind}
          className="w-full sm:w-56"
          options={KIND_OPTIONS}
          value={list.values.kind}
          onChange={(event) => list.update({ kind: event.currentTarget.value })}
        />
        {list.values.actor_id && (
          <Button variant="secondary" onClick={() => list.update({ actor_id: '' })} aria-label={TEXT.clearActor}>
            {actorName ? TEXT.actorFilter(actorName) : TEXT.clearActor}
            <X className="size-4" aria-hidden="true" />
          </Button>
        )}
      </div>
      <PagedTable query={log} caption={TEXT.caption} head={TEXT.columns} empty={TEXT.empty} onPage={list.setPage}>
        {(entries) =>
          entries.map((entry) => (
            <DataRow key={entry.id} data-testid="activity-row">
              <DataCell label={when!} className="whitespace-nowrap">
                {formatDateTime(entry.created_at)}
              </DataCell>
              <DataCell label={admin!}>
                {entry.actor_id === null ? (
                  TEXT.formerAdmin
                ) : (
                  <button
                    type="button"
                    className="text-left font-semibold break-words text-teal-800 underline underline-offset-2"
                    title={TEXT.onlyActor(entry.actor_name ?? TEXT.formerAdmin)}
                    onClick={() => list.update({ actor_id: String(entry.actor_id) })}
                  >
                    {entry.actor_name ?? TEXT.formerAdmin}
                  </button>
                )}
              </DataCell>
              <DataCell label={kind!}>{TEXT.kinds[entry.kind]}</DataCell>
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
