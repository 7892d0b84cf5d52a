import { createHmac } from 'node:crypto';
import { constants as zlibConstants } from 'node:zlib';
import compress from '@fastify/compress';
import {
  api,
  cdnCacheHeaders,
  startCdnPurges,
  createSmtpTransport,
  createStaffAuth,
  DEFAULT_SIGN_IN_RATE_LIMIT,
  DEFAULT_VITALS_RATE_LIMIT,
  DEFAULT_ORDER_RATE_LIMIT,
  discoveryRoutes,
  findRedirect,
  type FormRateLimit,
  requestOrigin,
  startRetentionJob,
} from '@rennfeld/api';
import { createPageRevisionReader, type Database } from '@rennfeld/api/db';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import type { Kysely } from 'kysely';
import { ADMIN_APP_PREFIX, adminAppPlugin } from './admin-app.ts';
import { readAuthSecret } from './auth-secret.ts';
import { type Config, servesHttps } from './config.ts';
import { healthRoutes } from './health.ts';
import { createJobQueue } from './jobs.ts';
import { registerMetrics, type ServerMetrics } from './metrics.ts';
import { createPageCache } from './page-cache.ts';
import { readRequestId, REQUEST_ID_HEADER } from './request-id.ts';
import { storagePlugin } from './storage.ts';
import { readCspNonce, registerSecurity } from './security.ts';
import { createInProcessFetch, webPlugin } from './web.ts';

export interface ServerDependencies {
  config: Config;
  db: Kysely<Database>;
  /** The shared store of the form rate limit (REDIS_URL); the limit counts in memory without it. */
  redis?: Redis;
  /** Tests of the API and storage alone can leave the web app out. */
  withWeb?: boolean;
  /** The process's logger (server.ts); silent when absent. */
  loggerInstance?: FastifyBaseLogger;
  /** What the answers, caches and mail are counted into when metrics are served (metrics.ts). */
  metrics?: ServerMetrics;
}

/** Kept pages are rendered anew at least this often, so relative ages ("3 days ago") stay right. */
const PAGE_MAX_AGE_MS = 60_000;

