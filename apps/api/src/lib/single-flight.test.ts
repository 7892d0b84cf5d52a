import { describe, expect, it } from 'vitest';
import { createSingleFlight } from './single-flight.ts';

/** A load that counts its runs and settles when the test says so. */
function controlledLoad() {
  let runs = 0;
  const settlers: Array<{ resolve: (value: string) => void; reject: (error: Error) => void }> = [];
  return {
    load: () => {
      runs += 1;
      return new Promise<string>((resolve, reject) => settlers.push({ resolve, reject }));
    },
    resolve: (value: string) => settlers.splice(0).forEach((settler) => settler.resolve(value)),
    reject: (error: Error) => settlers.splice(0).forEach((settler) => settler.reject(error)),
    get runs() {
      return runs;
    },
  };
}

describe('a single flight', () => {
  it('runs one load for callers asking at the same time, one per key', async () => {
    const once = createSingleFlight<string>();
    const a = controlledLoad();
    const b = controlledLoad();
    const answers = Promise.all([once('a', a.load), once('a', a.load), once('b', b.load)]);
    a.resolve('A');
    b.resolve('B');
    expect(await answers).toEqual(['A', 'A', 'B']);
    expect([a.runs, b.runs]).toEqual([1, 1]);
  });

  it('keeps nothing once the load settled: the next caller loads anew, after a failure too', async () => {
    const once = createSingleFlight<string>();
    const load = controlledLoad();
    const failed = Promise.all([once('a', load.load), once('a', load.load)]);
    load.reject(new Error('gone'));
    await expect(failed).rejects.toThrow('gone');

    const next = once('a', load.load);
    load.resolve('again');
    expect(await next).toBe('again');
    expect(load.runs).toBe(2);
  });
});
