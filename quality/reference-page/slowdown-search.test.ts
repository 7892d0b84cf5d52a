import { describe, expect, it } from 'vitest';
import { largestPassingSlowdown, SLOWDOWN_RANGE } from './slowdown-search.ts';

/** A reference load that scores its mark up to `limit` and under it above, counting the audits asked for. */
function loadPassingUpTo(limit: number) {
  const tried: number[] = [];
  return {
    tried,
    passes: async (cpuSlowdown: number) => {
      tried.push(cpuSlowdown);
      return cpuSlowdown <= limit;
    },
  };
}

async function search(limit: number, start: number) {
  const load = loadPassingUpTo(limit);
  const found = await largestPassingSlowdown(load.passes, start, start <= limit);
  return { found, audits: load.tried.length + 1 };
}

describe('the largest slowdown at which the reference page passes', () => {
  // A search of the whole range takes ten audits; from near the answer it should take fewer.
  it.each([
    [2.2, 2, 7],
    [2.2, 2.5, 7],
    [8.1, 8.5, 7],
    [1.5, 6, 12],
    [9.4, 1, 12],
    [0.6, 8, 12],
    [1.7, 12, 12],
  ])(
    'is found within two percent when it is %s× and the search starts at %s×, in at most %s audits',
    async (limit, start, mostAudits) => {
      const { found, audits } = await search(limit, start);
      expect(found).toBeLessThanOrEqual(limit);
      expect(found).toBeGreaterThan(limit / SLOWDOWN_RANGE.precision);
      expect(audits).toBeLessThanOrEqual(mostAudits);
    },
  );

  it('is the highest slowdown when even that passes, and the lowest when nothing does', async () => {
    expect((await search(40, 11)).found).toBe(SLOWDOWN_RANGE.highest);
    expect((await search(40, SLOWDOWN_RANGE.highest)).found).toBe(SLOWDOWN_RANGE.highest);
    expect((await search(0.1, 0.4)).found).toBe(SLOWDOWN_RANGE.lowest);
    expect((await search(0.1, SLOWDOWN_RANGE.lowest)).found).toBe(SLOWDOWN_RANGE.lowest);
  });
});
