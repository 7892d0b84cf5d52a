import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import FindMyWay, { type HTTPMethod } from 'find-my-way';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { FORM_MESSAGES, type ErrorResponse, type ValidationErrorResponse } from '@rennfeld/contract';

/** Thrown by handlers for a missing resource; the error handler answers 404 with its message. */
class NotFoundError extends Error {
  readonly statusCode = 404;
}

/** Thrown by a rate limit's error builder; the error handler answers 429 with its message. */
export class TooManyRequestsError extends Error {
  readonly statusCode = 429;
}

/**
 * Thrown when a save would overwrite another one (a stale version) or break a rule only the
 * database knows (a slug in use, a category that still holds products): 409 with its message.
 */
export class ConflictError extends Error {
  readonly statusCode = 409;
}

/** Thrown for an upload over its size limit: 413 with its message. */
export class PayloadTooLargeError extends Error {
  readonly statusCode = 413;
}

/** Thrown for an upload whose bytes are not a type the route takes: 415 with its message. */
export class UnsupportedMediaTypeError extends Error {
  readonly statusCode = 415;
}

/** Thrown when a field breaks a rule only the database knows (a slug in use): 422, by field. */
export class InvalidFieldsError extends Error {
  readonly statusCode = 422;
  constructor(readonly errors: Record<string, string[]>) {
    super(Object.values(errors)[0]?.[0] ?? FORM_MESSAGES.validationFailed);
  }
}

/** Turns "missing" into a 404 in one line: `const news = ensureFound(await findNews(db, slug), 'News not found.')`. */
export function ensureFound<T>(value: T | undefined | null, message: string): T {
  if (value === undefined || value === null) throw new NotFoundError(message);
  return value;
}

/** What a visitor's page or form reads while the database cannot be reached. */
export const SERVICE_UNAVAILABLE_MESSAGE = 'The service is temporarily unavailable. Please try again in a moment.';

/**
 * Failures that say the database is away rather than that the request is wrong: socket errors of
 * the PostgreSQL driver, PostgreSQL's connection and shutdown states, and SQLite's open, I/O, lock
 * and full-disk errors. They answer 503, so a page shows its SPEC §8 message and a load balancer
 * reads "try again", and the next request tries the database again.
 */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
  // PostgreSQL SQLSTATE: connection exceptions (class 08), shutdown and start-up (57P01-57P03),
  // too many connections.
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
  '57P01',
  '57P02',
  '57P03',
  '53300',
]);
const SQLITE_UNAVAILABLE = /^SQLITE_(CANTOPEN|IOERR|BUSY|LOCKED|FULL|READONLY|NOTADB|CORRUPT)/;
/** The pg driver's own connection failures carry no code. */
const POSTGRES_CONNECTION_MESSAGE =
  /^Connection terminated|timeout exceeded when trying to connect|connection error and is not queryable/i;

export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!(error instanceof Error) || depth > 5) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (UNAVAILABLE_CODES.has(code) || SQLITE_UNAVAILABLE.test(code))) return true;
  if (POSTGRES_CONNECTION_MESSAGE.test(error.message)) return true;
  if (error instanceof AggregateError && error.errors.some((inner) => isDatabaseUnavailable(inner, depth + 1))) {
    return true;
  }
  return isDatabaseUnavailable(error.cause, depth + 1);
}

/**
 * One error shape for the whole API. Client errors pass their message through; server errors
 * are logged with the request and masked; an unreachable database answers 503.
 */
