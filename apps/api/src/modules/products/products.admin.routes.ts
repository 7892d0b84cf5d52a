import { buildProductPath } from '@rennfeld/contract/site-paths';
import {
  CONTENT_MESSAGES,
  ProductInputSchema,
  ProductRecordSchema,
  ProductSummaryListQuerySchema,
  ProductSummaryListSchema,
  UpdateProductRequestSchema,
  type ProductInput,
} from '@rennfeld/contract/staff';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { registerContentCollection } from '../../lib/content-collection.ts';
import { InvalidFieldsError } from '../../lib/errors.ts';
import type { StaffModule } from '../../lib/plugin.ts';
import { isSlugTaken } from '../../lib/slugs.ts';
import {
  deleteProduct,
  findInvalidReferences,
  findProductRecord,
  findTakenProductNumbers,
  insertProduct,
  listProductSummaries,
  updateProduct,
} from './products.repository.ts';

/** The rules of a save only the database can check, each answered next to its field (422). */
async function checkAgainstCatalogue(db: Kysely<Database>, input: ProductInput, productId?: number) {
  const errors: Record<string, string[]> = {};
  if (await isSlugTaken(db, 'products', input.slug, productId)) errors.slug = [CONTENT_MESSAGES.slugTaken];
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
export const productsAdminRoutes: StaffModule = async (app, { db, productSearch }) => {
  registerContentCollection(app, db, {
    path: 'products',
    auditType: 'product',
    operationNoun: 'Product',
    label: {
      singular: 'product with its container sizes',
      plural: 'products of every state, the most recently changed first',
    },
    notFound: 'No such product.',
    schemas: {
      input: ProductInputSchema,
      update: UpdateProductRequestSchema,
      record: ProductRecordSchema,
      listQuery: ProductSummaryListQuerySchema,
      list: ProductSummaryListSchema,
    },
    list: (db, query) => listProductSummaries(db, productSearch, query),
    find: findProductRecord,
    insert: insertProduct,
    update: updateProduct,
    remove: deleteProduct,
    checkSave: (trx, input, before) => checkAgainstCatalogue(trx, input, before?.id),
    // The product's page, while it is published.
    publicPaths: (record) => new Map(record.status === 'published' ? [['page', buildProductPath(record.slug)]] : []),
  });
};
