import { pingDatabase, type Database } from '@rennfeld/api/db';
import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';

/** A readiness check that cannot answer within this is a "not ready". */
const READINESS_TIMEOUT_MS = 2_000;

export interface HealthOptions {
  db: Kysely<Database>;
}

/**
 * For a load balancer: /healthz says the process is up (restart it if not), /readyz says it can
 * serve, i.e. the database answers (send it no traffic if not). While the server shuts down,
 * Fastify answers both with 503.
 */
export const healthRoutes: FastifyPluginAsync<HealthOptions> = async (app, { db }) => {
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('cache-control', 'no-store');
    return payload;
  });

  app.get('/healthz', async () => ({ success: true, status: 'alive' }));

  app.get('/readyz', async (request, reply) => {
    let timer: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        pingDatabase(db),
        new Promise((_resolve, reject) => {
          timer = setTimeout(() => reject(new Error('The database did not answer in time.')), READINESS_TIMEOUT_MS);
        }),
      ]);
      return { success: true, status: 'ready' };
    } catch (error) {
      request.log.warn({ reason: error instanceof Error ? error.message : String(error) }, 'not ready');
      return reply.code(503).send({ success: false, message: 'The database is not available.' });
    } finally {
      clearTimeout(timer);
    }
  });
};
