import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/** The header a request's id comes in on (from the proxy) and goes back out on. */
export const REQUEST_ID_HEADER = 'x-request-id';

/** An id that is safe to print in a log line: short, no spaces, no line breaks, no markup. */
const SAFE_REQUEST_ID = /^[\w.-]{1,64}$/;

/**
 * A request's id, which Fastify puts as `reqId` on every log line of the request: the one the
 * proxy sent (nginx's `$request_id`), so its access log and ours share it, or a new UUID.
 *
 * Taken whether or not TRUST_PROXY trusts the sender: the id only correlates log lines (it
 * grants nothing and keys no limit or cache), and the pattern keeps anything that could forge or
 * break a line out. The most a client can do with its own id is to file its requests under it.
 */
export function readRequestId(request: IncomingMessage): string {
  const sent = request.headers[REQUEST_ID_HEADER];
  return typeof sent === 'string' && SAFE_REQUEST_ID.test(sent) ? sent : randomUUID();
}
