/** Small shapes the endpoint table shares. */
import { z } from 'zod';
import { coded } from '../message-codes.ts';
import { asIssue } from '../validation.ts';

const ID_REFUSED = coded('query.positiveWholeNumber', { name: 'id' });

const ID_MAX = 2_147_483_647;

/** A numeric id in a path: digits only, within the database's integer range; documented as an integer. */
export const pathId = z
  .string()
  .refine((v) => /^\d{1,10}$/.test(v), { ...asIssue(ID_REFUSED), abort: true })
  .transform(Number)
  .refine((n) => n >= 1 && n <= ID_MAX, asIssue(ID_REFUSED))
  .meta({ type: 'integer', minimum: 1, maximum: ID_MAX });

export const idParams = z.object({ id: pathId });
export const imageIdParams = z.object({ imageId: pathId });

/** An answer without a body (a redirect, 304 Not Modified); the description says what it means. */
export const noBody = (description: string) => z.null().describe(description);
