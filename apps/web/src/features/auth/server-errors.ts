import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { errorMessage, isApiError, type Shown } from '../../lib/api.ts';
import { notify } from '../../lib/toast.ts';
import { codedFieldError } from '../../components/form/coded-errors.ts';

/**
 * Shows a failed call the way docs/product.md §3.5 asks: field errors from the server on their fields,
 * the message in the red banner (returned) and in a toast.
 */
export function reportServerError<T extends FieldValues>(
  error: unknown,
  fallback: string,
  setError: UseFormSetError<T>,
  fields: ReadonlyArray<Path<T>>,
): Shown {
  if (isApiError(error)) {
    for (const [field, said] of Object.entries(error.fieldMessages())) {
      if ((fields as readonly string[]).includes(field)) setError(field as Path<T>, codedFieldError(said));
    }
  }
  const message = errorMessage(error, fallback);
  notify.error(message);
  return message;
}
