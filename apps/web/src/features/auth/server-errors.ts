import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { errorMessage, isApiError } from '../../lib/api.ts';
import { notify } from '../../lib/toast.ts';

/**
 * Shows a failed call the way docs/product.md §3.5 asks: field errors from the server on their fields,
 * the message in the red banner (returned) and in a toast.
 */
export function reportServerError<T extends FieldValues>(
  error: unknown,
  fallback: string,
  setError: UseFormSetError<T>,
  fields: ReadonlyArray<Path<T>>,
): string {
  if (isApiError(error)) {
    for (const [field, message] of Object.entries(error.errors)) {
      if ((fields as readonly string[]).includes(field)) setError(field as Path<T>, { type: 'server', message });
    }
  }
  const message = errorMessage(error, fallback);
  notify.error(message);
  return message;
}
