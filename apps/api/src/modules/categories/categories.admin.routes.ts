import { ErrorResponseSchema, ValidationErrorResponseSchema } from '@rennfeld/contract';
import { buildProductListingPath } from '@rennfeld/contract/site-paths';
import {
  CategoryInputSchema,
  CategoryRecordListQuerySchema,
  CategoryRecordListSchema,
  CategoryRecordSchema,
  CONTENT_MESSAGES,
  RecordIdParamsSchema,
  UpdateCategoryRequestSchema,
  type CategoryInput,
  type CategoryRecord,
} from '@rennfeld/contract/staff';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../../db/database.ts';
import { auditContentChange, moveContentPath, removeContentPath } from '../../lib/content-editing.ts';
import { ConflictError, ensureFound, InvalidFieldsError } from '../../lib/errors.ts';
import type { StaffModule } from '../../lib/plugin.ts';
import {
  deleteCategory,
  findCategoryRecord,
  insertCategory,
  isCategorySlugTaken,
  listCategoryRecords,
  listSubCategoryIdsInUse,
  replaceSubCategories,
  updateCategory,
} from './categories.repository.ts';

const NOT_FOUND = 'No such category.';
const target = (id: number) => ({ type: 'category', id });
const slugTaken = () => new InvalidFieldsError({ slug: [CONTENT_MESSAGES.slugTaken] });

/**
 * Checks the sub-categories of a save against the category as it is: listed ids must be its own,
 * and one that goes must hold no products.
 */
async function checkSubCategories(db: Kysely<Database>, before: CategoryRecord, input: CategoryInput) {
  const ownIds = new Set(before.subCategories.map((sub) => sub.id));
  const errors: Record<string, string[]> = {};
  input.subCategories.forEach((sub, index) => {
    if (sub.id !== undefined && !ownIds.has(sub.id)) {
      errors[`subCategories.${index}.id`] = ['This sub-category belongs to another category.'];
    }
  });
  if (Object.keys(errors).length > 0) throw new InvalidFieldsError(errors);

  const keptIds = new Set(input.subCategories.map((sub) => sub.id));
  const inUse = await listSubCategoryIdsInUse(db, before.id);
  const removedInUse = before.subCategories.find((sub) => !keptIds.has(sub.id) && inUse.has(sub.id));
  if (removedInUse) throw new ConflictError(CONTENT_MESSAGES.subCategoryHasProducts(removedInUse.name));
}

/** The listing addresses a save moves: the category's own and those of its renamed sub-categories. */
async function moveListingPaths(db: Kysely<Database>, before: CategoryRecord, after: CategoryRecord) {
  await moveContentPath(db, buildProductListingPath(before.slug), buildProductListingPath(after.slug));
  for (const sub of before.subCategories) {
    const moved = after.subCategories.find((candidate) => candidate.id === sub.id);
    const from = buildProductListingPath(before.slug, sub.slug);
    if (moved) await moveContentPath(db, from, buildProductListingPath(after.slug, moved.slug));
    else await removeContentPath(db, from);
  }
}

/** Categories and their sub-categories in the staff area (editors and admins). */
export const categoriesAdminRoutes: StaffModule = async (app, { db }) => {
  app.get(
    '/categories',
    {
      schema: {
        tags: ['content-admin'],
        summary: 'List categories with their sub-categories and product counts',
        operationId: 'listCategoryRecords',
        querystring: CategoryRecordListQuerySchema,
        response: { 200: CategoryRecordListSchema, 400: ErrorResponseSchema },
      },
    },
    async (request) => listCategoryRecords(db, request.query),
  );

  app.get(
    '/categories/:id',
    {
      schema: {
        tags: ['content-admin'],
        summary: 'One category, as staff edit it',
        operationId: 'getCategoryRecord',
        params: RecordIdParamsSchema,
        response: { 200: CategoryRecordSchema, 404: ErrorResponseSchema },
      },
    },
    async (request) => ensureFound(await findCategoryRecord(db, request.params.id), NOT_FOUND),
  );

  app.post(
    '/categories',
    {
      schema: {
        tags: ['content-admin'],
        summary: 'Add a category with its sub-categories',
        operationId: 'createCategoryRecord',
        body: CategoryInputSchema,
        response: { 201: CategoryRecordSchema, 422: ValidationErrorResponseSchema },
      },
    },
    async (request, reply) => {
      const input = request.body;
      if (input.subCategories.some((sub) => sub.id !== undefined)) {
        throw new InvalidFieldsError({ subCategories: ['A new category has no sub-categories yet to keep.'] });
      }
      const created = await db.transaction().execute(async (trx) => {
        if (await isCategorySlugTaken(trx, input.slug)) throw slugTaken();
        const id = await insertCategory(trx, input);
        await replaceSubCategories(trx, id, input.subCategories);
        const record = (await findCategoryRecord(trx, id))!;
        await auditContentChange(trx, request, { kind: 'created', target: target(id), before: null, after: record });
        return record;
      });
      return reply.code(201).send(created);
    },
  );

  app.put(
    '/categories/:id',
    {
      schema: {
        tags: ['content-admin'],
        summary: 'Save a category and its sub-categories over the version it was read at',
        description:
          'Refused with 409 when someone saved it since, or when a removed sub-category still holds products. Renamed listing addresses keep working as 301s.',
        operationId: 'updateCategoryRecord',
        params: RecordIdParamsSchema,
        body: UpdateCategoryRequestSchema,
        response: {
          200: CategoryRecordSchema,
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
        const before = ensureFound(await findCategoryRecord(trx, id), NOT_FOUND);
        if (before.version !== version) throw new ConflictError(CONTENT_MESSAGES.conflict);
        if (input.slug !== before.slug && (await isCategorySlugTaken(trx, input.slug, id))) throw slugTaken();
        await checkSubCategories(trx, before, input);
        if (!(await updateCategory(trx, id, version, input))) throw new ConflictError(CONTENT_MESSAGES.conflict);
        await replaceSubCategories(trx, id, input.subCategories);
        const after = (await findCategoryRecord(trx, id))!;
        await moveListingPaths(trx, before, after);
        await auditContentChange(trx, request, { kind: 'updated', target: target(id), before, after });
        return after;
      });
    },
  );

  app.delete(
    '/categories/:id',
    {
      schema: {
        tags: ['content-admin'],
        summary: 'Delete a category that holds no products, with its sub-categories',
        operationId: 'deleteCategoryRecord',
        params: RecordIdParamsSchema,
        response: { 204: z.null(), 404: ErrorResponseSchema, 409: ErrorResponseSchema },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      await db.transaction().execute(async (trx) => {
        const before = ensureFound(await findCategoryRecord(trx, id), NOT_FOUND);
        if (before.productCount > 0) throw new ConflictError(CONTENT_MESSAGES.categoryHasProducts(before.productCount));
        await deleteCategory(trx, id);
        await removeContentPath(trx, buildProductListingPath(before.slug));
        for (const sub of before.subCategories) {
          await removeContentPath(trx, buildProductListingPath(before.slug, sub.slug));
        }
        await auditContentChange(trx, request, { kind: 'deleted', target: target(id), before, after: null });
      });
      return reply.code(204).send(null);
    },
  );
};
