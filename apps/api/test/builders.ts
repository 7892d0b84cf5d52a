import type { Insertable, Kysely } from 'kysely';
import type { ApprovalKind, LegalDocumentKind } from '@rennfeld/contract';
import { eurosToCents } from '@rennfeld/contract';
import type { PublicationStatus } from '@rennfeld/contract/staff';
import { slugify } from '@rennfeld/contract/staff';
import type { Database } from '../src/db/database.ts';
import { htmlToText, sanitizeRichText } from '../src/lib/rich-text.ts';
import { buildProductSearchText } from '../src/lib/product-search/product-search.ts';

/**
 * Test data builders: realistic defaults, every field overridable, unique slugs. They store rows
 * the way the content import does (sanitised rich text, plain-text summary, normalised search text, lowest
 * price in minor units), so the API reads them exactly as it reads demo content.
 */

type Db = Kysely<Database>;

let sequence = 0;
function next(): number {
  sequence += 1;
  return sequence;
}

/** A slug no other builder call in this process has produced. */
function uniqueSlug(text: string): string {
  return `${slugify(text) || 'item'}-${next()}`;
}

const isoNow = () => new Date().toISOString();

// ---------------------------------------------------------------------------------------------
// Catalogue structure
// ---------------------------------------------------------------------------------------------

export interface CategoryOverrides {
  name?: string;
  slug?: string;
  description?: string;
  image?: string;
  position?: number;
}

export async function createCategory(db: Db, overrides: CategoryOverrides = {}) {
  const name = overrides.name ?? `Engine Oils ${next()}`;
  const values = {
    name,
    slug: overrides.slug ?? uniqueSlug(name),
    description: overrides.description ?? `High-performance ${name.toLowerCase()} for road and track.`,
    image: overrides.image ?? `${slugify(name)}.webp`,
    position: overrides.position ?? 0,
    updated_at: isoNow(),
  };
  const { id } = await db.insertInto('categories').values(values).returning('id').executeTakeFirstOrThrow();
  return { id, ...values };
}

export interface SubCategoryOverrides {
  name?: string;
  slug?: string;
  position?: number;
}

export async function createSubCategory(db: Db, categoryId: number, overrides: SubCategoryOverrides = {}) {
  const name = overrides.name ?? `Racing ${next()}`;
  const values = {
    category_id: categoryId,
    name,
    slug: overrides.slug ?? uniqueSlug(name),
    position: overrides.position ?? 0,
  };
  const { id } = await db.insertInto('sub_categories').values(values).returning('id').executeTakeFirstOrThrow();
  return { id, ...values };
}

export type AttributeTableName = 'brands' | 'manufacturers' | 'viscosities' | 'specification_areas' | 'container_sizes';

export interface AttributeInput {
  name: string;
  slug?: string;
  position?: number;
}

/** The attribute row with this slug (from the name unless given), created on first use. */
export async function ensureAttribute(db: Db, table: AttributeTableName, input: AttributeInput | string) {
  const { name, slug = slugify(name), position = 0 } = typeof input === 'string' ? { name: input } : input;
  const existing = await db
    .selectFrom(db.dynamic.table(table).as('a'))
    .select(['a.id', 'a.name', 'a.slug', 'a.position'])
    .where('a.slug', '=', slug)
    .executeTakeFirst();
  if (existing) return existing;
  const { id } = await db
    .insertInto(table as 'brands')
    .values({ name, slug, position })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id, name, slug, position };
}

/**
 * Container size slugs such as `500ml`, `1l`, `5l`, `208l`, `400g`, `5kg`: label `1 L`, position =
 * volume in ml (or weight in g), quantity and unit as stated.
 */
export function describeContainerSize(slug: string): {
  name: string;
  position: number;
  quantity: number | null;
  unit: string | null;
} {
  const match = /^(\d+(?:[.,]\d+)?)(ml|l|g|kg)$/i.exec(slug);
  if (!match) return { name: slug, position: 0, quantity: null, unit: null };
  const quantity = Number(match[1]!.replace(',', '.'));
  const unit = match[2]!.toLowerCase();
  const small = unit === 'ml' || unit === 'g';
  return {
    name: unit === 'l' ? `${quantity} L` : `${quantity} ${unit}`,
    position: small ? quantity : Math.round(quantity * 1000),
    quantity,
    unit,
  };
}

