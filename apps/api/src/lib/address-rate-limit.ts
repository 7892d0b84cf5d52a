import rateLimit, { type RateLimitPluginOptions } from '@fastify/rate-limit';
import { ErrorResponseSchema, ValidationErrorResponseSchema } from '@rennfeld/contract';
import type { FastifyInstance } from 'fastify';
import { TooManyRequestsError } from './errors.ts';

/** Requests one client address may make to one route per window. */
export interface AddressRateLimit {
  max: number;
  timeWindowMs: number;
  /** A shared store, so several server instances count together; in memory when absent. */
  redis?: RateLimitPluginOptions['redis'];
}

/** The refusals a rate-limited JSON post documents: bad JSON, too large, not JSON, invalid, too many, database away. */
export const RATE_LIMITED_POST_REFUSALS = {
  400: ErrorResponseSchema,
  413: ErrorResponseSchema,
  415: ErrorResponseSchema,
  422: ValidationErrorResponseSchema,
  429: ErrorResponseSchema,
  503: ErrorResponseSchema,
};

/**
 * Registers @fastify/rate-limit in this plugin for the routes that ask for it (`config.rateLimit`),
 * counted under `nameSpace` in Redis when given. It runs before the body is read. If the shared
 * store fails, the request goes through: a lost limit is better than a lost message or report.
 */
export async function registerAddressRateLimit(
  app: FastifyInstance,
  { redis, nameSpace }: { redis: AddressRateLimit['redis']; nameSpace: string },
): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    skipOnError: true,
    ...(redis ? { redis, nameSpace } : {}),
    errorResponseBuilder: (_request, context) =>
      new TooManyRequestsError(`Too many requests. Please try again in ${context.after}.`),
  });
}
