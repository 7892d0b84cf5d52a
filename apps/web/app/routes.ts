import { type RouteConfig, index, route } from '@react-router/dev/routes';
import { buildLegalDocumentPath, ROUTE_PATTERNS, SITE_PATHS } from '@rennfeld/contract/site-paths';
import { LEGAL_DOCUMENT_KINDS, LEGAL_DOCUMENTS } from '@rennfeld/contract/constants';

/** The routes of SPEC §2, one module per URL; the addresses come from the contract's site-paths.ts. */
export default [
  index('routes/home.tsx'),
  route(ROUTE_PATTERNS.productListing, 'routes/products.tsx'),
  route(ROUTE_PATTERNS.product, 'routes/product-detail.tsx'),
  route(SITE_PATHS.about, 'routes/about.tsx'),
  route(SITE_PATHS.team, 'routes/team.tsx'),
  route(SITE_PATHS.partnership, 'routes/partnership.tsx'),
  route(SITE_PATHS.news, 'routes/news.tsx'),
  route(ROUTE_PATTERNS.newsArticle, 'routes/news-detail.tsx'),
  route(SITE_PATHS.catalogue, 'routes/catalogue.tsx'),
  route(SITE_PATHS.concepts, 'routes/concepts.tsx'),
  route(ROUTE_PATTERNS.conceptCategory, 'routes/concept.tsx'),
  route(SITE_PATHS.contact, 'routes/contact.tsx'),
  // One module serves the four legal documents; each route needs an id of its own.
  ...LEGAL_DOCUMENT_KINDS.map((kind) =>
    route(buildLegalDocumentPath(kind), 'routes/legal.tsx', { id: LEGAL_DOCUMENTS[kind].path }),
  ),
  route(SITE_PATHS.newsletter, 'routes/newsletter.tsx'),
  // Beyond SPEC §2: where the links of newsletter e-mails lead (decision 045).
  route(SITE_PATHS.newsletterConfirm, 'routes/newsletter-confirm.tsx'),
  route(SITE_PATHS.newsletterUnsubscribe, 'routes/newsletter-unsubscribe.tsx'),
  // Beyond SPEC §2: the product search as a page (the SearchAction of the structured data).
  route(SITE_PATHS.search, 'routes/search.tsx'),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
