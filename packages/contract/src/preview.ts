import { z } from './zod.ts';

/*
 * Beyond SPEC §7: staff preview of one record (decision 042). GET /product-detail/{slug},
 * /news/show/{slug} and /concept-category/{slug} take `?preview`; from a caller with a live staff
 * session they answer the record whatever its state, with `preview` saying what visitors see of
 * it, for that caller only (`Cache-Control: private, no-store`). Without a session the parameter
 * changes nothing: a draft is a 404, as to every visitor.
 */

/**
 * Present with any value or none (`?preview`): the routes' descriptions say what it does. The key
 * is PREVIEW_QUERY_PARAMETER, spelt out so the browser bundle needs no constant for it (a test
 * holds the two together).
 */
export const PreviewQuerySchema = z.object({
  preview: z
    .string()
    .max(20)
    .optional()
    .transform((value) => value !== undefined),
});

/**
 * What visitors see of a previewed record: nothing yet (`draft`; for a concept category, also a
 * published one showing concepts still in draft), a news article from its publication time on
 * (`scheduled`), or the page as previewed (`published`).
 */
export const PreviewStateSchema = z.enum(['draft', 'scheduled', 'published']);
export type PreviewState = z.infer<typeof PreviewStateSchema>;

/** Only on a staff preview's answer. */
export const PreviewSchema = z.object({ state: PreviewStateSchema });
export type Preview = z.infer<typeof PreviewSchema>;
