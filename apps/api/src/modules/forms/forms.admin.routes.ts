import { ErrorResponseSchema } from '@rennfeld/contract';
import {
  ContactMessageListQuerySchema,
  ContactMessageListSchema,
  ContactMessageSchema,
  NewsletterExportQuerySchema,
  NewsletterSubscriberListQuerySchema,
  NewsletterSubscriberListSchema,
  RecordIdParamsSchema,
  UpdateContactMessageRequestSchema,
} from '@rennfeld/contract/staff';
import { z } from 'zod';
import { recordAuditEvent } from '../../lib/audit-log.ts';
import { ensureFound } from '../../lib/errors.ts';
import type { StaffModule } from '../../lib/plugin.ts';
import {
  deleteContactMessage,
  deleteNewsletterSubscriber,
  findContactMessage,
  listAllContactMessages,
  listContactMessages,
  listNewsletterSubscribersByStatus,
  listNewsletterSubscribers,
  markContactMessageHandled,
} from './forms.repository.ts';
import { contactMessagesToCsv, subscribersToCsv } from './inbox-csv.ts';
import type { FastifyReply } from 'fastify';

const notFound = { 404: ErrorResponseSchema };
const MESSAGE_NOT_FOUND = 'No such contact message.';
const SUBSCRIBER_NOT_FOUND = 'No such subscriber.';

/** Sends a CSV export as a download named after what it holds and the day. */
function sendCsv(reply: FastifyReply, name: string, csv: string) {
  const day = new Date().toISOString().slice(0, 10);
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${name}-${day}.csv"`)
    .send(csv);
}

/** The staff inbox: contact messages and newsletter subscribers (editors and admins). */
export const formsAdminRoutes: StaffModule = async (app, { db }) => {
  app.get(
    '/contact-messages',
    {
      schema: {
        tags: ['inbox'],
        summary: 'List contact messages, newest first',
        operationId: 'listContactMessages',
        querystring: ContactMessageListQuerySchema,
        response: { 200: ContactMessageListSchema, 400: ErrorResponseSchema },
      },
    },
    async (request) => listContactMessages(db, request.query),
  );

  app.get(
    '/contact-messages/export.csv',
    {
      schema: {
        tags: ['inbox'],
        summary: 'Export every contact message as CSV',
        operationId: 'exportContactMessages',
        produces: ['text/csv'],
        response: {
          200: z
            .string()
            .describe(
              'UTF-8 CSV with a byte order mark: Received At, Name, Email Address, Phone, Subject, Message, Handled At; times in Europe/Berlin with their offset',
            ),
        },
      },
    },
    async (request, reply) => {
      const csv = contactMessagesToCsv(await listAllContactMessages(db));
      await recordAuditEvent(db, { actor: request.staff!, action: 'contact-messages.exported', ipAddress: request.ip });
      return sendCsv(reply, 'contact-messages', csv);
    },
  );

  app.get(
    '/contact-messages/:id',
    {
      schema: {
        tags: ['inbox'],
        summary: 'One contact message',
        operationId: 'getContactMessage',
        params: RecordIdParamsSchema,
        response: { 200: ContactMessageSchema, ...notFound },
      },
    },
    async (request) => ensureFound(await findContactMessage(db, request.params.id), MESSAGE_NOT_FOUND),
  );

  app.patch(
    '/contact-messages/:id',
    {
      schema: {
        tags: ['inbox'],
        summary: 'Mark a contact message handled or not',
        operationId: 'updateContactMessage',
        params: RecordIdParamsSchema,
        body: UpdateContactMessageRequestSchema,
        response: { 200: ContactMessageSchema, ...notFound },
      },
    },
    async (request) => {
      const { id } = request.params;
      const message = ensureFound(await markContactMessageHandled(db, id, request.body.handled), MESSAGE_NOT_FOUND);
      await recordAuditEvent(db, {
        actor: request.staff!,
        action: request.body.handled ? 'contact-message.handled' : 'contact-message.unhandled',
        target: { type: 'contact-message', id },
        ipAddress: request.ip,
      });
      return message;
    },
  );

  app.delete(
    '/contact-messages/:id',
    {
      schema: {
        tags: ['inbox'],
        summary: 'Delete a contact message for good',
        operationId: 'deleteContactMessage',
        params: RecordIdParamsSchema,
        response: { 204: z.null(), ...notFound },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      ensureFound((await deleteContactMessage(db, id)) || undefined, MESSAGE_NOT_FOUND);
      await recordAuditEvent(db, {
        actor: request.staff!,
        action: 'contact-message.deleted',
        target: { type: 'contact-message', id },
        ipAddress: request.ip,
      });
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/newsletter-subscribers',
    {
      schema: {
        tags: ['inbox'],
        summary: 'List newsletter subscribers, newest first',
        operationId: 'listNewsletterSubscribers',
        querystring: NewsletterSubscriberListQuerySchema,
        response: { 200: NewsletterSubscriberListSchema, 400: ErrorResponseSchema },
      },
    },
    async (request) => listNewsletterSubscribers(db, request.query),
  );

  app.get(
    '/newsletter-subscribers/export.csv',
    {
      schema: {
        tags: ['inbox'],
        summary: 'Export the newsletter subscribers in one state (confirmed unless asked) as CSV',
        operationId: 'exportNewsletterSubscribers',
        produces: ['text/csv'],
        querystring: NewsletterExportQuerySchema,
        response: {
          200: z
            .string()
            .describe(
              'UTF-8 CSV with a byte order mark: Email Address, Name, Subscribed At, Status, Unsubscribed At; times in Europe/Berlin with their offset',
            ),
          400: ErrorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const { status } = request.query;
      const csv = subscribersToCsv(await listNewsletterSubscribersByStatus(db, status));
      await recordAuditEvent(db, {
        actor: request.staff!,
        action: 'newsletter-subscribers.exported',
        target: { type: 'newsletter-status', id: status },
        ipAddress: request.ip,
      });
      return sendCsv(reply, `newsletter-subscribers-${status}`, csv);
    },
  );

  app.delete(
    '/newsletter-subscribers/:id',
    {
      schema: {
        tags: ['inbox'],
        summary: 'Delete a newsletter subscriber for good',
        operationId: 'deleteNewsletterSubscriber',
        params: RecordIdParamsSchema,
        response: { 204: z.null(), ...notFound },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      ensureFound((await deleteNewsletterSubscriber(db, id)) || undefined, SUBSCRIBER_NOT_FOUND);
      await recordAuditEvent(db, {
        actor: request.staff!,
        action: 'newsletter-subscriber.deleted',
        target: { type: 'newsletter-subscriber', id },
        ipAddress: request.ip,
      });
      return reply.code(204).send(null);
    },
  );
};