export function registerErrorHandlers(app: FastifyInstance): ClaimUnknownAddresses {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (isDatabaseUnavailable(error)) {
      // The code and message only: a database error's detail can quote the row (an e-mail address).
      request.log.warn({ code: error.code, reason: error.message }, 'database unavailable');
      return reply.code(503).header('retry-after', '5').send(buildErrorBody(SERVICE_UNAVAILABLE_MESSAGE));
    }

    if (hasZodFastifySchemaValidationErrors(error)) {
      if (error.validationContext === 'body') {
        const errors: Record<string, string[]> = {};
        for (const issue of error.validation) {
          const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || '_';
          (errors[field] ??= []).push(issue.message ?? 'Invalid value.');
        }
        const first = Object.values(errors)[0]?.[0];
        const body: ValidationErrorResponse = {
          success: false,
          message: first ?? FORM_MESSAGES.validationFailed,
          errors,
        };
        return reply.code(422).send(body);
      }
      if (error.validationContext === 'params') {
        return reply.code(404).send(buildErrorBody('Not found.'));
      }
      const message = error.validation[0]?.message ?? 'Invalid request.';
      return reply.code(400).send(buildErrorBody(message));
    }

    if (error instanceof InvalidFieldsError) {
      const body: ValidationErrorResponse = { success: false, message: error.message, errors: error.errors };
      return reply.code(422).send(body);
    }

    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.code(status).send(buildErrorBody('Internal server error.'));
    }
    return reply.code(status).send(buildErrorBody(clientMessage(error)));
  });

  const allowedMethods = trackAllowedMethods(app);
  const answerUnknownAddress: UnknownAddressHandler = (request, reply) => {
    const allowed = allowedMethods(request.url);
    if (allowed.length === 0) return reply.code(404).send(buildErrorBody('Not found.'));
    // A known path asked with another method: HTTP's 405, with the methods it takes.
    return reply
      .code(405)
      .header('allow', allowed.join(', '))
      .send(buildErrorBody(`This address takes ${allowed.join(', ')}.`));
  };
  app.setNotFoundHandler(answerUnknownAddress);
  return async (scope) => {
    await scope.register(async (unknown) => {
      // The refusal does not depend on the body: none is read, so no content type is refused first.
      unknown.removeAllContentTypeParsers();
      unknown.addContentTypeParser('*', (_request, _payload, done) => done(null));
      unknown.all('/*', { schema: { hide: true }, config: { unknownAddress: true } }, answerUnknownAddress);
    });
  };
}

/** Answers an address no route takes: 405 with Allow when another method would be taken, else 404. */
type UnknownAddressHandler = (request: FastifyRequest, reply: FastifyReply) => FastifyReply;

/** Claims every other address under a scope's prefix with the same answer as an unknown address. */
type ClaimUnknownAddresses = (scope: FastifyInstance) => Promise<void>;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A catch-all route: the methods it takes are no address's own. */
    unknownAddress?: boolean;
  }
}

/** Allow lists the methods in the order they are usually written: reads, then writes. */
const METHOD_ORDER: readonly string[] = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'];
const methodRank = (method: string) =>
  METHOD_ORDER.includes(method) ? METHOD_ORDER.indexOf(method) : METHOD_ORDER.length;

/** The methods each address of the API takes, from its routes as they are registered (Fastify's own router). */
function trackAllowedMethods(app: FastifyInstance): (url: string) => HTTPMethod[] {
  const router = FindMyWay({ ignoreTrailingSlash: true });
  const methods = new Set<HTTPMethod>();
  app.addHook('onRoute', ({ method, url, config }) => {
    if (config?.unknownAddress) return;
    for (const one of [method].flat().map((name) => name.toUpperCase() as HTTPMethod)) {
      if (one === 'OPTIONS' || router.hasRoute(one, url)) continue;
      router.on(one, url, () => undefined);
      methods.add(one);
    }
  });
  return (url) => {
    const path = url.split('?', 1)[0]!;
    return [...methods]
      .filter((method) => router.find(method, path) !== null)
      .sort((a, b) => methodRank(a) - methodRank(b));
  };
}

function clientMessage(error: FastifyError): string {
  if (error instanceof SyntaxError) return 'The request body is not valid JSON.';
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'The request body is not valid JSON.';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'The request body is too large.';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'The request body must be JSON (Content-Type: application/json).';
    default:
      return error.message;
  }
}

export function buildErrorBody(message: string): ErrorResponse {
  return { success: false, message };
}
