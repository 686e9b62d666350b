import { API_MESSAGES } from '@catalog/shared';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { HttpError, serviceUnavailable } from '../lib/errors.ts';

/**
 * One error shape for the whole API (docs/product.md §6.1). Anything unexpected becomes a 500 whose
 * body says nothing about the inside; the details go to the log only.
 */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) {
      if (error.headers) reply.headers(error.headers);
      return reply
        .status(error.statusCode)
        .send({ message: error.message, ...(error.errors && { errors: error.errors }) });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: Record<string, string> = {};
      for (const issue of error.validation) {
        const field = issue.instancePath.replace(/^\//, '').replace(/\//g, '.');
        // A failure at the root means the whole body (or query) is absent or not an object.
        if (!field)
          return reply
            .status(400)
            .send({ message: `The request ${error.validationContext ?? 'input'} is missing or malformed` });
        if (!(field in errors)) errors[field] = issue.message ?? 'Invalid value';
      }
      const message = Object.values(errors)[0] ?? 'Invalid input';
      return reply.status(400).send({ message, errors });
    }
    // The database went away (restart, failover): a plain 503, logged once by its tracker.
    if (app.db.availability.observe(error)) {
      const unavailable = serviceUnavailable();
      return reply.status(503).headers(unavailable.headers!).send({ message: unavailable.message });
    }
    const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 400 && status < 500) {
      if (status === 429 && error.message) return reply.status(429).send({ message: error.message });
      return reply.status(status).send({ message: clientMessage(error) });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ message: API_MESSAGES.internalError });
  });
}

/** Fastify's own 4xx messages are safe to show; name the common ones plainly. */
function clientMessage(error: FastifyError): string {
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'Request body is too large';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'Unsupported content type';
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'Request body is not valid JSON';
    default:
      return error.message || 'Bad request';
  }
}
