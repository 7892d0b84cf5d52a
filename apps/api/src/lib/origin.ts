import type { AddressInfo } from 'node:net';

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
