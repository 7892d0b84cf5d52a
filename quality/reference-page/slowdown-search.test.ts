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
  it.each([
    [2.2, 2],
    [2.2, 2.5],
    [1.5, 6],
    [9.4, 1],
    [0.6, 3],
  ])('is found within two percent when it is %s× and the search starts at %s×', async (limit, start) => {
    const { found } = await search(limit, start);
    expect(found).toBeLessThanOrEqual(limit);
    expect(found).toBeGreaterThan(limit / SLOWDOWN_RANGE.precision);
  });

  it('takes about six audits of a load when the answer is near where the search starts', async () => {
    for (const [limit, start] of [
      [2.2, 2],
      [2.2, 2.5],
      [8.1, 8.5],
    ] as const) {
      expect((await search(limit, start)).audits).toBeLessThanOrEqual(7);
    }
  });

  it('takes at most two audits more than a search of the whole range (ten) when it starts far from the answer', async () => {
    for (const [limit, start] of [
      [9.4, 1],
      [0.6, 8],
      [1.7, 12],
    ] as const) {
      expect((await search(limit, start)).audits).toBeLessThanOrEqual(12);
    }
  });

  it('is the highest slowdown when even that passes, and the lowest when nothing does', async () => {
    expect((await search(40, 11)).found).toBe(SLOWDOWN_RANGE.highest);
    expect((await search(40, SLOWDOWN_RANGE.highest)).found).toBe(SLOWDOWN_RANGE.highest);
    expect((await search(0.1, 0.4)).found).toBe(SLOWDOWN_RANGE.lowest);
    expect((await search(0.1, SLOWDOWN_RANGE.lowest)).found).toBe(SLOWDOWN_RANGE.lowest);
  });
});
