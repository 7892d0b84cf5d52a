import pino, { type DestinationStream, type Logger } from 'pino';

/**
 * What the logs never hold: request and response bodies (the forms carry names, e-mail
 * addresses, phone numbers and messages), credentials, and a database error's `detail`, which
 * PostgreSQL fills with the offending row. Fastify's own request lines hold method, URL, host
 * and address only; nothing in the server logs a body.
 */
const LOG_REDACT_PATHS = [
  'body',
  'payload',
  'req.body',
  'res.body',
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  'email',
  'phone',
  '*.email',
  '*.phone',
  'err.detail',
  'err.cause.detail',
];

/** The query parameters that are a link's secret: a newsletter confirmation token, an unsubscribe signature. */
const SECRET_QUERY_PARAMETERS = /([?&](?:token|t)=)[^&#]*/g;

/** A request's URL as logged: its secrets replaced (the path and the rest of the query stay). */
function redactUrl(url: string): string {
  return url.replace(SECRET_QUERY_PARAMETERS, '$1[redacted]');
}

export function createLogger(level: string, destination?: DestinationStream): Logger {
  return pino(
    {
      level,
      redact: { paths: LOG_REDACT_PATHS, censor: '[redacted]' },
      // Messages that quote a URL (Fastify's "Route GET:/… not found") lose its secrets too.
      hooks: {
        logMethod(args, method) {
          method.apply(
            this,
            args.map((argument) => (typeof argument === 'string' ? redactUrl(argument) : argument)) as typeof args,
          );
        },
      },
      serializers: {
        // Fastify's request line, with a link's secret taken out of the URL.
        req: (request: {
          method?: string;
          url?: string;
          host?: string;
          ip?: string;
          socket?: { remotePort?: number };
        }) => ({
          method: request.method,
          url: request.url && redactUrl(request.url),
          host: request.host,
          remoteAddress: request.ip,
          remotePort: request.socket?.remotePort,
        }),
      },
    },
    destination,
  );
}