export async function ensureContainerSize(db: Db, size: string, overrides: { name?: string; position?: number } = {}) {
  const { quantity, unit, ...described } = describeContainerSize(size);
  const row = await ensureAttribute(db, 'container_sizes', {
    slug: size,
    name: overrides.name ?? described.name,
    position: overrides.position ?? described.position,
  });
  await db
    .updateTable('container_sizes')
    .set({ quantity, unit })
    .where('id', '=', row.id)
    .where('quantity', 'is', null)
    .execute();
  return row;
}

// ---------------------------------------------------------------------------------------------
// Products
// ---------------------------------------------------------------------------------------------

interface SizeInput {
  /** Container size slug, e.g. `1l`. */
  size: string;
  /** Price in the currency's major unit, e.g. 12.5. */
  price: number;
  productNumber?: string;
  /** Label override for a size created by this call. */
  name?: string;
  position?: number;
}

export interface ProductOverrides {
  name?: string;
  slug?: string;
  image?: string;
  /** Rich text (HTML); sanitised before it is stored. */
  details?: string;
  categoryId?: number;
  subCategoryId?: number | null;
  brand?: string | AttributeInput | null;
  manufacturer?: string | AttributeInput | null;
  viscosity?: string | AttributeInput | null;
  specificationArea?: string | AttributeInput | null;
  /** Its approvals and the specifications it meets, in its page's order. */
  approvals?: ApprovalInput[];
  sizes?: SizeInput[];
  position?: number;
  status?: PublicationStatus;
}

export interface ApprovalInput {
  code: string;
  issuer: string;
  kind: ApprovalKind;
}

/** The approval of that code, created the first time a product names it. */
async function ensureApproval(db: Db, { code, issuer, kind }: ApprovalInput) {
  const slug = slugify(code);
  const existing = await db.selectFrom('approvals').select('id').where('slug', '=', slug).executeTakeFirst();
  if (existing) return existing;
  return db
    .insertInto('approvals')
    .values({ name: code, slug, issuer, kind, position: 0 })
    .returning('id')
    .executeTakeFirstOrThrow();
}

async function optionalAttribute(db: Db, table: AttributeTableName, input: string | AttributeInput | null | undefined) {
  return input === null || input === undefined ? null : ensureAttribute(db, table, input);
}

export async function createProduct(db: Db, overrides: ProductOverrides = {}) {
  const n = next();
  const name = overrides.name ?? `Rennfeld Racing Oil ${n}`;
  const categoryId = overrides.categoryId ?? (await createCategory(db)).id;
  const [brand, manufacturer, viscosity, specificationArea] = await Promise.all([
    optionalAttribute(db, 'brands', overrides.brand === undefined ? 'Rennfeld' : overrides.brand),
    optionalAttribute(
      db,
      'manufacturers',
      overrides.manufacturer === undefined ? 'Rennfeld GmbH' : overrides.manufacturer,
    ),
    optionalAttribute(db, 'viscosities', overrides.viscosity === undefined ? '5W-30' : overrides.viscosity),
    optionalAttribute(db, 'specification_areas', overrides.specificationArea ?? null),
  ]);
  const sizes = overrides.sizes ?? [{ size: '1l', price: 14.9 }];
  const details = sanitizeRichText(
    overrides.details ??
      `<p><strong>${name}</strong> protects engines under full load.</p><ul><li>Low friction</li></ul>`,
  );
  const slug = overrides.slug ?? uniqueSlug(name);

  const row: Insertable<Database['products']> = {
    name,
    slug,
    image: overrides.image ?? `${slug}.webp`,
    product_details: details,
    product_summary: htmlToText(details),
    search_text: buildProductSearchText([
      name,
      viscosity?.name,
      specificationArea?.name,
      ...(overrides.approvals ?? []).flatMap((approval) => [approval.code, approval.issuer]),
    ]),
    category_id: categoryId,
    sub_category_id: overrides.subCategoryId ?? null,
    brand_id: brand?.id ?? null,
    manufacturer_id: manufacturer?.id ?? null,
    viscosity_id: viscosity?.id ?? null,
    specification_area_id: specificationArea?.id ?? null,
    min_price_minor: sizes.length > 0 ? Math.min(...sizes.map((s) => eurosToCents(s.price))) : 0,
    position: overrides.position ?? 0,
    status: overrides.status ?? 'published',
    updated_at: isoNow(),
  };
  const { id } = await db.insertInto('products').values(row).returning('id').executeTakeFirstOrThrow();
  for (const [position, approval] of (overrides.approvals ?? []).entries()) {
    const { id: approvalId } = await ensureApproval(db, approval);
    await db.insertInto('product_approvals').values({ product_id: id, approval_id: approvalId, position }).execute();
  }

  const variants = [];
  for (const input of sizes) {
    const size = await ensureContainerSize(db, input.size, { name: input.name, position: input.position });
    const variant = {
      product_id: id,
      container_size_id: size.id,
      product_number: input.productNumber ?? `RF-${n}-${input.size.toUpperCase()}`,
      price_minor: eurosToCents(input.price),
    };
    await db.insertInto('product_variants').values(variant).execute();
    variants.push({ ...variant, size });
  }
  return { id, ...row, brand, manufacturer, viscosity, specificationArea, variants };
}

