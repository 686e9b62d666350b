import { toNestErrors, validateFieldsNatively } from '@hookform/resolvers';
import { fieldMessages, type MessageParams } from '@catalog/shared';
import type { FieldError, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import type { CodedText } from '../../lib/api.ts';

/**
 * A form field's error with its message's code (docs/decisions/0130-messages-as-codes.md):
 * react-hook-form's `type` holds the code and `params` the values, beside the English `message`.
 */
type CodedFieldError = FieldError & { params?: MessageParams };

/** The field error of a coded message, for the form state or `setError`. */
export function codedFieldError(said: CodedText): FieldError {
  return { type: said.code ?? 'server', message: said.message, params: said.params } as CodedFieldError;
}

/** A field error as the page shows it: by its code, with its English text for an unknown one. */
export function shownFieldError(error: FieldError | undefined): CodedText | undefined {
  if (!error?.message) return undefined;
  return { code: error.type, params: (error as CodedFieldError).params, message: error.message };
}

/**
 * Checks a form with its shared schema, as `zodResolver` does, but keeps each field's first
 * message with its code and values, so the form shows it in the page's language by its code.
 */
export function codedResolver<S extends z.ZodType<FieldValues, FieldValues>>(
  schema: S,
): Resolver<z.input<S>, unknown, z.output<S>> {
  return async (values, _context, options) => {
    const result = await schema.safeParseAsync(values);
    if (result.success) {
      if (options.shouldUseNativeValidation) validateFieldsNatively({}, options);
      return { values: result.data as z.output<S>, errors: {} };
    }
    const errors = Object.fromEntries(
      Object.entries(fieldMessages(result.error)).map(([path, said]) => [path, codedFieldError(said)]),
    );
    return { values: {}, errors: toNestErrors(errors, options) };
  };
}
