import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { coded } from '@catalog/shared';
import { HttpError } from '../lib/errors.ts';

declare module 'fastify' {
  interface FastifyInstance {
    metrics: AppMetrics;
  }
}

/** What other parts of the server report; every method is a no-op while metrics are off. */
export interface AppMetrics {
  cacheLookup(cache: string, hit: boolean): void;
}

const sameToken = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/**
 * `/metrics` in Prometheus text format when METRICS=1, behind `Authorization: Bearer
 * <METRICS_TOKEN>` (docs/decisions/0092). Requests are counted and timed by route pattern, never
 * by raw URL, so ids and query strings cannot grow the series without bound.
 */
export function registerMetrics(app: FastifyInstance) {
  const { metrics, metricsToken } = app.config;
  if (!metrics || !metricsToken) {
    app.decorate('metrics', { cacheLookup: () => undefined });
    return;
  }
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'Answered HTTP requests by method, route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer, by method and route pattern',
    labelNames: ['method', 'route'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const cache = new Counter({
    name: 'catalog_cache_lookups_total',
    help: 'Cached answer lookups by cache and result (hit or miss)',
    labelNames: ['cache', 'result'] as const,
    registers: [registry],
  });
  new Gauge({
    name: 'mail_outbox_messages',
    help: 'Mail in the outbox by status: pending (due or waiting for a retry), sending, failed (given up)',
    labelNames: ['status'] as const,
    registers: [registry],
    async collect() {
      for (const [status, n] of Object.entries(await app.services.repositories.outbox.unsentCounts()))
        this.set({ status }, n);
    },
  });
  new Gauge({
    name: 'mail_outbox_retrying',
    help: 'Pending mail whose last attempt failed',
    registers: [registry],
    async collect() {
      this.set(await app.services.repositories.outbox.retryingCount());
    },
  });
  new Gauge({
    name: 'db_pool_connections',
    help: 'Database connections by state (PostgreSQL pool: total, idle, waiting requests)',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const pool = app.db.poolStats?.();
      if (!pool) return;
      this.set({ state: 'total' }, pool.total);
      this.set({ state: 'idle' }, pool.idle);
      this.set({ state: 'waiting' }, pool.waiting);
    },
  });

  app.decorate('metrics', {
    cacheLookup: (name: string, hit: boolean) => cache.inc({ cache: name, result: hit ? 'hit' : 'miss' }),
  });
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched';
    if (route === '/metrics') return;
    const labels = { method: request.method, route };
    requests.inc({ ...labels, status: String(reply.statusCode) });
    duration.observe(labels, reply.elapsedTime / 1000);
  });
  app.get('/metrics', { schema: { hide: true }, config: { ownBearerToken: true } }, async (request, reply) => {
    const header = request.headers.authorization ?? '';
    const given = header.startsWith('Bearer ') ? header.slice(7) : '';
    if (!sameToken(given, metricsToken)) {
      throw new HttpError(401, coded('server.metricsToken'));
    }
    return reply
      .header('cache-control', 'no-store')
      .type(registry.contentType)
      .send(await registry.metrics());
  });
}
