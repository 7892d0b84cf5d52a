/**
 * Runs `load` for a key once at a time: callers asking while it runs share its promise, and once it
 * settles (value or failure) nothing is kept, so the next caller runs it anew. For work whose result
 * lives elsewhere (a row read on every request, a file written to disk); a value worth keeping in
 * memory belongs in a LoadingCache instead.
 */
export function createSingleFlight<V>(): (key: string, load: () => Promise<V>) => Promise<V> {
  const running = new Map<string, Promise<V>>();
  return (key, load) => {
    let pending = running.get(key);
    if (!pending) {
      pending = load().finally(() => running.delete(key));
      running.set(key, pending);
    }
    return pending;
  };
}
