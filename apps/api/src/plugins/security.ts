import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
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

  await app.register(helmet, {
    contentSecurityPolicy: contentSecurityPolicy(app.config),
    strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xFrameOptions: { action: 'deny' },
    // Images are same-origin; YouTube embeds do not need cross-origin isolation.
    crossOriginEmbedderPolicy: false,
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
