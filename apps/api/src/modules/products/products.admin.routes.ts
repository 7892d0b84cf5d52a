import { ErrorResponseSchema, ValidationErrorResponseSchema } from '@rennfeld/contract';
import { buildProductPath } from '@rennfeld/contract/site-paths';
import {
  CONTENT_MESSAGES,
  ProductInputSchema,
  ProductRecordSchema,
  ProductSummaryListQuerySchema,
  ProductSummaryListSchema,
  RecordIdParamsSchema,
  UpdateProductRequestSchema,
  type ProductInput,
} from '@rennfeld/contract/staff';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../../db/database.ts';
import { auditContentChange, moveContentPath, removeContentPath } from '../../lib/content-editing.ts';
import { ConflictError, ensureFound, InvalidFieldsError } from '../../lib/errors.ts';
import type { StaffModule } from '../../lib/plugin.ts';
import {
  deleteProduct,
  findInvalidReferences,
  findProductRecord,
  findTakenProductNumbers,
  insertProduct,
  isProductSlugTaken,
  listProductSummaries,
  updateProduct,
} from './products.repository.ts';

const NOT_FOUND = 'No such product.';
const target = (id: number) => ({ type: 'product', id });

/** The rules of a save only the database can check, each answered next to its field (422). */
async function checkAgainstCatalogue(db: Kysely<Database>, input: ProductInput, productId?: number) {
  const errors: Record<string, string[]> = {};
  if (await isProductSlugTaken(db, input.slug, productId)) errors.slug = [CONTENT_MESSAGES.slugTaken];
  const taken = await findTakenProductNumbers(
    db,
    input.variants.map((variant) => variant.productNumber),
    productId,
  );
  input.variants.forEach((variant, index) => {
    if (taken.has(variant.productNumber)) {
      errors[`variants.${index}.productNumber`] = [CONTENT_MESSAGES.productNumberTaken];
    }
  });
  for (const [field, message] of Object.entries(await findInvalidReferences(db, input))) errors[field] = [message];
  if (Object.keys(errors).length > 0) throw new InvalidFieldsError(errors);
}

/** Products and their container sizes in the staff area (editors and admins). */
export const productsAdminRoutes: StaffModule = async (app, { db }) => {
  app.get(
    '/products',
    {
      schema: {
        tags: ['content-admin'],
        summary: 'List products of every state, the most recently changed first',
        operationId: 'listProductSummaries',
        querystring: ProductSummaryListQuerySchema,
        response: { 200: ProductSummaryListSchema, 400: ErrorResponseSchema },
      },
    },
    async (request) => listProductSummaries(db, request.query),
  );

  app.get(
    '/products/:id',
    {
      schema: {
        tags: ['content-admin'],
        summary: 'One product with its container sizes, as staff edit it',
        operationId: 'getProductRecord',
        params: RecordIdParamsSchema,
        response: { 200: ProductRecordSchema, 404: ErrorResponseSchema },
      },
    },
    async (request) => ensureFound(await findProductRecord(db, request.params.id), NOT_FOUND),
  );

  app.post(
    '/products',
    {
      schema: {
        tags: ['content-admin'],
        summary: 'Add a product with its container sizes',
        operationId: 'createProductRecord',
        body: ProductInputSchema,
        response: { 201: ProductRecordSchema, 422: ValidationErrorResponseSchema },
      },
    },
    async (request, reply) => {
      const created = await db.transaction().execute(async (trx) => {
        await checkAgainstCatalogue(trx, request.body);
        const id = await insertProduct(trx, request.body);
        const record = (await findProductRecord(trx, id))!;
        await auditContentChange(trx, request, { kind: 'created', target: target(id), before: null, after: record });
        return record;
      });
      return reply.code(201).send(created);
    },
  );

  app.put(
    '/products/:id',
    {
      schema: {
        tags: ['content-admin'],
        summary: 'Save a product and its container sizes over the version it was read at',
        description:
          'Refused with 409 when someone saved it since. A published product whose slug changes keeps its old address as a 301.',
        operationId: 'updateProductRecord',
        params: RecordIdParamsSchema,
        body: UpdateProductRequestSchema,
        response: {
          200: ProductRecordSchema,
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
        const before = ensureFound(await findProductRecord(trx, id), NOT_FOUND);
        if (before.version !== version) throw new ConflictError(CONTENT_MESSAGES.conflict);
        await checkAgainstCatalogue(trx, input, id);
        if (!(await updateProduct(trx, id, version, input))) throw new ConflictError(CONTENT_MESSAGES.conflict);
        if (before.status === 'published') {
          await moveContentPath(trx, buildProductPath(before.slug), buildProductPath(input.slug));
        }
        const after = (await findProductRecord(trx, id))!;
        await auditContentChange(trx, request, { kind: 'updated', target: target(id), before, after });
        return after;
      });
    },
  );

  app.delete(
    '/products/:id',
    {
      schema: {
        tags: ['content-admin'],
        summary: 'Delete a product with its container sizes',
        operationId: 'deleteProductRecord',
        params: RecordIdParamsSchema,
        response: { 204: z.null(), 404: ErrorResponseSchema },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      await db.transaction().execute(async (trx) => {
        const before = ensureFound(await findProductRecord(trx, id), NOT_FOUND);
        await deleteProduct(trx, id);
        await removeContentPath(trx, buildProductPath(before.slug));
        await auditContentChange(trx, request, { kind: 'deleted', target: target(id), before, after: null });
      });
      return reply.code(204).send(null);
    },
  );
};
