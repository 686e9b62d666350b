import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.ts';
import type { Db } from './db/database.ts';
import { AfterAnswer } from './lib/after-answer.ts';
import { RepeatingJob } from './lib/repeating-job.ts';
import { VersionedCache } from './lib/versioned-cache.ts';
import { createMailer } from './mail/mailer.ts';
import { OutboxRepository } from './mail/outbox.repository.ts';
import { OutboxWorker } from './mail/outbox-worker.ts';
import { AuthService } from './modules/auth/auth.service.ts';
import { OneTimeTokensRepository } from './modules/auth/one-time-tokens.ts';
import { RateLimitRepository } from './modules/auth/rate-limit.repository.ts';
import { RateLimiter } from './modules/auth/rate-limits.ts';
import { SessionTokens } from './modules/auth/session-token.ts';
import { Sessions } from './modules/auth/sessions.ts';
import { SessionsRepository } from './modules/auth/sessions.repository.ts';
import { UsersRepository } from './modules/auth/users.repository.ts';
import { AccountsRepository } from './modules/accounts/accounts.repository.ts';
import { AccountsService } from './modules/accounts/accounts.service.ts';
import { ActivityRepository } from './modules/activity/activity.repository.ts';
import { EnquiriesRepository } from './modules/enquiries/enquiries.repository.ts';
import { EnquiriesAdminRepository } from './modules/enquiries/enquiries-admin.repository.ts';
import { EnquiriesAdminService } from './modules/enquiries/enquiries-admin.service.ts';
import { EnquiriesService } from './modules/enquiries/enquiries.service.ts';
import { FeedsService } from './modules/feeds/feeds.service.ts';
import { OverviewRepository } from './modules/overview/overview.repository.ts';
import { OverviewService } from './modules/overview/overview.service.ts';
import { SearchMissesRepository } from './modules/solutions/search-misses.repository.ts';
import { SeoRepository } from './modules/seo/seo.repository.ts';
import { SeoService } from './modules/seo/seo.service.ts';
import { StorageSweeper } from './modules/images/image-sweeper.ts';
import { ImagesRepository } from './modules/images/images.repository.ts';
import { ImagesService } from './modules/images/images.service.ts';
import { uploadTempRoot } from './modules/images/multipart.ts';
import { MembersRepository } from './modules/members/members.repository.ts';
import { MembersService } from './modules/members/members.service.ts';
import { LookupsRepository } from './modules/lookups/lookups.repository.ts';
import { LookupsService } from './modules/lookups/lookups.service.ts';
import { LookupsAdminRepository } from './modules/lookups/lookups-admin.repository.ts';
import { LookupsAdminService } from './modules/lookups/lookups-admin.service.ts';
import { SynonymsRepository } from './modules/search/synonyms.repository.ts';
import { SynonymsService } from './modules/search/synonyms.service.ts';
import { NewSolutionNotifier } from './modules/notifications/new-solution.service.ts';
import { NotificationsRepository } from './modules/notifications/notifications.repository.ts';
import { NotificationsService } from './modules/notifications/notifications.service.ts';
import { DigestWorker } from './modules/saved-searches/digest-worker.ts';
import { SavedSearchDigest } from './modules/saved-searches/saved-search-digest.ts';
import { SavedSearchesRepository } from './modules/saved-searches/saved-searches.repository.ts';
import { SavedSearchesService } from './modules/saved-searches/saved-searches.service.ts';
import { CatalogIndexHolder } from './modules/solutions/catalog-index/catalog-index-holder.ts';
import { CatalogIndexRepository } from './modules/solutions/catalog-index/catalog-index.repository.ts';
import { CatalogVersionRepository } from './modules/solutions/catalog-version.repository.ts';
import { InsightCounter } from './modules/insight/insight-counter.ts';
import { SearchMisses } from './modules/solutions/search-misses.ts';
import { InsightRepository } from './modules/insight/insight.repository.ts';
import { InsightService } from './modules/insight/insight.service.ts';
import { RevisionsRepository } from './modules/revisions/revisions.repository.ts';
import { SolutionHistoryService } from './modules/solutions/solution-history.service.ts';
import { SolutionTrashRepository } from './modules/solutions/solution-trash.repository.ts';
import { SolutionTrashService } from './modules/solutions/solution-trash.service.ts';
import { SolutionsAdminRepository } from './modules/solutions/solutions-admin.repository.ts';
import { CatalogImportRepository } from './modules/solutions/catalog-import.repository.ts';
import { CatalogImportService } from './modules/solutions/catalog-import.service.ts';
import { SolutionsAdminService } from './modules/solutions/solutions-admin.service.ts';
import { SolutionsRepository } from './modules/solutions/solutions.repository.ts';
import { SolutionsService } from './modules/solutions/solutions.service.ts';
import { ShortlistRepository } from './modules/shortlist/shortlist.repository.ts';
import { ShortlistService } from './modules/shortlist/shortlist.service.ts';
import { ApiTokensRepository } from './modules/tokens/api-tokens.repository.ts';
import { ApiTokensService } from './modules/tokens/api-tokens.service.ts';
import { addressResolver } from './modules/webhooks/webhook-address.ts';
import { WebhookRecorder } from './modules/webhooks/webhook-recorder.ts';
import { WebhookWorker } from './modules/webhooks/webhook-worker.ts';
import { WebhooksRepository } from './modules/webhooks/webhooks.repository.ts';
import { WebhooksService } from './modules/webhooks/webhooks.service.ts';
import type { AppMetrics } from './plugins/metrics.ts';
import type { ImageStorage } from './storage/storage.ts';

