import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False on the server and during hydration, true afterwards (and on client-side navigations).
 * Lets a page serve plain HTML controls that work without JavaScript and swap in the enhanced
 * ones only after hydration, so the server HTML and the first client render always match.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
