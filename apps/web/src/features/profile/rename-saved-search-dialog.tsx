import { type SavedSearch, savedSearchBody } from '@catalog/shared';
import { FormField } from '../../components/form/form-field.tsx';
import { useSubmitForm } from '../../components/form/use-submit-form.ts';
import { ErrorBanner } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { DialogFrame } from '../../components/ui/dialog-frame.tsx';
import { notify } from '../../lib/toast.ts';
import { PROFILE_TEXT } from './profile-texts.ts';
import { useSavedSearchUpdate } from './use-saved-search-update.ts';

const TEXT = PROFILE_TEXT.savedSearches;
const nameField = savedSearchBody.pick({ name: true });

/** A new name for a saved search, with the shared name rule; a name already used is the server's, at the field. */
export function RenameSavedSearchDialog({ search, onClose }: { search: SavedSearch; onClose: () => void }) {
  const update = useSavedSearchUpdate();
  const submit = useSubmitForm({
    schema: nameField,
    defaultValues: { name: search.name },
    send: ({ name }) => update.mutateAsync({ search, change: { name } }),
    onSuccess: () => {
      notify.success(TEXT.renamed);
      onClose();
    },
    failure: TEXT.renameFailed,
  });
  const close = () => {
    if (!submit.pending) onClose();
  };
  return (
    <DialogFrame open onClose={close} title={TEXT.renameTitle} description={TEXT.renameDescription(search.name)}>
      <form onSubmit={submit.onSubmit} noValidate className="mt-5">
        {submit.serverMessage && <ErrorBanner className="mb-4">{submit.serverMessage}</ErrorBanner>}
        <FormField form={submit.form} name="name" label={TEXT.newName} required data-autofocus autoComplete="off" />
        <div className="mt-6 flex justify-end gap-3">
          <Button variant="secondary" onClick={close} disabled={submit.pending}>
            {TEXT.cancel}
          </Button>
          <Button type="submit" loading={submit.pending}>
            {TEXT.save}
          </Button>
        </div>
      </form>
    </DialogFrame>
  );
}