/**
 * The composition root (docs/decisions/0105-composition-root.md): every repository and service of
 * the API is made here, once, from the configuration and the infrastructure. Routes and plugins
 * take them from `app.services`; nothing else constructs one.
 */

/** How often old webhook deliveries are purged: hourly, like the trash. */
const WEBHOOK_PURGE_EVERY_MS = 3_600_000;

/** Every repository, over the database; `.on(trx)` runs one inside a transaction. */
export function buildRepositories(db: Db) {
  const k = db.kysely;
  const catalogVersion = new CatalogVersionRepository(k, db.sqlite);
  return {
    users: new UsersRepository(k, db.dialect),
    sessions: new SessionsRepository(k),
    oneTimeTokens: new OneTimeTokensRepository(k),
    rateLimits: new RateLimitRepository(k),
    outbox: new OutboxRepository(k, db.dialect),
    lookups: new LookupsRepository(k),
    lookupsAdmin: new LookupsAdminRepository(k),
    synonyms: new SynonymsRepository(k),
    activity: new ActivityRepository(k),
    accounts: new AccountsRepository(k),
    catalogVersion,
    solutions: new SolutionsRepository(k, db.dialect),
    catalogIndex: new CatalogIndexRepository(k, db.dialect, catalogVersion, db.sqlite),
    solutionsAdmin: new SolutionsAdminRepository(k),
    catalogImport: new CatalogImportRepository(k, db.dialect),
    revisions: new RevisionsRepository(k),
    trash: new SolutionTrashRepository(k),
    insight: new InsightRepository(k),
    images: new ImagesRepository(k),
    enquiries: new EnquiriesRepository(k),
    enquiriesAdmin: new EnquiriesAdminRepository(k),
    searchMisses: new SearchMissesRepository(k),
    overview: new OverviewRepository(k),
    notifications: new NotificationsRepository(k),
    seo: new SeoRepository(k),
    members: new MembersRepository(k),
    savedSearches: new SavedSearchesRepository(k, db.dialect),
    shortlist: new ShortlistRepository(k, db.dialect),
    apiTokens: new ApiTokensRepository(k),
    webhooks: new WebhooksRepository(k, db.dialect),
  };
}

export type Repositories = ReturnType<typeof buildRepositories>;

export interface ServiceDeps {
  config: Config;
  db: Db;
  storage: ImageStorage;
  log: FastifyBaseLogger;
  metrics: AppMetrics;
}

