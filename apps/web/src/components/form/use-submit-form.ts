import { coded } from '@catalog/shared';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { type DefaultValues, type FieldErrors, type FieldValues, type Path, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { errorMessage, isApiError, type Shown } from '../../lib/api.ts';
import { notify } from '../../lib/toast.ts';
import { codedFieldError, codedResolver } from './coded-errors.ts';

/** A form's schema: what the fields hold in, what is sent out. */
export type FormSchema = z.ZodType<FieldValues, FieldValues>;

export interface SubmitFormOptions<S extends FormSchema, R> {
  schema: S;
  /** Every field of the form, with its starting value. */
  defaultValues: DefaultValues<z.input<S>>;
  /** Sends the checked values; a rejection is shown as below. */
  send: (values: z.output<S>) => Promise<R>;
  onSuccess?: (result: R) => unknown;
  /** Banner and toast of a failed call that brings no message of its own. */
  failure: string;
  /** Toast of a submit that the form's own check stopped. */
  invalid?: Shown;
  /** The errors that stopped a submit, the form's or the server's: the editor opens the tab of the first. */
  onErrors?: (errors: FieldErrors<z.input<S>>) => void;
}

/**
 * The wiring every form shares (docs/product.md §3.5, §5.12): the shared schema checks each
 * field when it loses focus and the whole form on submit, a stopped submit shows a toast, and a
 * failed call puts the server's field errors on their fields and its message in the red banner
 * and a toast. Field values are typed as the schema's input, the sent values as its output.
 * Messages keep their codes, so each is shown in the page's language by its code
 * (docs/decisions/0130-messages-as-codes.md).
 */
export function useSubmitForm<S extends FormSchema, R>({
  schema,
  defaultValues,
  send,
  onSuccess,
  failure,
  invalid = coded('validation.toastCorrectErrors'),
  onErrors,
}: SubmitFormOptions<S, R>) {
  const [serverMessage, setServerMessage] = useState<Shown | null>(null);
  const form = useForm<z.input<S>, unknown, z.output<S>>({
    resolver: codedResolver(schema),
    mode: 'onBlur',
    reValidateMode: 'onBlur',
    defaultValues,
    // With onErrors the caller decides where focus goes (the field may sit on a hidden tab).
    shouldFocusError: onErrors === undefined,
  });

  const mutation = useMutation({
    mutationFn: send,
    onSuccess,
    onError: (error) => {
      const fieldErrors: FieldErrors<z.input<S>> = {};
      if (isApiError(error)) {
        for (const [field, said] of Object.entries(error.fieldMessages())) {
          if (!(field in defaultValues)) continue;
          form.setError(field as Path<z.input<S>>, codedFieldError(said));
          Object.assign(fieldErrors, { [field]: codedFieldError(said) });
        }
      }
      const message = errorMessage(error, failure);
      setServerMessage(message);
      notify.error(message);
      onErrors?.(fieldErrors);
    },
  });

  const onSubmit = form.handleSubmit(
    (values) => {
      setServerMessage(null);
      mutation.mutate(values);
    },
    (errors) => {
      notify.error(invalid);
      onErrors?.(errors);
    },
  );

  return { form, onSubmit, pending: mutation.isPending, serverMessage };
}

export type SubmitForm<S extends FormSchema> = ReturnType<typeof useSubmitForm<S, unknown>>['form'];
