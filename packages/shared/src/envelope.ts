import { z } from 'zod';

/** Response envelopes of docs/product.md §6.1. */
/** Named, so an OpenAPI document lists it once and every error answer refers to it. */
export const errorBody = z
  .object({ message: z.string(), errors: z.record(z.string(), z.string()).optional() })
  .meta({ id: 'ErrorBody' });
export const messageBody = z.object({ message: z.string() });
export const dataOf = <T extends z.ZodType>(data: T) => z.object({ data, message: z.string().optional() });
export const pagination = z.object({
  total: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
  total_pages: z.number().int(),
});
export type ErrorBody = z.infer<typeof errorBody>;
export type Pagination = z.infer<typeof pagination>;

/** A page of a list: its items and where the page lies (docs/product.md §6.3). */
export const pagedListOf = <T extends z.ZodType>(item: T) => z.object({ data: z.array(item), pagination });
