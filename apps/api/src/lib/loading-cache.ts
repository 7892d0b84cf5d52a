import { LRUCache } from 'lru-cache';

/** Loads a value the cache lacks; undefined for "nothing to keep" (a missing product). */
type Loader<V> = () => Promise<V | undefined>;

/**
 * An lru-cache whose `fetch(key, { context: load })` answers from what it keeps, or runs `load`:
 * callers fetching a key while it loads share that one load (its fetchMethod). A load that gives
 * undefined keeps nothing, and so does one whose size is beyond `maxSize` (lru-cache keeps no
 * entry larger than that, but still hands it to every caller that shared the load). A load that
 * fails reaches every caller that shared it and leaves what was kept before in place.
 */
export type LoadingCache<V extends object> = LRUCache<string, V, Loader<V>>;

/** Bounded either by entries (`max`) or by bytes (`maxSize` with a `sizeCalculation`). */
export type LoadingCacheBounds<V extends object> =
  { max: number } | { maxSize: number; sizeCalculation: (value: V, key: string) => number };

export function createLoadingCache<V extends object>(bounds: LoadingCacheBounds<V>): LoadingCache<V> {
  return new LRUCache<string, V, Loader<V>>({
    ...bounds,
    fetchMethod: (_key, _stale, { context }) => context(),
    // A load still under way when its key is evicted goes on to answer the callers sharing it;
    // without this they would get lru-cache's abort error instead.
    ignoreFetchAbort: true,
    noDeleteOnFetchRejection: true,
  });
}
