import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';

export interface AdminAppOptions {
  /** apps/admin/dist: index.html and the hashed files under assets/. */
  buildDir: string;
}

/** Where the staff app is served; its base in apps/admin/vite.config.ts is the same. */
export const ADMIN_APP_PREFIX = '/admin';

const NOT_BUILT = 'The staff area is not built. Run `npm run build` (npm start does it), then reload.';

/**
 * The staff app under /admin: its hashed files for a year, and index.html for /admin and every
 * deep link (the app routes in the browser), never stored by a cache. Crawlers are told to keep
 * out. Its Content-Security-Policy is set with the others (security.ts).
 */
export const adminAppPlugin: FastifyPluginAsync<AdminAppOptions> = async (app, { buildDir }) => {
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('x-robots-tag', 'noindex');
    return payload;
  });

  const indexFile = join(buildDir, 'index.html');
  if (!existsSync(indexFile)) {
    const sendNotBuilt = (_request: unknown, reply: FastifyReply) =>
      reply.code(503).type('text/plain; charset=utf-8').send(NOT_BUILT);
    app.get('/', sendNotBuilt);
    app.get('/*', sendNotBuilt);
    return;
  }
  const indexHtml = readFileSync(indexFile);

  await app.register(fastifyStatic, {
    root: join(buildDir, 'assets'),
    prefix: '/assets/',
    decorateReply: false,
    index: false,
    immutable: true,
    maxAge: '365d',
  });
  const sendIndex = (_request: unknown, reply: FastifyReply) =>
    reply.header('cache-control', 'no-store').type('text/html; charset=utf-8').send(indexHtml);
  app.get('/', sendIndex);
  app.get('/*', sendIndex);
};
