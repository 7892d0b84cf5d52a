import type { SiteLocale } from '@rennfeld/contract/constants';
import { useEffect } from 'react';
import { useMatches } from 'react-router';
import { useRootData } from './root-data.ts';

/** One report per page load: a client navigation's page is not a page load (web-vitals measures loads). */
let started = false;

/**
 * The real-user timings of this page load (decision 053), if the sample picks it: the reporter
 * and web-vitals load only then, after hydration, once the page has loaded and the browser is
 * idle, so they are never part of the page's own loading. They are reported under the page the
 * visitor landed on.
 */
export function useVitalsReporting(): void {
  const { env, i18n } = useRootData();
  const leafRoute = useMatches().at(-1)?.id;
  const { vitalsSampleRate, apiBase } = env;
  const language = i18n.locale;
  useEffect(() => {
    if (started || leafRoute === undefined) return;
    started = true;
    if (!(Math.random() < vitalsSampleRate)) return;
    const report = () =>
      import('./vitals-reporter.ts').then(
        ({ reportVitals }) =>
          reportVitals({ endpoint: `${apiBase}/vitals`, route: pageRouteOf(leafRoute, language), language }),
        // A reporter that cannot be loaded (offline, a new release) costs the visitor nothing.
        () => undefined,
      );
    whenLoadedAndIdle(report);
  }, [vitalsSampleRate, apiBase, leafRoute, language]);
}

/** The route id without its language's prefix: `de/routes/home` is `routes/home` in German. */
function pageRouteOf(routeId: string, language: SiteLocale): string {
  return routeId.startsWith(`${language}/`) ? routeId.slice(language.length + 1) : routeId;
}

function whenLoadedAndIdle(run: () => void): void {
  // Safari has no requestIdleCallback: a second after the load event stands in.
  const idle = () => (window.requestIdleCallback ? window.requestIdleCallback(run) : window.setTimeout(run, 1000));
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}
