import { z } from './zod.ts';
import { FileNameSchema, IdSchema, NamedSchema, SlugSchema } from './common.ts';
import { APPROVAL_KINDS, DOCUMENT_KINDS, DOCUMENT_LANGUAGES, SEARCH_QUERY_MAX_LENGTH } from './constants.ts';
import { PreviewQuerySchema, PreviewSchema } from './preview.ts';
import { LocaleQuerySchema, UntranslatedFieldsSchema } from './content-language.ts';

/** The units a container size is measured in. */
export const CONTAINER_UNITS = ['ml', 'l', 'g', 'kg'] as const;
export const ContainerUnitSchema = z.enum(CONTAINER_UNITS);
export type ContainerUnit = z.infer<typeof ContainerUnitSchema>;

/**
 * Beyond SPEC §7: the price per litre, or per kilogram for what is sold by weight (German price
 * indication ordinance, PAngV §4; decision 044). Null for a size whose quantity is not stated.
 */
export const UnitPriceSchema = z.object({
  amount: z.number().nonnegative(),
  per: z.enum(['l', 'kg']),
});
export type UnitPrice = z.infer<typeof UnitPriceSchema>;

/** How much of a litre or a kilogram each unit is. */
const BASE_UNITS = {
  ml: { per: 'l', factor: 0.001 },
  l: { per: 'l', factor: 1 },
  g: { per: 'kg', factor: 0.001 },
  kg: { per: 'kg', factor: 1 },
} as const satisfies Record<ContainerUnit, { per: UnitPrice['per']; factor: number }>;

/**
 * The price (euros) of one litre or one kilogram of a size that holds `quantity` `unit`, rounded
 * to the cent; null when the size states no quantity.
 */
export function computeUnitPrice(price: number, quantity: number | null, unit: string | null): UnitPrice | null {
  const base = unit === null ? undefined : BASE_UNITS[unit as ContainerUnit];
  if (!base || quantity === null || !(quantity > 0)) return null;
  return { amount: Math.round((price * 100) / (quantity * base.factor)) / 100, per: base.per };
}

/** The address used engine and gear oil is taken back at: the brand's own (its imprint's). */
export const UsedOilTakeBackSchema = z.object({
  name: z.string(),
  street: z.string(),
  postal_code: z.string(),
  city: z.string(),
  country: z.string(),
});
export type UsedOilTakeBack = z.infer<typeof UsedOilTakeBackSchema>;

export const PostalAddressSchema = z.object({
  street: z.string(),
  postal_code: z.string(),
  city: z.string(),
  /** ISO 3166-1 alpha-2. */
  country: z.string(),
});
export type PostalAddress = z.infer<typeof PostalAddressSchema>;

/**
 * The SPEC's `{ name }` and, beyond it, what a product page states of its manufacturer (GPSR
 * Art. 19): postal and e-mail address, and the responsible person in the EEA of one outside it.
 * Null where staff have not given them yet.
 */
/**
 * Beyond SPEC §7: an OEM's official approval of the product (kind `approval`, "VW 504 00") or a
 * specification it meets (kind `meets`, "ACEA C3"); only the first is called an approval.
 */
export const ApprovalSchema = z.object({
  code: z.string(),
  issuer: z.string(),
  kind: z.enum(APPROVAL_KINDS),
});
export type Approval = z.infer<typeof ApprovalSchema>;

/** A document of the product as its page offers it: the newest version of each kind and language. */
export const ProductDocumentSchema = z.object({
  kind: z.enum(DOCUMENT_KINDS),
  language: z.enum(DOCUMENT_LANGUAGES),
  /** The day this version was issued (YYYY-MM-DD). */
  version_date: z.iso.date(),
  /** The PDF under `/storage/documents/`. */
  url: z.string(),
});
export type ProductDocument = z.infer<typeof ProductDocumentSchema>;

export const ManufacturerSchema = NamedSchema.extend({
  address: PostalAddressSchema.nullable(),
  email: z.string().nullable(),
  eu_responsible_person: z.object({ name: z.string(), address: PostalAddressSchema, email: z.string() }).nullable(),
});
export type Manufacturer = z.infer<typeof ManufacturerSchema>;

export const ProductListItemSchema = z.object({
  id: IdSchema,
  name: z.string(),
  slug: SlugSchema,
  image: FileNameSchema,
  /** Plain text of the product's rich-text details (tags removed); cards cut it to 100 characters. */
  product_details: z.string(),
  /** The lowest price over the product's container sizes ("From {price}"). */
  price: z.number().nonnegative(),
  /** The unit price of the size with that price. */
  unit_price: UnitPriceSchema.nullable(),
  untranslated: UntranslatedFieldsSchema,
});
export type ProductListItem = z.infer<typeof ProductListItemSchema>;

/** Per group, per option value: how many products of the listing that option would give. */
export const FilterFacetsSchema = z.record(z.string(), z.record(z.string(), z.number().int().nonnegative()));
export type FilterFacets = z.infer<typeof FilterFacetsSchema>;

