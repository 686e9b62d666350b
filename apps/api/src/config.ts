import { randomBytes } from 'node:crypto';
import { Resolver } from 'node:dns';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { isEmail, normaliseEmail } from '@catalog/shared';
import { z } from 'zod';
import { INDEX_CACHE_MB, megabytesToBytes } from './lib/index-cache-budget.ts';
import { parseS3Url } from './storage/s3-storage.ts';

const flag = z
  .enum(['1', '0', 'true', 'false', 'on', 'off', 'yes', 'no'])
  .transform((v) => ['1', 'true', 'on', 'yes'].includes(v));

const ADDRESS_LIST = /^[0-9a-f.:/]+(\s*,\s*[0-9a-f.:/]+)*$/i;

/**
 * Which proxies' X-Forwarded-For to believe (docs/decisions/0021): none, the nearest N hops, or
 * the proxies at these addresses (CIDR allowed). "Every hop" is refused: it lets a client pick
 * its own address by sending the header itself.
 */
const trustProxy = z
  .string()
  .trim()
  .transform((v, ctx): false | number | string => {
    if (['', '0', 'false', 'off', 'no'].includes(v.toLowerCase())) return false;
    if (/^\d+$/.test(v) && Number(v) <= 16) return Number(v);
    if (ADDRESS_LIST.test(v) && /[.:]/.test(v)) return v;
    ctx.addIssue({
      code: 'custom',
      message:
        'must be 0, the number of proxies in front of the server (e.g. 1), or their addresses (e.g. 10.0.0.5,10.1.0.0/16)',
    });
    return z.NEVER;
  });

/**
 * `BURST/PER_SECOND` of the per-address limit on every route (docs/decisions/0135): a client may
 * send BURST requests at once and PER_SECOND more each second after; `0` turns the limit off.
 */
const apiRateLimit = z
  .string()
  .trim()
  .transform((v, ctx): { burst: number; perSecond: number } | false => {
    if (['0', 'off', 'false', 'no'].includes(v.toLowerCase())) return false;
    const m = /^(\d{1,7})\/(\d{1,7}(?:\.\d{1,3})?)$/.exec(v);
    if (m && Number(m[1]) >= 1 && Number(m[2]) > 0) return { burst: Number(m[1]), perSecond: Number(m[2]) };
    ctx.addIssue({ code: 'custom', message: 'must be BURST/PER_SECOND (e.g. 100/20) or 0 to turn the limit off' });
    return z.NEVER;
  });

/**
 * DNS servers as `address[:port]`, comma-separated (`[address]:port` for IPv6), checked by Node's
 * resolver itself; empty for the system's resolver.
 */
const dnsServerList = z
  .string()
  .default('')
  .transform((v, ctx): string[] => {
    const servers = v
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    try {
      new Resolver().setServers(servers);
    } catch {
      ctx.addIssue({ code: 'custom', message: 'must be DNS server addresses, e.g. 10.0.0.2,10.0.0.3:5353' });
      return z.NEVER;
    }
    return servers;
  });

/** `s3://bucket/prefix?…`, checked by the storage's own parser so the message is its message. */
const storageUrl = z
  .string()
  .optional()
  .superRefine((v, ctx) => {
    if (!v) return;
    try {
      parseS3Url(v);
    } catch (error) {
      ctx.addIssue({ code: 'custom', message: (error as Error).message });
    }
  });

