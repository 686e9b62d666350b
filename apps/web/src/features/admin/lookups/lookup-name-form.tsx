import { type AdminLookupItem, lookupNameBody } from '@catalog/shared';
import { FormField } from '../../../components/form/form-field.tsx';
import { useSubmitForm } from '../../../components/form/use-submit-form.ts';
import { OneFieldForm } from '../../../components/form/one-field-form.tsx';

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
    <OneFieldForm
      name={label}
      field={<FormField form={form} name="name" label={label} className="min-w-0 flex-1 basis-56" autoComplete="off" />}
      submit={submit}
      onSubmit={onSubmit}
      pending={pending}
      onCancel={onCancel}
      serverMessage={serverMessage}
      className={className}
    />
  );
}
