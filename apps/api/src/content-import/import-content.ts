import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';
import { htmlToText, sanitizeRichText } from '../lib/rich-text.ts';
import { toMinorUnits } from '../modules/products/prices.ts';
import { buildProductSearchText } from '../modules/products/search-text.ts';
import type { ContentDocument } from './content-document.ts';
import { slugify } from '@rennfeld/contract/staff';

/** Rows per INSERT: far below the bind-parameter limits of SQLite (32,766) and PostgreSQL (65,535). */
const CHUNK_SIZE = 100;

type AttributeTableName = 'brands' | 'manufacturers' | 'viscosities' | 'specification_areas' | 'container_sizes';

interface IdBySlug {
  get(slug: string): number | undefined;
}

async function insertInChunks<Row, Result>(
  rows: Row[],
  insert: (chunk: Row[]) => Promise<Result[]>,
): Promise<Result[]> {
  const results: Result[] = [];
  for (let start = 0; start < rows.length; start += CHUNK_SIZE) {
    results.push(...(await insert(rows.slice(start, start + CHUNK_SIZE))));
  }
  return results;
}

/** Inserts filter options (slug = option value, name = label) and maps each name to its id. */
async function insertAttributes(
  trx: Transaction<Database>,
  table: AttributeTableName,
  options: Array<{ name: string; slug: string; position: number }>,
): Promise<Map<string, number>> {
  const rows = await insertInChunks(options, (chunk) =>
    trx.insertInto(table).values(chunk).returning(['id', 'name']).execute(),
  );
  return new Map(rows.map((row) => [row.name, row.id]));
}

function requireId(ids: IdBySlug, key: string | null, what: string): number | null {
  if (key === null) return null;
  const id = ids.get(key);
  if (id === undefined) throw new Error(`The content refers to an unknown ${what}: ${key}`);
  return id;
}

async function insertCatalogue(trx: Transaction<Database>, content: ContentDocument, updatedAt: string): Promise<void> {
  const named = (names: string[]) => names.map((name, index) => ({ name, slug: slugify(name), position: index + 1 }));
  const brandIds = await insertAttributes(trx, 'brands', named(content.brands));
  const manufacturerIds = await insertAttributes(trx, 'manufacturers', named(content.manufacturers));
  const viscosityIds = await insertAttributes(trx, 'viscosities', named(content.viscosities));
  const specificationIds = await insertAttributes(trx, 'specification_areas', named(content.specificationAreas));
  const sizeRows = await insertInChunks(content.containerSizes, (chunk) =>
    trx
      .insertInto('container_sizes')
      .values(chunk.map((size) => ({ name: size.name, slug: size.key, position: size.millilitres })))
      .returning(['id', 'slug'])
      .execute(),
  );
  const sizeIds = new Map(sizeRows.map((row) => [row.slug, row.id]));

  const categoryRows = await insertInChunks(content.categories, (chunk) =>
    trx
      .insertInto('categories')
      .values(
        chunk.map((category) => ({
          name: category.name,
          slug: category.slug,
          description: category.description,
          image: category.image,
          position: content.categories.indexOf(category) + 1,
          updated_at: updatedAt,
        })),
      )
      .returning(['id', 'slug'])
      .execute(),
  );
  const categoryIds = new Map(categoryRows.map((row) => [row.slug, row.id]));

  const subCategories = content.categories.flatMap((category) =>
    category.subCategories.map((sub, index) => ({
      category_id: categoryIds.get(category.slug)!,
      name: sub.name,
      slug: sub.slug,
      position: index + 1,
    })),
  );
  const subCategoryRows = await insertInChunks(subCategories, (chunk) =>
    trx.insertInto('sub_categories').values(chunk).returning(['id', 'category_id', 'slug']).execute(),
  );
  // Sub-category slugs are unique per category only.
  const subCategoryIds = new Map(subCategoryRows.map((row) => [`${row.category_id}/${row.slug}`, row.id]));

  const productRows = await insertInChunks(content.products, (chunk) =>
    trx
      .insertInto('products')
      .values(
        chunk.map((product) => {
          const categoryId = requireId(categoryIds, product.categorySlug, 'category')!;
          const details = sanitizeRichText(product.detailsHtml);
          return {
            name: product.name,
            slug: product.slug,
            image: product.image,
            product_details: details,
            product_summary: htmlToText(details),
            search_text: buildProductSearchText([
              product.name,
              product.viscosity,
              product.specificationArea,
              product.brand,
            ]),
            category_id: categoryId,
            sub_category_id: requireId(
              subCategoryIds,
              product.subCategorySlug && `${categoryId}/${product.subCategorySlug}`,
              'sub-category',
            ),
            brand_id: requireId(brandIds, product.brand, 'brand'),
            manufacturer_id: requireId(manufacturerIds, product.manufacturer, 'manufacturer'),
            viscosity_id: requireId(viscosityIds, product.viscosity, 'viscosity'),
            specification_area_id: requireId(specificationIds, product.specificationArea, 'specification area'),
            min_price_minor: Math.min(...product.variants.map((variant) => toMinorUnits(variant.price))),
            position: content.products.indexOf(product) + 1,
            updated_at: updatedAt,
          };
        }),
      )
      .returning(['id', 'slug'])
      .execute(),
  );
  const productIds = new Map(productRows.map((row) => [row.slug, row.id]));

  const variants = content.products.flatMap((product) =>
    product.variants.map((variant) => ({
      product_id: productIds.get(product.slug)!,
      container_size_id: requireId(sizeIds, variant.size, 'container size')!,
      product_number: variant.productNumber,
      price_minor: toMinorUnits(variant.price),
    })),
  );
  await insertInChunks(variants, (chunk) => trx.insertInto('product_variants').values(chunk).returning('id').execute());
}

