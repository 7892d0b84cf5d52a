import { SITE_LOCALES } from './constants.ts';
import { z } from './zod.ts';

// Real-user timings (decision 053): what a sampled page view's browser reports to POST /vitals.
// Nothing in it names the visitor, the address or the moment beyond the day it is counted on.

/** Google's Core Web Vitals and the time to first byte, as the web-vitals library names them. */
export const VITAL_METRICS = ['LCP', 'INP', 'CLS', 'TTFB'] as const;
export const VitalMetricSchema = z.enum(VITAL_METRICS);
export type VitalMetric = z.infer<typeof VitalMetricSchema>;

/**
 * The pages a report may name: the web app's route ids (apps/web/app/routes.ts) without the
 * language's prefix (`de/routes/home` reports `routes/home` with language `de`). Never an address.
 */
export const VITALS_PAGE_ROUTES = [
  'routes/home',
  'routes/products',
  'routes/product-detail',
  'routes/about',
  'routes/team',
  'routes/partnership',
  'routes/news',
  'routes/news-detail',
  'routes/catalogue',
  'routes/concepts',
  'routes/concept',
  'routes/contact',
  'privacy-policy',
  'terms',
  'copyright',
  'imprint',
  'routes/newsletter',
  'routes/newsletter-confirm',
  'routes/newsletter-unsubscribe',
  'routes/search',
  'routes/cookie-settings',
  'routes/shipping',
  'routes/payment-methods',
  'routes/checkout',
  'routes/order-confirmation',
  'routes/withdrawal',
  'routes/accessibility',
  'routes/unknown-address',
] as const;
export const VitalsPageRouteSchema = z.enum(VITALS_PAGE_ROUTES, { error: 'Unknown page route.' });
export type VitalsPageRoute = z.infer<typeof VitalsPageRouteSchema>;

/**
 * The largest value taken, in the metric's unit (milliseconds; CLS has none): beyond it a
 * report is broken or made up, not a visit.
 */
export const VITAL_MAXIMUM: Record<VitalMetric, number> = { LCP: 300_000, INP: 300_000, CLS: 100, TTFB: 300_000 };

/** Google's thresholds of a good value and of a poor one (web.dev/articles/vitals), in the same units. */
export const VITAL_THRESHOLDS: Record<VitalMetric, { good: number; poor: number }> = {
  LCP: { good: 2500, poor: 4000 },
  INP: { good: 200, poor: 500 },
  CLS: { good: 0.1, poor: 0.25 },
  TTFB: { good: 800, poor: 1800 },
};

export const VITAL_RATINGS = ['good', 'needs-improvement', 'poor'] as const;
export type VitalRating = (typeof VITAL_RATINGS)[number];

/** Google's rating of a value: good up to its first threshold, poor beyond its second. */
export function rateVital(metric: VitalMetric, value: number): VitalRating {
  const { good, poor } = VITAL_THRESHOLDS[metric];
  if (value <= good) return 'good';
  return value <= poor ? 'needs-improvement' : 'poor';
}

export const VitalSampleSchema = z
  .object({ name: VitalMetricSchema, value: z.number().finite().min(0, 'A value cannot be negative.') })
  .refine((sample) => sample.value <= VITAL_MAXIMUM[sample.name], {
    error: 'A value is larger than any page view takes.',
    path: ['value'],
  });
export type VitalSample = z.infer<typeof VitalSampleSchema>;

/** One page view's report: its page, its language and up to one value per metric. */
export const VitalsBeaconSchema = z.strictObject({
  route: VitalsPageRouteSchema,
  language: z.enum(SITE_LOCALES),
  metrics: z
    .array(VitalSampleSchema)
    .min(1)
    .max(VITAL_METRICS.length)
    .refine((samples) => new Set(samples.map((sample) => sample.name)).size === samples.length, {
      error: 'Each metric may be reported once.',
    }),
});
export type VitalsBeacon = z.infer<typeof VitalsBeaconSchema>;
