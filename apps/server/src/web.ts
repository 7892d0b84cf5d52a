import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
// Brings in the web app's typing of AppLoadContext (fetch, apiBase, storageBase).
import type {} from '@rennfeld/web/load-context';
import { type AppLoadContext, createRequestHandler, type ServerBuild } from 'react-router';
import { negotiate } from '@fastify/accept-negotiator';
import { isNotModified, isPreviewAddress, requestOrigin, toFetchHeaders } from '@rennfeld/api';
import { isNewsletterLinkPath, localeOfPath, localizePath, pathWithoutLocale } from '@rennfeld/contract/site-paths';
import {
  failureTrackingFetch,
  isSharedPage,
  joinWithNonce,
  NONCE_PLACEHOLDER,
  type PageCache,
  type RenderedPage,
  type SharedPage,
  splitAtNonce,
} from './page-cache.ts';
import { createCriticalCss } from './critical-css.ts';
import { hydrateAfterFirstPaint } from './hydrate-after-paint.ts';
import { REQUEST_ID_HEADER } from './request-id.ts';
import { createPageMethodGate, type PageRefusal } from './page-methods.ts';
import { createPageRouteMatcher } from './page-route.ts';
import { allowInlineScriptsByHash, readCspNonce } from './security.ts';

export interface WebOptions {
  buildDir: string;
  /** What one page request's loaders and actions get (its own nonce, its client's address). */
  getLoadContext: (request: FastifyRequest, reply: FastifyReply) => AppLoadContext;
  /** Rendered pages kept for every visitor until the content changes; every GET renders without it. */
  pageCache?: PageCache;
  /** Where a page moved when staff changed its slug: an address that renders 404 answers 301 there. */
  findRedirect?: (path: string) => Promise<string | undefined>;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The React Router route id of the page asked for, or `static`; undefined outside the web app. */
    readonly pageRoute?: string;
  }
}

/** Every address the API, stored files and staff app leave: React Router matches it. */
const PAGES_ROUTE = '/*';

async function loadWebBuild(buildDir: string): Promise<ServerBuild> {
  const entry = join(buildDir, 'server/index.js');
  if (!existsSync(entry)) throw new Error(`The web app is not built: ${entry} is missing. Run "npm run build".`);
  return (await import(pathToFileURL(entry).href)) as ServerBuild;
}

