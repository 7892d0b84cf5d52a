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

/** `auto` writes for a terminal when one is attached and for a log collector otherwise. */
export const LOG_FORMATS = ['auto', 'json', 'pretty'] as const;
export type LogFormat = (typeof LOG_FORMATS)[number];

interface LoggerOptions {
  level: string;
  format?: LogFormat;
  /** Whether a terminal reads the output (`process.stdout.isTTY`): `auto` is pretty only then. */
  isTTY?: boolean;
  /** Where the lines go; standard output when absent. */
  destination?: DestinationStream;
}

/**
 * The process's logger: one JSON object a line, or pino-pretty's lines for a person at a
 * terminal. Both are written from the same pino instance, so redaction happens before either.
 */
export async function createLogger({
  level,
  format = 'auto',
  isTTY = false,
  destination,
}: LoggerOptions): Promise<Logger> {
  const pretty = format === 'pretty' || (format === 'auto' && isTTY);
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
    // A terminal is written to synchronously: its lines keep their order with console output.
    pretty ? await prettyDestination(destination ?? pino.destination({ dest: 1, sync: true }), isTTY) : destination,
  );
}

/**
 * Turns each line pino wrote, already redacted, into pino-pretty's text as it is written: no
 * stream pipeline that could drop the last lines at process.exit, and no worker-thread transport,
 * which the bundle would break. pino-pretty is imported only here, so production never loads it.
 */
async function prettyDestination(output: DestinationStream, isTTY: boolean): Promise<DestinationStream> {
  const { prettyFactory } = await import('pino-pretty');
  const prettify = prettyFactory({ colorize: isTTY, translateTime: 'SYS:HH:MM:ss.l', ignore: 'pid,hostname' });
  return { write: (line: string) => output.write(prettify(line)) };
}
