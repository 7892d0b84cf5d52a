import { type RouteConfig, type RouteConfigEntry, index, route } from '@react-router/dev/routes';
import { buildLegalDocumentPath, localizePath, ROUTE_PATTERNS, SITE_PATHS } from '@rennfeld/contract/site-paths';
import { LEGAL_DOCUMENT_KINDS, LEGAL_DOCUMENTS } from '@rennfeld/contract/constants';

/** The pages of one language: the routes of SPEC §2, one module per URL (from the contract's site-paths.ts). */
function pagesOf(locale: 'en' | 'de'): RouteConfigEntry[] {
  const path = (englishPath: string) => localizePath(englishPath, locale);
  // A module serving the pages of both languages needs a route id per language; English keeps the
  // default id (the module's path), German prefixes it.
  const page = (pattern: string, file: string, id?: string) => {
    if (locale === 'en') return route(path(pattern), file, id ? { id } : {});
    return route(path(pattern), file, { id: `${locale}/${id ?? file.replace(/\.tsx$/, '')}` });
  };
  return [
    locale === 'en' ? index('routes/home.tsx') : page(SITE_PATHS.home, 'routes/home.tsx'),
    page(ROUTE_PATTERNS.productListing, 'routes/products.tsx'),
    page(ROUTE_PATTERNS.product, 'routes/product-detail.tsx'),
    page(SITE_PATHS.about, 'routes/about.tsx'),
    page(SITE_PATHS.team, 'routes/team.tsx'),
    page(SITE_PATHS.partnership, 'routes/partnership.tsx'),
    page(SITE_PATHS.news, 'routes/news.tsx'),
    page(ROUTE_PATTERNS.newsArticle, 'routes/news-detail.tsx'),
    page(SITE_PATHS.catalogue, 'routes/catalogue.tsx'),
    page(SITE_PATHS.concepts, 'routes/concepts.tsx'),
    page(ROUTE_PATTERNS.conceptCategory, 'routes/concept.tsx'),
    page(SITE_PATHS.contact, 'routes/contact.tsx'),
    // One module serves the four legal documents.
    ...LEGAL_DOCUMENT_KINDS.map((kind) =>
      page(buildLegalDocumentPath(kind), 'routes/legal.tsx', LEGAL_DOCUMENTS[kind].path),
    ),
    page(SITE_PATHS.newsletter, 'routes/newsletter.tsx'),
    // Beyond SPEC §2: where the links of newsletter e-mails lead (decision 045).
    page(SITE_PATHS.newsletterConfirm, 'routes/newsletter-confirm.tsx'),
    page(SITE_PATHS.newsletterUnsubscribe, 'routes/newsletter-unsubscribe.tsx'),
    // Beyond SPEC §2: the product search as a page (the SearchAction of the structured data).
    page(SITE_PATHS.search, 'routes/search.tsx'),
    // Beyond SPEC §2, which links it from the footer as a 404: the site sets no cookies (decision 048).
    page(SITE_PATHS.cookieSettings, 'routes/cookie-settings.tsx'),
    // Beyond SPEC §2, which links them from the footer as 404s: shipping costs and payment (decision 104).
    page(SITE_PATHS.shipping, 'routes/shipping.tsx'),
    page(SITE_PATHS.paymentMethods, 'routes/payment-methods.tsx'),
    // Beyond SPEC §2, which has no ordering: the guest checkout and the order's confirmation (decision 105).
    page(SITE_PATHS.checkout, 'routes/checkout.tsx'),
    page(ROUTE_PATTERNS.orderConfirmation, 'routes/order-confirmation.tsx'),
    // Beyond SPEC §2: the statutory withdrawal information and model form (decision 106).
    page(SITE_PATHS.withdrawal, 'routes/withdrawal.tsx'),
    // Beyond SPEC §2: the accessibility statement of BFSG Anlage 3 (decision 107).
    page(SITE_PATHS.accessibility, 'routes/accessibility.tsx'),
  ];
}

/** English at the SPEC's paths, German under /de with the same shapes (decision 047). */
export default [
  ...pagesOf('en'),
  ...pagesOf('de'),
  // Any other address, in either language (the page's language comes from its path).
  route('*', 'routes/unknown-address.tsx'),
] satisfies RouteConfig;
