import { ErrorResponseSchema } from '@rennfeld/contract';
import { MailListQuerySchema, MailListSchema, MailRecordSchema, RecordIdParamsSchema } from '@rennfeld/contract/staff';
import { recordAuditEvent } from '../../lib/audit-log.ts';
import { ConflictError, ensureFound } from '../../lib/errors.ts';
import { findMail, listMail, requeueFailedMail } from '../../lib/mail/mail-outbox.ts';
import type { StaffModule } from '../../lib/plugin.ts';

const MAIL_NOT_FOUND = 'No such e-mail.';

/**
 * The mail outbox in the staff area (decision 045): every e-mail the site sent or will send,
 * readable in full; one the mail server kept refusing can be sent again. Editors and admins.
 */
export const mailAdminRoutes: StaffModule = async (app, { db, mailer }) => {
  app.get(
    '/mail-outbox',
    {
      schema: {
        tags: ['inbox'],
        summary: 'List the e-mails of the outbox, newest first',
        operationId: 'listOutboxMail',
        querystring: MailListQuerySchema,
        response: { 200: MailListSchema, 400: ErrorResponseSchema },
      },
    },
    async (request) => listMail(db, request.query),
  );

  app.get(
    '/mail-outbox/:id',
    {
      schema: {
        tags: ['inbox'],
        summary: 'One e-mail of the outbox, as text and HTML',
        operationId: 'getOutboxMail',
        params: RecordIdParamsSchema,
        response: { 200: MailRecordSchema, 404: ErrorResponseSchema },
      },
    },
    async (request) => ensureFound(await findMail(db, request.params.id), MAIL_NOT_FOUND),
  );

  app.post(
    '/mail-outbox/:id/retry',
    {
      schema: {
        tags: ['inbox'],
        summary: 'Send a failed e-mail again',
        operationId: 'retryOutboxMail',
        params: RecordIdParamsSchema,
        response: { 200: MailRecordSchema, 404: ErrorResponseSchema, 409: ErrorResponseSchema },
      },
    },
    async (request) => {
      const { id } = request.params;
      const mail = ensureFound(await findMail(db, id), MAIL_NOT_FOUND);
      if (mail.status !== 'failed' || !(await requeueFailedMail(db, id, new Date()))) {
        throw new ConflictError('Only an e-mail that failed can be sent again.');
      }
      await recordAuditEvent(db, {
        actor: request.staff!,
        action: 'mail.retried',
        target: { type: 'mail', id },
        ipAddress: request.ip,
      });
      await mailer.dispatch(id);
      return ensureFound(await findMail(db, id), MAIL_NOT_FOUND);
    },
  );
};
