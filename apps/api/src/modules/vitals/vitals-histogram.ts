import type { VitalMetric } from '@rennfeld/contract';

/*
 * Each metric's values are counted in fixed, log-spaced buckets (decision 053): counts add up
 * across instances and days, and a percentile is read back from them. Eight buckets per doubling
 * make each bucket 9 % wide, so a percentile read from them is within 9 % of the exact one.
 * Bucket 0 holds [0, 1 unit); bucket i ≥ 1 holds [2^((i-1)/8), 2^(i/8)) units.
 */
const BUCKETS_PER_DOUBLING = 8;

/** Milliseconds for the times; CLS, which has no unit, in thousandths. */
const UNITS_PER_VALUE: Record<VitalMetric, number> = { LCP: 1, INP: 1, TTFB: 1, CLS: 1000 };

export function bucketOf(metric: VitalMetric, value: number): number {
  const units = value * UNITS_PER_VALUE[metric];
  return units < 1 ? 0 : 1 + Math.floor(Math.log2(units) * BUCKETS_PER_DOUBLING);
}

/** The values bucket `bucket` holds, [lower, upper), in the metric's unit. */
export function bucketBounds(metric: VitalMetric, bucket: number): { lower: number; upper: number } {
  const scale = UNITS_PER_VALUE[metric];
  if (bucket === 0) return { lower: 0, upper: 1 / scale };
  return {
    lower: 2 ** ((bucket - 1) / BUCKETS_PER_DOUBLING) / scale,
    upper: 2 ** (bucket / BUCKETS_PER_DOUBLING) / scale,
  };
}

export interface BucketCount {
  bucket: number;
  count: number;
}

/**
 * The `quantile` (0.75 for Google's p75) of the values counted in `buckets`, interpolated within
 * the bucket it falls in; undefined when nothing was counted.
 */
export function quantileOf(metric: VitalMetric, buckets: readonly BucketCount[], quantile: number): number | undefined {
  const sorted = [...buckets].filter(({ count }) => count > 0).sort((a, b) => a.bucket - b.bucket);
  const total = sorted.reduce((sum, { count }) => sum + count, 0);
  if (total === 0) return undefined;
  const rank = quantile * total;
  let below = 0;
  for (const [index, { bucket, count }] of sorted.entries()) {
    // The last bucket holds the rank even when rounding left it a hair short.
    if (below + count >= rank || index === sorted.length - 1) {
      const { lower, upper } = bucketBounds(metric, bucket);
      return lower + ((upper - lower) * Math.min(rank - below, count)) / count;
    }
    below += count;
  }
  return undefined;
}
