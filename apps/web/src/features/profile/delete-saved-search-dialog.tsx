import type { SavedSearch } from '@catalog/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { savedSearchesApi, savedSearchesChanged } from '../../api/saved-searches.ts';
import { ErrorBanner } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { DialogFrame } from '../../components/ui/dialog-frame.tsx';
import { errorMessage } from '../../lib/api.ts';
import { notify } from '../../lib/toast.ts';
import { PROFILE_TEXT } from './profile-texts.ts';

const TEXT = PROFILE_TEXT.savedSearches;

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
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: () => savedSearchesApi.remove(search.id),
    onSuccess: async (result) => {
      notify.success(result.message);
      await savedSearchesChanged(queryClient);
      onDeleted();
    },
  });
  const close = () => {
    if (!remove.isPending) onClose();
  };
  return (
    <DialogFrame open onClose={close} alert title={TEXT.deleteTitle} description={TEXT.deleteConfirm(search.name)}>
      {remove.isError && <ErrorBanner className="mt-5">{errorMessage(remove.error, TEXT.deleteFailed)}</ErrorBanner>}
      <div className="mt-6 flex justify-end gap-3">
        <Button variant="secondary" onClick={close} disabled={remove.isPending} data-autofocus>
          {TEXT.cancel}
        </Button>
        <Button variant="danger" loading={remove.isPending} onClick={() => remove.mutate()}>
          {TEXT.delete}
        </Button>
      </div>
    </DialogFrame>
  );
}
