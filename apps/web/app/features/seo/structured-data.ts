import type { CompanyDetails, UnitPrice } from '@rennfeld/contract';
import type { SiteLocale } from '@rennfeld/contract/constants';
import { localizePath, SITE_PATHS } from '@rennfeld/contract/site-paths';
import type {
  BreadcrumbList,
  ItemList,
  NewsArticle,
  Offer,
  Organization,
  Product,
  SearchAction,
  WebSite,
  WithActionConstraints,
  WithContext,
} from 'schema-dts';
import { HOTLINE_HOURS, SITE_NAME } from '../../lib/brand.ts';
import { toAbsoluteUrl, LOGO_PATH, PRICE_CURRENCY } from './site.ts';

/*
 * schema.org blocks (JSON-LD) built from the page's data and typed with schema-dts, so a property
 * that does not exist on a type, or a value of the wrong kind, fails the typecheck.
 */

const CONTEXT = 'https://schema.org';

/** The brand's node id: other blocks point at it instead of repeating it. */
const organizationId = (siteUrl: string) => toAbsoluteUrl(siteUrl, '/#organization');

/** The brand, described in the page's language, with its company's details where they loaded. */
export function buildOrganizationData(
  siteUrl: string,
  description: string,
  company: CompanyDetails | null,
): WithContext<Organization> {
  const organization: WithContext<Organization> = {
    '@context': CONTEXT,
    '@type': 'Organization',
    '@id': organizationId(siteUrl),
    name: SITE_NAME,
    url: toAbsoluteUrl(siteUrl, '/'),
    logo: toAbsoluteUrl(siteUrl, LOGO_PATH),
    description,
  };
  if (!company?.name) return organization;
  return {
    ...organization,
    legalName: company.name,
    email: company.email,
    telephone: company.phone,
    vatID: company.vatId,
    address: {
      '@type': 'PostalAddress',
      streetAddress: company.street,
      postalCode: company.postalCode,
      addressLocality: company.city,
      addressCountry: company.country,
    },
    contactPoint: {
      '@type': 'ContactPoint',
      contactType: 'customer service',
      telephone: company.phone,
      areaServed: 'DE',
      availableLanguage: ['en', 'de'],
      hoursAvailable: {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: [...HOTLINE_HOURS.days],
        opens: HOTLINE_HOURS.opens,
        closes: HOTLINE_HOURS.closes,
      },
    },
  };
}

/** The site, with the product search as its SearchAction (the header's search, as a page). */
export function buildWebSiteData(siteUrl: string): WithContext<WebSite> {
  const searchAction: WithActionConstraints<SearchAction> = {
    '@type': 'SearchAction',
    target: {
      '@type': 'EntryPoint',
      urlTemplate: `${toAbsoluteUrl(siteUrl, SITE_PATHS.search)}?q={search_term_string}`,
    },
    'query-input': 'required name=search_term_string',
  };
  return {
    '@context': CONTEXT,
    '@type': 'WebSite',
    name: SITE_NAME,
    url: toAbsoluteUrl(siteUrl, '/'),
    publisher: { '@id': organizationId(siteUrl) },
    potentialAction: searchAction,
  };
}

/** One step of a breadcrumb trail, as the visible breadcrumb takes it too. */
export interface BreadcrumbStep {
  label: string;
  to?: string;
}

/**
 * Home (named in the page's language), then the steps given, as the visible breadcrumb shows
 * them. The steps' addresses are English paths, as `buildPageMeta` takes its path: each is linked
 * in the page's language here.
 */
export function buildBreadcrumbData(
  siteUrl: string,
  locale: SiteLocale,
  homeLabel: string,
  steps: readonly BreadcrumbStep[],
): WithContext<BreadcrumbList> {
  const all: BreadcrumbStep[] = [{ label: homeLabel, to: SITE_PATHS.home }, ...steps];
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: all.map((step, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: step.label,
      ...(step.to ? { item: toAbsoluteUrl(siteUrl, localizePath(step.to, locale)) } : {}),
    })),
  };
}

