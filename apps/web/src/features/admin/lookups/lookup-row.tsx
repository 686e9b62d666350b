import type { AdminLookupItem, LookupKind } from '@catalog/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ImageUp } from 'lucide-react';
import { useRef, useState } from 'react';
import { adminLookupsApi, lookupChanged } from '../../../api/admin-lookups.ts';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { DataCell, DataRow } from '../../../components/ui/data-table.tsx';
import { ProductLogo } from '../../../components/ui/product-logo.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { errorMessage } from '../../../lib/api.ts';
import { notify } from '../../../lib/toast.ts';
import { translate } from '../../../i18n/i18n.ts';
import type { MessageKey } from '../../../i18n/keys.ts';
import { useT } from '../../../i18n/use-t.ts';
import { LookupNameForm } from './lookup-name-form.tsx';

/** An ArcGIS product's logo with a button that uploads a new one through the image pipeline. */
function LogoUpload({ item }: { item: AdminLookupItem }) {
  const t = useT();
  const queryClient = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const upload = useMutation({
    mutationFn: (file: File) => adminLookupsApi.uploadLogo(item.id, file),
    onSuccess: () => {
      notify.success(translate('admin.lookups.logoUploaded', { name: item.name }));
      lookupChanged(queryClient, 'arcgis_product');
    },
    onError: (error) => notify.error(errorMessage(error, translate('admin.lookups.logoFailed'))),
  });
  return (
    <label className={buttonClasses({ variant: 'ghost', size: 'sm', className: 'cursor-pointer' })}>
      {upload.isPending ? <Spinner /> : <ImageUp className="size-4" aria-hidden="true" />}
      <span className="sr-only">{t('admin.lookups.uploadLogo', { name: item.name })}</span>
      <span aria-hidden="true">{t('admin.lookups.logo')}</span>
      <input
        ref={input}
        type="file"
        accept="image/jpeg,image/png,image/gif"
        className="sr-only"
        disabled={upload.isPending}
        onChange={(event) => {
          const file = event.currentTarget.files?.[0];
          if (file) upload.mutate(file);
          event.currentTarget.value = '';
        }}
      />
    </label>
  );
}

/** One value of a lookup list: its name (renamed in place), how many solutions use it, and what can be done with it. */
export function LookupRow({
  kind,
  item,
  onDelete,
  onMerge,
}: {
  kind: LookupKind;
  item: AdminLookupItem;
  onDelete: () => void;
  onMerge: () => void;
}) {
  const t = useT();
  const queryClient = useQueryClient();
  const [renaming, setRenaming] = useState(false);
  return (
    <DataRow data-testid="lookup-row">
      <DataCell label={t('admin.lookups.column.name')} className="md:w-1/2">
        {renaming ? (
          <LookupNameForm
            label={t('admin.lookups.renameLabel', { name: item.name })}
            submit={t('admin.lookups.rename')}
            initial={item.name}
            send={(name) => adminLookupsApi.rename(kind, item.id, name)}
            onSaved={(saved) => {
              notify.success(translate('admin.lookups.renamed', { name: saved.name }));
              lookupChanged(queryClient, kind);
              setRenaming(false);
            }}
            onCancel={() => setRenaming(false)}
            failure={t('admin.lookups.renameFailed')}
          />
        ) : (
          <span className="flex items-center gap-3">
            {kind === 'arcgis_product' && <ProductLogo product={item} />}
            <span className="font-medium break-words text-slate-900">{item.name}</span>
          </span>
        )}
      </DataCell>
      <DataCell label={t('admin.lookups.column.usage')} className="whitespace-nowrap text-slate-700 tabular-nums">
        {t('admin.lookups.usage', { count: item.usage_count })}
      </DataCell>
      <DataCell label={t('admin.lookups.column.actions')}>
        <div className="-mx-2 flex flex-wrap gap-1 md:-my-1.5">
          {!renaming && (
            <Button
              variant="ghost"
              size="sm"
              onClick={() => setRenaming(true)}
              aria-label={`${t('admin.lookups.rename')} ${item.name}`}
            >
              {t('admin.lookups.rename')}
            </Button>
          )}
          {kind === 'arcgis_product' && <LogoUpload item={item} />}
          <Button variant="ghost" size="sm" onClick={onMerge} aria-label={`${t('admin.lookups.merge')} ${item.name}`}>
            {t('admin.lookups.merge')}
          </Button>
          <Button
            variant="ghost"
            size="sm"
            className="text-red-700 hover:bg-red-50 hover:text-red-800"
            onClick={onDelete}
            aria-label={`${t('admin.lookups.delete')} ${item.name}`}
          >
            {t('admin.lookups.delete')}
          </Button>
        </div>
      </DataCell>
    </DataRow>
  );
}

/** The table's column heads, in the order of the row's cells. */
export const LOOKUP_COLUMNS = [
  'admin.lookups.column.name',
  'admin.lookups.column.usage',
  'admin.lookups.column.actions',
] as const satisfies readonly MessageKey[];
