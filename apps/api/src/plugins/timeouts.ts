import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import { coded, errorBodyOf } from '@catalog/shared';
import { MULTIPART_MAX_BYTES } from '../modules/images/multipart.ts';

/**
 * How long a client may take to send its request (docs/decisions/0088). Without these a client
 * trickling a byte every few hundred milliseconds held a connection for ever.
 *
 * - Headers: 30 s for any request.
 * - A body other than an upload: 30 s. The largest is 1 MiB; a phone on a poor 2G link
 *   (about 50 KB/s) sends it in about 20 s, account forms (16 KiB) in well under a second.
 * - A multipart upload: 20 minutes. Twenty phone photos of about 4 MB are 80 MB: about 11 minutes
 *   on a 1 Mbit/s mobile uplink. Twenty of the largest accepted images (10 MB) need 1.4 Mbit/s.
 * - A connection silent for 60 s is closed, whatever the request (a stalled upload included).
 * - A body the answer came before (a 401, 403, 413, 415, 429) is read and dropped for at most
 *   10 s, as nginx's lingering close does, so the client reads the answer (docs/decisions/0136).
 */
export const REQUEST_TIMEOUTS = {
  headersMs: 30_000,
  bodyMs: 30_000,
  uploadMs: 20 * 60_000,
  idleMs: 60_000,
  lingerMs: 10_000,
  /** An idle keep-alive connection, between requests, is closed sooner than a busy one. */
  keepAliveMs: 5_000,
};

/** Options of Fastify() that set the server-wide parts: idle sockets and the upload ceiling. */
export const serverTimeoutOptions = {
  connectionTimeout: REQUEST_TIMEOUTS.idleMs,
  keepAliveTimeout: REQUEST_TIMEOUTS.keepAliveMs,
  requestTimeout: REQUEST_TIMEOUTS.uploadMs,
};

const timers = new WeakMap<FastifyRequest, NodeJS.Timeout>();

/**
 * Whether a body follows the headers: HTTP/1.1 says one does only when Content-Length (above 0)
 * or Transfer-Encoding announces it. A request without one (a GET, most of the traffic) has
 * nothing left to wait for, so it gets no timer.
 */
const carriesBody = ({ headers }: FastifyRequest) =>
  headers['transfer-encoding'] !== undefined ||
  (headers['content-length'] !== undefined && headers['content-length'] !== '0');

const isUpload = (request: FastifyRequest) => /^multipart\//i.test(request.headers['content-type'] ?? '');

function stop(request: FastifyRequest) {
  const timer = timers.get(request);
  if (timer === undefined) return;
  clearTimeout(timer);
  timers.delete(request);
}

/** 408 and the connection closed: a body that has not arrived in time is not waited for. */
function cut(request: FastifyRequest, reply: FastifyReply) {
  timers.delete(request);
  const socket = request.raw.socket;
  if (reply.sent || reply.raw.headersSent) {
    socket.destroy();
    return;
  }
  reply.raw.once('finish', () => socket.destroy());
  void reply
    .code(408)
    .header('connection', 'close')
    .send(errorBodyOf(coded('server.requestTooSlow')));
}

/**
 * Reads and drops the rest of a body the answer came before, up to what the route would accept at
 * most or for `lingerMs`, whichever ends first, then cuts the connection; nothing read is kept.
 * Closing at once instead made the client's next write fail (EPIPE, a reset) before it read the
 * answer, so a browser whose session ran out mid-upload saw a network error, not its 401. A body
 * that ends in time leaves the connection open for the client's next request.
 */
function linger(request: FastifyRequest, lingerMs: number) {
  const raw = request.raw;
  const maxBytes = isUpload(request) ? MULTIPART_MAX_BYTES : (request.routeOptions.bodyLimit ?? 0);
  let read = 0;
  const cut = () => {
    clearTimeout(timer);
    raw.socket.destroy();
  };
  const timer = setTimeout(cut, lingerMs);
  timer.unref();
  // Whatever was reading the body (a multipart parser that gave up) stops; the bytes go nowhere.
  raw.unpipe();
  raw.removeAllListeners('data');
  raw.on('data', (chunk: Buffer) => {
    read += chunk.length;
    if (read > maxBytes) cut();
  });
  raw.once('end', () => clearTimeout(timer));
  raw.once('close', () => clearTimeout(timer));
  raw.resume();
}

/**
 * Per-request body deadline: ordinary bodies must be in by the time the handler starts, uploads
 * (read by their handler) by the time the answer goes out. Tests shorten both through the config.
 */
export function registerRequestTimeouts(
  app: FastifyInstance,
  config: Pick<Config, 'bodyTimeoutMs' | 'uploadTimeoutMs' | 'lingerMs'>,
) {
  app.server.headersTimeout = REQUEST_TIMEOUTS.headersMs;
  const bodyMs = config.bodyTimeoutMs ?? REQUEST_TIMEOUTS.bodyMs;
  const uploadMs = config.uploadTimeoutMs ?? REQUEST_TIMEOUTS.uploadMs;
  const lingerMs = config.lingerMs ?? REQUEST_TIMEOUTS.lingerMs;
  app.addHook('onRequest', (request, reply, done) => {
    if (!carriesBody(request)) return done();
    const timer = setTimeout(() => cut(request, reply), isUpload(request) ? uploadMs : bodyMs);
    timer.unref();
    timers.set(request, timer);
    done();
  });
  app.addHook('preHandler', (request, _reply, done) => {
    if (!isUpload(request)) stop(request);
    done();
  });
  // Answered before the body was all in (a 401, a 413): the rest is read and dropped, within
  // bounds, so the answer arrives. A 408 is the exception: its client is cut at once (cut above).
  app.addHook('onSend', (request, reply, _payload, done) => {
    if (request.raw.complete === false && reply.statusCode !== 408 && !request.raw.destroyed) {
      // Fastify asks to close after a 413: instead the body is read, then the connection may serve on.
      reply.removeHeader('connection');
      linger(request, lingerMs);
    }
    done();
  });
  app.addHook('onResponse', (request, _reply, done) => {
    stop(request);
    done();
  });
  app.addHook('onRequestAbort', (request, done) => {
    stop(request);
    done();
  });
}