/** Additive extension to SPEC §7: which page of the listing this is (LISTING_PAGE_LIMITS). */
export const ListingPaginationSchema = z.object({
  page: z.number().int().positive(),
  per_page: z.number().int().positive(),
  /** Products matching the selection, on every page. */
  total: z.number().int().nonnegative(),
  pages: z.number().int().nonnegative(),
});
export type ListingPagination = z.infer<typeof ListingPaginationSchema>;

export const ProductsResponseSchema = z.object({
  success: z.literal(true),
  products: z.array(ProductListItemSchema),
  /** Additive extension to SPEC §7: option counts for the filter bar, in the same round trip. */
  facets: FilterFacetsSchema,
  pagination: ListingPaginationSchema,
});
export type ProductsResponse = z.infer<typeof ProductsResponseSchema>;

export const ProductListingParamsSchema = z.object({
  categorySlug: SlugSchema,
  subCategorySlug: SlugSchema.optional(),
});
export type ProductListingParams = z.infer<typeof ProductListingParamsSchema>;

export const ProductVariantSchema = z.object({
  size_key: z.string(),
  container_size: z.string(),
  price: z.number().nonnegative(),
  unit_price: UnitPriceSchema.nullable(),
  product_number: z.string(),
  /** Beyond SPEC §7: the size's GTIN (EAN), where the brand has one (decision 098). */
  gtin: z.string().nullable(),
  /** Beyond SPEC §7: whether this size can be ordered now (decision 040). */
  in_stock: z.boolean(),
});
export type ProductVariant = z.infer<typeof ProductVariantSchema>;

export const ProductDetailSchema = z.object({
  id: IdSchema,
  name: z.string(),
  slug: SlugSchema,
  image: FileNameSchema,
  /** Price of the selected container size. */
  price: z.number().nonnegative(),
  unit_price: UnitPriceSchema.nullable(),
  product_number: z.string(),
  /** Beyond SPEC §7: the selected size's GTIN (EAN), where the brand has one (decision 098). */
  gtin: z.string().nullable(),
  /** Beyond SPEC §7: whether the selected size can be ordered now (decision 040). */
  in_stock: z.boolean(),
  /** Sanitised HTML. */
  product_details: z.string(),
  /** Key of the selected container size (the `size` parameter, or the default size). */
  size: z.string(),
  container_size: NamedSchema.nullable(),
  /** The sub-category's name when the product is filed under one, else the category's. */
  product_category: NamedSchema.extend({ untranslated: UntranslatedFieldsSchema }).nullable(),
  brand: NamedSchema.nullable(),
  specification_areas: NamedSchema.nullable(),
  manufacturer: ManufacturerSchema.nullable(),
  viscosity: NamedSchema.nullable(),
  /** Beyond SPEC §7: its approvals and the specifications it meets, in the brand's order (decision 099). */
  approvals: z.array(ApprovalSchema),
  /**
   * Beyond SPEC §7: its safety and technical data sheets, the newest version of each kind and
   * language, safety data sheets first and German before English (decision 100).
   */
  documents: z.array(ProductDocumentSchema),
  /** Every container size with its own price and product number, smallest first. */
  variants: z.array(ProductVariantSchema),
  category_slug: SlugSchema,
  sub_category_slug: SlugSchema.nullable(),
  updated_at: z.string(),
  /**
   * Beyond SPEC §7: for an engine or gear oil, where used oil is taken back (AltölV §8, decision
   * 046); null for other products.
   */
  used_oil_notice: UsedOilTakeBackSchema.nullable(),
  untranslated: UntranslatedFieldsSchema,
});
export type ProductDetail = z.infer<typeof ProductDetailSchema>;

/** An unknown, over-long or repeated size is not an error: the page falls back to the default size. */
export const ProductDetailQuerySchema = z.object({
  size: z.string().max(50).optional().catch(undefined),
  ...PreviewQuerySchema.shape,
  ...LocaleQuerySchema.shape,
});

export const ProductDetailResponseSchema = z.object({
  success: z.literal(true),
  product: ProductDetailSchema,
  /** Size key → size label, smallest first. */
  containerSizes: z.record(z.string(), z.string()),
  preview: PreviewSchema.optional(),
});
export type ProductDetailResponse = z.infer<typeof ProductDetailResponseSchema>;

export const ProductSearchQuerySchema = z.object({
  q: z
    .string()
    .max(SEARCH_QUERY_MAX_LENGTH, `The search text may not be longer than ${SEARCH_QUERY_MAX_LENGTH} characters.`)
    .optional()
    .default(''),
});

export const ProductSearchItemSchema = z.object({
  slug: SlugSchema,
  name: z.string(),
  image: FileNameSchema,
});
export type ProductSearchItem = z.infer<typeof ProductSearchItemSchema>;

export const ProductSearchResponseSchema = z.object({
  success: z.literal(true),
  products: z.array(ProductSearchItemSchema),
});
export type ProductSearchResponse = z.infer<typeof ProductSearchResponseSchema>;

/** Filter group → option value → option label. */
export const SearchMaterialsSchema = z.record(z.string(), z.record(z.string(), z.string()));
export type SearchMaterials = z.infer<typeof SearchMaterialsSchema>;

export const SearchMaterialsResponseSchema = z.object({
  success: z.literal(true),
  data: SearchMaterialsSchema,
});
export type SearchMaterialsResponse = z.infer<typeof SearchMaterialsResponseSchema>;
