import rateLimit, { type RateLimitPluginOptions } from '@fastify/rate-limit';
import {
  ContactRequestHeadersSchema,
  ContactRequestSchema,
  ErrorResponseSchema,
  FORM_MESSAGES,
  FormSuccessResponseSchema,
  IDEMPOTENCY_KEY_HEADER,
  isHoneypotFilled,
  NewsletterRequestSchema,
  ValidationErrorResponseSchema,
} from '@rennfeld/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { TooManyRequestsError } from '../../lib/errors.ts';
import type { ModuleOptions } from '../../lib/plugin.ts';
import { storeContactMessage, subscribeToNewsletter } from './forms.repository.ts';

/** Form bodies are a few fields; anything larger is refused before it is parsed (413). */
const FORM_BODY_LIMIT = 64 * 1024;

export interface FormRateLimit {
  /** Posts one client address may make to one form per window. */
  max: number;
  timeWindowMs: number;
  /** A shared store, so several server instances count together; in memory when absent. */
  redis?: RateLimitPluginOptions['redis'];
}

/** Five posts a minute per address and form: more than a person sends, less than a script wants. */
export const DEFAULT_FORM_RATE_LIMIT: FormRateLimit = { max: 5, timeWindowMs: 60_000 };

const FORM_RATE_LIMIT_NAMESPACE = 'rennfeld:form-rate-limit:';

export interface FormsOptions extends ModuleOptions {
  rateLimit?: FormRateLimit;
}

const errorResponses = {
  400: ErrorResponseSchema,
  413: ErrorResponseSchema,
  415: ErrorResponseSchema,
  422: ValidationErrorResponseSchema,
  429: ErrorResponseSchema,
  503: ErrorResponseSchema,
};

export const formsRoutes: FastifyPluginAsyncZod<FormsOptions> = async (
  app,
  { db, rateLimit: { max, timeWindowMs, redis } = DEFAULT_FORM_RATE_LIMIT },
) => {
  // Registered inside this module, so the limit covers the two form routes and nothing else. Each
  // route counts on its own (per address and form). The limit runs before the body is read. If
  // the shared store fails, the post goes through: a lost limit is better than a lost message.
  await app.register(rateLimit, {
    global: false,
    skipOnError: true,
    ...(redis ? { redis, nameSpace: FORM_RATE_LIMIT_NAMESPACE } : {}),
    errorResponseBuilder: (_request, context) =>
      new TooManyRequestsError(`Too many requests. Please try again in ${context.after}.`),
  });
  const limit = { rateLimit: { max, timeWindow: timeWindowMs } };

  app.post(
    '/newsletter-store',
    {
      bodyLimit: FORM_BODY_LIMIT,
      config: limit,
      schema: {
        tags: ['forms'],
        summary: 'Subscribe an e-mail address to the newsletter',
        operationId: 'subscribeToNewsletter',
        body: NewsletterRequestSchema,
        // 201 for a new subscription, 200 with the same body for an e-mail already subscribed,
        // so the answer does not reveal who is on the list.
        response: { 200: FormSuccessResponseSchema, 201: FormSuccessResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const success = { success: true, message: FORM_MESSAGES.newsletterSuccess } as const;
      // A bot filled the hidden field: it gets the answer a person gets, and nothing is stored.
      if (isHoneypotFilled(request.body)) return reply.code(201).send(success);
      const created = await subscribeToNewsletter(db, request.body);
      return reply.code(created ? 201 : 200).send(success);
    },
  );

  app.post(
    '/contact-store',
    {
      bodyLimit: FORM_BODY_LIMIT,
      config: limit,
      schema: {
        tags: ['forms'],
        summary: 'Send a message through the contact form',
        operationId: 'sendContactMessage',
        headers: ContactRequestHeadersSchema,
        body: ContactRequestSchema,
        // 201 when stored, 200 with the same body when a message with this Idempotency-Key was.
        response: { 200: FormSuccessResponseSchema, 201: FormSuccessResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const success = { success: true, message: FORM_MESSAGES.contactSuccess } as const;
      if (isHoneypotFilled(request.body)) return reply.code(201).send(success);
      const stored = await storeContactMessage(db, request.body, request.headers[IDEMPOTENCY_KEY_HEADER]);
      return reply.code(stored ? 201 : 200).send(success);
    },
  );
};
