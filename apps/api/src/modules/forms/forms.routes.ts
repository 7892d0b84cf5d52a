import {
  ContactRequestHeadersSchema,
  ContactRequestSchema,
  ErrorResponseSchema,
  FORM_MESSAGES,
  FormSuccessResponseSchema,
  IDEMPOTENCY_KEY_HEADER,
  isHoneypotFilled,
  NEWSLETTER_MESSAGES,
  NewsletterConfirmRequestSchema,
  NewsletterRequestSchema,
  NewsletterResultResponseSchema,
  NewsletterUnsubscribeQuerySchema,
} from '@rennfeld/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  type AddressRateLimit,
  RATE_LIMITED_POST_REFUSALS,
  registerAddressRateLimit,
} from '../../lib/address-rate-limit.ts';
import { buildErrorBody } from '../../lib/errors.ts';
import { composeContactNotification } from '../../lib/mail/mail-compose.ts';
import type { Mailer } from '../../lib/mail/mail-sender.ts';
import type { ModuleOptions } from '../../lib/plugin.ts';
import { storeContactMessage } from './forms.repository.ts';
import {
  confirmNewsletter,
  signUpForNewsletter,
  unsubscribeFromNewsletter,
  type NewsletterLinks,
} from './newsletter.ts';

/** Form bodies are a few fields; anything larger is refused before it is parsed (413). */
const FORM_BODY_LIMIT = 64 * 1024;

/** Posts one client address may make to one form per window. */
export type FormRateLimit = AddressRateLimit;

/** Five posts a minute per address and form: more than a person sends, less than a script wants. */
export const DEFAULT_FORM_RATE_LIMIT: FormRateLimit = { max: 5, timeWindowMs: 60_000 };

const FORM_RATE_LIMIT_NAMESPACE = 'rennfeld:form-rate-limit:';

export interface FormsOptions extends ModuleOptions {
  rateLimit?: FormRateLimit;
  mailer: Mailer;
  /** The links e-mails carry: the public origin (read when a form is sent) and their signing secret. */
  newsletterLinks: () => NewsletterLinks;
  /** Where a new contact message is mailed to (CONTACT_NOTIFY_TO); nowhere when absent. */
  contactNotifyTo?: string;
}

export const formsRoutes: FastifyPluginAsyncZod<FormsOptions> = async (
  app,
  { db, rateLimit: { max, timeWindowMs, redis } = DEFAULT_FORM_RATE_LIMIT, mailer, newsletterLinks, contactNotifyTo },
) => {
  // Registered inside this module, so the limit covers the two form routes and nothing else. Each
  // route counts on its own (per address and form).
  await registerAddressRateLimit(app, { redis, nameSpace: FORM_RATE_LIMIT_NAMESPACE });
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
        // One answer for every address, new, pending or subscribed: it reveals nobody's subscription.
        response: { 201: FormSuccessResponseSchema, ...RATE_LIMITED_POST_REFUSALS },
      },
    },
    async (request, reply) => {
      const success = {
        success: true,
        message: `${FORM_MESSAGES.newsletterSuccess} ${FORM_MESSAGES.newsletterConfirmationSent}`,
      } as const;
      // A bot filled the hidden field: it gets the answer a person gets, and nothing is stored.
      if (isHoneypotFilled(request.body)) return reply.code(201).send(success);
      const links = newsletterLinks();
      const mailId = await db.transaction().execute((trx) => signUpForNewsletter(trx, mailer, links, request.body));
      await mailer.dispatch(mailId);
      return reply.code(201).send(success);
    },
  );

  app.post(
    '/newsletter/confirm',
    {
      bodyLimit: FORM_BODY_LIMIT,
      config: limit,
      schema: {
        tags: ['forms'],
        summary: 'Confirm a newsletter subscription with the token of its e-mail link',
        operationId: 'confirmNewsletterSubscription',
        body: NewsletterConfirmRequestSchema,
        // 410: the link expired, was used already, or never existed.
        response: { 200: NewsletterResultResponseSchema, 410: ErrorResponseSchema, ...RATE_LIMITED_POST_REFUSALS },
      },
    },
    async (request, reply) => {
      if (!(await confirmNewsletter(db, request.body.token))) {
        return reply.code(410).send(buildErrorBody(NEWSLETTER_MESSAGES.confirmLinkInvalid));
      }
      return { success: true, message: NEWSLETTER_MESSAGES.confirmed } as const;
    },
  );

  app.post(
    '/newsletter/unsubscribe',
    {
      bodyLimit: FORM_BODY_LIMIT,
      schema: {
        tags: ['forms'],
        summary: 'Unsubscribe from the newsletter through the link of one of its e-mails',
        operationId: 'unsubscribeFromNewsletter',
        querystring: NewsletterUnsubscribeQuerySchema,
        // 404: the signature does not belong to the subscription.
        response: { 200: NewsletterResultResponseSchema, 404: ErrorResponseSchema, ...RATE_LIMITED_POST_REFUSALS },
      },
    },
    async (request, reply) => {
      const { s: id, t: signature } = request.query;
      if (!(await unsubscribeFromNewsletter(db, newsletterLinks(), id, signature))) {
        return reply.code(404).send(buildErrorBody(NEWSLETTER_MESSAGES.unsubscribeLinkInvalid));
      }
      return { success: true, message: NEWSLETTER_MESSAGES.unsubscribed } as const;
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
        response: { 200: FormSuccessResponseSchema, 201: FormSuccessResponseSchema, ...RATE_LIMITED_POST_REFUSALS },
      },
    },
    async (request, reply) => {
      const success = { success: true, message: FORM_MESSAGES.contactSuccess } as const;
      if (isHoneypotFilled(request.body)) return reply.code(201).send(success);
      const storedId = await storeContactMessage(db, request.body, request.headers[IDEMPOTENCY_KEY_HEADER]);
      if (storedId !== undefined && contactNotifyTo) {
        // The message is stored: a notification that cannot be queued is logged, never the visitor's failure.
        const inboxUrl = `${newsletterLinks().siteUrl}/admin/contact-messages/${storedId}/show`;
        try {
          await mailer.dispatch(
            await mailer.queue(db, composeContactNotification(contactNotifyTo, request.body, inboxUrl)),
          );
        } catch (error) {
          request.log.error({ err: error }, 'the contact notification could not be queued');
        }
      }
      return reply.code(storedId === undefined ? 200 : 201).send(success);
    },
  );
};
