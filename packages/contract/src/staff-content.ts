import { TimestampSchema } from './common.ts';
import { CompanyDetailsSchema } from './company.ts';
import {
  EditableSlugSchema,
  germanText,
  GtinSchema,
  PositionSchema,
  PriceSchema,
  recordId,
  requiredText,
  RichTextInputSchema,
  StoredFileNameSchema,
  VersionSchema,
} from './content-fields.ts';
import {
  APPROVAL_KINDS,
  COMPANY_COUNTRIES,
  DOCUMENT_KINDS,
  DOCUMENT_LANGUAGES,
  isEeaCountry,
  LEGAL_DOCUMENT_KINDS,
  type LegalDocumentKind,
} from './constants.ts';
import { CountryCodeSchema } from './countries.ts';
import { ContainerUnitSchema } from './products.ts';
import { staffListQuerySchema, staffListResponseSchema } from './staff-lists.ts';
import { z } from './zod.ts';

// The staff API's content editing: the same rules in the staff app's forms and on the server.

export const PUBLICATION_STATUSES = ['draft', 'published'] as const;
/** A draft is seen by staff only; a published record is public (news: from its publication time). */
export const PublicationStatusSchema = z.enum(PUBLICATION_STATUSES);
export type PublicationStatus = z.infer<typeof PublicationStatusSchema>;

export const CONTENT_MESSAGES = {
  conflict:
    'Someone else saved this record after you opened it. Reload it to see their changes, then make yours again.',
  slugTaken: 'Another record already uses this slug.',
  categoryHasProducts: (count: number) =>
    `This category holds ${count} ${count === 1 ? 'product' : 'products'}. Move or delete them first.`,
  subCategoryHasProducts: (name: string) =>
    `The sub-category ${name} still holds products. Move them to another sub-category first.`,
  productNumberTaken: 'Another product already uses this product number.',
  subCategoryOfOtherCategory: 'Choose a sub-category of the chosen category.',
  noSuchOption: 'This choice no longer exists. Reload and choose again.',
  optionInUse: (count: number) =>
    `${count === 1 ? 'One product uses' : `${count} products use`} this value. Change ${count === 1 ? 'it' : 'them'} first.`,
} as const;

// News

export const NewsInputSchema = z.object({
  name: requiredText('a title', 200),
  nameDe: germanText(200),
  slug: EditableSlugSchema,
  image: StoredFileNameSchema,
  shortDescription: requiredText('a short description', 500),
  shortDescriptionDe: germanText(500),
  longDescription: RichTextInputSchema,
  longDescriptionDe: RichTextInputSchema.default(''),
  status: PublicationStatusSchema,
  /** The date visitors see; a published article appears from then on. */
  publishedAt: TimestampSchema,
});
export type NewsInput = z.infer<typeof NewsInputSchema>;

/** As stored: the input's limits are not applied to what is read, so no stored record fails to load. */
export const NewsRecordSchema = z.object({
  id: recordId,
  version: VersionSchema,
  name: z.string(),
  nameDe: z.string(),
  slug: z.string(),
  image: z.string(),
  shortDescription: z.string(),
  shortDescriptionDe: z.string(),
  longDescription: z.string(),
  longDescriptionDe: z.string(),
  status: PublicationStatusSchema,
  publishedAt: TimestampSchema,
  updatedAt: TimestampSchema,
});
export type NewsRecord = z.infer<typeof NewsRecordSchema>;

export const UpdateNewsRequestSchema = NewsInputSchema.extend({ version: VersionSchema });
export type UpdateNewsRequest = z.infer<typeof UpdateNewsRequestSchema>;

export const NewsRecordListQuerySchema = staffListQuerySchema(
  ['publishedAt', 'name', 'updatedAt'],
  'publishedAt',
).extend({ status: PublicationStatusSchema.optional() });
export type NewsRecordListQuery = z.infer<typeof NewsRecordListQuerySchema>;
export const NewsRecordListSchema = staffListResponseSchema(NewsRecordSchema);

// Categories, with their sub-categories edited in the same form

export const SubCategoryInputSchema = z.object({
  /** Absent for a sub-category added in this save. */
  id: recordId.optional(),
  name: requiredText('a name', 200),
  nameDe: germanText(200),
  slug: EditableSlugSchema,
});

