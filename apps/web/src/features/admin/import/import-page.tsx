import type { ExportFormat, ImportReport, ImportRow } from '@catalog/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Download, FileCheck, Upload } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { adminTransferApi } from '../../../api/admin-transfer.ts';
import { activityChanged } from '../../../api/admin-keys.ts';
import { solutionWrites } from '../../../api/solutions.ts';
import { ErrorBanner } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { DataCell, DataRow, DataTable } from '../../../components/ui/data-table.tsx';
import type { MessageKey } from '../../../i18n/keys.ts';
import { useErrorText, useLocalMessage } from '../../../i18n/server-messages.ts';
import { useT } from '../../../i18n/use-t.ts';
import { saveFile } from '../../../lib/save-file.ts';
import { SectionHeading } from '../section-heading.tsx';

const COLUMNS = [
  'admin.import.column.row',
  'admin.import.column.action',
  'admin.import.column.solution',
  'admin.import.column.reason',
] as const satisfies readonly MessageKey[];

const ACTION_KEY = {
  create: 'admin.import.action.create',
  update: 'admin.import.action.update',
  refuse: 'admin.import.action.refuse',
} as const satisfies Record<ImportRow['action'], MessageKey>;

const ACTION_CLASSES: Record<ImportRow['action'], string> = {
  create: 'bg-teal-50 text-teal-800 ring-teal-200',
  update: 'bg-sky-50 text-sky-800 ring-sky-200',
  refuse: 'bg-red-50 text-red-800 ring-red-200',
};

const panel = 'rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6';

/** `/admin/import` (docs/decisions/0176): the catalogue as a file, and a file into the catalogue. */
export function ImportPage() {
  const t = useT();
  return (
    <>
      <SectionHeading title={t('admin.section.import')} description={t('admin.import.description')} />
      <div className="grid gap-6">
        <ExportPanel />
        <ImportPanel />
      </div>
    </>
  );
}

function ExportPanel() {
  const t = useT();
  const errorText = useErrorText();
  const exporting = useMutation({
    mutationFn: (format: ExportFormat) => adminTransferApi.exportCatalog(format),
    onSuccess: (file, format) => saveFile(file.blob, file.fileName ?? `solutions.${format}`),
  });
  return (
    <section aria-labelledby="export-title" className={panel}>
      <h3 id="export-title" className="text-lg font-semibold text-navy-950">
        {t('admin.import.exportTitle')}
      </h3>
      <p className="mt-1 text-sm text-slate-600">{t('admin.import.exportHint')}</p>
      <div className="mt-4 flex flex-wrap gap-3">
        {(['json', 'csv'] as const).map((format) => (
          <Button
            key={format}
            variant="secondary"
            loading={exporting.isPending && exporting.variables === format}
            disabled={exporting.isPending}
            onClick={() => exporting.mutate(format)}
          >
            <Download className="size-4" aria-hidden="true" />
            {t(format === 'json' ? 'admin.import.exportJson' : 'admin.import.exportCsv')}
          </Button>
        ))}
      </div>
      {exporting.isError && (
        <ErrorBanner className="mt-4">{errorText(exporting.error, t('admin.import.exportFailed'))}</ErrorBanner>
      )}
    </section>
  );
}

