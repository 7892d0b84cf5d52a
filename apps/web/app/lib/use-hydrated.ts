import { startTransition, useEffect, useState } from 'react';

/** Set by the first component that finds the page hydrated: later mounts start enhanced. */
let pageHydrated = false;

/**
 * False on the server and during hydration, true afterwards (and at once on client-side
 * navigations). Lets a page serve plain HTML controls that work without JavaScript and swap in the
 * enhanced ones only after hydration, so the server HTML and the first client render always match.
 * The swap is a transition: React renders it in slices between the browser's own work instead of
 * in one long task right after hydration.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(pageHydrated);
  useEffect(() => {
    pageHydrated = true;
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}
