import type { SavedSearch } from '@catalog/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { savedSearchesApi, savedSearchesChanged } from '../../api/saved-searches.ts';
import { ErrorBanner } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { DialogFrame } from '../../components/ui/dialog-frame.tsx';
import { translate } from '../../i18n/i18n.ts';
import { useT } from '../../i18n/use-t.ts';
import { errorMessage } from '../../lib/api.ts';
import { notify } from '../../lib/toast.ts';

/** Asks before deleting a saved search; `onDeleted` runs once it is gone (focus has to go somewhere). */
export function DeleteSavedSearchDialog({
  search,
  onClose,
  onDeleted,
}: {
  search: SavedSearch;
  onClose: () => void;
  onDeleted: () => void;
}) {
  const t = useT();
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: () => savedSearchesApi.remove(search.id),
    onSuccess: async () => {
      // The server's words, in the page's language (docs/decisions/0125-languages.md).
      notify.success(translate('profile.savedSearches.deleted'));
      await savedSearchesChanged(queryClient);
      onDeleted();
    },
  });
  const close = () => {
    if (!remove.isPending) onClose();
  };
  return (
    <DialogFrame
      open
      onClose={close}
      alert
      title={t('profile.savedSearches.deleteTitle')}
      description={t('profile.savedSearches.deleteConfirm', { name: search.name })}
    >
      {remove.isError && (
        <ErrorBanner className="mt-5">
          {errorMessage(remove.error, t('profile.savedSearches.deleteFailed'))}
        </ErrorBanner>
      )}
      <div className="mt-6 flex justify-end gap-3">
        <Button variant="secondary" onClick={close} disabled={remove.isPending} data-autofocus>
          {t('profile.cancel')}
        </Button>
        <Button variant="danger" loading={remove.isPending} onClick={() => remove.mutate()}>
          {t('profile.savedSearches.delete')}
        </Button>
      </div>
    </DialogFrame>
  );
}
