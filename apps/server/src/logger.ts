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

export function createLogger(level: string, destination?: DestinationStream): Logger {
  return pino({ level, redact: { paths: LOG_REDACT_PATHS, censor: '[redacted]' } }, destination);
}
