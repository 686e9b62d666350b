import type { z } from 'zod';
import { fieldErrors } from '../src/index.ts';

/** The first message of each field when `schema` refuses `value`, as the API and forms show them. */
export function errorsOf(schema: z.ZodType, value: unknown): Record<string, string> {
  const r = schema.safeParse(value);
  return r.success ? {} : fieldErrors(r.error);
}
