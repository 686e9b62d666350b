import {
  fieldMessages,
  SOLUTION_FORM_FIELDS,
  SOLUTION_ID_LIST_FIELDS,
  solutionForm,
  type SolutionFormValues,
} from '@catalog/shared';
import { fieldsRefused } from '../../lib/errors.ts';
import type { MultipartFields } from '../images/multipart.ts';

const LIST_FIELDS = new Set<string>(SOLUTION_ID_LIST_FIELDS);
const KNOWN_FIELDS = new Set<string>(SOLUTION_FORM_FIELDS);

/**
 * The form fields a multipart body sent, as the shared schema's input. A repeated list field
 * adds to the list (`technology_ids=1&technology_ids=2` equals `technology_ids=1,2`); a repeated
 * text field keeps its last value. The create form names the pattern list `pattern_of_use`, the
 * edit form `pattern_of_use_ids` (docs/product.md §6.5): both are read, the latter winning.
 */
export function formInputFromFields(fields: MultipartFields): Partial<Record<string, string>> {
  const input: Partial<Record<string, string>> = {};
  const source = { ...fields };
  if (source.pattern_of_use && !source.pattern_of_use_ids) source.pattern_of_use_ids = source.pattern_of_use;
  for (const [name, values] of Object.entries(source)) {
    if (!KNOWN_FIELDS.has(name) || values.length === 0) continue;
    input[name] = LIST_FIELDS.has(name) ? values.join(',') : values[values.length - 1];
  }
  return input;
}

/** Validates with the shared schema; failures are a 400 naming each field with the messages of docs/product.md §7.1. */
export function parseSolutionForm(input: unknown): SolutionFormValues {
  const result = solutionForm.safeParse(input);
  if (!result.success) throw fieldsRefused(fieldMessages(result.error));
  return result.data;
}
