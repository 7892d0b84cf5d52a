import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fresh from 'fresh';

/**
 * HTTP caching of answers kept for every visitor (catalogue answers, rendered pages): each carries
 * an ETag made once from its bytes, and browsers and proxies are asked to revalidate on every use
 * (`no-cache`). A visitor who holds the answer gets a 304 without its body; one who does not gets
 * the current content at once. A max-age would save the round trip but could show a price for as
 * long after the brand's staff changed it.
 */
const REVALIDATE_ON_EVERY_USE = 'no-cache';

/** A weak ETag of these bytes: weak, because one answer goes out in several encodings. */
export function computeEtag(bytes: Buffer | string): string {
  return `W/"${createHash('sha1').update(bytes).digest('base64url')}"`;
}

/**
 * Sets the answer's validator (and `no-cache`, unless the answer chose its own Cache-Control).
 * True when the request's If-None-Match names it: the caller then sends the 304, without a body.
 */
export function isNotModified(request: FastifyRequest, reply: FastifyReply, etag: string): boolean {
  reply.header('etag', etag);
  if (!reply.hasHeader('cache-control')) reply.header('cache-control', REVALIDATE_ON_EVERY_USE);
  if (!fresh(request.headers, { etag })) return false;
  reply.code(304);
  return true;
}