/** An issue on each item of `items` whose `field` an earlier item already has. */
function requireUnique<Item, Field extends keyof Item & string>(
  items: Item[],
  field: Field,
  context: z.RefinementCtx,
  listPath: string,
  message: string,
): void {
  const seen = new Set<Item[Field]>();
  items.forEach((item, index) => {
    if (seen.has(item[field])) context.addIssue({ code: 'custom', path: [listPath, index, field], message });
    seen.add(item[field]);
  });
}

export const CategoryInputSchema = z
  .object({
    name: requiredText('a name', 200),
    nameDe: germanText(200),
    slug: EditableSlugSchema,
    description: z.string().trim().max(2_000, 'At most 2000 characters.'),
    descriptionDe: germanText(2_000),
    image: StoredFileNameSchema,
    position: PositionSchema,
    /** Its products carry the used-oil take-back notice (engine and gear oils, AltölV §8). */
    usedOilNotice: z.boolean(),
    /** In the order they are listed. */
    subCategories: z.array(SubCategoryInputSchema).max(200),
  })
  .superRefine((category, context) => {
    requireUnique(category.subCategories, 'slug', context, 'subCategories', 'Two sub-categories cannot share a slug.');
  });
export type CategoryInput = z.infer<typeof CategoryInputSchema>;

export const CategoryRecordSchema = z.object({
  id: recordId,
  version: VersionSchema,
  name: z.string(),
  nameDe: z.string(),
  slug: z.string(),
  description: z.string(),
  descriptionDe: z.string(),
  image: z.string(),
  position: z.number().int(),
  usedOilNotice: z.boolean(),
  subCategories: z.array(z.object({ id: recordId, name: z.string(), nameDe: z.string(), slug: z.string() })),
  /** How many products it holds: deleting it would take them along, so it is refused. */
  productCount: z.number().int().min(0),
  updatedAt: TimestampSchema,
});
export type CategoryRecord = z.infer<typeof CategoryRecordSchema>;

export const UpdateCategoryRequestSchema = CategoryInputSchema.and(z.object({ version: VersionSchema }));
export type UpdateCategoryRequest = z.infer<typeof UpdateCategoryRequestSchema>;

export const CategoryRecordListQuerySchema = staffListQuerySchema(['position', 'name', 'updatedAt'], 'position');
export type CategoryRecordListQuery = z.infer<typeof CategoryRecordListQuerySchema>;
export const CategoryRecordListSchema = staffListResponseSchema(CategoryRecordSchema);

// Products, each with its container sizes (variants) edited in the same form

/** What is left of a size to sell, or null where the brand does not track it (decision 101). */
export const StockSchema = z
  .number({ error: 'Enter the stock as a whole number, or leave it empty.' })
  .int('Enter the stock as a whole number, or leave it empty.')
  .min(0, 'Stock cannot be negative.')
  .max(1_000_000, 'At most 1000000.')
  .nullable();

export const ProductVariantInputSchema = z.object({
  containerSizeId: recordId,
  price: PriceSchema,
  stock: StockSchema,
  productNumber: requiredText('a product number', 64),
  /** Where the brand has one for this size; '' where not. */
  gtin: z.union([z.literal(''), GtinSchema]).default(''),
});
export type ProductVariantInput = z.infer<typeof ProductVariantInputSchema>;

/**
 * One version of a product's safety or technical data sheet: a PDF in the `documents` storage
 * folder. A new version is a new row with a later date; the old ones stay on record (decision 100).
 */
export const ProductDocumentInputSchema = z.object({
  kind: z.enum(DOCUMENT_KINDS, 'Choose safety or technical data sheet.'),
  language: z.enum(DOCUMENT_LANGUAGES, 'Choose German or English.'),
  versionDate: z.iso.date('Enter the version’s date.'),
  file: StoredFileNameSchema.refine((name) => name.toLowerCase().endsWith('.pdf'), 'Choose a PDF.'),
});
export type ProductDocumentInput = z.infer<typeof ProductDocumentInputSchema>;

/** A filter value the product may lack: brand, manufacturer, viscosity, specification area. */
const OptionalOptionSchema = recordId.nullable();

