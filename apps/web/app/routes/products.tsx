import { localeOfPath, pathWithoutLocale } from '@rennfeld/contract/site-paths';
import { useCallback, useMemo } from 'react';
import { data, redirect, useLocation, useNavigate, useNavigation } from 'react-router';
import { serverTranslator } from '../i18n/catalogue.server.ts';
import { readI18n, useT } from '../i18n/use-i18n.ts';
import { readRootData, useRootData } from '../lib/root-data.ts';
import type { Route } from './+types/products';
import { Breadcrumbs } from '../features/catalogue/breadcrumbs.tsx';
import { FILTER_FORM_ID, FilterBar } from '../features/catalogue/filter-bar.tsx';
import {
  toCanonicalListingSearch,
  buildListingPageSearch,
  buildListingSearch,
  buildListingSortSearch,
  readFilterSelection,
  readListingPage,
  readListingSort,
} from '../features/catalogue/filter-url.ts';
import {
  chooseListingErrorStatus,
  toFilterOptionsState,
  toListingState,
  type ListingState,
} from '../features/catalogue/listing-data.ts';
import { ListingPager } from '../features/catalogue/listing-pager.tsx';
import { ListingSortSelect } from '../features/catalogue/listing-sort.tsx';
import { ProductCard } from '../features/catalogue/product-card.tsx';
import { SubCategoryNav } from '../features/catalogue/sub-category-nav.tsx';
import { isNotFoundAnswer } from '../lib/api-client.ts';
import { isNotFoundResponse, throwNotFound } from '../lib/not-found-response.ts';
import { getProducts, getFilterOptions, createServerApi } from '../lib/api.ts';
import { fallbackLang } from '../lib/untranslated.ts';
import { ErrorText, LoadingText } from '../ui/status.tsx';
import { RouteErrorBoundary } from '../ui/route-error-boundary.tsx';
import { buildNoIndexMeta } from '../features/seo/page-meta.ts';
import { buildListingTrail, findListingCategories } from '../features/seo/breadcrumb-trails.ts';
import { buildListingMeta } from '../features/seo/catalogue-meta.ts';

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  // One URL per selection: a plain form GET lists groups in page order, the bar writes them sorted.
  const canonical = toCanonicalListingSearch(url.search);
  if (canonical.slice(1) !== url.searchParams.toString()) throw redirect(`${url.pathname}${canonical}`);

  // Both are awaited: the list and the filter form are in the HTML for visitors without JavaScript.
  const api = createServerApi(context, request);
  const page = readListingPage(url.searchParams);
  const [products, filterOptions] = await Promise.allSettled([
    getProducts(
      api,
      {
        categorySlug: params.categorySlug,
        subCategorySlug: params.subCategorySlug,
        filters: readFilterSelection(url.searchParams),
        page,
        sort: readListingSort(url.searchParams),
      },
      request.signal,
    ),
    getFilterOptions(api, request.signal),
  ]);

  if (products.status === 'rejected' && isNotFoundAnswer(products.reason)) throwNotFound();
  // A page past the end (the listing shrank, or the address was typed): its last page.
  if (products.status === 'fulfilled' && page > Math.max(products.value.pagination.pages, 1)) {
    throw redirect(`${url.pathname}${buildListingPageSearch(url.search, products.value.pagination.pages)}`);
  }
  if (!request.signal.aborted) {
    if (products.status === 'rejected') context.logError('Failed to load products', products.reason);
    if (filterOptions.status === 'rejected') context.logError('Failed to load filters', filterOptions.reason);
  }

  const locale = localeOfPath(url.pathname);
  const listing = toListingState(products, serverTranslator(locale), locale);
  const filters = toFilterOptionsState(filterOptions);
  const status = products.status === 'rejected' ? chooseListingErrorStatus(products.reason) : 200;
  return data({ listing, filters }, { status });
}

export function meta({ params, matches, error, location, loaderData }: Route.MetaArgs) {
  const { locale, t } = readI18n(matches);
  if (isNotFoundResponse(error)) return buildNoIndexMeta(t('catalogue.notFoundTitle'));
  const { env, categories } = readRootData(matches);
  const page = readListingPage(location.search);
  return buildListingMeta({
    siteUrl: env.siteUrl,
    locale,
    t,
    storageBase: env.storageBase,
    categories,
    params,
    page,
    pageSearch: buildListingPageSearch('', page),
    permuted:
      Object.keys(readFilterSelection(location.search)).length > 0 || readListingSort(location.search) !== undefined,
    products: loaderData?.listing.status === 'ready' ? loaderData.listing.products : [],
  });
}

