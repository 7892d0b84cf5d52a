import { LEGAL_DOCUMENT_KINDS, type LegalDocumentKind } from './constants.ts';
import { SlugSchema, TimestampSchema } from './common.ts';
import { PriceSchema, RichTextInputSchema } from './content-fields.ts';
import {
  AboutBlockInputSchema,
  ApprovalInputSchema,
  CatalogueInputSchema,
  CategoryInputSchema,
  CompanyDetailsInputSchema,
  ContainerSizeInputSchema,
  ConceptCategoryInputSchema,
  ConceptInputSchema,
  checkManufacturerDetails,
  FilterOptionInputSchema,
  MANUFACTURER_DETAILS,
  NewsInputSchema,
  PartnershipInputSchema,
  ProductDocumentInputSchema,
  ProductInputSchema,
  ProductVariantInputSchema,
  PublicationStatusSchema,
  SubCategoryInputSchema,
  TeamMemberInputSchema,
} from './staff-content.ts';
import { ShopSettingsInputSchema } from './staff-shop.ts';
import { z } from './zod.ts';

// A content folder: all content of the site as plain files a person can read, diff and prepare in
// a spreadsheet (`npm run content -- export|import DIR`, docs/content-folder.md). Each file is
// checked with these schemas, whose fields are the staff forms' own, so a folder passes the rules
// a staff save passes. Records name each other by slug; lists are in the order the site shows them.
// A text visitors read has its German twin under the staff form's name (`nameDe` beside `name`,
// decision 049): optional, absent or empty meaning untranslated.

/** The files of a content folder. A file that is absent leaves its collection as it is. */
export const CONTENT_FOLDER_FILES = {
  filters: 'filters.yaml',
  categories: 'categories.yaml',
  products: 'products.csv',
  productSizes: 'product-sizes.csv',
  productDocuments: 'product-documents.csv',
  newsDir: 'news',
  concepts: 'concepts.yaml',
  catalogues: 'catalogues.yaml',
  teamMembers: 'team-members.yaml',
  partnerships: 'partnerships.yaml',
  aboutBlocks: 'about-blocks.yaml',
  company: 'company.yaml',
  shop: 'shop.yaml',
  legalDir: 'legal',
  mediaDir: 'media',
} as const;

/** A reference to another record of the folder, by its slug. */
const ReferenceSchema = SlugSchema;

/** A CSV cell: empty means none. */
const OptionalReferenceSchema = z
  .string()
  .trim()
  .transform((value) => (value === '' ? null : value))
  .pipe(ReferenceSchema.nullable());

export const FolderFilterOptionSchema = z.strictObject({
  slug: FilterOptionInputSchema.shape.slug,
  name: FilterOptionInputSchema.shape.name,
});
export type FolderFilterOption = z.infer<typeof FolderFilterOptionSchema>;

export const FILTER_VOCABULARIES = [
  'brands',
  'manufacturers',
  'viscosities',
  'specificationAreas',
  'containerSizes',
  'approvals',
] as const;
export type FilterVocabulary = (typeof FILTER_VOCABULARIES)[number];

/** A manufacturer with what its product pages state of it (GPSR Art. 19): each part may be left out. */
export const FolderManufacturerSchema = z
  .strictObject({
    slug: FilterOptionInputSchema.shape.slug,
    name: FilterOptionInputSchema.shape.name,
    ...MANUFACTURER_DETAILS,
  })
  .superRefine(checkManufacturerDetails);
export type FolderManufacturer = z.infer<typeof FolderManufacturerSchema>;

/** A container size with how much it holds (unit prices follow from it). */
export const FolderContainerSizeSchema = z.strictObject({
  slug: ContainerSizeInputSchema.shape.slug,
  name: ContainerSizeInputSchema.shape.name,
  quantity: ContainerSizeInputSchema.shape.quantity,
  unit: ContainerSizeInputSchema.shape.unit,
});
export type FolderContainerSize = z.infer<typeof FolderContainerSizeSchema>;

