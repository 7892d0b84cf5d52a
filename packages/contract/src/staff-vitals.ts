import { SITE_LOCALES } from './constants.ts';
import { VITAL_RATINGS, VitalMetricSchema, VitalsPageRouteSchema } from './vitals.ts';
import { z } from './zod.ts';

// The staff area's real-user timings (decision 053): the 75th percentile of each metric per page
// and language, as Google reports field data.

export const VitalsSummaryRowSchema = z.object({
  route: VitalsPageRouteSchema,
  language: z.enum(SITE_LOCALES),
  metric: VitalMetricSchema,
  /** In milliseconds; CLS has no unit. */
  p75: z.number(),
  samples: z.number().int().positive(),
  /** Google's rating of the 75th percentile. */
  rating: z.enum(VITAL_RATINGS),
});
export type VitalsSummaryRow = z.infer<typeof VitalsSummaryRowSchema>;

export const VitalsSummarySchema = z.object({
  /** The days counted: today and the days before it (UTC). */
  windowDays: z.number().int().positive(),
  /** By page, language and metric (LCP, INP, CLS, TTFB). */
  rows: z.array(VitalsSummaryRowSchema),
});
export type VitalsSummary = z.infer<typeof VitalsSummarySchema>;
