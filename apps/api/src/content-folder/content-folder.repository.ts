import type { Kysely } from 'kysely';
import {
  LEGAL_DOCUMENT_KINDS,
  type ApprovalKind,
  type DocumentKind,
  type DocumentLanguage,
  type ContainerUnit,
  type LegalDocumentKind,
} from '@rennfeld/contract';
import {
  type FilterVocabulary,
  type FolderAboutBlock,
  type FolderCatalogue,
  type FolderCategory,
  type FolderCompanyDetails,
  type FolderShopSettings,
  type FolderConceptCategory,
  type FolderFilterOption,
  type FolderApproval,
  type FolderManufacturer,
  type FolderLegalDocument,
  type FolderNews,
  type FolderPartnership,
  type FolderProductDocumentRow,
  type FolderProductRow,
  type FolderProductSizeRow,
  type FolderTeamMember,
} from '@rennfeld/contract/content-folder';
import type { PublicationStatus } from '@rennfeld/contract/staff';
import { toIsoTimestamp, type Database } from '../db/database.ts';
import { findCompanyDetailsRecord } from '../modules/company/company.repository.ts';
import { findShopSettingsRecord } from '../modules/orders/shop-settings.repository.ts';
import { groupBy } from '../lib/group-by.ts';

// Reads the whole content of the database in the shape of a content folder: records name each
// other by slug, lists come in page order, rich text as stored (sanitised), each German twin
// beside its English ('' when untranslated, as the staff records have it). Each record keeps its
// id and version, so an import can save over it as a staff save would.

type Db = Kysely<Database>;

/** A record as stored: its folder shape, the id and version a save goes through, and its place in its list. */
type Stored<Record> = Record & { id: number; version: number; position: number };

type StoredProduct = Stored<FolderProductRow> & {
  sizes: Omit<FolderProductSizeRow, 'product'>[];
  documents: Omit<FolderProductDocumentRow, 'product'>[];
};

/** A container size as stored: one saved before quantities were asked for may lack its quantity. */
type StoredContainerSize = Stored<FolderFilterOption> & { quantity: number | null; unit: ContainerUnit | null };

export interface StoredContent {
  filters: Record<PlainVocabulary, Stored<FolderFilterOption>[]> & {
    manufacturers: Stored<FolderManufacturer>[];
    containerSizes: StoredContainerSize[];
    approvals: Stored<FolderApproval>[];
  };
  categories: Stored<FolderCategory & { subCategoryIds: Map<string, number> }>[];
  products: StoredProduct[];
  news: Omit<Stored<FolderNews & { slug: string }>, 'position'>[];
  conceptCategories: Stored<FolderConceptCategory & { conceptIds: number[] }>[];
  catalogues: Stored<FolderCatalogue>[];
  teamMembers: Stored<FolderTeamMember>[];
  partnerships: Stored<FolderPartnership>[];
  aboutBlocks: Stored<FolderAboutBlock>[];
  legal: Partial<Record<LegalDocumentKind, FolderLegalDocument & { version: number }>>;
  /** Empty strings until staff or a folder fill them in. */
  companyDetails: FolderCompanyDetails & { version: number };
  /** The defaults and no bank account until an admin or a folder set the shop up. */
  shopSettings: FolderShopSettings & { version: number };
}

export const VOCABULARY_TABLES = {
  brands: 'brands',
  manufacturers: 'manufacturers',
  viscosities: 'viscosities',
  specificationAreas: 'specification_areas',
  containerSizes: 'container_sizes',
  approvals: 'approvals',
} as const satisfies Record<FilterVocabulary, keyof Database>;

/** The vocabularies whose values carry no more than a slug and a name. */
type PlainVocabulary = Exclude<FilterVocabulary, 'containerSizes' | 'manufacturers' | 'approvals'>;