async function insertEditorial(trx: Transaction<Database>, content: ContentDocument, updatedAt: string): Promise<void> {
  const conceptCategoryRows = await insertInChunks(content.conceptCategories, (chunk) =>
    trx
      .insertInto('concept_categories')
      .values(
        chunk.map((category) => ({
          name: category.name,
          slug: category.slug,
          image: category.image,
          short_desc: category.shortDesc,
          position: content.conceptCategories.indexOf(category) + 1,
          created_at: new Date(category.createdAt).toISOString(),
          updated_at: new Date(category.createdAt).toISOString(),
        })),
      )
      .returning(['id', 'slug'])
      .execute(),
  );
  const conceptCategoryIds = new Map(conceptCategoryRows.map((row) => [row.slug, row.id]));
  const concepts = content.conceptCategories.flatMap((category) =>
    category.concepts.map((concept, index) => ({
      concept_category_id: conceptCategoryIds.get(category.slug)!,
      name: concept.name,
      image: concept.image,
      position: index + 1,
    })),
  );
  await insertInChunks(concepts, (chunk) => trx.insertInto('concepts').values(chunk).returning('id').execute());

  await insertInChunks(content.news, (chunk) =>
    trx
      .insertInto('news')
      .values(
        chunk.map((news) => ({
          name: news.name,
          slug: news.slug,
          image: news.image,
          short_description: news.shortDescription,
          long_description: sanitizeRichText(news.longDescriptionHtml),
          created_at: new Date(news.createdAt).toISOString(),
          updated_at: new Date(news.createdAt).toISOString(),
          published_at: new Date(news.createdAt).toISOString(),
        })),
      )
      .returning('id')
      .execute(),
  );

  await insertInChunks(content.catalogues, (chunk) =>
    trx
      .insertInto('catalogues')
      .values(
        chunk.map((catalogue) => ({
          name: catalogue.name,
          slug: catalogue.slug,
          image: catalogue.image,
          pdf: catalogue.pdf,
          position: content.catalogues.indexOf(catalogue) + 1,
        })),
      )
      .returning('id')
      .execute(),
  );

  await insertInChunks(content.teamMembers, (chunk) =>
    trx
      .insertInto('team_members')
      .values(
        chunk.map((member) => ({
          name: member.name,
          department: member.department,
          email: member.email,
          phone: member.phone,
          image: member.image,
          position: content.teamMembers.indexOf(member) + 1,
        })),
      )
      .returning('id')
      .execute(),
  );

  await insertInChunks(content.aboutBlocks, (chunk) =>
    trx
      .insertInto('about_companies')
      .values(
        chunk.map((block) => ({
          image: block.image,
          description: sanitizeRichText(block.descriptionHtml),
          position: content.aboutBlocks.indexOf(block) + 1,
        })),
      )
      .returning('id')
      .execute(),
  );

  await insertInChunks(content.partnerships, (chunk) =>
    trx
      .insertInto('partnerships')
      .values(
        chunk.map((partner) => ({
          name: partner.name,
          partner_detail: partner.partnerDetail,
          link: partner.link,
          image: partner.image,
          position: content.partnerships.indexOf(partner) + 1,
        })),
      )
      .returning('id')
      .execute(),
  );

  await trx
    .insertInto('legal_documents')
    .values(
      Object.entries(content.legal).map(([kind, html]) => ({
        kind,
        description: sanitizeRichText(html),
        updated_at: updatedAt,
      })),
    )
    .returning('kind')
    .execute();
}

/**
 * Writes a content document into an empty database, in one transaction so that a crash leaves no
 * half-imported catalogue behind. Returns false (and writes nothing) when categories already exist.
 */
export async function importContent(db: Kysely<Database>, content: ContentDocument): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const existing = await trx.selectFrom('categories').select('id').limit(1).executeTakeFirst();
    if (existing) return false;
    const updatedAt = new Date(content.updatedAt).toISOString();
    await insertCatalogue(trx, content, updatedAt);
    await insertEditorial(trx, content, updatedAt);
    return true;
  });
}
