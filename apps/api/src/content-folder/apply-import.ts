import type { Kysely } from 'kysely';
import {
  buildConceptCategoryPath,
  buildNewsArticlePath,
  buildProductListingPath,
  buildProductPath,
} from '@rennfeld/contract';
import {
  CONTENT_FOLDER_FILES as FILES,
  FILTER_VOCABULARIES,
  type FilterVocabulary,
} from '@rennfeld/contract/content-folder';
import {
  FILTER_OPTION_RESOURCES,
  type FilterOptionResource,
  type ProductDocumentInput,
} from '@rennfeld/contract/staff';
import type { Database } from '../db/database.ts';
import { removeContentPath } from '../lib/content-editing.ts';
import {
  deleteCategory,
  findCategoryRecord,
  insertCategory,
  updateCategory,
} from '../modules/categories/categories.repository.ts';
import {
  aboutBlockRecords,
  catalogueRecords,
  partnershipRecords,
  teamMemberRecords,
  updateCompanyDetails,
} from '../modules/company/company.repository.ts';
import {
  deleteConceptCategory,
  insertConceptCategory,
  updateConceptCategory,
} from '../modules/concepts/concepts.repository.ts';
import { insertLegalDocument, updateLegalDocument } from '../modules/legal/legal.repository.ts';
import { updateShopSettings } from '../modules/orders/shop-settings.repository.ts';
import { deleteNewsRecord, insertNewsRecord, updateNewsRecord } from '../modules/news/news.repository.ts';
import {
  deleteFilterOption,
  insertApproval,
  insertContainerSize,
  insertFilterOption,
  insertManufacturer,
  updateApproval,
  updateContainerSize,
  updateFilterOption,
  updateManufacturer,
} from '../modules/products/filter-options.repository.ts';
import {
  clearProductVariants,
  deleteProduct,
  insertProduct,
  refreshProductSearchText,
  updateProduct,
} from '../modules/products/products.repository.ts';
import { VOCABULARY_TABLES } from './content-folder.repository.ts';
import { ContentFolderProblems } from './folder-files.ts';
import type { CollectionPlan, ImportPlan } from './plan-import.ts';

// Writes an import plan through the modules' own repositories, so a record from a folder is stored
// exactly as a staff save stores it: sanitised rich text, derived search text and lowest price,
// a raised version. The caller runs it in one transaction: all of it lands, or none.

type Db = Kysely<Database>;

const VOCABULARY_RESOURCES = {
  brands: 'brands',
  manufacturers: 'manufacturers',
  viscosities: 'viscosities',
  specificationAreas: 'specification-areas',
  containerSizes: 'container-sizes',
  approvals: 'approvals',
} as const satisfies Record<FilterVocabulary, FilterOptionResource>;

/** A record saved by someone else between reading and writing: the import stops, nothing lands. */
function savedMeanwhile(file: string, key: string): ContentFolderProblems {
  return new ContentFolderProblems([
    { file, message: `${key} was changed in the database while importing. Run the import again.` },
  ]);
}

async function saveAll<Next, Current extends { id: number; version: number }>(
  plan: CollectionPlan<Next, Current> | undefined,
  file: string,
  keyOf: (record: Next) => string,
  write: {
    insert(next: Next, position: number): Promise<unknown>;
    update(current: Current, next: Next, position: number): Promise<boolean>;
  },
): Promise<void> {
  for (const { next, position, current } of plan?.updated ?? []) {
    if (!(await write.update(current, next, position))) throw savedMeanwhile(file, keyOf(next));
  }
  for (const { next, position } of plan?.added ?? []) await write.insert(next, position);
}

/** A list kept whole by one repository (the company pages): saved, added, and removed when pruned. */
async function replaceList<Next extends object, Current extends { id: number; version: number }>(
  db: Db,
  plan: CollectionPlan<Next, Current> | undefined,
  file: string,
  keyOf: (record: Next) => string,
  records: {
    insert(db: Db, input: Next & { position: number }): Promise<number>;
    update(db: Db, id: number, version: number, input: Next & { position: number }): Promise<boolean>;
    remove(db: Db, id: number): Promise<void>;
  },
): Promise<void> {
  await saveAll(plan, file, keyOf, {
    insert: (next, position) => records.insert(db, { ...next, position }),
    update: (current, next, position) => records.update(db, current.id, current.version, { ...next, position }),
  });
  for (const record of plan?.removed ?? []) await records.remove(db, record.id);
}

/** Ids by slug, of what is stored and what the import added so far. */
async function idsOf(
  db: Db,
  table: 'categories' | (typeof VOCABULARY_TABLES)[FilterVocabulary],
): Promise<Map<string, number>> {
  const rows = await db.selectFrom(table).select(['id', 'slug']).execute();
  return new Map(rows.map((row) => [row.slug, row.id]));
}

