import type { SynonymSet } from '@catalog/shared';
import { z } from 'zod';
import { FormField } from '../../../components/form/form-field.tsx';
import { useSubmitForm } from '../../../components/form/use-submit-form.ts';
import { OneFieldForm } from '../../../components/form/one-field-form.tsx';
import { useT } from '../../../i18n/use-t.ts';

/** The terms as typed: one line, separated by commas. The server checks the rules. */
const termsForm = z.object({ terms: z.string() });

/** `banjir, flood , ` → `['banjir', 'flood']`. */
export const splitTerms = (text: string) =>
  text
    .split(',')
    .map((term) => term.trim())
    .filter(Boolean);

/** Adds a synonym set or changes one; the server's refusal (a term in another set, 409) shows under it. */
export function SynonymForm({
  label,
  submit,
  initial,
  send,
  onSaved,
  onCancel,
  failure,
}: {
  label: string;
  submit: string;
  initial?: SynonymSet;
  send: (terms: string[]) => Promise<{ data: SynonymSet }>;
  onSaved: (saved: SynonymSet) => void;
  onCancel?: () => void;
  failure: string;
}) {
  const t = useT();
  const start = initial?.terms.join(', ') ?? '';
  const { form, onSubmit, pending, serverMessage } = useSubmitForm({
    schema: termsForm,
    defaultValues: { terms: start },
    send: (values) => send(splitTerms(values.terms)),
    onSuccess: (answer) => {
      form.reset({ terms: start });
      onSaved(answer.data);
    },
    failure,
  });
  return (
    <OneFieldForm
      field={
        <FormField
          form={form}
          name="terms"
          label={label}
          hint={t('admin.synonyms.hint')}
          className="min-w-0 flex-1 basis-64"
          autoComplete="off"
        />
      }
      submit={submit}
      onSubmit={onSubmit}
      pending={pending}
      onCancel={onCancel}
      serverMessage={serverMessage}
    />
  );
}
