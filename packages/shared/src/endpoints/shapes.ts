/** Small shapes the endpoint table shares. */
import { z } from 'zod';
import { coded } from '../message-codes.ts';
import { asIssue, matching } from '../validation.ts';

const ID_REFUSED = coded('query.positiveWholeNumber', { name: 'id' });

/** A numeric id in a path: digits only, within the database's integer range. */
export const pathId = matching(/^\d{1,10}$/, ID_REFUSED)
  .transform(Number)
  .refine((n) => n >= 1 && n <= 2_147_483_647, asIssue(ID_REFUSED));

export const idParams = z.object({ id: pathId });
export const imageIdParams = z.object({ imageId: pathId });

/** An answer without a body (a redirect, 304 Not Modified); the description says what it means. */
export const noBody = (description: string) => z.null().describe(description);