export default function ProductListing({ loaderData, params }: Route.ComponentProps) {
  const { listing, filters } = loaderData;
  const location = useLocation();
  const navigation = useNavigation();
  const navigate = useNavigate();
  const { categories } = useRootData();
  const { category, subCategory } = findListingCategories(categories, params);

  // While a listing loads, the address being loaded is already the selection (so quick successive
  // clicks build on each other); another listing's address means both parts reload.
  const pending =
    navigation.state === 'loading' && pathWithoutLocale(navigation.location.pathname).startsWith('/products/')
      ? navigation.location
      : undefined;
  const refiltering = pending?.pathname === location.pathname;
  const search = refiltering ? pending.search : location.search;
  const selection = useMemo(() => readFilterSelection(search), [search]);

  const replaceSearch = useCallback(
    (next: string) =>
      navigate({ pathname: location.pathname, search: next }, { replace: true, preventScrollReset: true }),
    [navigate, location.pathname],
  );

  const trail = buildListingTrail(categories, params);
  const { label: heading, lang: headingLang } = trail.at(-1)!;

  return (
    <div className="container py-4 product-listing">
      <Breadcrumbs trail={trail} />
      <h1 className="mb-2 text-capitalize-first" lang={headingLang}>
        {heading}
      </h1>
      {category && !subCategory && (
        <p className="text-secondary mb-4 listing-intro" lang={fallbackLang(category, 'description')}>
          {category.description}
        </p>
      )}
      <div className="row g-4">
        <aside className="col-lg-3">{category && <SubCategoryNav category={category} />}</aside>
        <div className="col-lg-9">
          <FilterBar
            filterOptions={pending && !refiltering ? { status: 'loading' } : filters}
            selection={selection}
            facets={listing.status === 'ready' ? listing.facets : undefined}
            action={location.pathname}
            onChange={(next) => replaceSearch(buildListingSearch(next, search))}
          />
          <ListingSortSelect
            form={FILTER_FORM_ID}
            sort={readListingSort(search)}
            onChange={(sort) => replaceSearch(buildListingSortSearch(search, sort))}
          />
          <ProductResults
            listing={listing}
            loading={pending !== undefined}
            filtered={Object.keys(selection).length > 0}
          />
          {listing.status === 'ready' && (
            <ListingPager
              pathname={location.pathname}
              search={location.search}
              page={listing.pagination.page}
              pages={listing.pagination.pages}
            />
          )}
        </div>
      </div>
    </div>
  );
}

function ProductResults({
  listing,
  loading,
  filtered,
}: {
  listing: ListingState;
  loading: boolean;
  filtered: boolean;
}) {
  const t = useT();
  return (
    <section className="product-results mt-4" aria-labelledby="product-results-heading" aria-busy={loading}>
      <h2 id="product-results-heading" className="visually-hidden">
        {t('catalogue.listing.products')}
      </h2>
      {loading && <LoadingText text={t('catalogue.listing.loading')} />}
      {listing.status === 'error' ? (
        <ErrorText message={t('catalogue.listing.error')} />
      ) : (
        <>
          <p className="text-secondary small mb-3" aria-live="polite">
            {listing.count}
          </p>
          {listing.products.length === 0 ? (
            <p className="py-4">{filtered ? t('catalogue.listing.noMatches') : t('catalogue.listing.empty')}</p>
          ) : (
            <div className={`row row-cols-1 row-cols-sm-2 row-cols-xl-3 g-4${loading ? ' is-stale' : ''}`}>
              {listing.products.map((product, index) => (
                <div className="col" key={product.id}>
                  <ProductCard product={product} eager={index < 3} />
                </div>
              ))}
            </div>
          )}
        </>
      )}
    </section>
  );
}

export function ErrorBoundary() {
  const t = useT();
  return <RouteErrorBoundary message={t('catalogue.listing.error')} />;
}