export const ProductInputSchema = z
  .object({
    name: requiredText('a name', 200),
    slug: EditableSlugSchema,
    status: PublicationStatusSchema,
    categoryId: recordId,
    subCategoryId: recordId.nullable(),
    image: StoredFileNameSchema,
    /** Rich text; the server sanitises it. */
    details: RichTextInputSchema,
    /** Its German twin (decision 049): empty while untranslated, the site then shows the English. */
    detailsDe: RichTextInputSchema.default(''),
    brandId: OptionalOptionSchema,
    manufacturerId: OptionalOptionSchema,
    viscosityId: OptionalOptionSchema,
    specificationAreaId: OptionalOptionSchema,
    /** Its approvals and the specifications it meets, in the order its page lists them. */
    approvalIds: z.array(recordId).max(50, 'At most 50.').default([]),
    /** Every version of its data sheets, the current and the earlier ones. */
    documents: z.array(ProductDocumentInputSchema).max(100, 'At most 100.').default([]),
    /** Where it stands in its category's listing. */
    position: PositionSchema,
    /** Whether it carries the used-oil take-back notice; null: as its category says. */
    usedOilNotice: z.boolean().nullable(),
    /** Smallest container first, as the product page offers them. */
    variants: z.array(ProductVariantInputSchema).min(1, 'Add at least one container size.').max(50),
  })
  .superRefine((product, context) => {
    requireUnique(product.variants, 'containerSizeId', context, 'variants', 'Each container size once.');
    requireUnique(product.variants, 'productNumber', context, 'variants', 'Two sizes cannot share a product number.');
    if (new Set(product.approvalIds).size < product.approvalIds.length)
      context.addIssue({ code: 'custom', path: ['approvalIds'], message: 'Each approval once.' });
    const versions = product.documents.map(({ kind, language, versionDate }) => `${kind} ${language} ${versionDate}`);
    versions.forEach((version, index) => {
      if (versions.indexOf(version) < index)
        context.addIssue({ code: 'custom', path: ['documents', index, 'versionDate'], message: 'One version a day.' });
    });
  });
export type ProductInput = z.infer<typeof ProductInputSchema>;

export const ProductRecordSchema = z.object({
  id: recordId,
  version: VersionSchema,
  name: z.string(),
  slug: z.string(),
  status: PublicationStatusSchema,
  categoryId: recordId,
  subCategoryId: recordId.nullable(),
  image: z.string(),
  details: z.string(),
  /** '' while untranslated. */
  detailsDe: z.string(),
  brandId: recordId.nullable(),
  manufacturerId: recordId.nullable(),
  viscosityId: recordId.nullable(),
  specificationAreaId: recordId.nullable(),
  approvalIds: z.array(recordId),
  documents: z.array(ProductDocumentInputSchema),
  position: z.number().int(),
  usedOilNotice: z.boolean().nullable(),
  variants: z.array(ProductVariantInputSchema),
  updatedAt: TimestampSchema,
});
export type ProductRecord = z.infer<typeof ProductRecordSchema>;

export const UpdateProductRequestSchema = ProductInputSchema.and(z.object({ version: VersionSchema }));
export type UpdateProductRequest = z.infer<typeof UpdateProductRequestSchema>;

/** A product in the staff list: what a row shows, read without its sizes. */
export const ProductSummarySchema = z.object({
  id: recordId,
  name: z.string(),
  slug: z.string(),
  status: PublicationStatusSchema,
  categoryId: recordId,
  image: z.string(),
  /** The lowest price over its sizes, in euros. */
  minPrice: z.number(),
  /** Its details have no German yet: the German page shows the English. */
  untranslated: z.boolean(),
  updatedAt: TimestampSchema,
});
export type ProductSummary = z.infer<typeof ProductSummarySchema>;

export const ProductSummaryListQuerySchema = staffListQuerySchema(
  ['updatedAt', 'name', 'minPrice', 'position'],
  'updatedAt',
).extend({
  status: PublicationStatusSchema.optional(),
  categoryId: z.coerce.number().int().positive().optional(),
});
export type ProductSummaryListQuery = z.infer<typeof ProductSummaryListQuerySchema>;
export const ProductSummaryListSchema = staffListResponseSchema(ProductSummarySchema);

// The filter vocabularies: brands, manufacturers, viscosities, specification areas, container sizes, approvals

/** The staff API's path of each vocabulary, and the filter group it feeds. */
export const FILTER_OPTION_RESOURCES = {
  brands: 'brand',
  manufacturers: 'manufacturer',
  viscosities: 'viscosity',
  'specification-areas': 'specification_area',
  'container-sizes': 'container_size',
  approvals: 'approvals',
} as const;
export type FilterOptionResource = keyof typeof FILTER_OPTION_RESOURCES;

