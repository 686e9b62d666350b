import { errorBody } from '@catalog/shared';
import { z } from 'zod';

const ID_MESSAGE = 'id must be a positive whole number';

/** A numeric id in a path: digits only, within the database's integer range. */
export const pathId = z
  .string()
  .regex(/^\d{1,10}$/, ID_MESSAGE)
  .transform(Number)
  .refine((n) => n >= 1 && n <= 2_147_483_647, ID_MESSAGE);

/** The error answers a write route may give, each in the `{ message, errors? }` shape. */
export const writeFailures = {
  400: errorBody,
  401: errorBody,
  403: errorBody,
  404: errorBody,
  413: errorBody,
  415: errorBody,
};
