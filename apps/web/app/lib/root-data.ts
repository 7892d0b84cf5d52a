import type { Category, CompanyDetails, ShopTerms } from '@rennfeld/contract';
import type { SiteLocale } from '@rennfeld/contract/constants';
import { useRouteLoaderData } from 'react-router';

/** The configuration the browser may see (the API and storage bases, the site's origin). */
interface PublicEnv {
  apiBase: string;
  storageBase: string;
  /** The site's public origin: canonical links and sharing tags are absolute. */
  siteUrl: string;
  /** The share of page views that report their real-user timings, 0 to 1 (decision 053). */
  vitalsSampleRate: number;
}

/** The offer of the same page in the other language, worded in that language. */
export interface LanguageOffer {
  locale: SiteLocale;
  text: string;
  action: string;
  dismiss: string;
}

/**
 * What the root loader hands down to every page: the public configuration, the page's language
 * with its catalogue of texts, the header's categories, and the brand's details (null when they
 * could not be loaded: the footer then shows the hotline's hours without its number).
 */
export interface RootData {
  env: PublicEnv;
  /** The site's own JSON-LD blocks (Organization, WebSite), serialised, on every page. */
  structuredData: string[];
  /** `messages`: the language's catalogue of texts as JSON (`serializedCatalogue`). */
  i18n: { locale: SiteLocale; messages: string; offer: LanguageOffer };
  categories: Category[];
  company: CompanyDetails | null;
  /** The shipping rule and payment methods; null when they could not be loaded. */
  shop: ShopTerms | null;
}

/** Only the root's own error boundary, after its loader failed, renders without the root's data. */
const MISSING_ROOT_DATA: RootData = {
  env: { apiBase: '', storageBase: '', siteUrl: '', vitalsSampleRate: 0 },
  structuredData: [],
  i18n: { locale: 'en', messages: '{}', offer: { locale: 'de', text: '', action: '', dismiss: '' } },
  categories: [],
  company: null,
  shop: null,
};

/** The root's data, in any component. */
export function useRootData(): RootData {
  return useRouteLoaderData<RootData>('root') ?? MISSING_ROOT_DATA;
}

/** The root's data, in a `meta` function (which cannot use hooks): the root is always the first match. */
export function readRootData(matches: readonly [{ data?: RootData } | undefined, ...unknown[]]): RootData {
  return matches[0]?.data ?? MISSING_ROOT_DATA;
}