// ---------------------------------------------------------------------------------------------
// Content
// ---------------------------------------------------------------------------------------------

export interface ConceptCategoryOverrides {
  name?: string;
  nameDe?: string;
  slug?: string;
  image?: string;
  shortDesc?: string;
  shortDescDe?: string;
  position?: number;
  createdAt?: string;
  status?: PublicationStatus;
  concepts?: Array<{ name?: string; nameDe?: string; image?: string; position?: number; status?: PublicationStatus }>;
}

export async function createConceptCategory(db: Db, overrides: ConceptCategoryOverrides = {}) {
  const name = overrides.name ?? `Track Day Concept ${next()}`;
  const slug = overrides.slug ?? uniqueSlug(name);
  const createdAt = overrides.createdAt ?? isoNow();
  const values = {
    name,
    name_de: overrides.nameDe ?? null,
    slug,
    image: overrides.image ?? `${slug}.webp`,
    short_desc: overrides.shortDesc ?? `How ${name} keeps engines cool when lap times drop.`,
    short_desc_de: overrides.shortDescDe ?? null,
    position: overrides.position ?? 0,
    status: overrides.status ?? 'published',
    created_at: createdAt,
    updated_at: createdAt,
  };
  const { id } = await db.insertInto('concept_categories').values(values).returning('id').executeTakeFirstOrThrow();
  const concepts = [];
  for (const [index, concept] of (overrides.concepts ?? []).entries()) {
    const conceptValues = {
      concept_category_id: id,
      name: concept.name ?? `Concept ${next()}`,
      name_de: concept.nameDe ?? null,
      image: concept.image ?? `concept-${next()}.webp`,
      position: concept.position ?? index,
      status: concept.status ?? 'published',
    };
    const inserted = await db.insertInto('concepts').values(conceptValues).returning('id').executeTakeFirstOrThrow();
    concepts.push({ id: inserted.id, ...conceptValues });
  }
  return { id, ...values, concepts };
}

export interface NewsOverrides {
  name?: string;
  nameDe?: string;
  slug?: string;
  image?: string;
  shortDescription?: string;
  shortDescriptionDe?: string;
  /** HTML; sanitised before it is stored. */
  longDescription?: string;
  /** HTML; sanitised before it is stored. */
  longDescriptionDe?: string;
  createdAt?: string;
  updatedAt?: string;
  /** When visitors see it; the creation time unless given. */
  publishedAt?: string;
  status?: PublicationStatus;
}

export async function createNews(db: Db, overrides: NewsOverrides = {}) {
  const name = overrides.name ?? `Rennfeld wins at the Nürburgring ${next()}`;
  const slug = overrides.slug ?? uniqueSlug(name);
  const createdAt = overrides.createdAt ?? isoNow();
  const values = {
    name,
    slug,
    image: overrides.image ?? `${slug}.webp`,
    short_description: overrides.shortDescription ?? 'Our partner team took a double podium on a wet weekend.',
    long_description: sanitizeRichText(
      overrides.longDescription ?? '<p>Race report with <em>all</em> the details.</p>',
    ),
    name_de: overrides.nameDe ?? null,
    short_description_de: overrides.shortDescriptionDe ?? null,
    long_description_de:
      overrides.longDescriptionDe === undefined ? null : sanitizeRichText(overrides.longDescriptionDe),
    created_at: createdAt,
    updated_at: overrides.updatedAt ?? createdAt,
    published_at: overrides.publishedAt ?? createdAt,
    status: overrides.status ?? 'published',
  };
  const { id } = await db.insertInto('news').values(values).returning('id').executeTakeFirstOrThrow();
  return { id, ...values };
}

