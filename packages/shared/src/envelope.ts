import { z } from 'zod';
import { type CodedMessage, MESSAGE_CODES, type MessageCode } from './message-codes.ts';

/** A message's code and values (docs/decisions/0130-messages-as-codes.md). */
const messageCode = z
  .enum(MESSAGE_CODES as [MessageCode, ...MessageCode[]])
  .describe('What the message says, whatever its wording: a client shows it in its own words by this code');
const messageParams = z
  .record(z.string(), z.union([z.string(), z.number()]))
  .describe('The values the message puts in its text, by name; empty when none');

/** `message` with its `code` and `params`, as every message of an answer travels. */
export const codedFields = { message: z.string(), code: messageCode, params: messageParams };

/**
 * Response envelopes of docs/product.md §6.1. An error answer names its message's code and
 * values beside the English text; a field's error has its English text under `errors` and its
 * code under `fieldErrors`, by the same field path. Named, so an OpenAPI document lists it once
 * and every error answer refers to it.
 */
export const errorBody = z
  .object({
    ...codedFields,
    errors: z.record(z.string(), z.string()).optional(),
    fieldErrors: z
      .record(z.string(), z.object({ code: messageCode, params: messageParams }))
      .optional()
      .describe('The code and values of each message of `errors`, by the same field paths'),
  })
  .meta({ id: 'ErrorBody' });
export const messageBody = z.object({ message: z.string() }).meta({ id: 'MessageBody' });
export const dataOf = <T extends z.ZodType>(data: T) => z.object({ data, message: z.string().optional() });
export const pagination = z
  .object({
    total: z.number().int(),
    page: z.number().int(),
    page_size: z.number().int(),
    total_pages: z.number().int(),
  })
  .meta({ id: 'Pagination' });
export type ErrorBody = z.infer<typeof errorBody>;
export type Pagination = z.infer<typeof pagination>;

/** The error answer of `message`, with `fields` (field path → its message) when fields are at fault. */
export function errorBodyOf(message: CodedMessage, fields?: Readonly<Record<string, CodedMessage>>): ErrorBody {
  const each = <T>(pick: (m: CodedMessage) => T) =>
    Object.fromEntries(Object.entries(fields ?? {}).map(([field, m]) => [field, pick(m)]));
  return {
    message: message.message,
    code: message.code,
    params: { ...message.params },
    ...(fields && { errors: each((m) => m.message), fieldErrors: each(({ code, params }) => ({ code, params })) }),
  };
}

/** A page of a list: its items and where the page lies (docs/product.md §6.3). */
export const pagedListOf = <T extends z.ZodType>(item: T) => z.object({ data: z.array(item), pagination });