/** The server-rendered React Router app and its static assets, mounted at the root. */
export const webPlugin: FastifyPluginAsync<WebOptions> = async (
  app,
  { buildDir, getLoadContext, pageCache, findRedirect },
) => {
  const build = await loadWebBuild(buildDir);
  const handle = createRequestHandler(build, process.env.NODE_ENV === 'development' ? 'development' : 'production');
  const inlineCriticalCss = createCriticalCss(join(buildDir, 'client'));

  // Which page a request asked for, by route id, or `static` for a file of the build (each is a
  // route of its own): for metrics, worked out only when they read it.
  const matchPageRoute = createPageRouteMatcher(build);
  app.decorateRequest('pageRoute', {
    getter(this: FastifyRequest) {
      return this.routeOptions.url === PAGES_ROUTE ? matchPageRoute(this.url) : 'static';
    },
  });

  const refuseUnsupported = createPageMethodGate(build, matchPageRoute);

  await app.register(fastifyStatic, {
    root: join(buildDir, 'client'),
    wildcard: false,
    index: false,
    // The build writes .br and .gz copies of every text asset (apps/web/scripts/precompress-assets.mjs).
    preCompressed: true,
    setHeaders(res, path) {
      if (path.includes(`${join(buildDir, 'client', 'assets')}`)) {
        res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
      }
    },
  });

  // Pages take form posts as raw streams: React Router's actions read the body themselves.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, payload, done) => done(null, payload));

  // Every method but OPTIONS: CORS preflights belong to @fastify/cors, not to the pages.
  app.route({
    method: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    url: PAGES_ROUTE,
    handler: async (request, reply) => {
      const refusal = refuseUnsupported(request.method, request.url, request.headers['content-type']);
      if (refusal) return sendRefusal(reply, refusal);
      // A staff preview (decision 042) may show a draft to the one browser that asked: it is never
      // kept or answered from the page cache, and no other cache may store it. Every address with
      // the marker is treated so, whoever asks: the page alone knows whether the API let it show a
      // draft, and a visitor's answer loses nothing by not being kept.
      const preview = isPreviewAddress(request.url);
      // A newsletter link's page holds its token or signature: it is never kept either.
      const keepable = !preview && !isNewsletterLinkPath(request.url);
      if (pageCache && request.method === 'GET' && keepable) {
        const { page, outcome } = await pageCache.page(pageKey(request), () => renderForEveryone(request, reply));
        if (page.status === 404 && (await redirectIfMoved(request, reply))) return reply;
        reply.header('x-page-cache', outcome);
        return isSharedPage(page) ? sendSharedPage(request, reply, page) : sendRenderedPage(reply, page);
      }
      const response = await handle(toFetchRequest(request, reply), getLoadContext(request, reply));
      if (response.status === 404 && (await redirectIfMoved(request, reply))) return reply;
      return sendFetchResponse(reply, response, preview ? PREVIEW_HEADERS : {});
    },
  });

  /** Sends a GET or HEAD of a moved page on to its new address (301); false when it did not move. */
  async function redirectIfMoved(request: FastifyRequest, reply: FastifyReply): Promise<boolean> {
    if (!findRedirect || (request.method !== 'GET' && request.method !== 'HEAD')) return false;
    const { pathname, search } = new URL(request.url, 'http://localhost');
    // Redirects are kept by the English address; a German page moves with it.
    const movedTo = await findRedirect(pathWithoutLocale(pathname));
    if (movedTo === undefined) return false;
    void reply.redirect(`${localizePath(movedTo, localeOfPath(pathname))}${search}`, 301);
    return true;
  }

  /**
   * Renders a GET as any visitor would get it: with the nonce placeholder, and not cut short when
   * this visitor goes away (others may be waiting for the same page).
   */
  async function renderForEveryone(request: FastifyRequest, reply: FastifyReply): Promise<RenderedPage> {
    const context = getLoadContext(request, reply);
    const tracked = failureTrackingFetch(context.fetch);
    const response = await handle(toFetchRequest(request), {
      ...context,
      fetch: tracked.fetch,
      cspNonce: NONCE_PLACEHOLDER,
    });
    const text = await response.text();
    const isHtml = response.headers.get('content-type')?.startsWith('text/html') ?? false;
    const body = splitAtNonce(isHtml ? hydrateAfterFirstPaint(inlineCriticalCss(text)) : text);
    const headers: RenderedPage['headers'] = [];
    // The site sets no cookies; were a page to set one, it must not reach the visitors sharing it.
    response.headers.forEach((value, name) => name !== 'set-cookie' && headers.push([name, value]));
    const complete = !tracked.failed() && !response.headers.has('set-cookie');
    return { status: response.status, headers, body, complete };
  }
};

const REFUSAL_MESSAGES = {
  405: 'This page does not take this method.',
  415: 'This page takes the fields of a form.',
};

/** A page's answer to a request it cannot take: a client's mistake, so nothing is rendered or logged as an error. */
function sendRefusal(reply: FastifyReply, refusal: PageRefusal): FastifyReply {
  if (refusal.status === 405) reply.header('allow', refusal.allow);
  return reply.code(refusal.status).type('text/plain; charset=utf-8').send(REFUSAL_MESSAGES[refusal.status]);
}

/** A page depends on its address alone (every visitor is anonymous), origin included: links are absolute. */
function pageKey(request: FastifyRequest): string {
  return `${requestOrigin(request)}${request.url}`;
}

const PRECOMPRESSED: Array<'br' | 'gzip'> = ['br', 'gzip'];

/**
 * A kept page: its bytes as kept, in the encoding the visitor takes best, its scripts allowed by
 * hash; or a 304 to a visitor who holds it already.
 */
