import type { Category } from '@rennfeld/contract';
import { useCallback, useMemo } from 'react';
import { data, redirect, useLocation, useNavigate, useNavigation } from 'react-router';
import { readRootData, useRootData } from '../lib/root-data.ts';
import type { Route } from './+types/products';
import { Breadcrumbs } from '../features/catalogue/breadcrumbs.tsx';
import { FilterBar } from '../features/catalogue/filter-bar.tsx';
import {
  toCanonicalListingSearch,
  buildListingPageSearch,
  buildListingSearch,
  readFilterSelection,
  readListingPage,
} from '../features/catalogue/filter-url.ts';
import {
  describeListingCount,
  chooseListingErrorStatus,
  toFilterOptionsState,
  toListingState,
  type ListingState,
} from '../features/catalogue/listing-data.ts';
import { ListingPager } from '../features/catalogue/listing-pager.tsx';
import { ProductCard } from '../features/catalogue/product-card.tsx';
import { SubCategoryNav } from '../features/catalogue/sub-category-nav.tsx';
import { isNotFoundAnswer } from '../lib/api-client.ts';
import { isNotFoundResponse, throwNotFound } from '../lib/not-found.ts';
import { getProducts, getFilterOptions, createServerApi } from '../lib/api.ts';
import { ErrorText, LoadingText } from '../ui/status.tsx';
import { RouteErrorBoundary } from '../ui/route-error-boundary.tsx';
import { buildNoIndexMeta, buildPageMeta } from '../features/seo/page-meta.ts';
import { buildBreadcrumbData, buildItemListData } from '../features/seo/structured-data.ts';
import { buildStorageUrl } from '../lib/storage.ts';

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  // One URL per selection: a plain form GET lists groups in page order, the bar writes them sorted.
  const canonical = toCanonicalListingSearch(url.search);
  if (canonical.slice(1) !== url.searchParams.toString()) throw redirect(`${url.pathname}${canonical}`);

  // Both are awaited: the list and the filter form are in the HTML for visitors without JavaScript.
  const api = createServerApi(context);
  const page = readListingPage(url.searchParams);
  const [products, filterOptions] = await Promise.allSettled([
    getProducts(
      api,
      {
        categorySlug: params.categorySlug,
        subCategorySlug: params.subCategorySlug,
        filters: readFilterSelection(url.searchParams),
        page,
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
    if (products.status === 'rejected') console.error('Failed to load products', products.reason);
    if (filterOptions.status === 'rejected') console.error('Failed to load filters', filterOptions.reason);
  }

  const listing = toListingState(products);
  const filters = toFilterOptionsState(filterOptions);
  const status = products.status === 'rejected' ? chooseListingErrorStatus(products.reason) : 200;
  return data({ listing, filters }, { status });
}

function findListingNames(categories: Category[], categorySlug: string, subCategorySlug: string | undefined) {
  const category = categories.find((candidate) => candidate.slug === categorySlug);
  const subCategory = category?.sub_categories.find((candidate) => candidate.slug === subCategorySlug);
  return { category, subCategory };
}

export function meta({ params, matches, error, location, loaderData }: Route.MetaArgs) {
  if (isNotFoundResponse(error)) return buildNoIndexMeta();
  const root = readRootData(matches);
  const siteUrl = root.env.siteUrl;
  const storageBase = root.env.storageBase;
  const { category, subCategory } = findListingNames(root.categories, params.categorySlug, params.subCategorySlug);
  const trail = listingTrail(params, category, subCategory);
  const name = category && subCategory ? `${subCategory.name} – ${category.name}` : (category?.name ?? 'Products');
  const products = loaderData?.listing.status === 'ready' ? loaderData.listing.products : [];
  // Every page of a paged listing is a page of its own to search engines: its own canonical address.
  const page = readListingPage(location.search);
  return buildPageMeta({
    siteUrl,
    path: `${trail.at(-1)!.to}${buildListingPageSearch('', page)}`,
    title: page > 1 ? `${name} – Page ${page}` : name,
    description: subCategory
      ? `${subCategory.name} from the ${category!.name} range of Rennfeld Motorsport Lubricants. ${category!.description}`
      : (category?.description ?? ''),
    ...(category
      ? { image: { url: buildStorageUrl(storageBase, 'category', category.image), alt: category.name } }
      : {}),
    // Any filter makes a permutation of this listing: followed, not indexed.
    noindex: Object.keys(readFilterSelection(location.search)).length > 0,
    structuredData: [
      buildBreadcrumbData(siteUrl, trail),
      buildItemListData(
        siteUrl,
        name,
        products.map((product) => ({
          name: product.name,
          path: `/product-detail/${product.slug}`,
          image: buildStorageUrl(storageBase, 'product/thumb', product.image),
        })),
      ),
    ],
  });
}

/** The listing's breadcrumb: its category, then its sub-category; every step links to its listing. */
function listingTrail(
  params: { categorySlug: string; subCategorySlug?: string },
  category: Category | undefined,
  subCategory: Category['sub_categories'][number] | undefined,
) {
  const categoryPath = `/products/${params.categorySlug}`;
  const categoryLabel = category?.name ?? params.categorySlug.replace(/-/g, ' ');
  return [
    { label: categoryLabel, to: categoryPath },
    ...(params.subCategorySlug
      ? [
          {
            label: subCategory?.name ?? params.subCategorySlug.replace(/-/g, ' '),
            to: `${categoryPath}/${params.subCategorySlug}`,
          },
        ]
      : []),
  ];
}

export default function ProductListing({ loaderData, params }: Route.ComponentProps) {
  const { listing, filters } = loaderData;
  const location = useLocation();
  const navigation = useNavigation();
  const navigate = useNavigate();
  const categories = useRootData().categories;
  const { category, subCategory } = findListingNames(categories, params.categorySlug, params.subCategorySlug);

  // While a listing loads, the address being loaded is already the selection (so quick successive
  // clicks build on each other); another listing's address means both parts reload.
  const pending =
    navigation.state === 'loading' && navigation.location.pathname.startsWith('/products/')
      ? navigation.location
      : undefined;
  const refiltering = pending?.pathname === location.pathname;
  const search = refiltering ? pending.search : location.search;
  const selection = useMemo(() => readFilterSelection(search), [search]);

  const changeSelection = useCallback(
    (next: typeof selection) =>
      navigate(
        { pathname: location.pathname, search: buildListingSearch(next, search) },
        { replace: true, preventScrollReset: true },
      ),
    [navigate, location.pathname, search],
  );

  const trail = listingTrail(params, category, subCategory);
  const heading = trail.at(-1)!.label;

  return (
    <div className="container py-4 product-listing">
      <Breadcrumbs trail={trail} />
      <h1 className="mb-2 text-capitalize-first">{heading}</h1>
      {category && !subCategory && <p className="text-secondary mb-4 listing-intro">{category.description}</p>}
      <div className="row g-4">
        <aside className="col-lg-3">{category && <SubCategoryNav category={category} />}</aside>
        <div className="col-lg-9">
          <FilterBar
            filterOptions={pending && !refiltering ? { status: 'loading' } : filters}
            selection={selection}
            facets={listing.status === 'ready' ? listing.facets : undefined}
            action={location.pathname}
            onChange={changeSelection}
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
  return (
    <section className="product-results mt-4" aria-labelledby="product-results-heading" aria-busy={loading}>
      <h2 id="product-results-heading" className="visually-hidden">
        Products
      </h2>
      {loading && <LoadingText text="Loading products..." />}
      {listing.status === 'error' ? (
        <ErrorText message="Error loading products" />
      ) : (
        <>
          <p className="text-secondary small mb-3" aria-live="polite">
            {describeListingCount(listing.pagination)}
          </p>
          {listing.products.length === 0 ? (
            <p className="py-4">
              {filtered ? 'No products match the selected filters.' : 'There are no products here yet.'}
            </p>
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
  return <RouteErrorBoundary message="Error loading products" />;
}
