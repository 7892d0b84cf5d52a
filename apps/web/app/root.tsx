import { localeOfPath, SITE_PATHS } from '@rennfeld/contract/site-paths';
import { type ComponentType, lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  type ShouldRevalidateFunction,
  useNavigate,
} from 'react-router';
import 'bootstrap/dist/css/bootstrap.min.css';
import './styles/site.css';
import type { Route } from './+types/root';
import { openCartDrawer, useCartCount, useCartDrawerOpen } from './features/cart/cart-count.ts';
import { LanguageOffer as LanguageOfferBar } from './features/layout/language-offer.tsx';
import { otherLocale } from './features/layout/language-switch.tsx';
import { SiteFooter } from './features/layout/site-footer.tsx';
import { SiteHeader } from './features/layout/site-header.tsx';
import type { SearchOverlayProps } from './features/search/search-overlay.tsx';
import { JsonLd, serializeJsonLd } from './features/seo/json-ld.tsx';
import { buildOrganizationData, buildWebSiteData } from './features/seo/structured-data.ts';
import type { SiteLocale } from '@rennfeld/contract/constants';
import { serializedCatalogue, serverTranslator } from './i18n/catalogue.server.ts';
import { useLocalePath } from './i18n/use-i18n.ts';
import { createServerApi, getCategories, getCompanyDetails, getShopTerms } from './lib/api.ts';
import { type LanguageOffer, type RootData, useRootData } from './lib/root-data.ts';
import { useVitalsReporting } from './lib/vitals.ts';
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

/** The cart's drawer loads when a visitor first reaches for the cart or adds to it. */
const CartDrawer = lazy(() => import('./features/cart/cart-drawer.tsx'));

function SearchPageInstead({ show, onHide }: SearchOverlayProps) {
  const navigate = useNavigate();
  const localePath = useLocalePath();
  useEffect(() => {
    if (!show) return;
    onHide();
    void navigate(localePath(SITE_PATHS.search));
  }, [show, onHide, navigate, localePath]);
  return null;
}

export async function loader({ context, request }: Route.LoaderArgs): Promise<RootData> {
  const env = {
    apiBase: context.apiBase,
    storageBase: context.storageBase,
    siteUrl: context.siteUrl,
    vitalsSampleRate: context.vitalsSampleRate,
  };
  const locale = localeOfPath(new URL(request.url).pathname);
  const i18n = { locale, messages: serializedCatalogue(locale), offer: languageOffer(locale) };
  const api = createServerApi(context, request);
  const [categories, company, shop] = await Promise.all([
    getCategories(api).then(
      (answer) => answer.categories,
      (error: unknown) => {
        // SPEC §8: a failure to load the header's categories is only logged.
        context.logError('Failed to load categories for the header', error);
        return [];
      },
    ),
    getCompanyDetails(api).catch((error: unknown) => {
      context.logError("Failed to load the company's details", error);
      return null;
    }),
    getShopTerms(api).catch((error: unknown) => {
      context.logError("Failed to load the shop's shipping and payment terms", error);
      return null;
    }),
  ]);
  // Built here, on the server: the browser receives the two blocks, not the code that builds them.
  const structuredData = [
    buildOrganizationData(env.siteUrl, serverTranslator(locale)('common.siteDescription'), company),
    buildWebSiteData(env.siteUrl),
  ].map(serializeJsonLd);
  return { env, i18n, structuredData, categories, company, shop };
}

function languageOffer(pageLocale: SiteLocale): LanguageOffer {
  const locale = otherLocale(pageLocale);
  const t = serverTranslator(locale);
  return {
    locale,
    text: t('layout.language.offer'),
    action: t('layout.language.offerAction'),
    dismiss: t('layout.language.offerDismiss'),
  };
}

/**
 * The root's data (the catalogue of texts, the header's categories) is fetched again only when
 * the visitor changes language or sends a form, not on every link they follow.
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}) =>
  localeOfPath(currentUrl.pathname) !== localeOfPath(nextUrl.pathname) ||
  (formMethod !== undefined && defaultShouldRevalidate);

export function Layout({ children }: { children: ReactNode }) {
  const { i18n, structuredData, categories } = useRootData();
  const nonce = useNonce();
  const cartCount = useCartCount();
  const cartOpen = useCartDrawerOpen();
  const [cartWanted, setCartWanted] = useState(false);
  if (cartOpen && !cartWanted) setCartWanted(true);
  // Marks the document once the app is interactive: the browser tests wait for it before acting.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  useVitalsReporting();
  return (
    <html lang={i18n.locale}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links nonce={nonce} />
        {structuredData.map((json) => (
          <JsonLd key={json} json={json} />
        ))}
      </head>
      <body>
        <SiteHeader
          categories={categories}
          SearchOverlay={SearchOverlay}
          cartCount={cartCount}
          onOpenCart={openCartDrawer}
          onWantCart={() => setCartWanted(true)}
        />
        {cartWanted && (
          <Suspense fallback={null}>
            <CartDrawer />
          </Suspense>
        )}
        <main id="main-content" className="site-main">
          {children}
        </main>
        <SiteFooter />
        <LanguageOfferBar />
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