async function readFilters(db: Db): Promise<StoredContent['filters']> {
  const read = (vocabulary: PlainVocabulary) =>
    db
      .selectFrom(VOCABULARY_TABLES[vocabulary])
      .select(['id', 'version', 'position', 'slug', 'name'])
      .orderBy('position')
      .orderBy('id')
      .execute();
  const [brands, manufacturers, viscosities, specificationAreas, containerSizes, approvals] = await Promise.all([
    read('brands'),
    db.selectFrom('manufacturers').selectAll().orderBy('position').orderBy('id').execute(),
    read('viscosities'),
    read('specificationAreas'),
    db
      .selectFrom('container_sizes')
      .select(['id', 'version', 'position', 'slug', 'name', 'quantity', 'unit'])
      .orderBy('position')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('approvals')
      .select(['id', 'version', 'position', 'slug', 'name', 'issuer', 'kind'])
      .orderBy('position')
      .orderBy('id')
      .execute(),
  ]);
  return {
    brands,
    manufacturers: manufacturers.map((row) => ({
      id: row.id,
      version: row.version,
      position: row.position,
      slug: row.slug,
      name: row.name,
      street: row.street,
      postalCode: row.postal_code,
      city: row.city,
      country: row.country,
      email: row.email,
      responsiblePersonName: row.responsible_person_name,
      responsiblePersonStreet: row.responsible_person_street,
      responsiblePersonPostalCode: row.responsible_person_postal_code,
      responsiblePersonCity: row.responsible_person_city,
      responsiblePersonCountry: row.responsible_person_country,
      responsiblePersonEmail: row.responsible_person_email,
    })),
    viscosities,
    specificationAreas,
    containerSizes: containerSizes.map((size) => ({ ...size, unit: size.unit as ContainerUnit | null })),
    approvals: approvals.map((approval) => ({ ...approval, kind: approval.kind as ApprovalKind })),
  };
}

async function readCategories(db: Db): Promise<StoredContent['categories']> {
  const [categories, subCategories] = await Promise.all([
    db
      .selectFrom('categories')
      .select([
        'id',
        'version',
        'position',
        'slug',
        'name',
        'name_de',
        'description',
        'description_de',
        'image',
        'used_oil_notice',
      ])
      .orderBy('position')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('sub_categories')
      .select(['id', 'category_id', 'slug', 'name', 'name_de'])
      .orderBy('position')
      .orderBy('id')
      .execute(),
  ]);
  return categories.map((category) => {
    const own = subCategories.filter((sub) => sub.category_id === category.id);
    return {
      id: category.id,
      version: category.version,
      position: category.position,
      slug: category.slug,
      name: category.name,
      nameDe: category.name_de ?? '',
      description: category.description,
      descriptionDe: category.description_de ?? '',
      image: category.image,
      usedOilNotice: category.used_oil_notice === 1,
      subCategories: own.map((sub) => ({ slug: sub.slug, name: sub.name, nameDe: sub.name_de ?? '' })),
      subCategoryIds: new Map(own.map((sub) => [sub.slug, sub.id])),
    };
  });
}

/** The tables a product names by id. */
const SLUGGED_TABLES = {
  categories: 'categories',
  subCategories: 'sub_categories',
  ...VOCABULARY_TABLES,
} as const;

