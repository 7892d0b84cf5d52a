import { afterEach, describe, expect, it, vi } from 'vitest';
import { settle } from './settle.ts';

afterEach(() => vi.restoreAllMocks());

describe('settle', () => {
  it('passes the data of a fulfilled promise through', async () => {
    await expect(settle(Promise.resolve([1, 2]), 'numbers')).resolves.toEqual({ ok: true, data: [1, 2] });
  });

  it('turns a rejection into a failed result and logs the cause, so the page still renders', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const cause = new Error('connection refused');
    await expect(settle(Promise.reject(cause), 'news')).resolves.toEqual({ ok: false });
    expect(log).toHaveBeenCalledWith('Failed to load news', cause);
  });
});
