import { type CodedMessage, coded, codedIssue, errorBodyOf } from '@catalog/shared';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { HttpError, serviceUnavailable } from '../lib/errors.ts';

/**
 * One error shape for the whole API (docs/product.md §6.1): every answer names its message's
 * code and values (docs/decisions/0130-messages-as-codes.md), Fastify's own refusals included.
 * Anything unexpected becomes a 500 whose body says nothing about the inside; the details go to
 * the log only.
 */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) {
      if (error.headers) reply.headers(error.headers);
      return reply.status(error.statusCode).send(error.body);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, CodedMessage> = {};
      for (const issue of error.validation) {
        const field = issue.instancePath.replace(/^\//, '').replace(/\//g, '.');
        // A failure at the root means the whole body (or query) is absent or not an object.
        if (!field) {
          const part = error.validationContext ?? 'input';
          return reply.status(400).send(errorBodyOf(coded('server.requestMalformed', { part })));
        }
        if (!(field in fields)) {
          fields[field] = issue.message
            ? codedIssue({ code: issue.keyword, message: issue.message, params: issue.params.params })
            : coded('server.invalidValue');
        }
      }
      return reply.status(400).send(errorBodyOf(Object.values(fields)[0] ?? coded('server.invalidInput'), fields));
    }
    // The database went away (restart, failover): a plain 503, logged once by its tracker.
    if (app.db.availability.observe(error)) {
      const unavailable = serviceUnavailable();
      return reply.status(503).headers(unavailable.headers!).send(unavailable.body);
    }
    const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 400 && status < 500) {
      if (status === 429 && error.message) return reply.status(429).send(errorBodyOf(unlisted(error.message)));
      return reply.status(status).send(errorBodyOf(clientMessage(error)));
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send(errorBodyOf(coded('server.internalError')));
  });
}

const unlisted = (reason: string) => coded('server.unlisted', { reason });

/** Fastify's own 4xx messages are safe to show; name the common ones plainly. */
function clientMessage(error: FastifyError): CodedMessage {
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return coded('server.bodyTooLarge');
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return coded('server.unsupportedContentType');
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return coded('server.invalidJson');
    default:
      return error.message ? unlisted(error.message) : coded('server.badRequest');
  }
}