export const FilterOptionInputSchema = z.object({
  name: requiredText('a name', 200),
  slug: EditableSlugSchema,
  position: PositionSchema,
});
export type FilterOptionInput = z.infer<typeof FilterOptionInputSchema>;

export const FilterOptionRecordSchema = z.object({
  id: recordId,
  version: VersionSchema,
  name: z.string(),
  slug: z.string(),
  position: z.number().int(),
  /** How many products use it: one in use cannot be deleted. */
  productCount: z.number().int().min(0),
});
export type FilterOptionRecord = z.infer<typeof FilterOptionRecordSchema>;

export const UpdateFilterOptionRequestSchema = FilterOptionInputSchema.extend({ version: VersionSchema });
export type UpdateFilterOptionRequest = z.infer<typeof UpdateFilterOptionRequestSchema>;

/** A container size also says how much it holds: every price shown carries its unit price (PAngV). */
export const ContainerSizeInputSchema = FilterOptionInputSchema.extend({
  quantity: z
    .number({ error: 'Enter how much it holds.' })
    .positive('Enter how much it holds.')
    .max(100_000, 'At most 100000.'),
  unit: ContainerUnitSchema,
});
export type ContainerSizeInput = z.infer<typeof ContainerSizeInputSchema>;

export const ContainerSizeRecordSchema = FilterOptionRecordSchema.extend({
  /** Null for a size stored before quantities were asked for, until staff enter one. */
  quantity: z.number().nullable(),
  unit: ContainerUnitSchema.nullable(),
});
export type ContainerSizeRecord = z.infer<typeof ContainerSizeRecordSchema>;

export const UpdateContainerSizeRequestSchema = ContainerSizeInputSchema.extend({ version: VersionSchema });
export const ContainerSizeListSchema = staffListResponseSchema(ContainerSizeRecordSchema);

/**
 * A manufacturer also gives what every product page must state of it (GPSR Art. 19): its postal
 * and e-mail address, and, for one outside the EEA, its responsible person there. Each address is
 * whole or left empty.
 */
const optionalText = (max: number) => z.string().trim().max(max, `At most ${max} characters.`).default('');
const optionalCountry = z.union([z.literal(''), CountryCodeSchema]).default('');
const optionalEmail = z.union([z.literal(''), z.email('Enter a valid e-mail address, or none.')]).default('');

/** The fields a manufacturer adds to a filter value, as staff and content folders write them. */
export const MANUFACTURER_DETAILS = {
  street: optionalText(200),
  postalCode: optionalText(20),
  city: optionalText(100),
  country: optionalCountry,
  email: optionalEmail,
  responsiblePersonName: optionalText(200),
  responsiblePersonStreet: optionalText(200),
  responsiblePersonPostalCode: optionalText(20),
  responsiblePersonCity: optionalText(100),
  responsiblePersonCountry: optionalCountry,
  responsiblePersonEmail: optionalEmail,
};
type ManufacturerDetails = { [Field in keyof typeof MANUFACTURER_DETAILS]: string };

/** Each address whole or empty; one outside the EEA names its responsible person there. */
export function checkManufacturerDetails(manufacturer: ManufacturerDetails, context: z.RefinementCtx): void {
  const requireWhole = (fields: (keyof ManufacturerDetails)[], message: string) => {
    if (fields.every((field) => manufacturer[field] === '')) return;
    for (const field of fields)
      if (manufacturer[field] === '') context.addIssue({ code: 'custom', path: [field], message });
  };
  // GPSR Art. 19 asks for a postal and an electronic address: both, or neither yet.
  requireWhole(['street', 'postalCode', 'city', 'country', 'email'], 'Enter the whole address, or none.');
  requireWhole(
    [
      'responsiblePersonName',
      'responsiblePersonStreet',
      'responsiblePersonPostalCode',
      'responsiblePersonCity',
      'responsiblePersonCountry',
      'responsiblePersonEmail',
    ],
    'Enter the responsible person whole, or not at all.',
  );
  if (manufacturer.responsiblePersonName !== '' && manufacturer.street === '')
    context.addIssue({
      code: 'custom',
      path: ['street'],
      message: 'Enter the manufacturer’s own address beside its responsible person.',
    });
  const outsideEea = (country: string) => CountryCodeSchema.safeParse(country).success && !isEeaCountry(country);
  if (outsideEea(manufacturer.country) && manufacturer.responsiblePersonName === '')
    context.addIssue({
      code: 'custom',
      path: ['responsiblePersonName'],
      message: 'A manufacturer outside the EEA needs its responsible person in the EEA.',
    });
  if (outsideEea(manufacturer.responsiblePersonCountry))
    context.addIssue({
      code: 'custom',
      path: ['responsiblePersonCountry'],
      message: 'The responsible person is established in the EEA.',
    });
}