export interface ListedItem {
  name: string;
  path: string;
  image?: string;
}

/** The products a listing shows, in order, each pointing at its own page. */
export function buildItemListData(siteUrl: string, name: string, items: readonly ListedItem[]): WithContext<ItemList> {
  return {
    '@context': CONTEXT,
    '@type': 'ItemList',
    name,
    numberOfItems: items.length,
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      url: toAbsoluteUrl(siteUrl, item.path),
      ...(item.image ? { image: toAbsoluteUrl(siteUrl, item.image) } : {}),
    })),
  };
}

interface ProductOfferInput {
  sizeLabel: string;
  price: number;
  unitPrice: UnitPrice | null;
  productNumber: string;
  /** GS1's identifier of the size, where the brand has one. */
  gtin: string | null;
  inStock: boolean;
  path: string;
}

export interface ProductDataInput {
  name: string;
  description: string;
  image: string;
  productNumber: string;
  brand: string | null;
  manufacturer: string | null;
  category: string | null;
  /** Named values the page lists beside the product: its approvals and the specifications it meets. */
  properties: readonly { name: string; value: string }[];
  path: string;
  offers: readonly ProductOfferInput[];
}

/** A product with one Offer per container size, in stock or not as staff set it. */
export function buildProductData(siteUrl: string, product: ProductDataInput): WithContext<Product> {
  const offers: Offer[] = product.offers.map((offer) => ({
    '@type': 'Offer',
    name: offer.sizeLabel,
    sku: offer.productNumber,
    ...(offer.gtin ? { gtin: offer.gtin } : {}),
    price: offer.price.toFixed(2),
    priceCurrency: PRICE_CURRENCY,
    // The price per litre or kilogram the page shows beside it (UN/CEFACT codes LTR and KGM).
    ...(offer.unitPrice
      ? {
          priceSpecification: {
            '@type': 'UnitPriceSpecification',
            price: offer.unitPrice.amount.toFixed(2),
            priceCurrency: PRICE_CURRENCY,
            referenceQuantity: {
              '@type': 'QuantitativeValue',
              value: 1,
              unitCode: offer.unitPrice.per === 'l' ? 'LTR' : 'KGM',
            },
          },
        }
      : {}),
    availability: offer.inStock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
    itemCondition: 'https://schema.org/NewCondition',
    url: toAbsoluteUrl(siteUrl, offer.path),
    seller: { '@id': organizationId(siteUrl) },
  }));
  return {
    '@context': CONTEXT,
    '@type': 'Product',
    name: product.name,
    description: product.description,
    image: toAbsoluteUrl(siteUrl, product.image),
    sku: product.productNumber,
    url: toAbsoluteUrl(siteUrl, product.path),
    ...(product.brand ? { brand: { '@type': 'Brand', name: product.brand } } : {}),
    ...(product.manufacturer ? { manufacturer: { '@type': 'Organization', name: product.manufacturer } } : {}),
    ...(product.category ? { category: product.category } : {}),
    ...(product.properties.length > 0
      ? {
          additionalProperty: product.properties.map(({ name, value }) => ({
            '@type': 'PropertyValue' as const,
            name,
            value,
          })),
        }
      : {}),
    offers,
  };
}

export interface NewsArticleInput {
  headline: string;
  description: string;
  image: string;
  path: string;
  published: string;
  modified: string;
}

export function buildNewsArticleData(siteUrl: string, article: NewsArticleInput): WithContext<NewsArticle> {
  return {
    '@context': CONTEXT,
    '@type': 'NewsArticle',
    headline: article.headline,
    description: article.description,
    image: [toAbsoluteUrl(siteUrl, article.image)],
    datePublished: article.published,
    dateModified: article.modified,
    mainEntityOfPage: toAbsoluteUrl(siteUrl, article.path),
    author: { '@id': organizationId(siteUrl) },
    publisher: { '@id': organizationId(siteUrl) },
  };
}
