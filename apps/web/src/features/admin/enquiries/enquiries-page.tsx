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
import { ADMIN_TEXT } from '../admin-texts.ts';
import { formatDateTime } from '../../../lib/dates.ts';
import { PagedTable } from '../paged-table.tsx';
import { SectionHeading } from '../section-heading.tsx';
import { EnquiryStatusBadge } from '../../../components/areas/status-badge.tsx';
import { useListParams } from '../use-list-params.ts';
import { ENQUIRY_TEXT } from './enquiry-texts.ts';

const FILTERS = ['status', 'solution_id', 'from', 'to'] as const;
/** The most solutions the solution filter offers, by name (the catalogue's largest page). */
const SOLUTION_CHOICES = '100';

const STATUS_OPTIONS = [
  { value: '', label: ENQUIRY_TEXT.allStatuses },
  ...ENQUIRY_STATUSES.map((status) => ({ value: status, label: ENQUIRY_TEXT.status[status] })),
];

/** The solutions to filter by, by name; an admin sees every status. */
function useSolutionOptions() {
  const solutions = useSolutionList({ order_by: 'name', page_size: SOLUTION_CHOICES }, 'admin');
  return [
    { value: '', label: ENQUIRY_TEXT.allSolutions },
    ...(solutions.data?.data ?? []).map((s) => ({ value: String(s.id), label: s.name })),
  ];
}

/** "Export CSV": the server's file of the same filters, fetched with the session's token and saved. */
function ExportButton({ filters }: { filters: QueryOf<'exportAdminEnquiries'> }) {
  const exportCsv = useMutation({
    mutationFn: () => adminEnquiriesApi.exportCsv(filters),
    onSuccess: (file) => saveFile(file.blob, file.fileName ?? 'enquiries.csv'),
    onError: (error) => notify.error(errorMessage(error, ENQUIRY_TEXT.exportFailed)),
  });
  return (
    <Button variant="secondary" loading={exportCsv.isPending} onClick={() => exportCsv.mutate()}>
      <Download className="size-4" aria-hidden="true" />
      {ENQUIRY_TEXT.exportCsv}
    </Button>
  );
}

/** `/admin/enquiries` (docs/product.md §3.11): the inbox, newest first, filtered by status, solution and day. */
export function EnquiriesPage() {
  const list = useListParams(FILTERS);
  const filters = list.values;
  const enquiries = useAdminEnquiries({ ...filters, page: list.page });
  const solutionOptions = useSolutionOptions();
  const [received, from, company, solution, status] = ENQUIRY_TEXT.columns;
  const filtered = FILTERS.some((name) => filters[name]);
  const selects = [
    { name: 'status', label: ENQUIRY_TEXT.statusFilter, options: STATUS_OPTIONS },
    { name: 'solution_id', label: ENQUIRY_TEXT.solutionFilter, options: solutionOptions },
  ] as const;
  return (
    <>
      <SectionHeading title={ADMIN_TEXT.sections.enquiries} description={ENQUIRY_TEXT.description}>
        <ExportButton filters={filters} />
      </SectionHeading>
      <fieldset className="mb-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-[repeat(4,minmax(0,1fr))_auto] lg:items-end">
        <legend className="sr-only">{ENQUIRY_TEXT.filters}</legend>
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
            label={ENQUIRY_TEXT[name]}
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
          {ENQUIRY_TEXT.clear}
        </Button>
      </fieldset>
      <PagedTable
        query={enquiries}
        caption={ENQUIRY_TEXT.caption}
        head={ENQUIRY_TEXT.columns}
        empty={ENQUIRY_TEXT.empty}
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
                {enquiry.company || ADMIN_TEXT.none}
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