/** The JWT secret kept in the data folder, made once on first start. */
function persistedSecret(dataDir: string): string {
  const file = resolve(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dirname(file), { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/**
 * The configuration, read from the environment of the README's configuration table: each
 * variable with its default and the message a bad value stops the process with, the checks
 * between variables, and the settings the server reads (docs/decisions/0106). `Config` is its
 * output; tests build theirs through it too.
 */
export const configSchema = z
  .object({
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().default('127.0.0.1'),
    DATABASE_URL: z
      .string()
      .default('sqlite:./data/catalog.db')
      .refine((v) => /^(sqlite:|postgres(ql)?:\/\/)/.test(v), 'must start with sqlite: or postgres://'),
    PUBLIC_URL: z.url().optional(),
    JWT_SECRET: z.string().min(32, 'must be at least 32 bytes').optional(),
    JWT_TTL_SECONDS: z.coerce
      .number()
      .int()
      .positive()
      .default(12 * 60 * 60),
    SMTP_URL: z.string().optional(),
    MAIL_CLAIM_SECONDS: z.coerce.number().int().min(5).max(3600).default(120),
    MAIL_FROM: z.string().default('Solution Catalog <no-reply@solution-catalog.local>'),
    SALES_EMAIL: z.string().default('sales@solution-catalog.local'),
    ADMIN_EMAIL: z
      .string()
      .optional()
      .refine((v) => !v || isEmail(normaliseEmail(v)), 'must be an email address'),
    ADMIN_PASSWORD: z
      .string()
      .optional()
      .refine((v) => !v || v.length >= 8, 'must be at least 8 characters'),
    SEED_DEMO: flag.optional(),
    UPLOAD_DIR: z.string().default('./data/uploads'),
    CATALOG_CACHE_MB: z.coerce.number().min(0).max(4096).default(32),
    INDEX_SEARCH_CACHE_MB: z.coerce.number().min(0).max(4096).default(INDEX_CACHE_MB.searches),
    INDEX_CARD_CACHE_MB: z.coerce.number().min(0).max(4096).default(INDEX_CACHE_MB.cards),
    DATA_DIR: z.string().default('./data'),
    CORS_ORIGIN: z.string().optional(),
    TRUST_PROXY: trustProxy.default(false),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    LOG_FORMAT: z.enum(['pretty', 'json']).optional(),
    WEB_DIST: z.string().optional(),
    STORAGE_URL: storageUrl,
    STORAGE_PUBLIC: z.enum(['api', 'redirect']).default('api'),
    STORAGE_SWEEP_MINUTES: z.coerce.number().int().min(0).max(10080).default(60),
    DIGEST_INTERVAL_SECONDS: z.coerce.number().int().min(0).max(86400).default(300),
    TRASH_PURGE_MINUTES: z.coerce.number().int().min(0).max(10080).default(60),
    INSIGHT_FLUSH_SECONDS: z.coerce.number().int().min(1).max(60).default(10),
    IMPORT_BODY_LIMIT_MB: z.coerce.number().int().min(1).max(1024).default(50),
    METRICS: flag.default(false),
    METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
    API_RATE_LIMIT: apiRateLimit.default({ burst: 100, perSecond: 20 }),
    API_TOKEN_RATE_LIMIT: apiRateLimit.default({ burst: 100, perSecond: 10 }),
    WEBHOOK_POLL_SECONDS: z.coerce.number().min(0).max(3600).default(5),
    WEBHOOK_TIMEOUT_SECONDS: z.coerce.number().min(0.1).max(60).default(10),
    WEBHOOK_RETRY_SECONDS: z.coerce.number().min(0.1).max(3600).default(15),
    WEBHOOK_RETRY_HOURS: z.coerce.number().min(0).max(720).default(24),
    WEBHOOK_PAUSE_HOURS: z.coerce.number().min(0).max(720).default(72),
    WEBHOOK_CLAIM_SECONDS: z.coerce.number().min(1).max(3600).default(60),
    WEBHOOK_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
    WEBHOOK_DNS_SERVERS: dnsServerList,
    CONNECTIONS_PER_ADDRESS: z.coerce.number().int().min(0).max(100_000).default(50),
    REDIS_URL: z
      .string()
      .optional()
      .refine((v) => !v || /^rediss?:\/\//.test(v), 'must start with redis:// or rediss://'),
  })
  .superRefine((e, ctx) => {
    const refuse = (message: string) => ctx.addIssue({ code: 'custom', message });
    if (Boolean(e.ADMIN_EMAIL) !== Boolean(e.ADMIN_PASSWORD)) refuse('ADMIN_EMAIL and ADMIN_PASSWORD go together');
    if (e.METRICS && !e.METRICS_TOKEN) refuse('METRICS=1 needs METRICS_TOKEN: metrics are never public');
    if (e.STORAGE_PUBLIC === 'redirect' && !e.STORAGE_URL) {
      refuse('STORAGE_PUBLIC=redirect needs STORAGE_URL (a bucket)');
    }
  })
  .transform((e) => {
    const webDist = e.WEB_DIST ?? resolve(import.meta.dirname, '../../web/dist');
    const serverEntry = resolve(webDist, '../dist-server/entry-server.js');
    return {
      port: e.PORT,
      host: e.HOST,
      databaseUrl: e.DATABASE_URL,
      publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
      jwtSecret: e.JWT_SECRET ?? persistedSecret(e.DATA_DIR),
      jwtTtlSeconds: e.JWT_TTL_SECONDS,
      smtpUrl: e.SMTP_URL || undefined,
      /** How long an instance holds the outbox mail it is sending (docs/decisions/0096). */
      mailClaimMs: e.MAIL_CLAIM_SECONDS * 1000,
      mailFrom: e.MAIL_FROM,
      salesEmail: e.SALES_EMAIL,
      adminEmail: e.ADMIN_EMAIL,
      adminPassword: e.ADMIN_PASSWORD,
      /** undefined: seed when the database is empty. */
      seedDemo: e.SEED_DEMO,
      uploadDir: resolve(e.UPLOAD_DIR),
      /** Memory for cached catalogue answers (list and detail); 0 turns the cache off. */
      catalogCacheBytes: megabytesToBytes(e.CATALOG_CACHE_MB),
      /** Memory for the catalogue index's remembered search hits and cards; 0 keeps none (docs/decisions/0160). */
      indexCacheBytes: {
        searches: megabytesToBytes(e.INDEX_SEARCH_CACHE_MB),
        cards: megabytesToBytes(e.INDEX_CARD_CACHE_MB),
      },
      dataDir: resolve(e.DATA_DIR),
      corsOrigin: e.CORS_ORIGIN,
      /** false, a hop count, or a list of proxy addresses: Fastify's `trustProxy`. */
      trustProxy: e.TRUST_PROXY,
      logLevel: e.LOG_LEVEL,
      /** Pretty lines on a terminal (and in `npm run dev`), JSON otherwise (docs/decisions/0137). */
      logFormat: e.LOG_FORMAT ?? (process.stdout.isTTY ? 'pretty' : 'json'),
      /** Folder of the built web client; undefined when it is not built. */
      webDist: existsSync(resolve(webDist, 'index.html')) ? webDist : undefined,
      /** The client build's server entry, beside its folder; undefined when not built (docs/decisions/0124). */
      webServerEntry: existsSync(serverEntry) ? serverEntry : undefined,
      /** `s3://bucket/prefix?…` for a bucket; undefined keeps images in uploadDir (docs/decisions/0090). */
      storageUrl: e.STORAGE_URL || undefined,
      /** 'redirect' answers image requests with a short-lived signed bucket URL. */
      storagePublic: e.STORAGE_PUBLIC,
      /** Minutes between sweeps of unreferenced stored files; 0 turns the timer off (docs/decisions/0091). */
      storageSweepMinutes: e.STORAGE_SWEEP_MINUTES,
      trashPurgeMinutes: e.TRASH_PURGE_MINUTES,
      insightFlushMs: e.INSIGHT_FLUSH_SECONDS * 1000,
      /** The largest body a bulk import reads (docs/decisions/0176). */
      importBodyLimit: e.IMPORT_BODY_LIMIT_MB * 1024 * 1024,
      /** Time between runs of the saved-search digest; 0 turns the timer off (docs/decisions/0120). */
      digestIntervalMs: e.DIGEST_INTERVAL_SECONDS * 1000,
      /** `/metrics` on, always behind `metricsToken` (docs/decisions/0092). */
      metrics: e.METRICS,
      metricsToken: e.METRICS_TOKEN,
      /** The per-address token bucket of every route, or false (docs/decisions/0135). */
      apiRateLimit: e.API_RATE_LIMIT,
      /** Each API token's own token bucket, or false (docs/decisions/0170). */
      apiTokenRateLimit: e.API_TOKEN_RATE_LIMIT,
      /** The webhook delivery worker (docs/decisions/0172); 0 s of polling turns it off. */
      webhooks: {
        pollMs: e.WEBHOOK_POLL_SECONDS * 1000,
        timeoutMs: e.WEBHOOK_TIMEOUT_SECONDS * 1000,
        retryBaseMs: e.WEBHOOK_RETRY_SECONDS * 1000,
        retryForMs: e.WEBHOOK_RETRY_HOURS * 3_600_000,
        pauseAfterMs: e.WEBHOOK_PAUSE_HOURS * 3_600_000,
        claimMs: e.WEBHOOK_CLAIM_SECONDS * 1000,
        /** The DNS servers webhook names are resolved with; empty: the system's resolver (docs/decisions/0193). */
        dnsServers: e.WEBHOOK_DNS_SERVERS,
      },
      /** Delivered and failed webhook deliveries older than this are deleted (docs/decisions/0187). */
      webhookRetentionMs: e.WEBHOOK_RETENTION_DAYS * 86_400_000,
      /** Where the limits' counters live when several instances share them; unset: this process's memory. */
      redisUrl: e.REDIS_URL || undefined,
      /** Open connections one address may hold; 0 turns the cap off (docs/decisions/0138). */
      connectionsPerAddress: e.CONNECTIONS_PER_ADDRESS,
      // Not from the environment: tests shorten these.
      /** Mail worker poll interval. */
      mailPollMs: 1000,
      /** Body deadlines; plugins/timeouts.ts holds the defaults. */
      bodyTimeoutMs: undefined as number | undefined,
      uploadTimeoutMs: undefined as number | undefined,
      /** How long the rest of a refused body is read before the connection is cut. */
      lingerMs: undefined as number | undefined,
      /** URLs per sitemap file, the protocol's limit; past it /sitemap.xml is an index (docs/decisions/0159). */
      sitemapUrlsPerFile: 50_000,
    };
  });

export type Config = z.output<typeof configSchema>;

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.length ? `${i.path.join('.')}: ` : ''}${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return parsed.data;
}

/**
 * Reads `.env` of the folder the process starts in into the environment, when there is one, with
 * Node's own parser; a variable the environment already has keeps its value (docs/decisions/0137).
 * For entry points, before they load the configuration. Answers the file's path when it was read.
 */
export function readEnvFile(path = '.env'): string | undefined {
  if (!existsSync(path)) return undefined;
  process.loadEnvFile(path);
  return resolve(path);
}

/** For entry points: the configuration, or null once the reason it is invalid has been printed. */
export function loadConfigOrReport(env: NodeJS.ProcessEnv = process.env): Config | null {
  try {
    return loadConfig(env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    return null;
  }
}