async function applyFilters(db: Db, plan: ImportPlan): Promise<void> {
  for (const vocabulary of FILTER_VOCABULARIES) {
    if (vocabulary === 'containerSizes' || vocabulary === 'manufacturers' || vocabulary === 'approvals') continue;
    const resource = VOCABULARY_RESOURCES[vocabulary];
    const group = FILTER_OPTION_RESOURCES[resource];
    await saveAll(plan.filters[vocabulary], FILES.filters, (option) => option.slug, {
      insert: (next, position) => insertFilterOption(db, resource, { ...next, position }),
      async update(current, next, position) {
        if (!(await updateFilterOption(db, resource, current.id, current.version, { ...next, position }))) return false;
        if (current.name !== next.name) await refreshProductSearchText(db, group, current.id);
        return true;
      },
    });
  }
  await saveAll(plan.filters.manufacturers, FILES.filters, (manufacturer) => manufacturer.slug, {
    insert: (next, position) => insertManufacturer(db, { ...next, position }),
    async update(current, next, position) {
      if (!(await updateManufacturer(db, current.id, current.version, { ...next, position }))) return false;
      if (current.name !== next.name) await refreshProductSearchText(db, 'manufacturer', current.id);
      return true;
    },
  });
  await saveAll(plan.filters.containerSizes, FILES.filters, (size) => size.slug, {
    insert: (next, position) => insertContainerSize(db, { ...next, position }),
    update: (current, next, position) => updateContainerSize(db, current.id, current.version, { ...next, position }),
  });
  await saveAll(plan.filters.approvals, FILES.filters, (approval) => approval.slug, {
    insert: (next, position) => insertApproval(db, { ...next, position }),
    async update(current, next, position) {
      if (!(await updateApproval(db, current.id, current.version, { ...next, position }))) return false;
      if (current.name !== next.name || current.issuer !== next.issuer)
        await refreshProductSearchText(db, 'approvals', current.id);
      return true;
    },
  });
}

/**
 * Categories first keep the sub-categories they lose, so products can move out of them; the
 * second pass, after the products, takes those away.
 */
async function applyCategories(db: Db, plan: ImportPlan): Promise<() => Promise<void>> {
  const categories = plan.categories;
  const leaving: { id: number; slug: string }[] = [];
  await saveAll(categories, FILES.categories, (category) => category.slug, {
    insert: (next, position) =>
      insertCategory(db, {
        ...next,
        position,
        subCategories: next.subCategories.map(({ slug, name, nameDe }) => ({ slug, name, nameDe })),
      }),
    async update(current, next, position) {
      const subCategories = next.subCategories.map(({ slug, name, nameDe }) => {
        const id = current.subCategoryIds.get(slug);
        return id === undefined ? { slug, name, nameDe } : { id, slug, name, nameDe };
      });
      const kept = new Set(next.subCategories.map((sub) => sub.slug));
      const lost = current.subCategories.filter((sub) => !kept.has(sub.slug));
      if (lost.length > 0) leaving.push({ id: current.id, slug: current.slug });
      return updateCategory(db, current.id, current.version, {
        ...next,
        position,
        subCategories: [
          ...subCategories,
          ...lost.map((sub) => ({
            id: current.subCategoryIds.get(sub.slug)!,
            slug: sub.slug,
            name: sub.name,
            nameDe: sub.nameDe,
          })),
        ],
      });
    },
  });
  return async () => {
    for (const { id, slug } of leaving) {
      const record = (await findCategoryRecord(db, id))!;
      const next = categories!.updated.find(({ current }) => current.id === id)!.next;
      const kept = new Set(next.subCategories.map((sub) => sub.slug));
      for (const sub of record.subCategories.filter((candidate) => !kept.has(candidate.slug))) {
        await removeContentPath(db, buildProductListingPath(slug, sub.slug));
      }
      const saved = await updateCategory(db, id, record.version, {
        ...record,
        subCategories: record.subCategories.filter((sub) => kept.has(sub.slug)),
      });
      if (!saved) throw savedMeanwhile(FILES.categories, slug);
    }
    for (const category of categories?.removed ?? []) {
      await removeContentPath(db, buildProductListingPath(category.slug));
      await deleteCategory(db, category.id);
    }
  };
}

