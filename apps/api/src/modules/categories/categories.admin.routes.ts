import { buildProductListingPath } from '@rennfeld/contract/site-paths';
import {
  CategoryInputSchema,
  CategoryRecordListQuerySchema,
  CategoryRecordListSchema,
  CategoryRecordSchema,
  CONTENT_MESSAGES,
  UpdateCategoryRequestSchema,
  type CategoryInput,
  type CategoryRecord,
} from '@rennfeld/contract/staff';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { registerContentCollection } from '../../lib/content-collection.ts';
import { ConflictError } from '../../lib/errors.ts';
import { checkNestedIds } from '../../lib/nested-records.ts';
import type { StaffModule } from '../../lib/plugin.ts';
import {
  deleteCategory,
  findCategoryRecord,
  insertCategory,
  listCategoryRecords,
  listSubCategoryIdsInUse,
  updateCategory,
} from './categories.repository.ts';

/**
 * Checks the sub-categories of a save against the category as it is: a new category has none to
 * keep, listed ids must be its own, and one that goes must hold no products.
 */
async function checkSubCategories(db: Kysely<Database>, input: CategoryInput, before: CategoryRecord | undefined) {
  checkNestedIds(
    input.subCategories,
    before?.subCategories.map((sub) => sub.id) ?? [],
    'subCategories',
    'This sub-category belongs to another category.',
  );
  if (!before) return;

  const keptIds = new Set(input.subCategories.map((sub) => sub.id));
  const inUse = await listSubCategoryIdsInUse(db, before.id);
  const removedInUse = before.subCategories.find((sub) => !keptIds.has(sub.id) && inUse.has(sub.id));
  if (removedInUse) throw new ConflictError(CONTENT_MESSAGES.subCategoryHasProducts(removedInUse.name));
}

/** Categories and their sub-categories in the staff area (editors and admins). */
export const categoriesAdminRoutes: StaffModule = async (app, { db }) => {
  registerContentCollection(app, db, {
    path: 'categories',
    auditType: 'category',
    operationNoun: 'Category',
    label: {
      singular: 'category with its sub-categories',
      plural: 'categories with their sub-categories and product counts',
    },
    notFound: 'No such category.',
    schemas: {
      input: CategoryInputSchema,
      update: UpdateCategoryRequestSchema,
      record: CategoryRecordSchema,
      listQuery: CategoryRecordListQuerySchema,
      list: CategoryRecordListSchema,
    },
    list: listCategoryRecords,
    find: findCategoryRecord,
    insert: insertCategory,
    update: updateCategory,
    remove: deleteCategory,
    slugTable: 'categories',
    checkSave: checkSubCategories,
    async checkDelete(_db, before) {
      if (before.productCount > 0) throw new ConflictError(CONTENT_MESSAGES.categoryHasProducts(before.productCount));
    },
    // The category's listing and each sub-category's, by the sub-category's id.
    publicPaths: (record) =>
      new Map([
        ['category', buildProductListingPath(record.slug)],
        ...record.subCategories.map((sub): [string, string] => [
          `sub-category ${sub.id}`,
          buildProductListingPath(record.slug, sub.slug),
        ]),
      ]),
  });
};
