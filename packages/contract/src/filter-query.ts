import { z } from './zod.ts';
import { FILTER_GROUPS, FILTER_LIMITS, LISTING_PAGE_LIMITS, LISTING_SORTS, type FilterGroup } from './constants.ts';
import { parseFilterQuery, parsePageNumber, queryObjectEntries } from './query-string.ts';
import { ContentLocaleSchema, LocaleQuerySchema } from './content-language.ts';

/** Bounds on what a visitor can put in a listing's query string (anything beyond answers 400). */
export const FilterSelectionSchema = z
  .record(
    z.string().max(FILTER_LIMITS.valueLength),
    z
      .array(z.string().max(FILTER_LIMITS.valueLength, 'A filter value is too long.'))
      .max(FILTER_LIMITS.valuesPerGroup, `At most ${FILTER_LIMITS.valuesPerGroup} values per filter.`),
  )
  .refine((selection) => Object.keys(selection).length <= FILTER_LIMITS.groups, {
    message: `At most ${FILTER_LIMITS.groups} filter groups.`,
  });

/** One `group[]` query parameter: a single value or, repeated, a list. */
const FilterQueryValueSchema = z.union([z.string(), z.array(z.string())]);

/**
 * The query string of GET /products/{categorySlug}[/{subCategorySlug}] as Fastify parses it
 * (`{ 'viscosity[]': ['5w-30', '10w-40'] }`), turned into a bounded FilterSelection. The known
 * groups are listed so OpenAPI documents them; other keys are accepted (an unknown group narrows
 * the listing to nothing, keys without `[]` are ignored).
 */
export const ProductListingQuerySchema = z
  .object(
    Object.fromEntries(
      FILTER_GROUPS.map((group) => [
        `${group}[]`,
        FilterQueryValueSchema.optional().describe(`Selected ${group} values (repeat the key for several).`),
      ]),
    ) as Record<`${FilterGroup}[]`, z.ZodOptional<typeof FilterQueryValueSchema>>,
  )
  .catchall(FilterQueryValueSchema)
  .transform((query) => parseFilterQuery(queryObjectEntries(query)))
  .pipe(FilterSelectionSchema);

/** `page` or `per_page`: absent is `fallback`; anything but one whole number from 1 to `max` is an error. */
const pageNumberSchema = (max: number, fallback: number) =>
  z.union([z.string(), z.array(z.string()), z.undefined()]).transform((value, ctx) => {
    if (value === undefined) return fallback;
    const number = typeof value === 'string' ? parsePageNumber(value, max) : undefined;
    if (number !== undefined) return number;
    ctx.addIssue({ code: 'custom', message: `Must be a whole number from 1 to ${max}.` });
    return z.NEVER;
  });

/**
 * The whole query of a listing: the filters (ProductListingQuerySchema), which page of the
 * result, `page` and `per_page` (LISTING_PAGE_LIMITS), its order, `sort` (LISTING_SORTS; absent:
 * the brand's own), and the language of the cards' texts, `locale`. Keys without `[]` are not
 * filters, so they all ride on the same query object.
 */
export const ProductListingPageQuerySchema = ProductListingQuerySchema.in.in
  .extend(LocaleQuerySchema.shape)
  .extend({
    sort: z
      .enum(LISTING_SORTS, { error: `One of ${LISTING_SORTS.join(', ')}.` })
      .optional()
      .describe('The order: lowest price first, highest price first, or by name. Absent: the brand’s own order.'),
  })
  .transform(({ page, per_page, locale, sort, ...filters }) => ({ page, per_page, locale, sort, filters }))
  .pipe(
    z.object({
      page: pageNumberSchema(LISTING_PAGE_LIMITS.maxPage, 1),
      per_page: pageNumberSchema(LISTING_PAGE_LIMITS.maxPerPage, LISTING_PAGE_LIMITS.defaultPerPage),
      locale: z.union([ContentLocaleSchema, z.undefined()]),
      sort: z.union([z.enum(LISTING_SORTS), z.undefined()]),
      filters: ProductListingQuerySchema,
    }),
  );
