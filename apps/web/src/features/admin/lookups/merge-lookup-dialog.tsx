import type { AdminLookupItem, LookupKind } from '@catalog/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { adminLookupsApi, lookupChanged } from '../../../api/admin-lookups.ts';
import { useLookupList } from '../../../api/lookups.ts';
import { ErrorBanner } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { type ChoiceId, ComboboxField } from '../../../components/ui/combobox-field.tsx';
import { DialogFrame } from '../../../components/ui/dialog-frame.tsx';
import { errorMessage, isApiError } from '../../../lib/api.ts';
import { notify } from '../../../lib/toast.ts';
import { translate } from '../../../i18n/i18n.ts';
import { useT } from '../../../i18n/use-t.ts';
import { KIND_INFO, type LookupDialogProps } from './lookup-kinds.ts';

/** Merges a value into another of the same list: its solutions move over, then it goes (docs/product.md §3.11). */
export function MergeLookupDialog({ kind, item, onClose }: LookupDialogProps) {
  const t = useT();
  const one = t(KIND_INFO[kind].one);
  return (
    <DialogFrame
      open={item !== null}
      onClose={onClose}
      title={t('admin.lookups.mergeTitle', { one })}
      description={item && t('admin.lookups.mergeExplain', { name: item.name, one })}
    >
      {/* Keyed by the value, so each opening starts without a choice. */}
      {item && <MergeForm key={item.id} kind={kind} item={item} onClose={onClose} />}
    </DialogFrame>
  );
}

function MergeForm({ kind, item, onClose }: { kind: LookupKind; item: AdminLookupItem; onClose: () => void }) {
  const t = useT();
  const queryClient = useQueryClient();
  const [target, setTarget] = useState<ChoiceId | null>(null);
  const [missing, setMissing] = useState(false);
  // Every other value of the same list, from the list the filters and the editor read.
  const others = useLookupList(KIND_INFO[kind].list, (values) =>
    (values as Array<{ id: number; name: string }>).filter((value) => value.id !== item.id),
  );
  const merge = useMutation({
    mutationFn: (into: number) => adminLookupsApi.remove(kind, item.id, into),
    onSuccess: (_, into) => {
      notify.success(
        translate('admin.lookups.merged', {
          name: item.name,
          into: others.data?.find((v) => v.id === into)?.name ?? '',
        }),
      );
      lookupChanged(queryClient, kind);
      onClose();
    },
  });
  const fieldError = missing
    ? t('admin.lookups.mergeChoose')
    : isApiError(merge.error)
      ? merge.error.fieldMessages().merge_into
      : undefined;
  const submit = () => {
    if (target === null) return setMissing(true);
    merge.mutate(Number(target));
  };
  return (
    <div className="mt-5">
      <ComboboxField
        label={t('admin.lookups.mergeInto')}
        required
        source={{
          options: others.data ?? [],
          status: others.isError ? 'error' : others.data ? 'ready' : 'loading',
          retry: () => void others.refetch(),
        }}
        value={target}
        onChange={(value) => {
          setTarget(value);
          setMissing(false);
        }}
        error={fieldError}
      />
      {merge.isError && (
        <ErrorBanner className="mt-4">{errorMessage(merge.error, t('admin.lookups.mergeFailed'))}</ErrorBanner>
      )}
      <div className="mt-6 flex justify-end gap-3">
        <Button variant="secondary" onClick={onClose} disabled={merge.isPending}>
          {t('admin.cancel')}
        </Button>
        <Button loading={merge.isPending} onClick={submit}>
          {t('admin.lookups.merge')}
        </Button>
      </div>
    </div>
  );
}
