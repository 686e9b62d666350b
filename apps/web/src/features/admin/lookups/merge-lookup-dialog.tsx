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
import { ADMIN_TEXT } from '../admin-texts.ts';
import { KIND_INFO, LOOKUP_TEXT, type LookupDialogProps } from './lookup-kinds.ts';

/** Merges a value into another of the same list: its solutions move over, then it goes (docs/product.md §3.11). */
export function MergeLookupDialog({ kind, item, onClose }: LookupDialogProps) {
  return (
    <DialogFrame
      open={item !== null}
      onClose={onClose}
      title={LOOKUP_TEXT.mergeTitle(KIND_INFO[kind].one)}
      description={item && LOOKUP_TEXT.mergeExplain(item.name, KIND_INFO[kind].one)}
    >
      {/* Keyed by the value, so each opening starts without a choice. */}
      {item && <MergeForm key={item.id} kind={kind} item={item} onClose={onClose} />}
    </DialogFrame>
  );
}

function MergeForm({ kind, item, onClose }: { kind: LookupKind; item: AdminLookupItem; onClose: () => void }) {
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
      notify.success(LOOKUP_TEXT.merged(item.name, others.data?.find((v) => v.id === into)?.name ?? ''));
      lookupChanged(queryClient, kind);
      onClose();
    },
  });
  const fieldError = missing
    ? LOOKUP_TEXT.mergeChoose
    : isApiError(merge.error)
      ? merge.error.errors.merge_into
      : undefined;
  const submit = () => {
    if (target === null) return setMissing(true);
    merge.mutate(Number(target));
  };
  return (
    <div className="mt-5">
      <ComboboxField
        label={LOOKUP_TEXT.mergeInto}
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
        <ErrorBanner className="mt-4">{errorMessage(merge.error, LOOKUP_TEXT.mergeFailed)}</ErrorBanner>
      )}
      <div className="mt-6 flex justify-end gap-3">
        <Button variant="secondary" onClick={onClose} disabled={merge.isPending}>
          {ADMIN_TEXT.cancel}
        </Button>
        <Button loading={merge.isPending} onClick={submit}>
          {LOOKUP_TEXT.merge}
        </Button>
      </div>
    </div>
  );
}
