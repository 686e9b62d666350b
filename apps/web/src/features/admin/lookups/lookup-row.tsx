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
import { LOOKUP_TEXT } from './lookup-kinds.ts';
import { LookupNameForm } from './lookup-name-form.tsx';

const { columns } = LOOKUP_TEXT;

/** An ArcGIS product's logo with a button that uploads a new one through the image pipeline. */
function LogoUpload({ item }: { item: AdminLookupItem }) {
  const queryClient = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const upload = useMutation({
    mutationFn: (file: File) => adminLookupsApi.uploadLogo(item.id, file),
    onSuccess: () => {
      notify.success(LOOKUP_TEXT.logoUploaded(item.name));
      lookupChanged(queryClient, 'arcgis_product');
    },
    onError: (error) => notify.error(errorMessage(error, LOOKUP_TEXT.logoFailed)),
  });
  return (
    <label className={buttonClasses({ variant: 'ghost', size: 'sm', className: 'cursor-pointer' })}>
      {upload.isPending ? <Spinner /> : <ImageUp className="size-4" aria-hidden="true" />}
      <span className="sr-only">{LOOKUP_TEXT.uploadLogo(item.name)}</span>
      <span aria-hidden="true">{LOOKUP_TEXT.logo}</span>
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
  const queryClient = useQueryClient();
  const [renaming, setRenaming] = useState(false);
  return (
    <DataRow data-testid="lookup-row">
      <DataCell label={columns.name} className="md:w-1/2">
        {renaming ? (
          <LookupNameForm
            label={LOOKUP_TEXT.renameLabel(item.name)}
            submit={LOOKUP_TEXT.rename}
            initial={item.name}
            send={(name) => adminLookupsApi.rename(kind, item.id, name)}
            onSaved={(saved) => {
              notify.success(LOOKUP_TEXT.renamed(saved.name));
              lookupChanged(queryClient, kind);
              setRenaming(false);
            }}
            onCancel={() => setRenaming(false)}
            failure={LOOKUP_TEXT.renameFailed}
          />
        ) : (
          <span className="flex items-center gap-3">
            {kind === 'arcgis_product' && <ProductLogo product={item} />}
            <span className="font-medium break-words text-slate-900">{item.name}</span>
          </span>
        )}
      </DataCell>
      <DataCell label={columns.usage} className="whitespace-nowrap text-slate-700 tabular-nums">
        {LOOKUP_TEXT.usage(item.usage_count)}
      </DataCell>
      <DataCell label={columns.actions}>
        <div className="-mx-2 flex flex-wrap gap-1 md:-my-1.5">
          {!renaming && (
            <Button
              variant="ghost"
              size="sm"
              onClick={() => setRenaming(true)}
              aria-label={`${LOOKUP_TEXT.rename} ${item.name}`}
            >
              {LOOKUP_TEXT.rename}
            </Button>
          )}
          {kind === 'arcgis_product' && <LogoUpload item={item} />}
          <Button variant="ghost" size="sm" onClick={onMerge} aria-label={`${LOOKUP_TEXT.merge} ${item.name}`}>
            {LOOKUP_TEXT.merge}
          </Button>
          <Button
            variant="ghost"
            size="sm"
            className="text-red-700 hover:bg-red-50 hover:text-red-800"
            onClick={onDelete}
            aria-label={`${LOOKUP_TEXT.delete} ${item.name}`}
          >
            {LOOKUP_TEXT.delete}
          </Button>
        </div>
      </DataCell>
    </DataRow>
  );
}

export const lookupColumns = [columns.name, columns.usage, columns.actions];