async function readProducts(db: Db): Promise<StoredProduct[]> {
  const slugs = Object.fromEntries(
    await Promise.all(
      Object.entries(SLUGGED_TABLES).map(async ([key, table]) => {
        const rows = await db.selectFrom(table).select(['id', 'slug']).execute();
        return [key, new Map(rows.map((row) => [row.id, row.slug]))] as const;
      }),
    ),
  ) as Record<keyof typeof SLUGGED_TABLES, Map<number, string>>;
  const [products, variants, approvals, documents] = await Promise.all([
    db
      .selectFrom('products')
      .innerJoin('categories', 'categories.id', 'products.category_id')
      .select([
        'products.id',
        'products.version',
        'products.position',
        'products.slug',
        'products.name',
        'products.status',
        'products.category_id',
        'products.sub_category_id',
        'products.brand_id',
        'products.manufacturer_id',
        'products.viscosity_id',
        'products.specification_area_id',
        'products.image',
        'products.used_oil_notice',
        'products.product_details',
        'products.product_details_de',
      ])
      // A listing shows its category's products by position: the folder lists them category by category.
      .orderBy('categories.position')
      .orderBy('categories.id')
      .orderBy('products.position')
      .orderBy('products.id')
      .execute(),
    db
      .selectFrom('product_variants')
      .innerJoin('container_sizes', 'container_sizes.id', 'product_variants.container_size_id')
      .select([
        'product_variants.product_id',
        'product_variants.container_size_id',
        'product_variants.price_minor',
        'product_variants.stock_quantity',
        'product_variants.product_number',
        'product_variants.gtin',
      ])
      .orderBy('product_variants.product_id')
      .orderBy('container_sizes.position')
      .orderBy('container_sizes.id')
      .execute(),
    db
      .selectFrom('product_approvals')
      .select(['product_id', 'approval_id'])
      .orderBy('product_id')
      .orderBy('position')
      .execute(),
    // In the order they were saved: the folder's (or the staff form's).
    db
      .selectFrom('product_documents')
      .select(['product_id', 'kind', 'language', 'version_date', 'file'])
      .orderBy('id')
      .execute(),
  ]);
  const approvalsByProduct = groupBy(
    approvals,
    (row) => row.product_id,
    (row) => slugs.approvals.get(row.approval_id)!,
  );
  const documentsByProduct = groupBy(
    documents,
    (row) => row.product_id,
    (row) => ({
      kind: row.kind as DocumentKind,
      language: row.language as DocumentLanguage,
      versionDate: row.version_date,
      file: row.file,
    }),
  );
  const sizesByProduct = new Map<number, StoredProduct['sizes']>();
  for (const variant of variants) {
    const list = sizesByProduct.get(variant.product_id) ?? [];
    list.push({
      size: slugs.containerSizes.get(variant.container_size_id)!,
      price: variant.price_minor / 100,
      stock: variant.stock_quantity,
      productNumber: variant.product_number,
      gtin: variant.gtin,
    });
    sizesByProduct.set(variant.product_id, list);
  }
  const slugOf = (names: Map<number, string>, id: number | null) => (id === null ? null : names.get(id)!);
  return products.map((product) => ({
    id: product.id,
    version: product.version,
    position: product.position,
    slug: product.slug,
    name: product.name,
    status: product.status as PublicationStatus,
    category: slugs.categories.get(product.category_id)!,
    subCategory: slugOf(slugs.subCategories, product.sub_category_id),
    brand: slugOf(slugs.brands, product.brand_id),
    manufacturer: slugOf(slugs.manufacturers, product.manufacturer_id),
    viscosity: slugOf(slugs.viscosities, product.viscosity_id),
    specificationArea: slugOf(slugs.specificationAreas, product.specification_area_id),
    approvals: approvalsByProduct.get(product.id) ?? [],
    image: product.image,
    usedOilNotice: product.used_oil_notice === null ? null : product.used_oil_notice === 1,
    details: product.product_details,
    detailsDe: product.product_details_de ?? '',
    sizes: sizesByProduct.get(product.id) ?? [],
    documents: documentsByProduct.get(product.id) ?? [],
  }));
}

async function readNews(db: Db): Promise<StoredContent['news']> {
  const rows = await db
    .selectFrom('news')
    .select([
      'id',
      'version',
      'slug',
      'name',
      'name_de',
      'status',
      'published_at',
      'image',
      'short_description',
      'short_description_de',
      'long_description',
      'long_description_de',
    ])
    .execute();
  // By slug in code-point order (as a folder lists its files), whatever the database's collation.
  rows.sort((a, b) => (a.slug < b.slug ? -1 : a.slug > b.slug ? 1 : 0));
  return rows.map((row) => ({
    id: row.id,
    version: row.version,
    slug: row.slug,
    name: row.name,
    nameDe: row.name_de ?? '',
    status: row.status as PublicationStatus,
    publishedAt: toIsoTimestamp(row.published_at),
    image: row.image,
    shortDescription: row.short_description,
    shortDescriptionDe: row.short_description_de ?? '',
    body: row.long_description,
    bodyDe: row.long_description_de ?? '',
  }));
}

async function readConceptCategories(db: Db): Promise<StoredContent['conceptCategories']> {
  const [categories, concepts] = await Promise.all([
    db
      .selectFrom('concept_categories')
      .select([
        'id',
        'version',
        'position',
        'slug',
        'name',
        'name_de',
        'status',
        'image',
        'short_desc',
        'short_desc_de',
        'created_at',
      ])
      .orderBy('position')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('concepts')
      .select(['id', 'concept_category_id', 'name', 'name_de', 'image', 'status'])
      .orderBy('position')
      .orderBy('id')
      .execute(),
  ]);
  return categories.map((category) => {
    const own = concepts.filter((concept) => concept.concept_category_id === category.id);
    return {
      id: category.id,
      version: category.version,
      position: category.position,
      slug: category.slug,
      name: category.name,
      nameDe: category.name_de ?? '',
      status: category.status as PublicationStatus,
      image: category.image,
      shortDescription: category.short_desc,
      shortDescriptionDe: category.short_desc_de ?? '',
      createdAt: toIsoTimestamp(category.created_at),
      concepts: own.map((concept) => ({
        name: concept.name,
        nameDe: concept.name_de ?? '',
        image: concept.image,
        status: concept.status as PublicationStatus,
      })),
      conceptIds: own.map((concept) => concept.id),
    };
  });
}

