import { rateVital, VITAL_METRICS, type VitalMetric, type VitalsPageRoute } from '@rennfeld/contract';
import { VitalsSummarySchema, type VitalsSummary, type VitalsSummaryRow } from '@rennfeld/contract/staff';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { ModuleOptions } from '../../lib/plugin.ts';
import type { VitalsCounter } from './vitals-counter.ts';
import { type BucketCount, quantileOf } from './vitals-histogram.ts';
import { firstDayOfWindow, listVitalsBuckets, VITALS_WINDOW_DAYS } from './vitals.repository.ts';

/** Each page's, language's and metric's p75 over the window, from the stored bucket counts. */
async function summarizeVitals(db: Kysely<Database>, now: Date): Promise<VitalsSummary> {
  const series = new Map<
    string,
    { row: Omit<VitalsSummaryRow, 'p75' | 'samples' | 'rating'>; buckets: BucketCount[] }
  >();
  for (const { route, language, metric, bucket, count } of await listVitalsBuckets(db, firstDayOfWindow(now))) {
    const key = `${route}\0${language}\0${metric}`;
    let entry = series.get(key);
    if (!entry) {
      const row = { route: route as VitalsPageRoute, language: language as 'en' | 'de', metric: metric as VitalMetric };
      entry = { row, buckets: [] };
      series.set(key, entry);
    }
    entry.buckets.push({ bucket, count });
  }
  const rows = [...series.values()].flatMap(({ row, buckets }) => {
    const p75 = quantileOf(row.metric, buckets, 0.75);
    if (p75 === undefined) return [];
    const samples = buckets.reduce((sum, { count }) => sum + count, 0);
    return [{ ...row, p75: roundFor(row.metric, p75), samples, rating: rateVital(row.metric, p75) }];
  });
  const metricOrder = (metric: VitalMetric) => VITAL_METRICS.indexOf(metric);
  rows.sort(
    (a, b) =>
      a.route.localeCompare(b.route) ||
      a.language.localeCompare(b.language) ||
      metricOrder(a.metric) - metricOrder(b.metric),
  );
  return { windowDays: VITALS_WINDOW_DAYS, rows };
}

/** Whole milliseconds; CLS to three decimals, as Google shows them. */
function roundFor(metric: VitalMetric, value: number): number {
  return metric === 'CLS' ? Math.round(value * 1000) / 1000 : Math.round(value);
}

/** GET /admin/vitals: the real-user timings (decision 053). Editors and admins. */
export const vitalsAdminRoutes: FastifyPluginAsyncZod<ModuleOptions & { counter: VitalsCounter }> = async (
  app,
  { db, counter },
) => {
  app.get(
    '/vitals',
    {
      schema: {
        tags: ['vitals'],
        summary: 'The 75th percentile of LCP, INP, CLS and TTFB per page and language over the last 28 days',
        operationId: 'getVitalsSummary',
        response: { 200: VitalsSummarySchema },
      },
    },
    async () => {
      // What this instance counted but has not written yet is part of the answer.
      await counter.flush();
      return summarizeVitals(db, new Date());
    },
  );
};