export const ManufacturerInputSchema =
  FilterOptionInputSchema.extend(MANUFACTURER_DETAILS).superRefine(checkManufacturerDetails);
export type ManufacturerInput = z.infer<typeof ManufacturerInputSchema>;

export const ManufacturerRecordSchema = FilterOptionRecordSchema.extend({
  street: z.string(),
  postalCode: z.string(),
  city: z.string(),
  country: z.string(),
  email: z.string(),
  responsiblePersonName: z.string(),
  responsiblePersonStreet: z.string(),
  responsiblePersonPostalCode: z.string(),
  responsiblePersonCity: z.string(),
  responsiblePersonCountry: z.string(),
  responsiblePersonEmail: z.string(),
});
export type ManufacturerRecord = z.infer<typeof ManufacturerRecordSchema>;

export const UpdateManufacturerRequestSchema = ManufacturerInputSchema.safeExtend({ version: VersionSchema });
export const ManufacturerListSchema = staffListResponseSchema(ManufacturerRecordSchema);

/**
 * An approval or a specification: its code is the value's name ("VW 504 00", "ACEA C3"), its
 * issuer the carmaker or body behind it, and its kind whether the issuer approved the product
 * officially ("Freigabe") or the product meets the specification.
 */
export const APPROVAL_DETAILS = {
  name: requiredText('the code', 100),
  issuer: requiredText('the issuer', 100),
  kind: z.enum(APPROVAL_KINDS, 'Choose approval or meets.'),
};

export const ApprovalInputSchema = FilterOptionInputSchema.extend(APPROVAL_DETAILS);
export type ApprovalInput = z.infer<typeof ApprovalInputSchema>;

export const ApprovalRecordSchema = FilterOptionRecordSchema.extend({
  issuer: z.string(),
  kind: z.enum(APPROVAL_KINDS),
});
export type ApprovalRecord = z.infer<typeof ApprovalRecordSchema>;

export const UpdateApprovalRequestSchema = ApprovalInputSchema.extend({ version: VersionSchema });
export const ApprovalListSchema = staffListResponseSchema(ApprovalRecordSchema);

export const FilterOptionListQuerySchema = staffListQuerySchema(['position', 'name'], 'position');
export type FilterOptionListQuery = z.infer<typeof FilterOptionListQuerySchema>;
export const FilterOptionListSchema = staffListResponseSchema(FilterOptionRecordSchema);

// The company pages: team members, partnerships, the about-company blocks

export const TeamMemberInputSchema = z.object({
  name: requiredText('a name', 200),
  department: requiredText('a department', 200),
  departmentDe: germanText(200),
  email: z.union([z.literal(''), z.email('Enter a valid e-mail address, or none.')]),
  phone: z
    .string()
    .trim()
    .max(50, 'At most 50 characters.')
    .regex(/^[+\d\s()/-]*$/, 'Digits, spaces and + ( ) / - only.'),
  image: StoredFileNameSchema,
  position: PositionSchema,
});
export type TeamMemberInput = z.infer<typeof TeamMemberInputSchema>;

export const TeamMemberRecordSchema = z.object({
  id: recordId,
  version: VersionSchema,
  name: z.string(),
  department: z.string(),
  departmentDe: z.string(),
  email: z.string(),
  phone: z.string(),
  image: z.string(),
  position: z.number().int(),
});
export type TeamMemberRecord = z.infer<typeof TeamMemberRecordSchema>;

export const PartnershipInputSchema = z.object({
  name: requiredText('a name', 200),
  /** Plain text under the partner's name. */
  partnerDetail: requiredText('a description', 2_000),
  partnerDetailDe: germanText(2_000),
  link: z.url({ protocol: /^https?$/, error: 'Enter the partner’s web address (https://…).' }),
  image: StoredFileNameSchema,
  position: PositionSchema,
});
export type PartnershipInput = z.infer<typeof PartnershipInputSchema>;

export const PartnershipRecordSchema = z.object({
  id: recordId,
  version: VersionSchema,
  name: z.string(),
  partnerDetail: z.string(),
  partnerDetailDe: z.string(),
  link: z.string(),
  image: z.string(),
  position: z.number().int(),
});
export type PartnershipRecord = z.infer<typeof PartnershipRecordSchema>;