/** One Fastify instance, one port: the JSON API under /api, stored files under /storage, pages at /. */
export async function buildServer({
  config,
  db,
  redis,
  withWeb = true,
  loggerInstance,
  metrics,
}: ServerDependencies): Promise<FastifyInstance> {
  const trustProxy = config.TRUST_PROXY;
  const app = Fastify({
    loggerInstance,
    logger: loggerInstance ? undefined : false,
    // A hop count means "trust that many proxies in front": the typings take it as a function.
    trustProxy: typeof trustProxy === 'number' ? (_address: string, hop: number) => hop < trustProxy : trustProxy,
    // During a graceful shutdown, requests that still arrive on open connections get a 503.
    return503OnClosing: true,
    routerOptions: { ignoreTrailingSlash: true },
    genReqId: readRequestId,
  });
  // The id goes back with the answer, so a visitor's report or the proxy's log finds our lines.
  app.addHook('onRequest', (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    done();
  });

  // Before any route, so every answer is counted. /metrics is on this port only behind the token.
  if (metrics) registerMetrics(app, metrics, config.METRICS_PORT === undefined ? config.METRICS_TOKEN : undefined);
  await registerSecurity(app, config);
  // What pages and API answers shared by every visitor say to caches: a CDN may keep them (decision 054).
  app.decorate(
    'sharedCacheHeaders',
    cdnCacheHeaders({
      maxAgeSeconds: config.CDN_MAX_AGE,
      staleWhileRevalidateSeconds: config.CDN_STALE_WHILE_REVALIDATE,
    }),
  );
  // Pages and API answers go out compressed (brotli at a quality fast enough for each request);
  // the build's assets come precompressed, images and PDFs as they are. Brotli's window is 256 KB,
  // not its default 4 MB, which each response's encoder would allocate (decision 088).
  await app.register(compress, {
    encodings: ['br', 'gzip'],
    brotliOptions: {
      params: {
        [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT,
        [zlibConstants.BROTLI_PARAM_QUALITY]: 4,
        [zlibConstants.BROTLI_PARAM_LGWIN]: 18,
      },
    },
  });
  await app.register(healthRoutes, { db });

  const formRateLimit: FormRateLimit = {
    max: config.FORM_RATE_LIMIT_MAX,
    timeWindowMs: config.FORM_RATE_LIMIT_WINDOW,
    ...(redis ? { redis } : {}),
  };
  const authSecret = readAuthSecret(config);
  const staffAuth = createStaffAuth({
    db,
    secret: authSecret,
    ...(config.PUBLIC_SITE_URL ? { siteUrl: config.PUBLIC_SITE_URL } : {}),
    secureCookies: servesHttps(config),
  });
  const jobs = await createJobQueue({
    config,
    db,
    log: app.log,
    ...(metrics ? { onFailure: metrics.countJobFailure } : {}),
  });
  metrics?.watchJobs(jobs);
  await app.register(api, {
    prefix: '/api',
    jobs,
    db,
    ...(metrics ? { onCatalogueCacheLookup: metrics.countCatalogueCacheLookup } : {}),
    staffAuth,
    storageDir: config.STORAGE_DIR,
    ...(config.PUBLIC_SITE_URL ? { siteUrl: config.PUBLIC_SITE_URL } : {}),
    formRateLimit,
    // Counted across instances where Redis is there, as the forms' limit is.
    orderRateLimit: { ...DEFAULT_ORDER_RATE_LIMIT, ...(redis ? { redis } : {}) },
    signInRateLimit: { ...DEFAULT_SIGN_IN_RATE_LIMIT, ...(redis ? { redis } : {}) },
    vitals: {
      rateLimit: { ...DEFAULT_VITALS_RATE_LIMIT, ...(redis ? { redis } : {}) },
      ...(metrics ? { onBeacon: metrics.observeVitals } : {}),
    },
    mail: {
      ...(config.SMTP_URL ? { transport: createSmtpTransport(config.SMTP_URL, config.MAIL_FROM) } : {}),
      // Its own key from the auth secret: the same on every instance, and nothing else signs with it.
      linkSecret: createHmac('sha256', authSecret).update('rennfeld newsletter links').digest('base64url'),
      ...(config.CONTACT_NOTIFY_TO ? { contactNotifyTo: config.CONTACT_NOTIFY_TO } : {}),
      ...(config.ORDER_NOTIFY_TO ? { orderNotifyTo: config.ORDER_NOTIFY_TO } : {}),
      ...(metrics ? { onSendAttempt: metrics.countMailAttempt } : {}),
    },
  });
  // What pages show, for the page cache and the CDN purge: one reader, shared by callers arriving together.
  const readPageRevision = createPageRevisionReader(db);
  // What the site keeps about people is deleted when its period ends (decision 048).
  await startRetentionJob({ db, jobs, log: app.log });
  if (config.CDN_PURGE_URL) {
    const purges = await startCdnPurges({
      db,
      jobs,
      readRevision: readPageRevision,
      url: config.CDN_PURGE_URL,
      ...(config.CDN_PURGE_TOKEN ? { token: config.CDN_PURGE_TOKEN } : {}),
      log: app.log,
    });
    app.addHook('onClose', async () => purges.stop());
  }
  await app.register(discoveryRoutes, { db, ...(config.PUBLIC_SITE_URL ? { siteUrl: config.PUBLIC_SITE_URL } : {}) });

  await app.register(storagePlugin, { prefix: '/storage', storageDir: config.STORAGE_DIR });
  await app.register(adminAppPlugin, { prefix: ADMIN_APP_PREFIX, buildDir: config.ADMIN_BUILD_DIR });

  if (withWeb) {
    const sameOriginApi = !/^https?:\/\//i.test(config.PUBLIC_API_BASE);
    const pageCache =
      config.PAGE_CACHE_MB > 0 && sameOriginApi
        ? createPageCache({
            currentRevision: readPageRevision,
            maxBytes: config.PAGE_CACHE_MB * 1024 * 1024,
            maxAgeMs: PAGE_MAX_AGE_MS,
            ...(metrics ? { onOutcome: metrics.countPageCacheLookup, onStore: metrics.countPageStore } : {}),
          })
        : undefined;
    await app.register(webPlugin, {
      ...(pageCache ? { pageCache } : {}),
      buildDir: config.WEB_BUILD_DIR,
      findRedirect: (path) => findRedirect(db, path),
      getLoadContext: (request, reply) => ({
        fetch: createInProcessFetch(app, request.ip, request.id),
        apiBase: config.PUBLIC_API_BASE,
        storageBase: config.PUBLIC_STORAGE_BASE,
        vitalsSampleRate: config.VITALS_SAMPLE_RATE,
        siteUrl: config.PUBLIC_SITE_URL ?? requestOrigin(request),
        cspNonce: readCspNonce(reply.raw),
        logError: (message, error) => request.log.error({ err: error }, message),
      }),
    });
  }

  return app;
}
