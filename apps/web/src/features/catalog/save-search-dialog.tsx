import { SAVED_SEARCH_NAME_MAX, savedSearchBody } from '@catalog/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { savedSearchesApi, savedSearchesChanged } from '../../api/saved-searches.ts';
import { shownFieldError } from '../../components/form/coded-errors.ts';
import { FormField } from '../../components/form/form-field.tsx';
import { useSubmitForm } from '../../components/form/use-submit-form.ts';
import { ErrorBanner } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { DialogFrame } from '../../components/ui/dialog-frame.tsx';
import { notify } from '../../lib/toast.ts';
import { useLocalMessage } from '../../i18n/server-messages.ts';
import { useT } from '../../i18n/use-t.ts';

const PROFILE_PATH = '/profile';

export interface SaveSearchDialogProps {
  open: boolean;
  onClose: () => void;
  /** The list query to keep: search, filters and sort, without the page. */
  query: string;
}

/** docs/product.md §3.12: a signed-in user saves the current search under a name, with a daily alert or not. */
export function SaveSearchDialog({ open, onClose, query }: SaveSearchDialogProps) {
  const t = useT();
  return (
    <DialogFrame open={open} onClose={onClose} title={t('saveSearch.title')} description={t('saveSearch.explain')}>
      {/* Keyed by the query, so each opening on another view starts from an empty form. */}
      {open && <SaveSearchForm key={query} query={query} onClose={onClose} />}
    </DialogFrame>
  );
}

function SaveSearchForm({ query, onClose }: { query: string; onClose: () => void }) {
  const t = useT();
  const local = useLocalMessage();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { form, onSubmit, pending, serverMessage } = useSubmitForm({
    schema: savedSearchBody,
    defaultValues: { name: '', query, alert: false },
    send: (values) => savedSearchesApi.create(values),
    onSuccess: () => {
      void savedSearchesChanged(queryClient);
      notify.success(
        <span>
          {t('saveSearch.saved')}{' '}
          <a
            href={PROFILE_PATH}
            className="font-semibold text-teal-800 underline"
            onClick={(event) => {
              event.preventDefault();
              void navigate(PROFILE_PATH);
            }}
          >
            {t('saveSearch.seeSaved')}
          </a>
        </span>,
      );
      onClose();
    },
    failure: t('saveSearch.failed'),
  });
  // The query is not a field of its own: the server's word on it goes with the form's message.
  const queryError = shownFieldError(form.formState.errors.query);
  const banner = serverMessage && local(serverMessage);
  const queryText = queryError && local(queryError);
  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="mt-5 space-y-4">
      <FormField
        form={form}
        name="name"
        label={t('saveSearch.name')}
        required
        maxLength={SAVED_SEARCH_NAME_MAX}
        autoComplete="off"
        autoFocus
      />
      <label className="flex items-start gap-3 text-sm text-slate-800">
        <input
          type="checkbox"
          {...form.register('alert')}
          aria-describedby="save-search-alert-hint"
          className="mt-0.5 size-4 shrink-0 rounded border-slate-400 accent-teal-700"
        />
        <span>
          <span className="font-medium">{t('saveSearch.alert')}</span>
          <span id="save-search-alert-hint" className="mt-0.5 block text-slate-600">
            {t('saveSearch.alertHint')}
          </span>
        </span>
      </label>
      {(banner || queryText) && (
        <ErrorBanner>
          {banner}
          {queryText && queryText !== banner && <span className="block">{queryText}</span>}
        </ErrorBanner>
      )}
      <div className="flex justify-end gap-3 pt-2">
        <Button variant="secondary" onClick={onClose} disabled={pending}>
          {t('saveSearch.cancel')}
        </Button>
        <Button type="submit" loading={pending}>
          {t('saveSearch.save')}
        </Button>
      </div>
    </form>
  );
}