function sendSharedPage(request: FastifyRequest, reply: FastifyReply, page: SharedPage): FastifyReply {
  reply.status(page.status);
  for (const [name, value] of page.headers) reply.header(name, value);
  allowInlineScriptsByHash(reply.raw, page.scriptHashes);
  reply.header('vary', 'accept-encoding');
  if (isNotModified(request, reply, page.etag)) return reply.send();
  const encoding = negotiate(request.headers['accept-encoding'] ?? '', PRECOMPRESSED) as
    (typeof PRECOMPRESSED)[number] | null;
  if (!encoding) return reply.send(page.identity);
  return reply.header('content-encoding', encoding).send(page[encoding]);
}

function sendRenderedPage(reply: FastifyReply, page: RenderedPage): FastifyReply {
  reply.status(page.status);
  for (const [name, value] of page.headers) reply.header(name, value);
  return reply.send(joinWithNonce(page.body, readCspNonce(reply.raw)));
}

/** The Fetch API request React Router takes; with `reply`, it is aborted when the visitor goes away. */
function toFetchRequest(request: FastifyRequest, reply?: FastifyReply): Request {
  const origin = requestOrigin(request);
  const headers = toFetchHeaders(request.headers);
  const controller = new AbortController();
  // The visitor went away before the answer was complete. (Not the request's own 'close': that
  // fires as soon as an action has read the body, which would abort every form post.)
  reply?.raw.once('close', () => {
    if (!reply.raw.writableFinished) controller.abort();
  });
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD' && request.body !== undefined;
  return new Request(new URL(request.url, origin), {
    method: request.method,
    headers,
    signal: controller.signal,
    ...(hasBody ? { body: Readable.toWeb(request.body as Readable) as ReadableStream, duplex: 'half' } : {}),
  });
}

/** What a staff preview's page carries: for this browser only, and not for search engines. */
const PREVIEW_HEADERS = { 'cache-control': 'private, no-store', 'x-robots-tag': 'noindex' };

/** Sends React Router's answer; `overrides` replace the headers of the same name it set. */
function sendFetchResponse(reply: FastifyReply, response: Response, overrides: Record<string, string>): FastifyReply {
  reply.status(response.status);
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie') reply.header(name, value);
  });
  for (const [name, value] of Object.entries(overrides)) reply.header(name, value);
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', cookies);
  if (!response.body) return reply.send();
  return reply.send(Readable.fromWeb(response.body as NodeReadableStream));
}

/**
 * A fetch that answers same-origin API paths by injecting them into this Fastify instance,
 * so server-side loaders reach the API without a network round trip. The injected request
 * carries the visitor's address, so a form an action posts counts against that visitor's rate
 * limit (not against one shared loopback address), and the page request's id, so the API's log
 * lines for it carry the page's `reqId` (an API on another host gets the id too).
 */
export function createInProcessFetch(
  app: FastifyInstance,
  remoteAddress = '127.0.0.1',
  requestId?: string,
): typeof fetch {
  return async (input, init) => {
    const request = new Request(input instanceof Request ? input : new URL(String(input), 'http://in-process'), init);
    if (requestId !== undefined) request.headers.set(REQUEST_ID_HEADER, requestId);
    const url = new URL(request.url);
    if (url.origin !== 'http://in-process') return fetch(request);
    const payload = request.body ? Buffer.from(await request.arrayBuffer()) : undefined;
    const headers: Record<string, string> = {};
    request.headers.forEach((value, name) => {
      headers[name] = value;
    });
    const response = await app.inject({
      method: request.method as 'GET',
      url: `${url.pathname}${url.search}`,
      headers,
      remoteAddress,
      ...(payload ? { payload } : {}),
    });
    const responseHeaders = toFetchHeaders(response.headers);
    const status = response.statusCode;
    const body = status === 204 || status === 304 ? null : new Uint8Array(response.rawPayload);
    return new Response(body, { status, headers: responseHeaders });
  };
}
