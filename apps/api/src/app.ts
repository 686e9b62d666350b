import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { Db } from './db/database.ts';
import { accountsRoutes } from './modules/accounts/accounts.routes.ts';
import { activityRoutes } from './modules/activity/activity.routes.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { enquiriesAdminRoutes } from './modules/enquiries/enquiries-admin.routes.ts';
import { enquiriesRoutes } from './modules/enquiries/enquiries.routes.ts';
import { feedsRoutes } from './modules/feeds/feeds.routes.ts';
import { insightRoutes } from './modules/insight/insight.routes.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { imagesServeRoutes } from './modules/images/images-serve.routes.ts';
import { imagesRoutes } from './modules/images/images.routes.ts';
import { membersRoutes } from './modules/members/members.routes.ts';
import { lookupsRoutes } from './modules/lookups/lookups.routes.ts';
import { lookupsAdminRoutes } from './modules/lookups/lookups-admin.routes.ts';
import { searchRoutes } from './modules/search/search.routes.ts';
import { overviewRoutes } from './modules/overview/overview.routes.ts';
import { seoRoutes } from './modules/seo/seo.routes.ts';
import { notificationsRoutes } from './modules/notifications/notifications.routes.ts';
import { savedSearchesRoutes } from './modules/saved-searches/saved-searches.routes.ts';
import { shortlistRoutes } from './modules/shortlist/shortlist.routes.ts';
import { catalogTransferRoutes } from './modules/solutions/catalog-transfer.routes.ts';
import { solutionHistoryRoutes } from './modules/solutions/solution-history.routes.ts';
import { solutionsAdminRoutes } from './modules/solutions/solutions-admin.routes.ts';
import { solutionsRoutes } from './modules/solutions/solutions.routes.ts';
import { apiTokensRoutes } from './modules/tokens/api-tokens.routes.ts';
import { webhooksRoutes } from './modules/webhooks/webhooks.routes.ts';
import { validatorCompilerWithReaders } from './lib/query-readers.ts';
import { authPlugin } from './plugins/auth.ts';
import { registerConnectionLimits } from './plugins/connection-limits.ts';
import { registerErrorHandling } from './plugins/errors.ts';
import { loggerOptions, registerRequestIds, requestIdOf } from './plugins/logging.ts';
import { registerMail } from './plugins/mail.ts';
import { registerMetrics } from './plugins/metrics.ts';
import { registerOpenApi } from './plugins/openapi.ts';
import { proxyTrust, registerSecurity } from './plugins/security.ts';
import { registerRequestLimits } from './plugins/request-limits.ts';
import { registerRequestTimeouts, serverTimeoutOptions } from './plugins/timeouts.ts';
import { registerWebClient } from './plugins/web-client.ts';
import { buildServices, type Services } from './services.ts';
import { createStorage } from './storage/create-storage.ts';
import type { ImageStorage } from './storage/storage.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Db;
    storage: ImageStorage;
    /** Every repository and service, built once (services.ts). */
    services: Services;
  }
}

/** How long one start-up step (a plugin, the index build) may take before the server gives up. */
const START_UP_TIMEOUT_MS = 120_000;

export interface AppDeps {
  config: Config;
  db: Db;
}

/** Builds the whole application on a migrated database. It never listens: server.ts and tests do. */
export async function buildApp({ config, db }: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(config),
    // The request id: a proxy's X-Request-Id when it looks like one, else a new one; sent back (plugins/logging.ts).
    requestIdHeader: false,
    genReqId: requestIdOf,
    trustProxy: proxyTrust(config.trustProxy),
    bodyLimit: 1024 * 1024,
    ...serverTimeoutOptions,
    routerOptions: { ignoreTrailingSlash: true, ignoreDuplicateSlashes: true },
    // Start-up waits for the catalogue index (the onReady hook below): on PostgreSQL at 100,000
    // solutions on a slow 2-core machine that took close to Fastify's default 10 s, and once over it.
    pluginTimeout: START_UP_TIMEOUT_MS,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompilerWithReaders);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  app.decorate('db', db);
  db.availability.useLog({ warn: (m) => app.log.warn(m), info: (m) => app.log.info(m) });
  app.decorate('storage', createStorage(config));
  registerErrorHandling(app);
  registerRequestIds(app);
  registerRequestTimeouts(app, config);
  registerConnectionLimits(app, config.connectionsPerAddress);
  await registerSecurity(app);
  registerMetrics(app);
  await registerRequestLimits(app);

  const services = buildServices({ config, db, storage: app.storage, log: app.log, metrics: app.metrics });
  app.decorate('services', services);
  app.addHook('onClose', () => services.storageSweeper.stop());
  app.addHook('onClose', () => services.trashPurge.stop());
  app.addHook('onClose', () => services.webhookWorker.stop());
  app.addHook('onClose', () => services.webhookPurge.stop());
  app.addHook('onClose', async () => {
    await services.insightFlush.stop();
    await Promise.all([services.insightCounter.flush(), services.searchMisses.flush()]);
  });
  // Build the catalogue index before the first visitor needs it.
  app.addHook('onReady', async () => {
    app.log.info({ ...(await services.solutions.warmIndex()) }, 'catalogue index built');
  });
  app.addHook('onClose', () => services.solutions.stopFillingCards());
  registerMail(app);
  await registerOpenApi(app);
  await app.register(authPlugin);

  await app.register(healthRoutes);
  await app.register(authRoutes);
  await app.register(membersRoutes);
  await app.register(lookupsRoutes);
  await app.register(solutionsRoutes);
  await app.register(feedsRoutes);
  await app.register(solutionsAdminRoutes);
  await app.register(imagesRoutes);
  await app.register(enquiriesRoutes);
  await app.register(notificationsRoutes);
  await app.register(savedSearchesRoutes);
  await app.register(shortlistRoutes);
  await app.register(lookupsAdminRoutes);
  await app.register(searchRoutes);
  await app.register(activityRoutes);
  await app.register(solutionHistoryRoutes);
  await app.register(catalogTransferRoutes);
  await app.register(insightRoutes);
  await app.register(accountsRoutes);
  await app.register(enquiriesAdminRoutes);
  await app.register(overviewRoutes);
  await app.register(apiTokensRoutes);
  await app.register(webhooksRoutes);
  await app.register(imagesServeRoutes);
  await app.register(seoRoutes);

  await registerWebClient(app, config.webDist, config.webServerEntry);
  return app;
}