export const AboutBlockInputSchema = z.object({
  image: StoredFileNameSchema,
  /** Rich text; the server sanitises it. */
  description: RichTextInputSchema.min(1, 'Write the text of the block.'),
  /** Its German twin (decision 049): empty while untranslated, the site then shows the English. */
  descriptionDe: RichTextInputSchema.default(''),
  position: PositionSchema,
});
export type AboutBlockInput = z.infer<typeof AboutBlockInputSchema>;

export const AboutBlockRecordSchema = z.object({
  id: recordId,
  version: VersionSchema,
  image: z.string(),
  description: z.string(),
  /** '' while untranslated. */
  descriptionDe: z.string(),
  position: z.number().int(),
});
export type AboutBlockRecord = z.infer<typeof AboutBlockRecordSchema>;

/** The company lists are short and in page order: position, or as staff sort them. */
export const CompanyListQuerySchema = staffListQuerySchema(['position', 'id'], 'position');
export type CompanyListQuery = z.infer<typeof CompanyListQuerySchema>;
export const TeamMemberListSchema = staffListResponseSchema(TeamMemberRecordSchema);
export const PartnershipListSchema = staffListResponseSchema(PartnershipRecordSchema);
export const AboutBlockListSchema = staffListResponseSchema(AboutBlockRecordSchema);

export const UpdateTeamMemberRequestSchema = TeamMemberInputSchema.extend({ version: VersionSchema });
export const UpdatePartnershipRequestSchema = PartnershipInputSchema.extend({ version: VersionSchema });
export const UpdateAboutBlockRequestSchema = AboutBlockInputSchema.extend({ version: VersionSchema });

// Concept categories, with their concepts edited in the same form

export const ConceptInputSchema = z.object({
  /** Absent for a concept added in this save. */
  id: recordId.optional(),
  name: requiredText('a name', 200),
  nameDe: germanText(200),
  image: StoredFileNameSchema,
  /** A draft concept is left off its category's page. */
  status: PublicationStatusSchema,
});
export type ConceptInput = z.infer<typeof ConceptInputSchema>;

export const ConceptCategoryInputSchema = z.object({
  name: requiredText('a name', 200),
  nameDe: germanText(200),
  slug: EditableSlugSchema,
  image: StoredFileNameSchema,
  shortDescription: requiredText('a short description', 2_000),
  shortDescriptionDe: germanText(2_000),
  status: PublicationStatusSchema,
  position: PositionSchema,
  /** In the order the page shows them. */
  concepts: z.array(ConceptInputSchema).max(200),
  /** The date its age is counted from ("2 months ago"): now for a new one, kept by a save without it. */
  createdAt: TimestampSchema.optional(),
});
export type ConceptCategoryInput = z.infer<typeof ConceptCategoryInputSchema>;

export const ConceptCategoryRecordSchema = z.object({
  id: recordId,
  version: VersionSchema,
  name: z.string(),
  nameDe: z.string(),
  slug: z.string(),
  image: z.string(),
  shortDescription: z.string(),
  shortDescriptionDe: z.string(),
  status: PublicationStatusSchema,
  position: z.number().int(),
  concepts: z.array(
    z.object({
      id: recordId,
      name: z.string(),
      nameDe: z.string(),
      image: z.string(),
      status: PublicationStatusSchema,
    }),
  ),
  updatedAt: TimestampSchema,
});
export type ConceptCategoryRecord = z.infer<typeof ConceptCategoryRecordSchema>;

export const UpdateConceptCategoryRequestSchema = ConceptCategoryInputSchema.extend({ version: VersionSchema });
export const ConceptCategoryListQuerySchema = staffListQuerySchema(
  ['position', 'name', 'updatedAt'],
  'position',
).extend({ status: PublicationStatusSchema.optional() });
export type ConceptCategoryListQuery = z.infer<typeof ConceptCategoryListQuerySchema>;
export const ConceptCategoryListSchema = staffListResponseSchema(ConceptCategoryRecordSchema);

// Catalogues: a cover image and a PDF, listed on the catalogue page

