import { ErrorResponseSchema, ValidationErrorResponseSchema } from '@rennfeld/contract';
import {
  CONTENT_MESSAGES,
  LegalDocumentListSchema,
  LegalDocumentParamsSchema,
  LegalDocumentRecordSchema,
  UpdateLegalDocumentRequestSchema,
} from '@rennfeld/contract/staff';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { auditContentChange } from '../../lib/content-editing.ts';
import { ConflictError, ensureFound } from '../../lib/errors.ts';
import type { StaffModule } from '../../lib/plugin.ts';
import { findLegalDocumentRecord, listLegalDocumentRecords, updateLegalDocument } from './legal.repository.ts';

const NOT_FOUND = 'No such legal document.';

/**
 * The four legal texts in the staff area (editors and admins): listed, read and saved over their
 * version. They are always there, so nobody adds or deletes one.
 */
export const legalAdminRoutes: StaffModule = async (app, { db }) => {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['content-admin'];

  routes.get(
    '/legal-documents',
    {
      schema: {
        tags,
        summary: 'List the four legal documents',
        operationId: 'listLegalDocumentRecords',
        response: { 200: LegalDocumentListSchema },
      },
    },
    async () => {
      const data = await listLegalDocumentRecords(db);
      return { data, total: data.length };
    },
  );

  routes.get(
    '/legal-documents/:id',
    {
      schema: {
        tags,
        summary: 'One legal document, as staff edit it',
        operationId: 'getLegalDocumentRecord',
        params: LegalDocumentParamsSchema,
        response: { 200: LegalDocumentRecordSchema, 404: ErrorResponseSchema },
      },
    },
    async (request) => ensureFound(await findLegalDocumentRecord(db, request.params.id), NOT_FOUND),
  );

  routes.put(
    '/legal-documents/:id',
    {
      schema: {
        tags,
        summary: 'Save a legal document over the version it was read at',
        description: 'Refused with 409 when someone saved it since.',
        operationId: 'updateLegalDocumentRecord',
        params: LegalDocumentParamsSchema,
        body: UpdateLegalDocumentRequestSchema,
        response: {
          200: LegalDocumentRecordSchema,
          404: ErrorResponseSchema,
          409: ErrorResponseSchema,
          422: ValidationErrorResponseSchema,
        },
      },
    },
    async (request) => {
      const kind = request.params.id;
      const { version, ...input } = request.body;
      return db.transaction().execute(async (trx) => {
        const before = ensureFound(await findLegalDocumentRecord(trx, kind), NOT_FOUND);
        if (before.version !== version || !(await updateLegalDocument(trx, kind, version, input))) {
          throw new ConflictError(CONTENT_MESSAGES.conflict);
        }
        const after = (await findLegalDocumentRecord(trx, kind))!;
        await auditContentChange(trx, request, {
          kind: 'updated',
          target: { type: 'legal-document', id: kind },
          before,
          after,
        });
        return after;
      });
    },
  );
};
