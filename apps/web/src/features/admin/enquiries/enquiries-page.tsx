import { ENQUIRY_STATUSES, type QueryOf } from '@catalog/shared';
import { useMutation } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import { Link } from 'react-router';
import { adminEnquiriesApi, useAdminEnquiries } from '../../../api/admin-enquiries.ts';
import { useSolutionList } from '../../../api/solutions.ts';
import { Button } from '../../../components/ui/button.tsx';
import { DataCell, DataRow } from '../../../components/ui/data-table.tsx';
import { TextField } from '../../../components/ui/field.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { errorMessage } from '../../../lib/api.ts';
import { saveFile } from '../../../lib/save-file.ts';
import { notify } from '../../../lib/toast.ts';
import { translate } from '../../../i18n/i18n.ts';
import type { MessageKey } from '../../../i18n/keys.ts';
import { useT } from '../../../i18n/use-t.ts';
import { formatDateTime } from '../../../lib/dates.ts';
import { PagedTable } from '../paged-table.tsx';
import { SectionHeading } from '../section-heading.tsx';
import { ENQUIRY_STATUS_KEY, EnquiryStatusBadge } from '../../../components/areas/status-badge.tsx';
import { useListParams } from '../use-list-params.ts';

const FILTERS = ['status', 'solution_id', 'from', 'to'] as const;
/** The most solutions the solution filter offers, by name (the catalogue's largest page). */
const SOLUTION_CHOICES = '100';

const COLUMNS = [
  'admin.enquiries.column.received',
  'admin.enquiries.column.from',
  'admin.enquiries.column.company',
  'admin.enquiries.column.solution',
  'admin.enquiries.column.status',
] as const satisfies readonly MessageKey[];

/** The solutions to filter by, by name; an admin sees every status. */
function useSolutionOptions() {
  const t = useT();
  const solutions = useSolutionList({ order_by: 'name', page_size: SOLUTION_CHOICES }, 'admin');
  return [
    { value: '', label: t('admin.enquiries.allSolutions') },
    ...(solutions.data?.data ?? []).map((s) => ({ value: String(s.id), label: s.name })),
  ];
}

/** "Export CSV": the server's file of the same filters, fetched with the session's token and saved. */
function ExportButton({ filters }: { filters: QueryOf<'exportAdminEnquiries'> }) {
  const t = useT();
  const exportCsv = useMutation({
    mutationFn: () => adminEnquiriesApi.exportCsv(filters),
    onSuccess: (file) => saveFile(file.blob, file.fileName ?? 'enquiries.csv'),
    onError: (error) => notify.error(errorMessage(error, translate('admin.enquiries.exportFailed'))),
  });
  return (
    <Button variant="secondary" loading={exportCsv.isPending} onClick={() => exportCsv.mutate()}>
      <Download className="size-4" aria-hidden="true" />
      {t('admin.enquiries.exportCsv')}
    </Button>
  );
}

/** `/admin/enquiries` (docs/product.md §3.11): the inbox, newest first, filtered by status, solution and day. */
export function EnquiriesPage() {
  const list = useListParams(FILTERS);
  const filters = list.values;
  const enquiries = useAdminEnquiries({ ...filters, page: list.page });
  const solutionOptions = useSolutionOptions();
  const t = useT();
  const statusOptions = [
    { value: '', label: t('admin.enquiries.allStatuses') },
    ...ENQUIRY_STATUSES.map((status) => ({ value: status, label: t(ENQUIRY_STATUS_KEY[status]) })),
  ];
  const columns = COLUMNS.map((key) => t(key));
  const [received, from, company, solution, status] = columns;
  const filtered = FILTERS.some((name) => filters[name]);
  const selects = [
    { name: 'status', label: t('admin.enquiries.statusFilter'), options: statusOptions },
    { name: 'solution_id', label: t('admin.enquiries.solutionFilter'), options: solutionOptions },
  ] as const;
  return (
    <>
      <SectionHeading title={t('admin.section.enquiries')} description={t('admin.enquiries.description')}>
        <ExportButton filters={filters} />
      </SectionHeading>
      <fieldset className="mb-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-[repeat(4,minmax(0,1fr))_auto] lg:items-end">
        <legend className="sr-only">{t('admin.enquiries.filters')}</legend>
        {selects.map(({ name, label, options }) => (
          <SelectField
            key={name}
            label={label}
            options={options}
            value={filters[name]}
            onChange={(event) => list.update({ [name]: event.currentTarget.value })}
          />
        ))}
        {(['from', 'to'] as const).map((name) => (
          <TextField
            key={name}
            label={t(name === 'from' ? 'admin.enquiries.from' : 'admin.enquiries.to')}
            type="date"
            value={filters[name]}
            // A range that ends before it starts is refused by the server; the pickers do not offer one.
            {...(name === 'from' ? { max: filters.to || undefined } : { min: filters.from || undefined })}
            onChange={(event) => list.update({ [name]: event.currentTarget.value })}
          />
        ))}
        <Button
          variant="ghost"
          disabled={!filtered}
          onClick={() => list.update({ status: '', solution_id: '', from: '', to: '' })}
        >
          {t('admin.enquiries.clear')}
        </Button>
      </fieldset>
      <PagedTable
        query={enquiries}
        caption={t('admin.enquiries.caption')}
        head={columns}
        empty={t('admin.enquiries.empty')}
        onPage={list.setPage}
      >
        {(items) =>
          items.map((enquiry) => (
            <DataRow key={enquiry.id} data-testid="enquiry-row">
              <DataCell label={received!} className="whitespace-nowrap">
                {formatDateTime(enquiry.created_at)}
              </DataCell>
              <DataCell label={from!}>
                <Link
                  to={`/admin/enquiries/${enquiry.id}`}
                  className="font-semibold break-words text-teal-800 underline underline-offset-2"
                >
                  {enquiry.full_name}
                </Link>
                <p className="break-all text-slate-600">{enquiry.email}</p>
              </DataCell>
              <DataCell label={company!} className="break-words">
                {enquiry.company || t('admin.none')}
              </DataCell>
              <DataCell label={solution!} className="break-words">
                {enquiry.solution_name}
              </DataCell>
              <DataCell label={status!}>
                <EnquiryStatusBadge status={enquiry.status} />
              </DataCell>
            </DataRow>
          ))
        }
      </PagedTable>
    </>
  );
}
