import { describe, expect, it } from 'vitest';
import { createLoadingCache } from './loading-cache.ts';

interface Text {
  text: string;
}

function bytesCache(maxSize: number) {
  return createLoadingCache<Text>({ maxSize, sizeCalculation: ({ text }) => text.length });
}

describe('a loading cache', () => {
  it('loads a missing key once for callers asking at the same time, and keeps it', async () => {
    const cache = bytesCache(100);
    let loads = 0;
    const load = async () => ({ text: `value ${++loads}` });
    const answers = await Promise.all([1, 2, 3].map(() => cache.fetch('k', { context: load })));
    expect(answers.map((answer) => answer?.text)).toEqual(['value 1', 'value 1', 'value 1']);
    expect((await cache.fetch('k', { context: load }))?.text).toBe('value 1');
    expect(loads).toBe(1);
  });

  it('keeps nothing for a load that gives undefined or fails', async () => {
    const cache = bytesCache(100);
    expect(await cache.fetch('missing', { context: async () => undefined })).toBeUndefined();
    await expect(
      cache.fetch('failing', {
        context: async () => {
          throw new Error('database away');
        },
      }),
    ).rejects.toThrow('database away');
    expect(cache.size).toBe(0);
  });

  it('hands a value beyond its budget to every caller that shared the load, and keeps it not', async () => {
    const cache = bytesCache(10);
    let loads = 0;
    const load = async () => ({ text: `${'x'.repeat(20)} ${++loads}` });
    const answers = await Promise.all([cache.fetch('big', { context: load }), cache.fetch('big', { context: load })]);
    expect(answers.map((answer) => answer?.text.endsWith(' 1'))).toEqual([true, true]);
    expect(cache.size).toBe(0);
    expect((await cache.fetch('big', { context: load }))?.text.endsWith(' 2')).toBe(true);
  });

  it('drops the least recently used values beyond its budget', async () => {
    const cache = bytesCache(10);
    for (const key of ['a', 'b', 'c']) await cache.fetch(key, { context: async () => ({ text: key.repeat(4) }) });
    expect([...cache.keys()].sort()).toEqual(['b', 'c']);
  });
});