function ImportPanel() {
  const t = useT();
  const ids = useId();
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [createLookups, setCreateLookups] = useState(false);
  const [allOrNothing, setAllOrNothing] = useState(false);
  const [missingFile, setMissingFile] = useState(false);
  const [dryRun, setDryRun] = useState(true);
  const run = useMutation({
    mutationFn: ({ dryRun }: { dryRun: boolean }) =>
      adminTransferApi.importFile(file!, {
        dry_run: dryRun ? '1' : '0',
        create_lookups: createLookups ? '1' : '0',
        all_or_nothing: allOrNothing ? '1' : '0',
      }),
    onSuccess: async (report) => {
      if (!report.applied) return;
      solutionWrites.imported(queryClient);
      await activityChanged(queryClient);
    },
  });
  const report = run.data;
  const submit = (dryRun: boolean) => (event?: FormEvent) => {
    event?.preventDefault();
    setMissingFile(!file);
    setDryRun(dryRun);
    if (file) run.mutate({ dryRun });
  };
  /** Any change of the file or the options asks for a new dry run before applying. */
  const changed = () => run.reset();
  const fileInput = `${ids}-file`;
  const hint = `${ids}-hint`;
  const error = `${ids}-error`;
  return (
    <section aria-labelledby="import-title" className={panel}>
      <h3 id="import-title" className="text-lg font-semibold text-navy-950">
        {t('admin.import.importTitle')}
      </h3>
      <p id={hint} className="mt-1 text-sm text-slate-600">
        {t('admin.import.importHint')}
      </p>
      <form noValidate onSubmit={submit(true)} className="mt-4 space-y-4">
        <div>
          <label htmlFor={fileInput} className="block text-sm font-medium text-slate-800">
            {t('admin.import.file')}
          </label>
          <input
            id={fileInput}
            type="file"
            accept=".json,.csv,application/json,text/csv"
            aria-describedby={missingFile ? `${hint} ${error}` : hint}
            aria-invalid={missingFile || undefined}
            onChange={(event) => {
              setFile(event.target.files?.[0] ?? null);
              setMissingFile(false);
              changed();
            }}
            className="mt-1 block w-full max-w-full text-sm text-slate-700 file:mr-3 file:rounded-lg file:border-0 file:bg-slate-100 file:px-3 file:py-2 file:font-semibold file:text-navy-900 hover:file:bg-slate-200"
          />
          {missingFile && (
            <p id={error} className="mt-1 text-sm text-red-700">
              {t('admin.import.chooseFile')}
            </p>
          )}
        </div>
        <Checkbox
          checked={createLookups}
          label={t('admin.import.createLookups')}
          onChange={(value) => {
            setCreateLookups(value);
            changed();
          }}
        />
        <Checkbox
          checked={allOrNothing}
          label={t('admin.import.allOrNothing')}
          onChange={(value) => {
            setAllOrNothing(value);
            changed();
          }}
        />
        <div className="flex flex-wrap gap-3">
          <Button type="submit" variant="secondary" loading={run.isPending && dryRun}>
            <FileCheck className="size-4" aria-hidden="true" />
            {t('admin.import.check')}
          </Button>
          {report && !report.applied && report.created + report.updated > 0 && (
            <Button
              type="button"
              loading={run.isPending && !dryRun}
              disabled={allOrNothing && report.refused > 0}
              onClick={submit(false)}
            >
              <Upload className="size-4" aria-hidden="true" />
              {t('admin.import.apply')}
            </Button>
          )}
        </div>
      </form>
      {run.isError && <ErrorBanner className="mt-4">{errorText(run.error, t('admin.import.failed'))}</ErrorBanner>}
      {report && <ReportTable report={report} dryRun={dryRun} />}
    </section>
  );
}

function Checkbox({ checked, label, onChange }: { checked: boolean; label: string; onChange: (v: boolean) => void }) {
  return (
    <label className="flex items-start gap-3 text-sm text-slate-800">
      <input
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        className="mt-0.5 size-4 shrink-0 rounded border-slate-400 accent-teal-700"
      />
      <span>{label}</span>
    </label>
  );
}

function ReportTable({ report, dryRun }: { report: ImportReport; dryRun: boolean }) {
  const t = useT();
  const local = useLocalMessage();
  const columns = COLUMNS.map((key) => t(key));
  const [row, action, solution, reason] = columns;
  const counts = { created: report.created, updated: report.updated, refused: report.refused };
  const summary = report.applied
    ? t('admin.import.appliedSummary', counts)
    : !dryRun
      ? t('admin.import.notApplied')
      : t('admin.import.summary', counts);
  const reasonOf = (item: ImportRow) => {
    if (item.action !== 'refuse') return '';
    if (item.fields && Object.keys(item.fields).length > 0)
      return Object.entries(item.fields)
        .map(([field, message]) => `${field}: ${local(message)}`)
        .join('; ');
    return local({ message: item.reason ?? '', code: item.code, params: item.params });
  };
  return (
    <div className="mt-6">
      <h4 className="text-base font-semibold text-navy-950">
        {t(report.applied ? 'admin.import.resultTitle' : 'admin.import.dryRunTitle')}
      </h4>
      <p role="status" className="mt-1 mb-4 text-sm text-slate-700" data-testid="import-summary">
        {summary}
      </p>
      <DataTable caption={t('admin.import.caption')} head={columns}>
        {report.rows.map((item) => (
          <DataRow key={item.row} data-testid="import-row">
            <DataCell label={row!} className="whitespace-nowrap tabular-nums">
              {item.row}
            </DataCell>
            <DataCell label={action!}>
              <span
                className={`inline-flex rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ${ACTION_CLASSES[item.action]}`}
              >
                {t(ACTION_KEY[item.action])}
              </span>
            </DataCell>
            <DataCell label={solution!} className="break-words text-navy-950">
              {item.name ?? ''}
              {item.solution_id !== undefined && <span className="text-slate-600"> #{item.solution_id}</span>}
            </DataCell>
            <DataCell label={reason!} className="break-words text-slate-700">
              {reasonOf(item)}
            </DataCell>
          </DataRow>
        ))}
      </DataTable>
    </div>
  );
}
