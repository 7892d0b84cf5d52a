import type { Server } from 'node:http';
import type { FastifyInstance } from 'fastify';

export interface RequestTracker {
  /** Requests received on the socket and not yet answered (or abandoned by their client). */
  readonly inFlight: number;
  /** Stops accepting connections and resolves when every request in flight has its answer. */
  drain(): Promise<void>;
}

/**
 * Counts the requests in flight on the listening server. Fastify's own close() answers 503 to
 * anything that reaches a route once it has begun, including the in-process API calls a page
 * still in flight makes (a form's action posting the message), so the process drains first and
 * closes Fastify only when nothing is left to answer.
 */
export function trackRequests(server: Server): RequestTracker {
  let inFlight = 0;
  let draining = false;
  let whenIdle: (() => void) | undefined;

  server.on('request', (_request, response) => {
    inFlight += 1;
    // While draining, a request that arrived on a kept-alive connection is the last one on it.
    if (draining && !response.headersSent) response.setHeader('connection', 'close');
    response.once('close', () => {
      inFlight -= 1;
      if (inFlight === 0) whenIdle?.();
    });
  });

  return {
    get inFlight() {
      return inFlight;
    },
    drain() {
      draining = true;
      server.close();
      server.closeIdleConnections();
      if (inFlight === 0) return Promise.resolve();
      return new Promise((resolve) => {
        whenIdle = resolve;
      });
    },
  };
}

export interface ShutdownOptions {
  app: FastifyInstance;
  tracker: RequestTracker;
  /** What else the process holds open: the database, the Redis client. Closed after the server. */
  resources: Array<() => Promise<unknown>>;
}

/**
 * Graceful shutdown: stop accepting connections, let every request in flight finish, close the
 * server (idle sockets dropped), then the database and the rest. The caller bounds it in time.
 */
export async function shutDown({ app, tracker, resources }: ShutdownOptions): Promise<void> {
  await tracker.drain();
  app.server.closeAllConnections();
  await app.close();
  for (const close of resources) await close();
}