export const CatalogueInputSchema = z.object({
  name: requiredText('a name', 200),
  nameDe: germanText(200),
  slug: EditableSlugSchema,
  image: StoredFileNameSchema,
  pdf: StoredFileNameSchema.refine((name) => name.toLowerCase().endsWith('.pdf'), 'Choose a PDF file.'),
  status: PublicationStatusSchema,
  position: PositionSchema,
});
export type CatalogueInput = z.infer<typeof CatalogueInputSchema>;

export const CatalogueRecordSchema = z.object({
  id: recordId,
  version: VersionSchema,
  name: z.string(),
  nameDe: z.string(),
  slug: z.string(),
  image: z.string(),
  pdf: z.string(),
  status: PublicationStatusSchema,
  position: z.number().int(),
});
export type CatalogueRecord = z.infer<typeof CatalogueRecordSchema>;

export const UpdateCatalogueRequestSchema = CatalogueInputSchema.extend({ version: VersionSchema });
export const CatalogueListQuerySchema = CompanyListQuerySchema.extend({ status: PublicationStatusSchema.optional() });
export type CatalogueListQuery = z.infer<typeof CatalogueListQuerySchema>;
export const CatalogueListSchema = staffListResponseSchema(CatalogueRecordSchema);

// The legal texts: four documents, always there, edited in place

export const LegalDocumentKindSchema = z.enum(LEGAL_DOCUMENT_KINDS as [LegalDocumentKind, ...LegalDocumentKind[]]);

export const LegalDocumentParamsSchema = z.object({ id: LegalDocumentKindSchema });

export const LegalDocumentInputSchema = z.object({
  /** Rich text; the server sanitises it. */
  description: RichTextInputSchema.min(1, 'Write the text of the document.'),
  /** Its German twin (decision 049): empty while untranslated, the site then shows the English. */
  descriptionDe: RichTextInputSchema.default(''),
});
export type LegalDocumentInput = z.infer<typeof LegalDocumentInputSchema>;

export const LegalDocumentRecordSchema = z.object({
  /** The document's kind: react-admin needs an `id`. */
  id: LegalDocumentKindSchema,
  version: VersionSchema,
  title: z.string(),
  description: z.string(),
  /** '' while untranslated. */
  descriptionDe: z.string(),
  updatedAt: TimestampSchema,
});
export type LegalDocumentRecord = z.infer<typeof LegalDocumentRecordSchema>;

export const UpdateLegalDocumentRequestSchema = LegalDocumentInputSchema.extend({ version: VersionSchema });
export type UpdateLegalDocumentRequest = z.infer<typeof UpdateLegalDocumentRequestSchema>;
export const LegalDocumentListSchema = staffListResponseSchema(LegalDocumentRecordSchema);

// The brand's own details: the imprint states them, the used-oil notice names its address

const detail = (label: string, max: number) => requiredText(label, max);

export const CompanyDetailsInputSchema = z.object({
  name: detail('the company name', 200),
  street: detail('the street and number', 200),
  postalCode: detail('the postcode', 20),
  city: detail('the city', 100),
  country: z.enum(COMPANY_COUNTRIES, { error: 'Choose the country.' }),
  phone: z
    .string()
    .trim()
    .min(1, 'Enter a phone number.')
    .max(50, 'At most 50 characters.')
    .regex(/^[+\d\s()/-]*$/, 'Digits, spaces and + ( ) / - only.'),
  email: z.email('Enter a valid e-mail address.'),
  managingDirectors: detail('the managing directors', 300),
  registerCourt: detail('the register court', 100),
  registerNumber: detail('the register number', 50),
  vatId: z
    .string()
    .trim()
    .regex(/^[A-Z]{2}[0-9A-Z]{2,13}$/, 'A VAT identification number such as DE123456789.'),
});
export type CompanyDetailsInput = z.infer<typeof CompanyDetailsInputSchema>;

/** The one record's id: react-admin needs one. */
export const COMPANY_DETAILS_ID = 'main';

/** The details as stored (empty until staff or a content folder fill them in), with the record's bookkeeping. */
export const CompanyDetailsRecordSchema = CompanyDetailsSchema.extend({
  id: z.literal(COMPANY_DETAILS_ID),
  version: VersionSchema,
  updatedAt: TimestampSchema,
});
export type CompanyDetailsRecord = z.infer<typeof CompanyDetailsRecordSchema>;

export const CompanyDetailsParamsSchema = z.object({ id: z.literal(COMPANY_DETAILS_ID) });
export const UpdateCompanyDetailsRequestSchema = CompanyDetailsInputSchema.extend({ version: VersionSchema });
