import {
  AboutCompaniesResponseSchema,
  CataloguesResponseSchema,
  CategoriesResponseSchema,
  CompanyDetailsResponseSchema,
  ConceptCategoriesResponseSchema,
  ConceptCategoryResponseSchema,
  ContactRequestSchema,
  FormSuccessResponseSchema,
  IDEMPOTENCY_KEY_HEADER,
  LEGAL_DOCUMENTS,
  buildLegalDocumentResponseSchema,
  NewsDetailResponseSchema,
  NewsletterRequestSchema,
  NewsletterResultResponseSchema,
  OrderCreatedResponseSchema,
  OrderRequestSchema,
  OrderResponseSchema,
  NewsListResponseSchema,
  PartnershipsResponseSchema,
  ProductDetailResponseSchema,
  ProductSearchResponseSchema,
  ProductsResponseSchema,
  SearchMaterialsResponseSchema,
  ShopTermsResponseSchema,
  TeamMembersResponseSchema,
  type ContactRequest,
  type FilterSelection,
  type LegalDocumentKind,
  type LegalDocumentResponse,
  type ListingSort,
  type NewsletterRequest,
  type OrderRequest,
} from '@rennfeld/contract';
import { PREVIEW_QUERY_PARAMETER, type SiteLocale } from '@rennfeld/contract/constants';
import { localeOfPath } from '@rennfeld/contract/site-paths';
import type { AppLoadContext } from 'react-router';
import { createApiClient, type ApiClient } from './api-client.ts';

/**
 * The API as the server's loaders reach it (in-process for same-origin paths), asking for content
 * in the language of the page requested.
 */
export function createServerApi(context: AppLoadContext, request: Request): ApiClient {
  const locale = localeOfPath(new URL(request.url).pathname);
  return createApiClient({ baseUrl: context.apiBase, fetch: context.fetch, locale });
}

/** The API as the browser reaches it, from the public base the root loader hands down. */
export function createBrowserApi(apiBase: string, locale: SiteLocale): ApiClient {
  return createApiClient({ baseUrl: apiBase, locale });
}

const slugPath = (slug: string) => encodeURIComponent(slug);

/** What a page's API call carries for a staff preview (lib/preview.server.ts): the browser's cookies. */
export interface PreviewCredentials {
  cookie: string;
}

/** The marker and the cookies of a staff preview; nothing for any other call. */
const previewQuery = (preview: PreviewCredentials | undefined) => (preview ? { [PREVIEW_QUERY_PARAMETER]: '' } : {});
const previewHeaders = (preview: PreviewCredentials | undefined) =>
  preview ? { headers: { cookie: preview.cookie } } : {};

// One function per call of SPEC §7; every answer is checked against the shared contract.

export const getCategories = (api: ApiClient, signal?: AbortSignal) =>
  api.request('/categories', CategoriesResponseSchema, { signal });

export const getCompanyDetails = async (api: ApiClient, signal?: AbortSignal) =>
  (await api.request('/company-details', CompanyDetailsResponseSchema, { signal })).companyDetails;

export const getShopTerms = async (api: ApiClient, signal?: AbortSignal) =>
  (await api.request('/shop', ShopTermsResponseSchema, { signal })).shop;

/** Places an order; the same key with the same order answers the order it made (decision 102). */
export const placeOrder = (api: ApiClient, request: OrderRequest, idempotencyKey: string) =>
  api.request('/orders', OrderCreatedResponseSchema, {
    method: 'POST',
    body: OrderRequestSchema.parse(request),
    headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
  });

/** An order, through the key of its confirmation page (404 for any other key). */
export const getOrderConfirmation = async (api: ApiClient, key: string) =>
  (await api.request(`/orders/${encodeURIComponent(key)}`, OrderResponseSchema)).order;

export const getConceptCategories = (api: ApiClient, signal?: AbortSignal) =>
  api.request('/concept-categories', ConceptCategoriesResponseSchema, { signal });

export const getConceptCategory = (api: ApiClient, slug: string, preview?: PreviewCredentials) =>
  api.request(`/concept-category/${slugPath(slug)}`, ConceptCategoryResponseSchema, {
    query: previewQuery(preview),
    ...previewHeaders(preview),
  });

