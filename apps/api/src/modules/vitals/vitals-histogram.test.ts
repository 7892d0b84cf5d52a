import { describe, expect, it } from 'vitest';
import { bucketBounds, bucketOf, quantileOf } from './vitals-histogram.ts';

/** The exact quantile of `values`, interpolated between neighbours as spreadsheets do. */
function exactQuantile(values: number[], quantile: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  const position = (sorted.length - 1) * quantile;
  const below = Math.floor(position);
  return sorted[below]! + (sorted[Math.min(below + 1, sorted.length - 1)]! - sorted[below]!) * (position - below);
}

function countInBuckets(metric: 'LCP' | 'CLS', values: number[]) {
  const counts = new Map<number, number>();
  for (const value of values) counts.set(bucketOf(metric, value), (counts.get(bucketOf(metric, value)) ?? 0) + 1);
  return [...counts].map(([bucket, count]) => ({ bucket, count }));
}

/** One bucket is 2^(1/8) wide: about 9 %. */
const BUCKET_WIDTH = 2 ** (1 / 8) - 1;

describe('the histogram of real-user timings', () => {
  it('puts each value into the bucket whose bounds hold it', () => {
    for (const value of [0, 0.4, 1, 1.09, 2, 99.9, 2500, 4000, 299_999.5]) {
      const { lower, upper } = bucketBounds('LCP', bucketOf('LCP', value));
      expect(value).toBeGreaterThanOrEqual(lower);
      expect(value).toBeLessThan(upper);
    }
    // CLS in thousandths: 0 and anything under 0.001 share the first bucket.
    expect(bucketOf('CLS', 0)).toBe(0);
    expect(bucketOf('CLS', 0.0009)).toBe(0);
    for (const value of [0.001, 0.05, 0.1, 0.25, 3]) {
      const { lower, upper } = bucketBounds('CLS', bucketOf('CLS', value));
      expect(value).toBeGreaterThanOrEqual(lower);
      expect(value).toBeLessThan(upper);
    }
  });

  it('reads p75 within one bucket of the exact value, for times and for CLS', () => {
    // 100 LCPs spread like a real page's: most around 1.5-3 s, a tail up to 9 s.
    const lcp = Array.from({ length: 100 }, (_, index) => 1200 + 18 * index + (index > 90 ? (index - 90) * 700 : 0));
    const cls = Array.from({ length: 100 }, (_, index) => (index % 10 === 0 ? 0 : index / 400));
    for (const [metric, values] of [
      ['LCP', lcp],
      ['CLS', cls],
    ] as const) {
      const exact = exactQuantile(values, 0.75);
      const read = quantileOf(metric, countInBuckets(metric, values), 0.75)!;
      expect(Math.abs(read - exact) / exact).toBeLessThan(BUCKET_WIDTH);
    }
  });

  it('reads a single value back inside its bucket, and nothing from no counts', () => {
    const read = quantileOf('LCP', [{ bucket: bucketOf('LCP', 2400), count: 1 }], 0.75)!;
    expect(Math.abs(read - 2400) / 2400).toBeLessThan(BUCKET_WIDTH);
    expect(quantileOf('LCP', [], 0.75)).toBeUndefined();
    expect(quantileOf('LCP', [{ bucket: 40, count: 0 }], 0.75)).toBeUndefined();
  });

  it('adds counts of the same bucket from anywhere: the order of buckets does not matter', () => {
    const one = [
      { bucket: 90, count: 3 },
      { bucket: 80, count: 1 },
    ];
    const other = [
      { bucket: 80, count: 1 },
      { bucket: 90, count: 3 },
    ];
    expect(quantileOf('INP', one, 0.75)).toBe(quantileOf('INP', other, 0.75));
  });
});
