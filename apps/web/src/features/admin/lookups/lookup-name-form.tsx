import { type AdminLookupItem, lookupNameBody } from '@catalog/shared';
import { FormField } from '../../../components/form/form-field.tsx';
import { useSubmitForm } from '../../../components/form/use-submit-form.ts';
import { ErrorBanner } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { useT } from '../../../i18n/use-t.ts';

/**
 * The one form that names a lookup value, to add one or rename one: the shared schema's rules, and
 * the server's refusal (a name already taken, 409) under the form and on the field.
 */
export function LookupNameForm({
  label,
  submit,
  initial = '',
  send,
  onSaved,
  onCancel,
  failure,
  className,
}: {
  label: string;
  submit: string;
  initial?: string;
  send: (name: string) => Promise<{ data: AdminLookupItem }>;
  /** The value as the server saved it. */
  onSaved: (saved: AdminLookupItem) => void;
  onCancel?: () => void;
  failure: string;
  className?: string;
}) {
  const t = useT();
  const { form, onSubmit, pending, serverMessage } = useSubmitForm({
    schema: lookupNameBody,
    defaultValues: { name: initial },
    send: (values) => send(values.name),
    onSuccess: (answer) => {
      form.reset({ name: initial });
      onSaved(answer.data);
    },
    failure,
  });
  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className={className} aria-label={label}>
      <div className="flex flex-wrap items-start gap-3">
        <FormField form={form} name="name" label={label} className="min-w-0 flex-1 basis-56" autoComplete="off" />
        <div className="flex gap-2 pt-7">
          <Button type="submit" loading={pending}>
            {submit}
          </Button>
          {onCancel && (
            <Button variant="secondary" onClick={onCancel} disabled={pending}>
              {t('admin.cancel')}
            </Button>
          )}
        </div>
      </div>
      {serverMessage && <ErrorBanner className="mt-3">{serverMessage}</ErrorBanner>}
    </form>
  );
}
