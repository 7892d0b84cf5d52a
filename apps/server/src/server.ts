import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { createDatabase, migrateToLatest, withStartupLock } from '@rennfeld/api/db';
import { Redis } from 'ioredis';
import { buildServer } from './app.ts';
import { loadConfig } from './config.ts';
import { ensureDemoContent, writeDemoMediaInChild } from './demo-content.ts';
import { createLogger } from './logger.ts';
import { createServerMetrics, METRICS_PATH, serveMetrics } from './metrics.ts';
import { shutDown, trackRequests } from './shutdown.ts';

/** The process: configuration, logger, database, migrations, demo content, listen, graceful close. */
async function main(): Promise<void> {
  const config = loadConfig();
  const logger = await createLogger({
    level: config.LOG_LEVEL,
    format: config.LOG_FORMAT,
    isTTY: process.stdout.isTTY === true,
  });
  const { db, dialect } = createDatabase({
    url: config.DATABASE_URL,
    poolSize: config.DATABASE_POOL_SIZE,
    onConnectionError: (error) => logger.warn({ reason: error.message }, 'a database connection broke'),
  });

  const redis = config.REDIS_URL
    ? // Fail a command at once rather than queue it while Redis is away: the rate limit then lets
      // the post through (see the forms module) instead of holding it.
      new Redis(config.REDIS_URL, { enableOfflineQueue: false, maxRetriesPerRequest: 1, connectTimeout: 2_000 })
    : undefined;
  redis?.on('error', (error: Error) => logger.warn({ reason: error.message }, 'redis unavailable'));

  // Counted only when served: on a port of their own, or on this one behind the token.
  const servesMetrics = config.METRICS_PORT !== undefined || config.METRICS_TOKEN !== undefined;
  const metrics = servesMetrics ? createServerMetrics(db) : undefined;

  // Instances started together on one database migrate and seed it once, and set up one at a time:
  // pg-boss creates its tables and each queue's partition when it first starts, and two instances
  // doing that at the same moment can deadlock.
  const app = await withStartupLock(db, async () => {
    const migrations = await migrateToLatest(db);
    for (const result of migrations.results ?? []) {
      logger.info({ migration: result.migrationName }, 'migration applied');
    }
    if (config.SEED_DEMO_CONTENT) {
      // The demo media script is built beside this bundle (build.mjs).
      const mediaScript = fileURLToPath(new URL('./demo-media.js', import.meta.url));
      await ensureDemoContent(db, config.STORAGE_DIR, logger, writeDemoMediaInChild(mediaScript));
    }
    return buildServer({ config, db, redis, loggerInstance: logger, ...(metrics ? { metrics } : {}) });
  });
  const tracker = trackRequests(app.server);
  const metricsServer =
    metrics && config.METRICS_PORT !== undefined
      ? await serveMetrics(metrics, { host: config.HOST, port: config.METRICS_PORT, token: config.METRICS_TOKEN })
      : undefined;
  const address = await app.listen({ port: config.PORT, host: config.HOST });
  if (metricsServer) {
    const { port } = metricsServer.address() as AddressInfo;
    logger.info(`metrics at http://${config.HOST}:${port}${METRICS_PATH} (never expose this port)`);
  }
  logger.info({ dialect }, `Rennfeld is ready at ${address.replace('0.0.0.0', '127.0.0.1')}`);
  console.log(`Rennfeld is ready at ${address}`);

  let closing = false;
  const close = (signal: string) => {
    if (closing) return;
    closing = true;
    logger.info({ signal, inFlight: tracker.inFlight }, 'shutting down: no new connections, finishing requests');
    setTimeout(() => {
      logger.error({ inFlight: tracker.inFlight }, `requests still in flight after ${config.SHUTDOWN_TIMEOUT} ms`);
      process.exit(1);
    }, config.SHUTDOWN_TIMEOUT).unref();
    shutDown({
      app,
      tracker,
      resources: [
        () => db.destroy(),
        async () => redis?.quit().catch(() => redis.disconnect()),
        async () => metricsServer && new Promise((resolve) => metricsServer.close(resolve)),
      ],
    }).then(
      () => {
        logger.info('shut down cleanly');
        process.exit(0);
      },
      (error: unknown) => {
        logger.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => close('SIGTERM'));
  process.on('SIGINT', () => close('SIGINT'));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
