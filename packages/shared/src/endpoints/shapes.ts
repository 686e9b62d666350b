/** Small shapes the endpoint table shares. */
import { z } from 'zod';

const ID_MESSAGE = 'id must be a positive whole number';

/** A numeric id in a path: digits only, within the database's integer range. */
export const pathId = z
  .string()
  .regex(/^\d{1,10}$/, ID_MESSAGE)
  .transform(Number)
  .refine((n) => n >= 1 && n <= 2_147_483_647, ID_MESSAGE);

export const idParams = z.object({ id: pathId });
export const imageIdParams = z.object({ imageId: pathId });

/** An answer without a body (a redirect, 304 Not Modified); the description says what it means. */
export const noBody = (description: string) => z.null().describe(description);
