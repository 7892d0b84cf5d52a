/** A deferred list's outcome: its data, or the fact that it failed (the page still answers 200). */
export type Settled<T> = { ok: true; data: T } | { ok: false };

/**
 * Turns a loader's deferred promise into one that never rejects, so a failing list renders its
 * SPEC §8 message instead of crashing the page. The cause is logged on the server.
 */
export function settle<T>(promise: Promise<T>, what: string): Promise<Settled<T>> {
  return promise.then(
    (data) => ({ ok: true, data }),
    (error: unknown) => {
      console.error(`Failed to load ${what}`, error);
      return { ok: false };
    },
  );
}