async function applyProducts(db: Db, plan: ImportPlan): Promise<void> {
  const products = plan.products;
  if (!products) return;
  for (const product of products.removed) {
    await removeContentPath(db, buildProductPath(product.slug));
    await deleteProduct(db, product.id);
  }
  const categoryIds = await idsOf(db, 'categories');
  const optionIds = Object.fromEntries(
    await Promise.all(
      FILTER_VOCABULARIES.map(async (name) => [name, await idsOf(db, VOCABULARY_TABLES[name])] as const),
    ),
  ) as Record<FilterVocabulary, Map<string, number>>;
  const subCategoryIds = new Map<string, number>();
  for (const row of await db.selectFrom('sub_categories').select(['id', 'category_id', 'slug']).execute()) {
    subCategoryIds.set(`${row.category_id}/${row.slug}`, row.id);
  }
  const optionId = (name: FilterVocabulary, slug: string | null) => (slug === null ? null : optionIds[name].get(slug)!);
  // A folder without product-documents.csv leaves each product's documents as they are.
  const toInput = (
    next: (typeof products.added)[number]['next'],
    position: number,
    storedDocuments: ProductDocumentInput[] = [],
  ) => {
    const categoryId = categoryIds.get(next.category)!;
    return {
      name: next.name,
      slug: next.slug,
      status: next.status,
      categoryId,
      subCategoryId: next.subCategory === null ? null : subCategoryIds.get(`${categoryId}/${next.subCategory}`)!,
      image: next.image,
      details: next.details,
      detailsDe: next.detailsDe,
      brandId: optionId('brands', next.brand),
      manufacturerId: optionId('manufacturers', next.manufacturer),
      viscosityId: optionId('viscosities', next.viscosity),
      specificationAreaId: optionId('specificationAreas', next.specificationArea),
      approvalIds: next.approvals.map((slug) => optionIds.approvals.get(slug)!),
      documents: next.documents ?? storedDocuments,
      position,
      usedOilNotice: next.usedOilNotice,
      variants: next.sizes.map((size) => ({
        containerSizeId: optionIds.containerSizes.get(size.size)!,
        price: size.price,
        stock: size.stock,
        productNumber: size.productNumber,
        gtin: size.gtin,
      })),
    };
  };
  await clearProductVariants(
    db,
    products.updated.map(({ current }) => current.id),
  );
  await saveAll(products, FILES.products, (product) => product.slug, {
    insert: (next, position) => insertProduct(db, toInput(next, position)),
    update: (current, next, position) =>
      updateProduct(db, current.id, current.version, toInput(next, position, current.documents)),
  });
}

async function removeFilters(db: Db, plan: ImportPlan): Promise<void> {
  for (const vocabulary of FILTER_VOCABULARIES) {
    for (const option of plan.filters[vocabulary]?.removed ?? []) {
      await deleteFilterOption(db, VOCABULARY_RESOURCES[vocabulary], option.id);
    }
  }
}

async function applyEditorial(db: Db, plan: ImportPlan): Promise<void> {
  await saveAll(plan.news, FILES.newsDir, (article) => article.slug, {
    insert: (next) => insertNewsRecord(db, { ...next, longDescription: next.body, longDescriptionDe: next.bodyDe }),
    update: (current, next) =>
      updateNewsRecord(db, current.id, current.version, {
        ...next,
        longDescription: next.body,
        longDescriptionDe: next.bodyDe,
      }),
  });
  for (const article of plan.news?.removed ?? []) {
    await removeContentPath(db, buildNewsArticlePath(article.slug));
    await deleteNewsRecord(db, article.id);
  }

  await saveAll(plan.conceptCategories, FILES.concepts, (category) => category.slug, {
    insert: (next, position) => insertConceptCategory(db, { ...next, position }),
    update: (current, next, position) =>
      updateConceptCategory(db, current.id, current.version, {
        ...next,
        position,
        // Concepts have no key of their own: the one at a place keeps its id.
        concepts: next.concepts.map((concept, index) => ({ ...concept, id: current.conceptIds[index] })),
      }),
  });
  for (const category of plan.conceptCategories?.removed ?? []) {
    await removeContentPath(db, buildConceptCategoryPath(category.slug));
    await deleteConceptCategory(db, category.id);
  }

  await replaceList(db, plan.catalogues, FILES.catalogues, (record) => record.slug, catalogueRecords);
  await replaceList(db, plan.teamMembers, FILES.teamMembers, (record) => record.name, teamMemberRecords);
  await replaceList(db, plan.partnerships, FILES.partnerships, (record) => record.name, partnershipRecords);
  await replaceList(db, plan.aboutBlocks, FILES.aboutBlocks, (record) => record.image, aboutBlockRecords);

  if (plan.companyDetails) {
    const { next, version } = plan.companyDetails;
    if (!(await updateCompanyDetails(db, version, next))) throw savedMeanwhile(FILES.company, 'company details');
  }
  if (plan.shopSettings) {
    const { next, version } = plan.shopSettings;
    if (!(await updateShopSettings(db, version, next))) throw savedMeanwhile(FILES.shop, 'shop settings');
  }

  for (const { kind, description, descriptionDe, version } of plan.legal) {
    if (version === undefined) await insertLegalDocument(db, kind, { description, descriptionDe });
    else if (!(await updateLegalDocument(db, kind, version, { description, descriptionDe })))
      throw savedMeanwhile(FILES.legalDir, kind);
  }
}

/** Writes the plan; call it inside the transaction that read what the plan was made from. */
export async function applyImportPlan(db: Db, plan: ImportPlan): Promise<void> {
  await applyFilters(db, plan);
  const finishCategories = await applyCategories(db, plan);
  await applyProducts(db, plan);
  await finishCategories();
  await removeFilters(db, plan);
  await applyEditorial(db, plan);
}
