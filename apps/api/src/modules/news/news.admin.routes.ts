import { buildNewsArticlePath } from '@rennfeld/contract/site-paths';
import { ErrorResponseSchema, ValidationErrorResponseSchema } from '@rennfeld/contract';
import {
  CONTENT_MESSAGES,
  NewsInputSchema,
  NewsRecordListQuerySchema,
  NewsRecordListSchema,
  NewsRecordSchema,
  RecordIdParamsSchema,
  UpdateNewsRequestSchema,
} from '@rennfeld/contract/staff';
import { z } from 'zod';
import { auditContentChange, moveContentPath, removeContentPath } from '../../lib/content-editing.ts';
import { ConflictError, ensureFound, InvalidFieldsError } from '../../lib/errors.ts';
import type { StaffModule } from '../../lib/plugin.ts';
import {
  deleteNewsRecord,
  findNewsRecord,
  insertNewsRecord,
  isNewsSlugTaken,
  listNewsRecords,
  updateNewsRecord,
} from './news.repository.ts';

const NOT_FOUND = 'No such news article.';
const target = (id: number) => ({ type: 'news', id });
const slugTaken = () => new InvalidFieldsError({ slug: [CONTENT_MESSAGES.slugTaken] });

/** News in the staff area: drafts, scheduled and published articles (editors and admins). */
export const newsAdminRoutes: StaffModule = async (app, { db }) => {
  app.get(
    '/news',
    {
      schema: {
        tags: ['content-admin'],
        summary: 'List news articles of every state, newest publication first',
        operationId: 'listNewsRecords',
        querystring: NewsRecordListQuerySchema,
        response: { 200: NewsRecordListSchema, 400: ErrorResponseSchema },
      },
    },
    async (request) => listNewsRecords(db, request.query),
  );

  app.get(
    '/news/:id',
    {
      schema: {
        tags: ['content-admin'],
        summary: 'One news article, as staff edit it',
        operationId: 'getNewsRecord',
        params: RecordIdParamsSchema,
        response: { 200: NewsRecordSchema, 404: ErrorResponseSchema },
      },
    },
    async (request) => ensureFound(await findNewsRecord(db, request.params.id), NOT_FOUND),
  );

  app.post(
    '/news',
    {
      schema: {
        tags: ['content-admin'],
        summary: 'Write a news article (a draft, or published now or later)',
        operationId: 'createNewsRecord',
        body: NewsInputSchema,
        response: { 201: NewsRecordSchema, 422: ValidationErrorResponseSchema },
      },
    },
    async (request, reply) => {
      const created = await db.transaction().execute(async (trx) => {
        if (await isNewsSlugTaken(trx, request.body.slug)) throw slugTaken();
        const id = await insertNewsRecord(trx, request.body);
        const record = (await findNewsRecord(trx, id))!;
        await auditContentChange(trx, request, { kind: 'created', target: target(id), before: null, after: record });
        return record;
      });
      return reply.code(201).send(created);
    },
  );

  app.put(
    '/news/:id',
    {
      schema: {
        tags: ['content-admin'],
        summary: 'Save a news article over the version it was read at',
        description:
          'Refused with 409 when someone saved it since. A published article whose slug changes keeps its old address as a 301.',
        operationId: 'updateNewsRecord',
        params: RecordIdParamsSchema,
        body: UpdateNewsRequestSchema,
        response: {
          200: NewsRecordSchema,
          404: ErrorResponseSchema,
          409: ErrorResponseSchema,
          422: ValidationErrorResponseSchema,
        },
      },
    },
    async (request) => {
      const { id } = request.params;
      const { version, ...input } = request.body;
      return db.transaction().execute(async (trx) => {
        const before = ensureFound(await findNewsRecord(trx, id), NOT_FOUND);
        if (before.version !== version) throw new ConflictError(CONTENT_MESSAGES.conflict);
        if (input.slug !== before.slug && (await isNewsSlugTaken(trx, input.slug, id))) throw slugTaken();
        if (!(await updateNewsRecord(trx, id, version, input))) throw new ConflictError(CONTENT_MESSAGES.conflict);
        if (before.status === 'published') {
          await moveContentPath(trx, buildNewsArticlePath(before.slug), buildNewsArticlePath(input.slug));
        }
        const after = (await findNewsRecord(trx, id))!;
        await auditContentChange(trx, request, { kind: 'updated', target: target(id), before, after });
        return after;
      });
    },
  );

  app.delete(
    '/news/:id',
    {
      schema: {
        tags: ['content-admin'],
        summary: 'Delete a news article',
        operationId: 'deleteNewsRecord',
        params: RecordIdParamsSchema,
        response: { 204: z.null(), 404: ErrorResponseSchema },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      await db.transaction().execute(async (trx) => {
        const before = ensureFound(await findNewsRecord(trx, id), NOT_FOUND);
        await deleteNewsRecord(trx, id);
        await removeContentPath(trx, buildNewsArticlePath(before.slug));
        await auditContentChange(trx, request, { kind: 'deleted', target: target(id), before, after: null });
      });
      return reply.code(204).send(null);
    },
  );
};
