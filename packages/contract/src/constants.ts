/*
 * The contract's constants: no zod, so the browser can import them (through
 * `@rennfeld/contract/constants`) without the schema library.
 */

/** The filter groups of GET /search-materials and the `group[]` query keys of a listing. */
export const FILTER_GROUPS = [
  'viscosity',
  'specification_area',
  'brand',
  'manufacturer',
  'container_size',
  'approvals',
] as const;
export type FilterGroup = (typeof FILTER_GROUPS)[number];

/** An OEM's official approval ("Freigabe"), or a specification the product meets. */
export const APPROVAL_KINDS = ['approval', 'meets'] as const;
export type ApprovalKind = (typeof APPROVAL_KINDS)[number];

/** The documents a product page offers (REACH Art. 31 for the first), each per language. */
export const DOCUMENT_KINDS = ['safety_data_sheet', 'technical_data_sheet'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];
/** The languages a product's documents are written in: German for every one, English where the brand has it. */
export const DOCUMENT_LANGUAGES = ['de', 'en'] as const;
export type DocumentLanguage = (typeof DOCUMENT_LANGUAGES)[number];

export const FILTER_LIMITS = {
  groups: 10,
  valuesPerGroup: 50,
  valueLength: 100,
} as const;

/**
 * Pagination of listings, an additive extension to SPEC §7. Without `page` a listing answers its
 * first 48 products: every demo category whole (28 products at most), as the SPEC shows it, and a
 * bounded page of a category of thousands. 48 fills whole rows of the 2- and 3-column grids.
 * Deeper pages than `maxPage` are not offered: filters narrow a larger listing.
 */
export const LISTING_PAGE_LIMITS = {
  defaultPerPage: 48,
  maxPerPage: 100,
  maxPage: 200,
} as const;

/**
 * The orders a visitor may give a listing (`sort=`): lowest price first, highest first, or by
 * name. Without one, a listing follows the brand's own order (each product's position).
 */
export const LISTING_SORTS = ['price-asc', 'price-desc', 'name'] as const;
export type ListingSort = (typeof LISTING_SORTS)[number];
export const isListingSort = (value: unknown): value is ListingSort =>
  (LISTING_SORTS as readonly unknown[]).includes(value);

/** The European Economic Area (ISO 3166-1 alpha-2): the EU's members, Iceland, Liechtenstein, Norway. */
export const EEA_COUNTRIES = [
  'AT',
  'BE',
  'BG',
  'CY',
  'CZ',
  'DE',
  'DK',
  'EE',
  'ES',
  'FI',
  'FR',
  'GR',
  'HR',
  'HU',
  'IE',
  'IS',
  'IT',
  'LI',
  'LT',
  'LU',
  'LV',
  'MT',
  'NL',
  'NO',
  'PL',
  'PT',
  'RO',
  'SE',
  'SI',
  'SK',
] as const;
export const isEeaCountry = (country: string): boolean => (EEA_COUNTRIES as readonly string[]).includes(country);

/**
 * The countries a company's seat may be given in: the EEA, Switzerland and the United Kingdom.
 * Stored as the code; each page names it in its language.
 */
export const COMPANY_COUNTRIES = [...EEA_COUNTRIES, 'CH', 'GB'] as const;
export type CompanyCountry = (typeof COMPANY_COUNTRIES)[number];

export const SEARCH_QUERY_MAX_LENGTH = 100;
export const SEARCH_RESULT_LIMIT = 10;

/**
 * The widths a stored image can be asked for (`/storage/{folder}/{file}?w=480`): it then comes
 * as WebP at that width. Pages list them in `srcset` and let the browser pick.
 */
export const IMAGE_VARIANT_WIDTHS = [160, 320, 480, 640, 800, 1200] as const;
export type ImageVariantWidth = (typeof IMAGE_VARIANT_WIDTHS)[number];

/** The four legal documents, by the wrapper name each endpoint answers with. */
export const LEGAL_DOCUMENTS = {
  privacyPolicy: { path: 'privacy-policy', title: 'Privacy Policy' },
  terms: { path: 'terms', title: 'Terms and Conditions' },
  copyright: { path: 'copyright', title: 'Copyright' },
  imprint: { path: 'imprint', title: 'Imprint' },
} as const;
export type LegalDocumentKind = keyof typeof LEGAL_DOCUMENTS;
export const LEGAL_DOCUMENT_KINDS = Object.keys(LEGAL_DOCUMENTS) as LegalDocumentKind[];

/**
 * Field limits of the two public forms. SPEC §5 fixes the newsletter's 255; the contact
 * form's maxima are ours (docs/decisions/023-form-field-limits.md).
 */
export const FORM_LIMITS = {
  name: 255,
  email: 255,
  phone: 40,
  subject: 255,
  message: 5000,
} as const;

/**
 * The honeypot: a field people never see (the form hides it) and simple bots fill in. The API
 * answers a filled one exactly like a success and stores nothing, so the bot learns nothing.
 */
export const HONEYPOT_FIELD = 'website';

/**
 * A contact post may carry this header: posts with the same key store one message, so a form
 * sent twice (a double click, a retry after a lost answer, two server instances) arrives once.
 */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';

/** What one order may hold: a few dozen sizes, each at most 99 times (the cart's stepper stops there). */
export const ORDER_LIMITS = {
  lines: 50,
  quantity: 99,
  /** Text fields of the addresses. */
  name: 100,
  street: 100,
  city: 60,
  company: 100,
  vatId: 14,
} as const;

/** How a buyer pays: in advance by bank transfer ("Vorkasse"), the only method the shop offers. */
export const PAYMENT_METHODS = ['prepayment'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** Where an order stands. A new order waits for the buyer's transfer. */
export const ORDER_STATUSES = ['awaiting_payment'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** The country the shop delivers to and bills in (SPEC §1: Germany only). */
export const SHOP_COUNTRY = 'DE';

/** The days a parcel takes within Germany once it is sent (SPEC §9). */
export const DELIVERY_DAYS = { fastest: 1, slowest: 3 } as const;

/**
 * The marker of a staff preview (`/news-detail/{slug}?preview`): the page of a product, a news
 * article or a concept category asked for with it, by a browser carrying a staff session, shows
 * the record whatever its state; without a session it changes nothing (decision 042).
 */
export const PREVIEW_QUERY_PARAMETER = 'preview';

/** SPEC §8 texts the forms show. */
export const FORM_MESSAGES = {
  newsletterSuccess: 'Successfully subscribed!',
  /** Follows the SPEC's success text: the subscription waits for its confirmation (decision 045). */
  newsletterConfirmationSent: 'Please confirm your address with the link we have just sent you by e-mail.',
  newsletterFailure: 'Failed to subscribe. Please try again.',
  contactSuccess: "Thank you for contacting us! We'll get back to you soon.",
  contactFailure: 'There was an error submitting your form. Please try again.',
  validationFailed: 'The given data was invalid.',
} as const;

/** The site's languages: English at the SPEC's paths, German under /de (issue 16). */
export const SITE_LOCALES = ['en', 'de'] as const;
export type SiteLocale = (typeof SITE_LOCALES)[number];

/**
 * The versions of the newsletter form's consent text, oldest first (decision 045). The form posts
 * the version it showed; the subscription records it. A new wording gets a new version here.
 */
export const NEWSLETTER_CONSENT_VERSIONS = ['2026-11-27'] as const;
export const CURRENT_NEWSLETTER_CONSENT_VERSION = NEWSLETTER_CONSENT_VERSIONS.at(-1)!;
