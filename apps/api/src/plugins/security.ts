import cors from '@fastify/cors';
import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet, { type HelmetOptions } from 'helmet';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';

export interface KnownRoute {
  method: string;
  url: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route registered after the security plugin (HEAD twins left out); audited by the permission-matrix test. */
    knownRoutes: KnownRoute[];
  }
}

/**
 * The CSP of the built client served from this origin: scripts, styles, fonts and API calls
 * from here only, inline styles for the style props React and Tailwind emit, YouTube thumbnails
 * and embeds, and nothing else from other origins.
 */
export function contentSecurityPolicy(config: Pick<Config, 'publicUrl'>) {
  return {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      scriptSrcAttr: ["'none'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:', 'https://i.ytimg.com'],
      frameSrc: ['https://www.youtube-nocookie.com', 'https://www.youtube.com'],
      connectSrc: ["'self'"],
      fontSrc: ["'self'"],
      objectSrc: ["'none'"],
      mediaSrc: ["'self'"],
      workerSrc: ["'self'", 'blob:'],
      manifestSrc: ["'self'"],
      frameAncestors: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      // Over plain http (a local or LAN install) upgrading would break every request.
      ...(config.publicUrl.startsWith('https:') && { upgradeInsecureRequests: [] }),
    },
  };
}

/**
 * Security headers on every answer (helmet), CORS only when CORS_ORIGIN names the allowed
 * origins, and a list of the routes for the permission audit. Register it before any route.
 */
export async function registerSecurity(app: FastifyInstance) {
  const routes: KnownRoute[] = [];
  app.decorate('knownRoutes', routes);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') routes.push({ method, url: route.url });
    }
  });

  const headers = staticHeaders({
    contentSecurityPolicy: contentSecurityPolicy(app.config),
    strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xFrameOptions: { action: 'deny' },
    // Images are same-origin; YouTube embeds do not need cross-origin isolation.
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });

  const origins = app.config.corsOrigin
    ?.split(',')
    .map((o) => o.trim().replace(/\/+$/, ''))
    .filter(Boolean);
  if (origins?.length) {
    await app.register(cors, {
      origin: origins,
      methods: ['GET', 'POST', 'PUT', 'DELETE'],
      allowedHeaders: ['authorization', 'content-type'],
      // Bearer tokens, not cookies: credentials are never needed.
      credentials: false,
      maxAge: 600,
    });
  }
}

/**
 * The headers helmet sets for these options, worked out once. They carry no per-request part
 * (no CSP nonces), and @fastify/helmet would rebuild the helmet middleware, CSP parsing included,
 * on every request: a measurable share of a cached catalogue answer (docs/decisions/0013).
 */
export function staticHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const res = {
    setHeader: (name: string, value: unknown) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: () => undefined,
  };
  helmet(options)({} as IncomingMessage, res as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

/**
 * TRUST_PROXY as Fastify's `trustProxy`. A hop count becomes "trust the nearest N addresses of
 * the chain" (Fastify takes a bare number as trusting none), so the client address is the one
 * the outermost proxy saw, whatever a client puts in its own X-Forwarded-For.
 */
export function proxyTrust(
  setting: Config['trustProxy'],
): string | ((address: string, hop: number) => boolean) | false {
  if (typeof setting === 'number') return (_address, hop) => hop < setting;
  return setting;
}

const SECRET_PARAMS = /([?&](?:activation_token|reset_token|token)=)[^&#]*/gi;

/** A URL fit for the log: the one-time tokens of activation, reset and opt-out links are blanked. */
export const redactUrl = (url: string) => url.replace(SECRET_PARAMS, '$1[redacted]');

/** Fastify's request log line, minus the secrets that travel in query strings. */
export const logSerializers = {
  req(req: { method: string; url: string; host?: string; ip?: string; socket?: { remotePort?: number } }) {
    return {
      method: req.method,
      url: redactUrl(req.url),
      host: req.host,
      remoteAddress: req.ip,
      remotePort: req.socket?.remotePort,
    };
  },
};