/** An approval or a specification met: `name` is its code ("VW 504 00"). */
export const FolderApprovalSchema = z.strictObject({
  slug: ApprovalInputSchema.shape.slug,
  name: ApprovalInputSchema.shape.name,
  issuer: ApprovalInputSchema.shape.issuer,
  kind: ApprovalInputSchema.shape.kind,
});
export type FolderApproval = z.infer<typeof FolderApprovalSchema>;

/** filters.yaml: the six vocabularies, each in the order the filter bar lists it. */
export const FolderFiltersSchema = z.strictObject({
  brands: z.array(FolderFilterOptionSchema).default([]),
  manufacturers: z.array(FolderManufacturerSchema).default([]),
  viscosities: z.array(FolderFilterOptionSchema).default([]),
  specificationAreas: z.array(FolderFilterOptionSchema).default([]),
  containerSizes: z.array(FolderContainerSizeSchema).default([]),
  approvals: z.array(FolderApprovalSchema).default([]),
} satisfies Record<FilterVocabulary, z.ZodType>);
export type FolderFilters = z.infer<typeof FolderFiltersSchema>;

/** categories.yaml: a list of categories, each with its sub-categories. */
export const FolderCategorySchema = z.strictObject({
  slug: CategoryInputSchema.shape.slug,
  name: CategoryInputSchema.shape.name,
  nameDe: CategoryInputSchema.shape.nameDe,
  description: CategoryInputSchema.shape.description.default(''),
  descriptionDe: CategoryInputSchema.shape.descriptionDe,
  image: CategoryInputSchema.shape.image,
  usedOilNotice: CategoryInputSchema.shape.usedOilNotice.default(false),
  subCategories: z
    .array(
      z.strictObject({
        slug: SubCategoryInputSchema.shape.slug,
        name: SubCategoryInputSchema.shape.name,
        nameDe: SubCategoryInputSchema.shape.nameDe,
      }),
    )
    .default([]),
});
export type FolderCategory = z.infer<typeof FolderCategorySchema>;

/** A row of products.csv: one product, its sizes in product-sizes.csv. */
export const FolderProductRowSchema = z.strictObject({
  slug: ProductInputSchema.shape.slug,
  name: ProductInputSchema.shape.name,
  status: ProductInputSchema.shape.status,
  category: ReferenceSchema,
  subCategory: OptionalReferenceSchema,
  brand: OptionalReferenceSchema,
  manufacturer: OptionalReferenceSchema,
  viscosity: OptionalReferenceSchema,
  specificationArea: OptionalReferenceSchema,
  /** Its approvals' slugs in the order its page lists them, separated by spaces. */
  approvals: z
    .string()
    .trim()
    .default('')
    .transform((value) => (value === '' ? [] : value.split(/\s+/)))
    .pipe(z.array(ReferenceSchema).max(50, 'At most 50.'))
    .refine((slugs) => new Set(slugs).size === slugs.length, 'Each approval once.'),
  image: ProductInputSchema.shape.image,
  /** `yes` or `no`; empty: as its category says. */
  usedOilNotice: z
    .enum(['', 'yes', 'no'], 'Write yes, no, or nothing (as its category says).')
    .transform((value) => (value === '' ? null : value === 'yes')),
  /** HTML; stored through the sanitiser. */
  details: ProductInputSchema.shape.details,
  /** The German of `details`; an empty cell, or no such column, is untranslated. */
  detailsDe: ProductInputSchema.shape.detailsDe,
});
export type FolderProductRow = z.infer<typeof FolderProductRowSchema>;
export const FOLDER_PRODUCT_COLUMNS = Object.keys(FolderProductRowSchema.shape) as (keyof FolderProductRow)[];
/** Columns a products.csv may leave out (one written before they existed): each cell is then empty. */
export const FOLDER_PRODUCT_OPTIONAL_COLUMNS: readonly (keyof FolderProductRow)[] = ['approvals', 'detailsDe'];