async function readCompanyPages(
  db: Db,
): Promise<Pick<StoredContent, 'catalogues' | 'teamMembers' | 'partnerships' | 'aboutBlocks'>> {
  const [catalogues, teamMembers, partnerships, aboutBlocks] = await Promise.all([
    db
      .selectFrom('catalogues')
      .select(['id', 'version', 'position', 'slug', 'name', 'name_de', 'status', 'image', 'pdf'])
      .orderBy('position')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('team_members')
      .select(['id', 'version', 'position', 'name', 'department', 'department_de', 'email', 'phone', 'image'])
      .orderBy('position')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('partnerships')
      .select(['id', 'version', 'position', 'name', 'partner_detail', 'partner_detail_de', 'link', 'image'])
      .orderBy('position')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('about_companies')
      .select(['id', 'version', 'position', 'image', 'description', 'description_de'])
      .orderBy('position')
      .orderBy('id')
      .execute(),
  ]);
  return {
    catalogues: catalogues.map(({ name_de, ...row }) => ({
      id: row.id,
      version: row.version,
      position: row.position,
      slug: row.slug,
      name: row.name,
      nameDe: name_de ?? '',
      status: row.status as PublicationStatus,
      image: row.image,
      pdf: row.pdf,
    })),
    teamMembers: teamMembers.map(({ department_de, ...row }) => ({
      id: row.id,
      version: row.version,
      position: row.position,
      name: row.name,
      department: row.department,
      departmentDe: department_de ?? '',
      email: row.email,
      phone: row.phone,
      image: row.image,
    })),
    partnerships: partnerships.map((row) => ({
      id: row.id,
      version: row.version,
      position: row.position,
      name: row.name,
      link: row.link,
      image: row.image,
      partnerDetail: row.partner_detail,
      partnerDetailDe: row.partner_detail_de ?? '',
    })),
    aboutBlocks: aboutBlocks.map(({ description_de, ...row }) => ({ ...row, descriptionDe: description_de ?? '' })),
  };
}

async function readCompanyDetails(db: Db): Promise<StoredContent['companyDetails']> {
  const { id: _id, updatedAt: _updatedAt, ...details } = await findCompanyDetailsRecord(db);
  // Staff save a country as its code, and a migration turned the names it knew into theirs. A name
  // it did not know is exported as written, and the folder's import then asks for the code.
  return { ...details, country: details.country as FolderCompanyDetails['country'] };
}

async function readShopSettings(db: Db): Promise<StoredContent['shopSettings']> {
  const { id: _id, updatedAt: _updatedAt, ...settings } = await findShopSettingsRecord(db);
  return settings;
}

async function readLegalTexts(db: Db): Promise<StoredContent['legal']> {
  const rows = await db
    .selectFrom('legal_documents')
    .select(['kind', 'description', 'description_de', 'version'])
    .execute();
  return Object.fromEntries(
    LEGAL_DOCUMENT_KINDS.flatMap((kind) => {
      const row = rows.find((candidate) => candidate.kind === kind);
      return row
        ? [[kind, { description: row.description, descriptionDe: row.description_de ?? '', version: row.version }]]
        : [];
    }),
  );
}

/** Everything pages show, as stored. Run it in the transaction that then writes over it. */
export async function readStoredContent(db: Db): Promise<StoredContent> {
  const [filters, categories, products, news, conceptCategories, company, legal, companyDetails, shopSettings] =
    await Promise.all([
      readFilters(db),
      readCategories(db),
      readProducts(db),
      readNews(db),
      readConceptCategories(db),
      readCompanyPages(db),
      readLegalTexts(db),
      readCompanyDetails(db),
      readShopSettings(db),
    ]);
  return {
    filters,
    categories,
    products,
    news,
    conceptCategories,
    ...company,
    legal,
    companyDetails,
    shopSettings,
  };
}
