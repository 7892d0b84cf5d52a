import { buildProductPath } from '@rennfeld/contract/site-paths';
import { Form, Link } from 'react-router';
import { readI18n, useLocalePath, useT } from '../i18n/use-i18n.ts';
import { SEARCH_QUERY_MAX_LENGTH, toSearchTerm } from '../features/search/search-query.ts';
import { buildNoIndexMeta } from '../features/seo/page-meta.ts';
import { searchProducts, createServerApi } from '../lib/api.ts';
import { RouteErrorBoundary } from '../ui/route-error-boundary.tsx';
import { SearchResultContent } from '../features/search/search-result-content.tsx';
import type { Route } from './+types/search';
import '../styles/search.css';

/*
 * The product search as a page: the target of the site's SearchAction, and the search of a
 * visitor without JavaScript. The header's overlay stays the search for everyone else. Result
 * pages are not indexed (robots.txt keeps crawlers out, and the page says noindex).
 */

export function meta({ data, matches }: Route.MetaArgs): Route.MetaDescriptors {
  const { t } = readI18n(matches);
  return buildNoIndexMeta(data?.term ? t('search.resultsTitle', { term: data.term }) : t('search.title'));
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const term = toSearchTerm((new URL(request.url).searchParams.get('q') ?? '').slice(0, SEARCH_QUERY_MAX_LENGTH));
  if (term === null) return { term: '', products: [] };
  try {
    const { products } = await searchProducts(createServerApi(context, request), term, request.signal);
    return { term, products };
  } catch (error) {
    // SPEC §8: on a search failure the results are emptied and the error is only logged.
    context.logError('The product search failed', error);
    return { term, products: [] };
  }
}

export default function Search({ loaderData }: Route.ComponentProps) {
  const { term, products } = loaderData;
  const t = useT();
  const localePath = useLocalePath();
  return (
    <div className="container py-5 search-page">
      <h1 className="mb-4">{t('search.title')}</h1>
      <Form method="get" role="search" className="d-flex gap-2 mb-4">
        <label htmlFor="search-page-input" className="visually-hidden">
          {t('search.title')}
        </label>
        <input
          id="search-page-input"
          type="search"
          name="q"
          defaultValue={term}
          key={term}
          className="form-control form-control-lg"
          placeholder={t('search.placeholder')}
          maxLength={SEARCH_QUERY_MAX_LENGTH}
        />
        <button type="submit" className="btn btn-dark btn-lg">
          {t('search.submit')}
        </button>
      </Form>
      {term && products.length === 0 && (
        <p className="text-secondary" role="status">
          {t('search.noResults')}
        </p>
      )}
      {products.length > 0 && (
        <ul className="list-unstyled search-page__results">
          {products.map((product) => (
            <li key={product.slug}>
              <Link to={localePath(buildProductPath(product.slug))} className="search-result">
                <SearchResultContent product={product} />
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