/** A row of product-sizes.csv: one container size of a product, smallest first. */
export const FolderProductSizeRowSchema = z.strictObject({
  product: ReferenceSchema,
  size: ReferenceSchema,
  /** Euros with a dot, as `23.90`. */
  price: z
    .string()
    .trim()
    .regex(/^\d+(\.\d{1,2})?$/, 'Write the price in euros with a dot, as 23.90.')
    .transform(Number)
    .pipe(PriceSchema),
  /** A whole number, empty where stock is not tracked; `in_stock` and `out_of_stock` of older folders still read. */
  stock: z
    .string()
    .trim()
    .transform((stock) => (stock === 'in_stock' ? '' : stock === 'out_of_stock' ? '0' : stock))
    .refine((stock) => /^\d*$/.test(stock), 'Write the stock as a whole number, or leave it empty.')
    .transform((stock) => (stock === '' ? null : Number(stock)))
    .pipe(ProductVariantInputSchema.shape.stock),
  productNumber: ProductVariantInputSchema.shape.productNumber,
  /** Empty, or no such column: the size has none. */
  gtin: ProductVariantInputSchema.shape.gtin,
});
export type FolderProductSizeRow = z.infer<typeof FolderProductSizeRowSchema>;
export const FOLDER_PRODUCT_SIZE_COLUMNS = Object.keys(
  FolderProductSizeRowSchema.shape,
) as (keyof FolderProductSizeRow)[];
/** Columns a product-sizes.csv may leave out (one written before they existed). */
export const FOLDER_PRODUCT_SIZE_OPTIONAL_COLUMNS: readonly (keyof FolderProductSizeRow)[] = ['gtin'];

/**
 * A row of product-documents.csv: one version of a product's data sheet, its PDF under
 * media/documents/. Without the file, an import leaves every product's documents as they are.
 */
export const FolderProductDocumentRowSchema = z.strictObject({
  product: ReferenceSchema,
  kind: ProductDocumentInputSchema.shape.kind,
  language: ProductDocumentInputSchema.shape.language,
  versionDate: ProductDocumentInputSchema.shape.versionDate,
  file: ProductDocumentInputSchema.shape.file,
});
export type FolderProductDocumentRow = z.infer<typeof FolderProductDocumentRowSchema>;
export const FOLDER_PRODUCT_DOCUMENT_COLUMNS = Object.keys(
  FolderProductDocumentRowSchema.shape,
) as (keyof FolderProductDocumentRow)[];

/** news/{slug}.yaml: one article; its slug is the file's name. */
export const FolderNewsSlugSchema = NewsInputSchema.shape.slug;
export const FolderNewsSchema = z.strictObject({
  name: NewsInputSchema.shape.name,
  nameDe: NewsInputSchema.shape.nameDe,
  status: NewsInputSchema.shape.status,
  publishedAt: NewsInputSchema.shape.publishedAt,
  image: NewsInputSchema.shape.image,
  shortDescription: NewsInputSchema.shape.shortDescription,
  shortDescriptionDe: NewsInputSchema.shape.shortDescriptionDe,
  /** HTML; stored through the sanitiser. */
  body: NewsInputSchema.shape.longDescription,
  /** The German of `body`. */
  bodyDe: NewsInputSchema.shape.longDescriptionDe,
});
export type FolderNews = z.infer<typeof FolderNewsSchema>;

/** concepts.yaml: the concept categories, each with its concepts. */
export const FolderConceptCategorySchema = z.strictObject({
  slug: ConceptCategoryInputSchema.shape.slug,
  name: ConceptCategoryInputSchema.shape.name,
  nameDe: ConceptCategoryInputSchema.shape.nameDe,
  status: ConceptCategoryInputSchema.shape.status,
  image: ConceptCategoryInputSchema.shape.image,
  shortDescription: ConceptCategoryInputSchema.shape.shortDescription,
  shortDescriptionDe: ConceptCategoryInputSchema.shape.shortDescriptionDe,
  /** Shown as its age ("2 months ago"). */
  createdAt: TimestampSchema,
  concepts: z
    .array(
      z.strictObject({
        name: ConceptInputSchema.shape.name,
        nameDe: ConceptInputSchema.shape.nameDe,
        image: ConceptInputSchema.shape.image,
        status: PublicationStatusSchema.default('published'),
      }),
    )
    .default([]),
});
export type FolderConceptCategory = z.infer<typeof FolderConceptCategorySchema>;

