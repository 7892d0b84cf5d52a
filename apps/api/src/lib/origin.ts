import type { AddressInfo } from 'node:net';
import type { FastifyRequest } from 'fastify';

/**
 * The origin of the address a server listens on (`http://127.0.0.1:3000`, `http://[::1]:3000`).
 * An address for every interface names this machine's loopback: a link to 0.0.0.0 leads nowhere.
 */
export function originOf(address: AddressInfo | string | null): string {
  if (address === null || typeof address === 'string') return 'http://127.0.0.1';
  const host =
    address.address === '0.0.0.0' || address.address === '::'
      ? '127.0.0.1'
      : address.family === 'IPv6'
        ? `[${address.address}]`
        : address.address;
  return `http://${host}:${address.port}`;
}

/** The origin a request was addressed to, by the proxy's X-Forwarded-* when TRUST_PROXY allows. */
export function requestOrigin(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

/** Node's headers (a request's, or an injected answer's) as the Fetch API's `Headers`. */
export function toFetchHeaders(nodeHeaders: Record<string, string | string[] | number | undefined>): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(nodeHeaders)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, String(item));
  }
  return headers;
}
