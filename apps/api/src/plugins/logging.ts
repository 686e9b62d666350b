import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import type { Config } from '../config.ts';
import { logSerializers } from './security.ts';

/** An id a proxy may hand on: short, and nothing that could forge a log line. */
const GIVEN_ID = /^[A-Za-z0-9._:-]{1,64}$/;

/**
 * The id of a request (docs/decisions/0137): the X-Request-Id a proxy in front gave it when that
 * is a plain token, so one id follows the request through both logs, else a new UUID.
 */
export function requestIdOf(request: IncomingMessage): string {
  const given = request.headers['x-request-id'];
  return typeof given === 'string' && GIVEN_ID.test(given) ? given : randomUUID();
}

/**
 * The logger: pino's JSON lines, one per event, each request's with its `reqId`; on a terminal or
 * with LOG_FORMAT=pretty (`npm run dev`), pino-pretty's lines instead: time, level, request id and
 * message, the rest of the fields below.
 */
export function loggerOptions(config: Pick<Config, 'logLevel' | 'logFormat'>): FastifyServerOptions['logger'] {
  if (config.logLevel === 'silent') return false;
  const options = { level: config.logLevel, serializers: logSerializers };
  if (config.logFormat === 'json') return options;
  return {
    ...options,
    transport: {
      target: 'pino-pretty',
      options: {
        translateTime: 'SYS:HH:MM:ss.l',
        ignore: 'pid,hostname,reqId',
        messageFormat: '{if reqId}[{reqId}] {end}{msg}',
        singleLine: false,
      },
    },
  };
}

/** Every answer names its request's id, so a user's report can be found in the log. */
export function registerRequestIds(app: FastifyInstance) {
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });
}