export async function createCatalogue(
  db: Db,
  overrides: Partial<{ name: string; nameDe: string; slug: string; image: string; pdf: string; position: number }> = {},
) {
  const name = overrides.name ?? `Product Catalogue ${next()}`;
  const slug = overrides.slug ?? uniqueSlug(name);
  const values = {
    name,
    name_de: overrides.nameDe ?? null,
    slug,
    image: overrides.image ?? `${slug}.webp`,
    pdf: overrides.pdf ?? `${slug}.pdf`,
    position: overrides.position ?? 0,
  };
  const { id } = await db.insertInto('catalogues').values(values).returning('id').executeTakeFirstOrThrow();
  return { id, ...values };
}

export async function createTeamMember(
  db: Db,
  overrides: Partial<{
    name: string;
    department: string;
    departmentDe: string;
    email: string;
    phone: string;
    image: string;
    position: number;
  }> = {},
) {
  const n = next();
  const values = {
    name: overrides.name ?? `Jana Keller ${n}`,
    department: overrides.department ?? 'Technical Sales',
    department_de: overrides.departmentDe ?? null,
    email: overrides.email ?? `jana.keller.${n}@rennfeld.example`,
    phone: overrides.phone ?? '+49 711 555 0100',
    image: overrides.image ?? `team-${n}.webp`,
    position: overrides.position ?? 0,
  };
  const { id } = await db.insertInto('team_members').values(values).returning('id').executeTakeFirstOrThrow();
  return { id, ...values };
}

export async function createAboutCompany(
  db: Db,
  overrides: Partial<{ image: string; description: string; descriptionDe: string; position: number }> = {},
) {
  const n = next();
  const values = {
    image: overrides.image ?? `about-${n}.webp`,
    description: sanitizeRichText(overrides.description ?? '<p>Blended in Stuttgart since 1987.</p>'),
    description_de: overrides.descriptionDe === undefined ? null : sanitizeRichText(overrides.descriptionDe),
    position: overrides.position ?? 0,
  };
  const { id } = await db.insertInto('about_companies').values(values).returning('id').executeTakeFirstOrThrow();
  return { id, ...values };
}

export async function createPartnership(
  db: Db,
  overrides: Partial<{
    name: string;
    partnerDetail: string;
    partnerDetailDe: string;
    link: string;
    image: string;
    position: number;
  }> = {},
) {
  const n = next();
  const name = overrides.name ?? `Team Apex Racing ${n}`;
  const values = {
    name,
    partner_detail: overrides.partnerDetail ?? 'GT3 endurance team running Rennfeld oils since 2019.',
    partner_detail_de: overrides.partnerDetailDe ?? null,
    link: overrides.link ?? `https://partner-${n}.example.com/`,
    image: overrides.image ?? `partner-${n}.webp`,
    position: overrides.position ?? 0,
  };
  const { id } = await db.insertInto('partnerships').values(values).returning('id').executeTakeFirstOrThrow();
  return { id, ...values };
}

export async function createLegalDocument(
  db: Db,
  kind: LegalDocumentKind,
  overrides: Partial<{ description: string; descriptionDe: string; updatedAt: string }> = {},
) {
  const values = {
    kind,
    description: sanitizeRichText(overrides.description ?? `<h2>${kind}</h2><p>Applies to rennfeld.example.</p>`),
    description_de: overrides.descriptionDe === undefined ? null : sanitizeRichText(overrides.descriptionDe),
    updated_at: overrides.updatedAt ?? isoNow(),
  };
  await db.insertInto('legal_documents').values(values).execute();
  return values;
}

/** The brand's details as staff save them under Company details. */
export const COMPANY_DETAILS = {
  name: 'Rennfeld Lubricants GmbH',
  street: 'Am Ölhafen 7',
  postalCode: '55120',
  city: 'Rennfeld',
  country: 'DE',
  phone: '+49 6131 4780-0',
  email: 'info@rennfeld.example',
  managingDirectors: 'Katharina Rennfeld',
  registerCourt: 'Amtsgericht Rennfeld',
  registerNumber: 'HRB 00000',
  vatId: 'DE000000000',
};
