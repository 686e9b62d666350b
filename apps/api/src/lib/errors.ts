import { type CodedMessage, coded, errorBodyOf, type ErrorBody } from '@catalog/shared';

/**
 * A failure the client caused, answered with its status as `{ message, code, params, errors?,
 * fieldErrors? }` (docs/product.md §6.1, docs/decisions/0130-messages-as-codes.md). Services and
 * repositories throw these with a coded message (`coded('server.imageNotFound')`) and, when
 * fields are at fault, each field's; plugins/errors.ts answers them.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly said: CodedMessage,
    readonly fields?: Readonly<Record<string, CodedMessage>>,
    readonly headers?: Record<string, string>,
  ) {
    super(said.message);
  }

  /** The answer's body. */
  get body(): ErrorBody {
    return errorBodyOf(this.said, this.fields);
  }
}

type Fields = Readonly<Record<string, CodedMessage>>;

export const badRequest = (message: CodedMessage, fields?: Fields) => new HttpError(400, message, fields);
/** A 400 on one field, whose message is the answer's too. */
export const fieldRefused = (field: string, message: CodedMessage) => badRequest(message, { [field]: message });
/** A 400 naming each field at fault; the first field's message is the answer's. */
export const fieldsRefused = (fields: Fields) =>
  badRequest(Object.values(fields)[0] ?? coded('server.invalidInput'), fields);
export const unauthorized = (message = coded('server.authRequired')) => new HttpError(401, message);
export const forbidden = (message = coded('server.forbidden')) => new HttpError(403, message);
export const notFound = (message = coded('server.notFound')) => new HttpError(404, message);
/** A write that clashes with what is stored; `fields` names the field at fault when there is one. */
export const conflict = (message: CodedMessage, fields?: Fields) => new HttpError(409, message, fields);

/** How long a client is asked to wait while the database is unreachable. */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 5;
export const serviceUnavailable = () =>
  new HttpError(503, coded('server.briefOutage'), undefined, {
    'retry-after': String(UNAVAILABLE_RETRY_AFTER_SECONDS),
  });