/** catalogues.yaml. */
export const FolderCatalogueSchema = z.strictObject(CatalogueInputSchema.omit({ position: true }).shape);
export type FolderCatalogue = z.infer<typeof FolderCatalogueSchema>;

/** team-members.yaml; a member is known by name. */
export const FolderTeamMemberSchema = z.strictObject(TeamMemberInputSchema.omit({ position: true }).shape);
export type FolderTeamMember = z.infer<typeof FolderTeamMemberSchema>;

/** partnerships.yaml; a partner is known by name. */
export const FolderPartnershipSchema = z.strictObject(PartnershipInputSchema.omit({ position: true }).shape);
export type FolderPartnership = z.infer<typeof FolderPartnershipSchema>;

/** about-blocks.yaml; a block is known by its place in the list. */
export const FolderAboutBlockSchema = z.strictObject(AboutBlockInputSchema.omit({ position: true }).shape);
export type FolderAboutBlock = z.infer<typeof FolderAboutBlockSchema>;

/** shop.yaml: the shipping rule, the account prepayments go to, the days to pay (decision 102). */
export const FolderShopSettingsSchema = z.strictObject(ShopSettingsInputSchema.shape);
export type FolderShopSettings = z.infer<typeof FolderShopSettingsSchema>;

/** company.yaml: the brand's own details (the imprint's, and the used-oil notice's address). */
export const FolderCompanyDetailsSchema = z.strictObject(CompanyDetailsInputSchema.shape);
export type FolderCompanyDetails = z.infer<typeof FolderCompanyDetailsSchema>;

/** legal/{privacy-policy,terms,copyright,imprint}.html: the legal texts as HTML; `{page}.de.html` its German. */
export const FolderLegalTextSchema = RichTextInputSchema.min(1, 'Write the text of the document.');

/** A legal text: the English page, and its German when the folder has `{page}.de.html` ('' when not). */
export const FolderLegalDocumentSchema = z.strictObject({
  description: FolderLegalTextSchema,
  descriptionDe: FolderLegalTextSchema.or(z.literal('')).default(''),
});
export type FolderLegalDocument = z.infer<typeof FolderLegalDocumentSchema>;

/**
 * A whole content folder as read: every collection the folder has, in page order. A collection
 * that is absent (its file is missing) is left as it is by an import.
 */
export const ContentFolderSchema = z.object({
  filters: FolderFiltersSchema.optional(),
  categories: z.array(FolderCategorySchema).optional(),
  products: z
    .array(
      FolderProductRowSchema.extend({
        sizes: z.array(FolderProductSizeRowSchema.omit({ product: true })),
        /** Absent where the folder has no product-documents.csv. */
        documents: z.array(FolderProductDocumentRowSchema.omit({ product: true })).optional(),
      }),
    )
    .optional(),
  news: z.array(FolderNewsSchema.extend({ slug: FolderNewsSlugSchema })).optional(),
  conceptCategories: z.array(FolderConceptCategorySchema).optional(),
  catalogues: z.array(FolderCatalogueSchema).optional(),
  teamMembers: z.array(FolderTeamMemberSchema).optional(),
  partnerships: z.array(FolderPartnershipSchema).optional(),
  aboutBlocks: z.array(FolderAboutBlockSchema).optional(),
  companyDetails: FolderCompanyDetailsSchema.optional(),
  shopSettings: FolderShopSettingsSchema.optional(),
  legal: z
    .partialRecord(
      z.enum(LEGAL_DOCUMENT_KINDS as [LegalDocumentKind, ...LegalDocumentKind[]]),
      FolderLegalDocumentSchema,
    )
    .optional(),
});
export type ContentFolder = z.infer<typeof ContentFolderSchema>;

/** A whole site as a folder: every collection, and the one-record files where they are filled in. */
export type WholeContentFolder = Required<Omit<ContentFolder, 'companyDetails' | 'shopSettings'>> &
  Pick<ContentFolder, 'companyDetails' | 'shopSettings'>;
