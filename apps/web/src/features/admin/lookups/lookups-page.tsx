import { type AdminLookupItem, LOOKUP_KINDS, type LookupKind } from '@catalog/shared';
import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { adminLookupsApi, lookupChanged, useAdminLookups } from '../../../api/admin-lookups.ts';
import { notify } from '../../../lib/toast.ts';
import { ADMIN_TEXT } from '../admin-texts.ts';
import { PagedTable } from '../paged-table.tsx';
import { SearchBox } from '../search-box.tsx';
import { SectionHeading } from '../section-heading.tsx';
import { useListParams } from '../use-list-params.ts';
import { DeleteLookupDialog } from './delete-lookup-dialog.tsx';
import { KIND_INFO, LOOKUP_TEXT } from './lookup-kinds.ts';
import { LookupNameForm } from './lookup-name-form.tsx';
import { lookupColumns, LookupRow } from './lookup-row.tsx';
import { MergeLookupDialog } from './merge-lookup-dialog.tsx';

const PAGE_SIZE = '20';
const PARAMS = ['kind', 'search'] as const;
type ListParams = ReturnType<typeof useListParams<(typeof PARAMS)[number]>>;

const kindOf = (value: string): LookupKind =>
  (LOOKUP_KINDS as readonly string[]).includes(value) ? (value as LookupKind) : 'industry';

/** One lookup list: adding, searching and paging its values, with the dialogs that delete and merge. */
function LookupPanel({ kind, list }: { kind: LookupKind; list: ListParams }) {
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
          label={LOOKUP_TEXT.addLabel(info.one)}
          submit={LOOKUP_TEXT.add}
          send={(name) => adminLookupsApi.create(kind, name)}
          onSaved={(saved) => {
            notify.success(LOOKUP_TEXT.added(saved.name));
            lookupChanged(queryClient, kind);
          }}
          failure={LOOKUP_TEXT.addFailed}
        />
        <SearchBox
          label={LOOKUP_TEXT.search(info.label)}
          value={search}
          onSearch={(text) => list.update({ search: text })}
        />
      </div>
      <PagedTable
        query={lookups}
        caption={LOOKUP_TEXT.caption(info.label)}
        head={lookupColumns}
        empty={search ? LOOKUP_TEXT.noMatch : LOOKUP_TEXT.empty(info.label)}
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
  return (
    <>
      <SectionHeading title={ADMIN_TEXT.sections.lookups} description={LOOKUP_TEXT.description} />
      <TabGroup
        selectedIndex={LOOKUP_KINDS.indexOf(kind)}
        onChange={(index) => list.update({ kind: LOOKUP_KINDS[index], search: '' })}
      >
        <TabList
          aria-label={LOOKUP_TEXT.kindsLabel}
          className="-mx-4 mb-6 flex gap-2 overflow-x-auto px-4 pb-1 sm:mx-0 sm:flex-wrap sm:px-0"
        >
          {LOOKUP_KINDS.map((value) => (
            <Tab
              key={value}
              className="shrink-0 rounded-full px-4 py-2 text-sm font-semibold whitespace-nowrap text-slate-700 ring-1 ring-slate-300 ring-inset hover:bg-white data-selected:bg-navy-900 data-selected:text-white data-selected:ring-navy-900"
            >
              {KIND_INFO[value].label}
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
