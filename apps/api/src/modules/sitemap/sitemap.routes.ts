import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { SitemapProductPartParamsSchema } from '@rennfeld/contract';
import type { ModuleOptions } from '../../lib/plugin.ts';
import { isDatabaseUnavailable, SERVICE_UNAVAILABLE_MESSAGE } from '../../lib/errors.ts';
import { requestOrigin } from '../../lib/origin.ts';
import { pagesPerFile, renderRobotsTxt, renderSitemapIndex, renderUrlSet, SITEMAP_MAX_URLS } from './sitemap-xml.ts';
import { countProducts, listProductEntries, listSitePageEntries } from './sitemap.repository.ts';

export interface DiscoveryOptions extends ModuleOptions {
  /** The site's public origin; without it, the origin each request was addressed to. */
  siteUrl?: string;
  /** Addresses per sitemap file: the protocol's 50 000 unless a test wants fewer. */
  maxUrlsPerFile?: number;
}

const XML = 'application/xml; charset=utf-8';
/** Crawlers may keep an answer a few minutes; the content is read from the database every time. */
const CACHE_CONTROL = 'public, max-age=300';

/**
 * `/robots.txt` and `/sitemap.xml`, mounted at the site's root: read from the database on every
 * request, so they are never stale. Every page is listed in both languages. Up to 50 000 addresses
 * the sitemap is one file; beyond, it is an index of a pages file and product files of 50 000 each.
 */
export const discoveryRoutes: FastifyPluginAsync<DiscoveryOptions> = async (
  app,
  { db, siteUrl, maxUrlsPerFile = SITEMAP_MAX_URLS },
) => {
  const originOf = (request: FastifyRequest) => siteUrl ?? requestOrigin(request);
  const perFile = pagesPerFile(maxUrlsPerFile);

  app.setErrorHandler((error, request, reply) => {
    if (isDatabaseUnavailable(error)) {
      return reply.code(503).header('retry-after', '5').type('text/plain').send(SERVICE_UNAVAILABLE_MESSAGE);
    }
    request.log.error({ err: error }, 'sitemap failed');
    return reply.code(500).type('text/plain').send('Internal server error.');
  });

  app.get('/robots.txt', async (request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', CACHE_CONTROL)
      .send(renderRobotsTxt(originOf(request))),
  );

  app.get('/sitemap.xml', async (request, reply) => {
    const origin = originOf(request);
    const [pages, productCount] = await Promise.all([listSitePageEntries(db), countProducts(db)]);
    reply.type(XML).header('cache-control', CACHE_CONTROL);
    if (pages.length + productCount <= perFile) {
      return renderUrlSet(origin, [...pages, ...(await listProductEntries(db, 0, productCount))]);
    }
    const productParts = Math.ceil(productCount / perFile);
    return renderSitemapIndex(origin, [
      { path: '/sitemap-pages.xml' },
      ...Array.from({ length: productParts }, (_, index) => ({ path: `/sitemap-products-${index + 1}.xml` })),
    ]);
  });

  app.get('/sitemap-pages.xml', async (request, reply) =>
    reply
      .type(XML)
      .header('cache-control', CACHE_CONTROL)
      .send(renderUrlSet(originOf(request), await listSitePageEntries(db))),
  );

  app.get('/sitemap-products-:part.xml', async (request, reply) => {
    const params = SitemapProductPartParamsSchema.safeParse(request.params);
    const offset = params.success ? (params.data.part - 1) * perFile : Number.NaN;
    const entries = Number.isNaN(offset) ? [] : await listProductEntries(db, offset, perFile);
    if (entries.length === 0) return reply.code(404).type('text/plain').send('Not found.');
    return reply
      .type(XML)
      .header('cache-control', CACHE_CONTROL)
      .send(renderUrlSet(originOf(request), entries));
  });
};