export function buildServices({ config, db, storage, log, metrics }: ServiceDeps) {
  const repositories = buildRepositories(db);
  const { users, outbox, images, activity, revisions } = repositories;
  const limiter = new RateLimiter(repositories.rateLimits);
  const sessions = new Sessions(
    users,
    repositories.sessions,
    new SessionTokens(config.jwtSecret, config.jwtTtlSeconds),
  );
  const solutions = new SolutionsService(
    repositories.solutions,
    repositories.catalogVersion,
    new CatalogIndexHolder(repositories.catalogIndex, config.indexCacheBytes),
  );
  const lookups = new LookupsService(repositories.lookups);
  const insightCounter = new InsightCounter(repositories.insight, log);
  const searchMisses = new SearchMisses(repositories.searchMisses, log);
  const auth = new AuthService(users, repositories.oneTimeTokens, outbox, sessions, limiter, config, insightCounter);
  const notifier = new NewSolutionNotifier(repositories.notifications, outbox, config);
  const digest = new SavedSearchDigest(repositories.savedSearches, outbox, solutions, config, log);
  const webhookEvents = new WebhookRecorder(repositories.webhooks);
  const solutionsAdmin = new SolutionsAdminService(
    repositories.solutionsAdmin,
    images,
    solutions,
    notifier,
    storage,
    activity,
    revisions,
    webhookEvents,
  );
  const webhookAddresses = addressResolver(config.webhooks.dnsServers);
  const webhooks = new WebhooksService(repositories.webhooks, activity, config.webhookRetentionMs, webhookAddresses);
  const solutionTrash = new SolutionTrashService(
    repositories.trash,
    images,
    solutions,
    storage,
    activity,
    webhookEvents,
  );
  const mailer = createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, publicUrl: config.publicUrl }, log);
  return {
    repositories,
    sessions,
    /** API tokens (docs/decisions/0170). */
    apiTokens: new ApiTokensService(repositories.apiTokens, activity),
    auth,
    accounts: new AccountsService(repositories.accounts, users, activity, auth),
    members: new MembersService(repositories.members, users, repositories.sessions, outbox, limiter, config),
    shortlist: new ShortlistService(repositories.shortlist, solutions, config),
    lookups,
    lookupsAdmin: new LookupsAdminService(repositories.lookupsAdmin, activity, storage),
    /** Synonym sets of the search (docs/decisions/0166). */
    synonyms: new SynonymsService(repositories.synonyms, activity),
    solutions,
    feeds: new FeedsService(solutions, lookups, config),
    /** Serialised catalogue answers, kept while the catalogue version holds (docs/decisions/0013). */
    catalogCache: new VersionedCache(
      config.catalogCacheBytes,
      () => solutions.catalogVersion(),
      (hit) => metrics.cacheLookup('catalog', hit),
    ),
    solutionsAdmin,
    /** Bulk import of solutions (docs/decisions/0176). */
    catalogImport: new CatalogImportService(
      repositories.catalogImport,
      repositories.solutionsAdmin,
      activity,
      revisions,
      webhookEvents,
    ),
    /** Revisions of a solution (docs/decisions/0153). */
    solutionHistory: new SolutionHistoryService(revisions, solutionsAdmin),
    /** The trash; tests call `purgeExpired(now)` with a clock of their own (docs/decisions/0154). */
    solutionTrash,
    /** Started by server.ts like the mail worker: purges the trash once an hour. */
    trashPurge: new RepeatingJob(
      () => solutionTrash.purgeExpired(new Date(), log),
      config.trashPurgeMinutes * 60_000,
      (err) => log.error({ err }, 'the trash purge failed'),
    ),
    images: new ImagesService(images, storage, activity, revisions),
    enquiries: new EnquiriesService(
      repositories.enquiries,
      users,
      outbox,
      config,
      limiter,
      insightCounter,
      webhookEvents,
    ),
    /** Webhook endpoints and their deliveries (docs/decisions/0172). */
    webhooks,
    /** Started by server.ts like the trash purge: deletes old finished deliveries once an hour (docs/decisions/0187). */
    webhookPurge: new RepeatingJob(
      () => webhooks.purgeFinished(new Date(), log),
      WEBHOOK_PURGE_EVERY_MS,
      (err) => log.error({ err }, 'the webhook delivery purge failed'),
    ),
    /** Started by server.ts like the mail worker; tests call `runOnce(now)`. */
    webhookWorker: new WebhookWorker(
      repositories.webhooks,
      outbox,
      users,
      db.availability,
      log,
      config.webhooks,
      config.publicUrl,
      webhookAddresses,
    ),
    /** Views, searches, enquiries and sign-ups counted in memory, written in batches (docs/decisions/0155). */
    insightCounter,
    insight: new InsightService(repositories.insight, insightCounter),
    /** Words of searches that found nothing, counted in memory like insight's (docs/decisions/0189). */
    searchMisses,
    /** Started by server.ts: writes the counted batches every INSIGHT_FLUSH_SECONDS. */
    insightFlush: new RepeatingJob(
      () => Promise.all([insightCounter.flush(), searchMisses.flush()]),
      config.insightFlushMs,
      (err) => log.error({ err }, 'insight counts could not be written'),
    ),
    overview: new OverviewService(repositories.overview, repositories.enquiriesAdmin, searchMisses),
    enquiriesAdmin: new EnquiriesAdminService(repositories.enquiriesAdmin, activity),
    notifications: new NotificationsService(repositories.notifications, config),
    /** The sitemap and robots.txt (docs/decisions/0123). */
    seo: new SeoService(repositories.seo, config.publicUrl, config.sitemapUrlsPerFile),
    savedSearches: new SavedSearchesService(repositories.savedSearches, config),
    /** The saved-search digest; tests call `runDue(now)` with a clock of their own. */
    digest,
    afterAnswer: new AfterAnswer(log, db.availability),
    mailer,
    /** Started by server.ts; tests drive it through `app.mail.flush()`. */
    mailWorker: new OutboxWorker(outbox, db.availability, mailer, log, {
      pollMs: config.mailPollMs,
      claimMs: config.mailClaimMs,
    }),
    /** Started by server.ts like the mail worker; runs the digest every DIGEST_INTERVAL_SECONDS. */
    digestWorker: new DigestWorker(digest, db.availability, config.digestIntervalMs, log),
    /** Started by server.ts like the mail worker (docs/decisions/0091). */
    storageSweeper: new StorageSweeper(
      { storage, images, uploadTempRoot: uploadTempRoot(config.dataDir) },
      config.storageSweepMinutes * 60_000,
      log,
    ),
  };
}

export type Services = ReturnType<typeof buildServices>;
