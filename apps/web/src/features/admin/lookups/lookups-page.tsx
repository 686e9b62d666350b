import { type AdminLookupItem, LOOKUP_KINDS, type LookupKind } from '@catalog/shared';
import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { adminLookupsApi, lookupChanged, useAdminLookups } from '../../../api/admin-lookups.ts';
import { translate } from '../../../i18n/i18n.ts';
import { useT } from '../../../i18n/use-t.ts';
import { notify } from '../../../lib/toast.ts';
import { PagedTable } from '../paged-table.tsx';
import { SearchBox } from '../search-box.tsx';
import { SectionHeading } from '../section-heading.tsx';
import { useListParams } from '../use-list-params.ts';
import { DeleteLookupDialog } from './delete-lookup-dialog.tsx';
import { KIND_INFO } from './lookup-kinds.ts';
import { LookupNameForm } from './lookup-name-form.tsx';
import { LOOKUP_COLUMNS, LookupRow } from './lookup-row.tsx';
import { MergeLookupDialog } from './merge-lookup-dialog.tsx';

const PAGE_SIZE = '20';
const PARAMS = ['kind', 'search'] as const;
type ListParams = ReturnType<typeof useListParams<(typeof PARAMS)[number]>>;

const kindOf = (value: string): LookupKind =>
  (LOOKUP_KINDS as readonly string[]).includes(value) ? (value as LookupKind) : 'industry';

/** One lookup list: adding, searching and paging its values, with the dialogs that delete and merge. */
function LookupPanel({ kind, list }: { kind: LookupKind; list: ListParams }) {
  const t = useT();
  const { search } = list.values;
  const queryClient = useQueryClient();
  const info = KIND_INFO[kind];
  const lookups = useAdminLookups(kind, { search, page: list.page, page_size: PAGE_SIZE });
  const [deleting, setDeleting] = useState<AdminLookupItem | null>(null);
  const [merging, setMerging] = useState<AdminLookupItem | null>(null);
  return (
    <>
      <div className="mb-6 grid gap-4 md:grid-cols-2 md:items-start">
        <LookupNameForm
          label={t('admin.lookups.addLabel', { one: t(info.one) })}
          submit={t('admin.lookups.add')}
          send={(name) => adminLookupsApi.create(kind, name)}
          onSaved={(saved) => {
            notify.success(translate('admin.lookups.added', { name: saved.name }));
            lookupChanged(queryClient, kind);
          }}
          failure={t('admin.lookups.addFailed')}
        />
        <SearchBox
          label={t('admin.lookups.search', { many: t(info.many) })}
          value={search}
          onSearch={(text) => list.update({ search: text })}
        />
      </div>
      <PagedTable
        query={lookups}
        caption={t('admin.lookups.caption', { label: t(info.label) })}
        head={LOOKUP_COLUMNS.map((key) => t(key))}
        empty={search ? t('admin.lookups.noMatch') : t('admin.lookups.empty', { many: t(info.many) })}
        onPage={list.setPage}
      >
        {(items) =>
          items.map((item) => (
            <LookupRow
              key={item.id}
              kind={kind}
              item={item}
              onDelete={() => setDeleting(item)}
              onMerge={() => setMerging(item)}
            />
          ))
        }
      </PagedTable>
      <DeleteLookupDialog kind={kind} item={deleting} onClose={() => setDeleting(null)} />
      <MergeLookupDialog kind={kind} item={merging} onClose={() => setMerging(null)} />
    </>
  );
}

/** `/admin/lookups` (docs/product.md §3.11): the six lookup lists as tabs, the chosen one in the address bar. */
export function LookupsPage() {
  const list = useListParams(PARAMS);
  const kind = kindOf(list.values.kind);
  const t = useT();
  return (
    <>
      <SectionHeading title={t('admin.section.lookups')} description={t('admin.lookups.description')} />
      <TabGroup
        selectedIndex={LOOKUP_KINDS.indexOf(kind)}
        onChange={(index) => list.update({ kind: LOOKUP_KINDS[index], search: '' })}
      >
        <TabList
          aria-label={t('admin.lookups.kindsLabel')}
          className="-mx-4 mb-6 flex gap-2 overflow-x-auto px-4 pb-1 sm:mx-0 sm:flex-wrap sm:px-0"
        >
          {LOOKUP_KINDS.map((value) => (
            <Tab
              key={value}
              className="shrink-0 rounded-full px-4 py-2 text-sm font-semibold whitespace-nowrap text-slate-700 ring-1 ring-slate-300 ring-inset hover:bg-white data-selected:bg-navy-900 data-selected:text-white data-selected:ring-navy-900"
            >
              {t(KIND_INFO[value].label)}
            </Tab>
          ))}
        </TabList>
        <TabPanels>
          {LOOKUP_KINDS.map((value) => (
            <TabPanel key={value} unmount>
              {value === kind && <LookupPanel kind={kind} list={list} />}
            </TabPanel>
          ))}
        </TabPanels>
      </TabGroup>
    </>
  );
}
