import { API_MESSAGES } from '@catalog/shared';
/**
 * A failure the client caused, answered with its status as `{ message, errors? }`
 * (docs/product.md §6.1). Services and repositories throw these; plugins/errors.ts answers them.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: Record<string, string>,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, errors?: Record<string, string>) => new HttpError(400, message, errors);
export const unauthorized = (message = 'Authentication required') => new HttpError(401, message);
export const forbidden = (message = 'You do not have permission to do this') => new HttpError(403, message);
export const notFound = (message = 'Not found') => new HttpError(404, message);
/** A write that clashes with what is stored; `errors` names the field at fault when there is one. */
export const conflict = (message: string, errors?: Record<string, string>) => new HttpError(409, message, errors);

/** How long a client is asked to wait while the database is unreachable. */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 5;
export const serviceUnavailable = () =>
  new HttpError(503, API_MESSAGES.briefOutage, undefined, {
    'retry-after': String(UNAVAILABLE_RETRY_AFTER_SECONDS),
  });
