import { type SavedSearch, savedSearchBody } from '@catalog/shared';
import { FormField } from '../../components/form/form-field.tsx';
import { useSubmitForm } from '../../components/form/use-submit-form.ts';
import { ErrorBanner } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { DialogFrame } from '../../components/ui/dialog-frame.tsx';
import { translate } from '../../i18n/i18n.ts';
import { useT } from '../../i18n/use-t.ts';
import { notify } from '../../lib/toast.ts';
import { useSavedSearchUpdate } from './use-saved-search-update.ts';

const nameField = savedSearchBody.pick({ name: true });

/** A new name for a saved search, with the shared name rule; a name already used is the server's, at the field. */
export function RenameSavedSearchDialog({ search, onClose }: { search: SavedSearch; onClose: () => void }) {
  const t = useT();
  const update = useSavedSearchUpdate();
  const submit = useSubmitForm({
    schema: nameField,
    defaultValues: { name: search.name },
    send: ({ name }) => update.mutateAsync({ search, change: { name } }),
    onSuccess: () => {
      notify.success(translate('profile.savedSearches.renamed'));
      onClose();
    },
    failure: t('profile.savedSearches.renameFailed'),
  });
  const close = () => {
    if (!submit.pending) onClose();
  };
  return (
    <DialogFrame
      open
      onClose={close}
      title={t('profile.savedSearches.renameTitle')}
      description={t('profile.savedSearches.renameDescription', { name: search.name })}
    >
      <form onSubmit={submit.onSubmit} noValidate className="mt-5">
        {submit.serverMessage && <ErrorBanner className="mb-4">{submit.serverMessage}</ErrorBanner>}
        <FormField
          form={submit.form}
          name="name"
          label={t('profile.savedSearches.newName')}
          required
          data-autofocus
          autoComplete="off"
        />
        <div className="mt-6 flex justify-end gap-3">
          <Button variant="secondary" onClick={close} disabled={submit.pending}>
            {t('profile.cancel')}
          </Button>
          <Button type="submit" loading={submit.pending}>
            {t('profile.savedSearches.save')}
          </Button>
        </div>
      </form>
    </DialogFrame>
  );
}
