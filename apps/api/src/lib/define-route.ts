import {
  type Access,
  type Endpoint,
  endpoints,
  type Endpoints,
  errorBody,
  errorStatuses,
  tokenScopeOf,
} from '@catalog/shared';
import type { ErrorStatus, OperationId } from '@catalog/shared';
import type {
  ContextConfigDefault,
  FastifyBaseLogger,
  FastifyInstance,
  onRequestHookHandler,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminOnly, userOnly } from './caller.ts';

type ZodApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/** The Fastify schema of an endpoint, so the handler's request and reply are typed from the table. */
interface SchemaOf<E> {
  params: E extends { params: infer P } ? P : undefined;
  querystring: E extends { query: infer Q } ? Q : undefined;
  body: E extends { body: infer B } ? B : undefined;
  response: E extends { responses: infer R } ? R : undefined;
}

export type EndpointHandler<Id extends OperationId> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  ContextConfigDefault,
  SchemaOf<Endpoints[Id]>,
  ZodTypeProvider
>;

/** The body limit of account forms: they are small, and a large body is an attack on the password hasher. */
export const ACCOUNT_FORM_BODY_LIMIT = 16 * 1024;

export interface RouteExtras {
  /** A check of the route's own, run after the access check and, like it, before the body is read. */
  onRequest?: onRequestHookHandler;
  /** A lower body limit than the server's (account forms). */
  bodyLimit?: number;
}

/** The access rule as a route hook: it runs on request, so a refused caller learns nothing from a 400. */
const GUARDS: Record<Access, onRequestHookHandler | undefined> = {
  public: undefined,
  optional: undefined,
  user: userOnly,
  admin: adminOnly,
};

/** The access rule in OpenAPI terms; `{}` means "without credentials". */
const SECURITY: Record<Access, Array<Record<string, string[]>>> = {
  public: [],
  optional: [{}, { bearer: [] }],
  user: [{ bearer: [] }],
  admin: [{ bearer: [] }],
};

const ERROR_MEANINGS: Record<ErrorStatus, string> = {
  400: 'The input is not valid: `message` says why (`code` and `params` name it) and `errors` names each field (`fieldErrors` with their codes)',
  401: 'No session: sign in, or the bearer token is not valid (any more)',
  403: 'The account may not do this',
  404: 'Not found, or not visible to the caller',
  409: 'The change conflicts with the current data',
  413: 'The body, a field or a file is too large, or there are too many files',
  415: 'The body is not in a media type this operation reads',
  429: 'Too many requests or attempts from this address; `Retry-After` says when to try again',
  503: 'The database is unreachable; `Retry-After` says when to try again',
};

function responsesOf(endpoint: Endpoint) {
  const errors = Object.fromEntries(
    errorStatuses(endpoint).map((status) => [
      status,
      { description: ERROR_MEANINGS[status], content: { 'application/json': { schema: errorBody } } },
    ]),
  );
  return { ...errors, ...endpoint.responses };
}

/**
 * Registers the operation `id` of the endpoint table (`@catalog/shared`, docs/decisions/0101) with
 * its path, schemas, access check and OpenAPI description; the module gives only the handler.
 */
export function defineRoute<Id extends OperationId>(app: ZodApp, id: Id, handler: EndpointHandler<Id>): void;
export function defineRoute<Id extends OperationId>(
  app: ZodApp,
  id: Id,
  extras: RouteExtras,
  handler: EndpointHandler<Id>,
): void;
export function defineRoute<Id extends OperationId>(
  app: ZodApp,
  id: Id,
  extrasOrHandler: RouteExtras | EndpointHandler<Id>,
  maybeHandler?: EndpointHandler<Id>,
): void {
  const extras = typeof extrasOrHandler === 'function' ? {} : extrasOrHandler;
  const handler = (maybeHandler ?? extrasOrHandler) as RouteHandlerMethod;
  const endpoint: Endpoint = endpoints[id];
  const onRequest = [GUARDS[endpoint.auth], extras.onRequest].filter((hook) => hook !== undefined);
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    ...(extras.bodyLimit !== undefined && { bodyLimit: extras.bodyLimit }),
    ...(onRequest.length > 0 && { onRequest }),
    // What an API token needs to call it; plugins/auth.ts checks it (docs/decisions/0170).
    config: { tokenScope: tokenScopeOf(endpoint) },
    schema: {
      operationId: id,
      tags: [endpoint.tag],
      summary: endpoint.summary,
      security: SECURITY[endpoint.auth],
      ...(endpoint.consumes && { consumes: [...endpoint.consumes] }),
      ...(endpoint.params && { params: endpoint.params }),
      ...(endpoint.query && { querystring: endpoint.query }),
      ...(endpoint.body && { body: endpoint.body }),
      response: responsesOf(endpoint),
    },
    handler,
  });
}
