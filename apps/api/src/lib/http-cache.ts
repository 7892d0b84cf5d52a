import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fresh from 'fresh';

/**
 * HTTP caching of answers kept for every visitor (catalogue answers, rendered pages): each carries
 * an ETag made once from its bytes, and browsers are asked to revalidate on every use. A visitor
 * who holds the answer gets a 304 without its body; one who does not gets the current content at
 * once. A max-age would save the round trip but could show a price for as long after the brand's
 * staff changed it.
 */
export interface SharedCacheHeaders {
  'cache-control': string;
  /** For a CDN alone (RFC 9213), overriding Cache-Control there. */
  'cdn-cache-control'?: string;
}

/** Every cache, shared or not, revalidates on every use: the default without a CDN policy. */
const REVALIDATE_ON_EVERY_USE: SharedCacheHeaders = { 'cache-control': 'no-cache' };

declare module 'fastify' {
  interface FastifyInstance {
    /** What shared answers say to caches; the composition root sets it for a CDN (decision 054). */
    sharedCacheHeaders?: SharedCacheHeaders;
  }
}

/**
 * A CDN may keep a shared answer `maxAgeSeconds` and then serve it stale for
 * `staleWhileRevalidateSeconds` while it asks again. Browsers still revalidate on every use: the
 * stale window is in CDN-Cache-Control only, since browsers honour stale-while-revalidate too and
 * would show a page once more after it changed.
 */
export function cdnCacheHeaders({
  maxAgeSeconds,
  staleWhileRevalidateSeconds,
}: {
  maxAgeSeconds: number;
  staleWhileRevalidateSeconds: number;
}): SharedCacheHeaders {
  if (maxAgeSeconds === 0) return REVALIDATE_ON_EVERY_USE;
  return {
    'cache-control': `public, max-age=0, must-revalidate, s-maxage=${maxAgeSeconds}`,
    'cdn-cache-control': `public, max-age=${maxAgeSeconds}, stale-while-revalidate=${staleWhileRevalidateSeconds}`,
  };
}

/** A weak ETag of these bytes: weak, because one answer goes out in several encodings. */
export function computeEtag(bytes: Buffer | string): string {
  return `W/"${createHash('sha1').update(bytes).digest('base64url')}"`;
}

/**
 * Sets the answer's validator and the shared caching headers (unless the answer chose its own
 * Cache-Control). True when the request's If-None-Match names it: the caller then sends the 304,
 * without a body.
 */
export function isNotModified(request: FastifyRequest, reply: FastifyReply, etag: string): boolean {
  reply.header('etag', etag);
  if (!reply.hasHeader('cache-control'))
    reply.headers({ ...(request.server.sharedCacheHeaders ?? REVALIDATE_ON_EVERY_USE) });
  if (!fresh(request.headers, { etag })) return false;
  reply.code(304);
  return true;
}

/**
 * An `onSend` hook for public GETs that are not kept (news, concepts, company and legal answers):
 * a validator made from the bytes about to go out, and a 304 without them to a visitor who holds
 * them. Answers that chose their own Cache-Control (a staff preview's `private, no-store`) or
 * validator, and refusals, go out as they are.
 */
export async function validatePublicAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
): Promise<unknown> {
  const validatable =
    (request.method === 'GET' || request.method === 'HEAD') &&
    reply.statusCode === 200 &&
    !reply.hasHeader('etag') &&
    !reply.hasHeader('cache-control') &&
    (typeof payload === 'string' || Buffer.isBuffer(payload));
  if (!validatable || !isNotModified(request, reply, computeEtag(payload))) return payload;
  return '';
}
