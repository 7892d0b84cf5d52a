import { type RouteConfig, index, route } from '@react-router/dev/routes';

/** The routes of SPEC §2, one module per URL. */
export default [
  index('routes/home.tsx'),
  route('products/:categorySlug/:subCategorySlug?', 'routes/products.tsx'),
  route('product-detail/:slug', 'routes/product-detail.tsx'),
  route('about', 'routes/about.tsx'),
  route('team', 'routes/team.tsx'),
  route('partnership', 'routes/partnership.tsx'),
  route('news', 'routes/news.tsx'),
  route('news-detail/:slug', 'routes/news-detail.tsx'),
  route('catalogue', 'routes/catalogue.tsx'),
  route('concepts', 'routes/concepts.tsx'),
  route('concept/:slug', 'routes/concept.tsx'),
  route('contact', 'routes/contact.tsx'),
  route('privacy-policy', 'routes/legal.tsx', { id: 'privacy-policy' }),
  route('terms', 'routes/legal.tsx', { id: 'terms' }),
  route('copyright', 'routes/legal.tsx', { id: 'copyright' }),
  route('imprint', 'routes/legal.tsx', { id: 'imprint' }),
  route('newsletter', 'routes/newsletter.tsx'),
  // Beyond SPEC §2: the product search as a page (the SearchAction of the structured data).
  route('search', 'routes/search.tsx'),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
