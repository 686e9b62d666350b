import type { AdminLookupItem } from '@catalog/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminLookupsApi, lookupChanged } from '../../../api/admin-lookups.ts';
import { ErrorBanner } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { DialogFrame } from '../../../components/ui/dialog-frame.tsx';
import { errorMessage } from '../../../lib/api.ts';
import { notify } from '../../../lib/toast.ts';
import { translate } from '../../../i18n/i18n.ts';
import { useT } from '../../../i18n/use-t.ts';
import { KIND_INFO, type LookupDialogProps } from './lookup-kinds.ts';

/**
 * Asks before deleting a value. A value solutions still use is refused by the server, whose
 * message (naming how many) stays in the dialog: such a value is merged instead.
 */
export function DeleteLookupDialog({ kind, item, onClose }: LookupDialogProps) {
  const t = useT();
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: (value: AdminLookupItem) => adminLookupsApi.remove(kind, value.id),
    onSuccess: (_, value) => {
      notify.success(translate('admin.lookups.deleted', { name: value.name }));
      lookupChanged(queryClient, kind);
      onClose();
    },
  });
  const close = () => {
    if (remove.isPending) return;
    remove.reset();
    onClose();
  };
  return (
    <DialogFrame
      open={item !== null}
      onClose={close}
      alert
      title={t('admin.lookups.deleteTitle', { one: t(KIND_INFO[kind].one) })}
      description={item && t('admin.lookups.deleteConfirm', { name: item.name })}
    >
      {remove.isError && (
        <ErrorBanner className="mt-5">{errorMessage(remove.error, t('admin.lookups.deleteFailed'))}</ErrorBanner>
      )}
      <div className="mt-6 flex justify-end gap-3">
        <Button variant="secondary" onClick={close} disabled={remove.isPending} autoFocus>
          {t('admin.cancel')}
        </Button>
        <Button variant="danger" loading={remove.isPending} onClick={() => item && remove.mutate(item)}>
          {t('admin.lookups.delete')}
        </Button>
      </div>
    </DialogFrame>
  );
}
