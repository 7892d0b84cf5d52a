import { z } from './zod.ts';
import { TimestampSchema } from './common.ts';

/**
 * One address of `/sitemap.xml` (or of an index's file list): a path of the site and, where the
 * data tells, when its content last changed.
 */
export const SitemapEntrySchema = z.object({
  path: z.string().startsWith('/'),
  lastmod: TimestampSchema.optional(),
});
export type SitemapEntry = z.infer<typeof SitemapEntrySchema>;

/** `/sitemap-products-{part}.xml`: the product files of a sitemap index, counted from 1. */
export const SitemapProductPartParamsSchema = z.object({ part: z.coerce.number().int().min(1) });