export const getNewsList = (api: ApiClient, signal?: AbortSignal) =>
  api.request('/news/list', NewsListResponseSchema, { signal });

export const getNewsDetail = (api: ApiClient, slug: string, preview?: PreviewCredentials) =>
  api.request(`/news/show/${slugPath(slug)}`, NewsDetailResponseSchema, {
    query: previewQuery(preview),
    ...previewHeaders(preview),
  });

export const getProducts = (
  api: ApiClient,
  {
    categorySlug,
    subCategorySlug,
    filters,
    page = 1,
    sort,
  }: {
    categorySlug: string;
    subCategorySlug?: string;
    filters: FilterSelection;
    page?: number;
    sort?: ListingSort | undefined;
  },
  signal?: AbortSignal,
) =>
  api.request(
    `/products/${slugPath(categorySlug)}${subCategorySlug ? `/${slugPath(subCategorySlug)}` : ''}`,
    ProductsResponseSchema,
    { query: { ...filters, page: page > 1 ? page : undefined, sort }, signal },
  );

export const getProductDetail = (
  api: ApiClient,
  slug: string,
  { size, preview, signal }: { size?: string; preview?: PreviewCredentials; signal?: AbortSignal },
) =>
  api.request(`/product-detail/${slugPath(slug)}`, ProductDetailResponseSchema, {
    query: { size, ...previewQuery(preview) },
    ...previewHeaders(preview),
    signal,
  });

export const getFilterOptions = (api: ApiClient, signal?: AbortSignal) =>
  api.request('/search-materials', SearchMaterialsResponseSchema, { signal });

export const searchProducts = (api: ApiClient, q: string, signal?: AbortSignal) =>
  api.request('/product-list', ProductSearchResponseSchema, { query: { q }, signal });

export const getCatalogues = (api: ApiClient, signal?: AbortSignal) =>
  api.request('/catelog/list', CataloguesResponseSchema, { signal });

export const getTeamMembers = (api: ApiClient, signal?: AbortSignal) =>
  api.request('/team-members/list', TeamMembersResponseSchema, { signal });

export const getAboutCompanies = (api: ApiClient, signal?: AbortSignal) =>
  api.request('/about-company', AboutCompaniesResponseSchema, { signal });

export const getPartnerships = (api: ApiClient, signal?: AbortSignal) =>
  api.request('/partnership/list', PartnershipsResponseSchema, { signal });

export const getLegalDocument = async <K extends LegalDocumentKind>(api: ApiClient, kind: K, signal?: AbortSignal) => {
  const body: LegalDocumentResponse<K> = await api.request(
    `/${LEGAL_DOCUMENTS[kind].path}`,
    buildLegalDocumentResponseSchema(kind),
    { signal },
  );
  return body[kind];
};

export const subscribeNewsletter = (api: ApiClient, request: NewsletterRequest) =>
  api.request('/newsletter-store', FormSuccessResponseSchema, {
    method: 'POST',
    body: NewsletterRequestSchema.parse(request),
  });

/** Confirms a subscription with the token of its e-mail link (410 when spent or expired). */
export const confirmNewsletter = (api: ApiClient, token: string) =>
  api.request('/newsletter/confirm', NewsletterResultResponseSchema, { method: 'POST', body: { token } });

/** Unsubscribes through the link of a newsletter e-mail (404 when its signature does not fit). */
export const unsubscribeNewsletter = (api: ApiClient, link: { s: string; t: string }) =>
  api.request('/newsletter/unsubscribe', NewsletterResultResponseSchema, { method: 'POST', query: link, body: {} });

/** With an idempotency key, the same message posted again is stored once (see the contract). */
export const sendContactMessage = (api: ApiClient, request: ContactRequest, idempotencyKey?: string) =>
  api.request('/contact-store', FormSuccessResponseSchema, {
    method: 'POST',
    body: ContactRequestSchema.parse(request),
    ...(idempotencyKey ? { headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey } } : {}),
  });
