import { SITE_PATHS } from '@rennfeld/contract/site-paths';
import { type ComponentType, lazy, type ReactNode, useEffect } from 'react';
import { Links, Meta, Outlet, Scripts, ScrollRestoration, useNavigate } from 'react-router';
import 'bootstrap/dist/css/bootstrap.min.css';
import './styles/site.css';
import type { Route } from './+types/root';
import { SiteFooter } from './features/layout/site-footer.tsx';
import { SiteHeader } from './features/layout/site-header.tsx';
import type { SearchOverlayProps } from './features/search/search-overlay.tsx';
import { JsonLd } from './features/seo/json-ld.tsx';
import { buildOrganizationData, buildWebSiteData } from './features/seo/structured-data.ts';
import { getCategories, createServerApi } from './lib/api.ts';
import { type RootData, useRootData } from './lib/root-data.ts';
import { useNonce } from './load-context.ts';
import { RouteErrorBoundary } from './ui/route-error-boundary.tsx';

/**
 * The search overlay (with TanStack Query) loads when a visitor first reaches for the search. If
 * its script cannot be loaded (SPEC §8's chunk load error: offline, or replaced by a new release),
 * the search icon leads to the search page, which works without it.
 */
const SearchOverlay = lazy((): Promise<{ default: ComponentType<SearchOverlayProps> }> =>
  import('./features/search/search-overlay.tsx').then(
    (module) => ({ default: module.SearchOverlay }),
    (error: unknown) => {
      console.warn('The search overlay could not be loaded; the search page stands in', error);
      return { default: SearchPageInstead };
    },
  ),
);

function SearchPageInstead({ show, onHide }: SearchOverlayProps) {
  const navigate = useNavigate();
  useEffect(() => {
    if (!show) return;
    onHide();
    void navigate(SITE_PATHS.search);
  }, [show, onHide, navigate]);
  return null;
}

export async function loader({ context }: Route.LoaderArgs): Promise<RootData> {
  const env = { apiBase: context.apiBase, storageBase: context.storageBase, siteUrl: context.siteUrl };
  try {
    const { categories } = await getCategories(createServerApi(context));
    return { env, categories };
  } catch (error) {
    // SPEC §8: a failure to load the header's categories is only logged.
    console.error('Failed to load categories for the header', error);
    return { env, categories: [] };
  }
}

export function Layout({ children }: { children: ReactNode }) {
  const { env, categories } = useRootData();
  const nonce = useNonce();
  // Marks the document once the app is interactive: the browser tests wait for it before acting.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links nonce={nonce} />
        <JsonLd data={buildOrganizationData(env.siteUrl)} />
        <JsonLd data={buildWebSiteData(env.siteUrl)} />
      </head>
      <body>
        <SiteHeader categories={categories} SearchOverlay={SearchOverlay} />
        <main id="main-content" className="site-main">
          {children}
        </main>
        <SiteFooter />
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
