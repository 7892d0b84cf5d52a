import type { ColumnType, Generated } from 'kysely';

/** Timestamps are written as ISO strings; PostgreSQL reads them back as Date, SQLite as text. */
type Timestamp = ColumnType<Date | string, string | undefined, string>;

interface CategoryTable {
  id: Generated<number>;
  name: string;
  slug: string;
  description: string;
  image: string;
  position: number;
  updated_at: Timestamp;
  /** Raised by every staff save (migration 2026-11-25-0001). */
  version: Generated<number>;
  /** 1 when its products carry the used-oil take-back notice (migration 2026-11-28-0001). */
  used_oil_notice: Generated<number>;
  /** German twins of the text columns; null: not translated (migration 2026-11-29-0001). */
  name_de: string | null;
  description_de: string | null;
}

interface SubCategoryTable {
  id: Generated<number>;
  category_id: number;
  name: string;
  slug: string;
  position: number;
  /** German twins of the text columns; null: not translated (migration 2026-11-29-0001). */
  name_de: string | null;
}

/** The lookup tables behind the filter groups share one shape. */
interface AttributeTable {
  id: Generated<number>;
  name: string;
  slug: string;
  position: number;
  /** Raised by every staff save (migration 2026-11-25-0002). */
  version: Generated<number>;
}

/** Container sizes also say how much they hold (migration 2026-11-27-0001); null: not stated yet. */
interface ContainerSizeTable extends AttributeTable {
  quantity: number | null;
  /** ml, l, g or kg. */
  unit: string | null;
}

/** What product pages state of a manufacturer (GPSR Art. 19, migration 2026-12-03-0003); '' (the default) when not given. */
interface ManufacturerTable extends AttributeTable {
  street: Generated<string>;
  postal_code: Generated<string>;
  city: Generated<string>;
  /** ISO 3166-1 alpha-2. */
  country: Generated<string>;
  email: Generated<string>;
  responsible_person_name: Generated<string>;
  responsible_person_street: Generated<string>;
  responsible_person_postal_code: Generated<string>;
  responsible_person_city: Generated<string>;
  responsible_person_country: Generated<string>;
  responsible_person_email: Generated<string>;
}

interface ProductTable {
  id: Generated<number>;
  name: string;
  slug: string;
  image: string;
  /** Sanitised HTML. */
  product_details: string;
  /** Plain text of product_details, for cards. */
  product_summary: string;
  /** Lower-case name, viscosity and specification with separators removed, for search. */
  search_text: string;
  category_id: number;
  sub_category_id: number | null;
  brand_id: number | null;
  manufacturer_id: number | null;
  viscosity_id: number | null;
  specification_area_id: number | null;
  /** Lowest price over the variants, in minor units (cents). */
  min_price_minor: number;
  position: number;
  updated_at: Timestamp;
  /** draft or published (migration 2026-11-25-0002). */
  status: Generated<string>;
  version: Generated<number>;
  /** 1 or 0 when the product says whether it carries the used-oil notice; null: as its category. */
  used_oil_notice: number | null;
  /** German twins of the text columns; null: not translated (migration 2026-11-29-0001). */
  product_details_de: string | null;
  product_summary_de: string | null;
}

interface ProductVariantTable {
  id: Generated<number>;
  product_id: number;
  container_size_id: number;
  product_number: string;
  price_minor: number;
  /** What is left to sell; null: not tracked, always available (migration 2026-12-05-0001). */
  stock_quantity: number | null;
  /** The size's GTIN (EAN); '' where the brand has none (migration 2026-12-03-0004). */
  gtin: Generated<string>;
}

/** An approval or a specification met; `name` holds its code (migration 2026-12-03-0005). */
interface ApprovalTable extends AttributeTable {
  issuer: string;
  /** approval (an OEM's official approval) or meets (a specification it meets). */
  kind: string;
}

/** A product's approvals in its own order. */
interface ProductApprovalTable {
  product_id: number;
  approval_id: number;
  position: number;
}

/** One version of a product's data sheet (migration 2026-12-04-0001). */
interface ProductDocumentTable {
  id: Generated<number>;
  product_id: number;
  /** safety_data_sheet or technical_data_sheet. */
  kind: string;
  /** de or en. */
  language: string;
  /** The day the version was issued, YYYY-MM-DD. */
  version_date: string;
  /** The PDF's name in the `documents` storage folder. */
  file: string;
}

interface ConceptCategoryTable {
  id: Generated<number>;
  name: string;
  slug: string;
  image: string;
  short_desc: string;
  position: number;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** Raised by every staff save (migration 2026-11-26-0001). */
  version: Generated<number>;
  /** draft or published (migration 2026-11-26-0001). */
  status: Generated<string>;
  /** German twins of the text columns; null: not translated (migration 2026-11-29-0001). */
  name_de: string | null;
  short_desc_de: string | null;
}

interface ConceptTable {
  id: Generated<number>;
  concept_category_id: number;
  name: string;
  image: string;
  position: number;
  /** draft or published (migration 2026-11-26-0001). */
  status: Generated<string>;
  /** German twins of the text columns; null: not translated (migration 2026-11-29-0001). */
  name_de: string | null;
}

interface NewsTable {
  id: Generated<number>;
  name: string;
  slug: string;
  image: string;
  short_description: string;
  /** Sanitised HTML. */
  long_description: string;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** draft or published (migration 2026-11-25-0001). */
  status: Generated<string>;
  /** The date visitors see; a published article shows from then on. ISO 8601 UTC in SQLite. */
  published_at: ColumnType<Date | string, string, string>;
  version: Generated<number>;
  /** German twins of the text columns; null: not translated (migration 2026-11-29-0001). */
  name_de: string | null;
  short_description_de: string | null;
  long_description_de: string | null;
}

interface CatalogueTable {
  id: Generated<number>;
  name: string;
  slug: string;
  image: string;
  pdf: string;
  position: number;
  /** Raised by every staff save (migration 2026-11-26-0001). */
  version: Generated<number>;
  /** draft or published (migration 2026-11-26-0001). */
  status: Generated<string>;
  /** German twins of the text columns; null: not translated (migration 2026-11-29-0001). */
  name_de: string | null;
}

interface TeamMemberTable {
  id: Generated<number>;
  name: string;
  department: string;
  email: string;
  phone: string;
  image: string;
  position: number;
  /** Raised by every staff save (migration 2026-11-25-0003). */
  version: Generated<number>;
  /** German twins of the text columns; null: not translated (migration 2026-11-29-0001). */
  department_de: string | null;
}

interface AboutCompanyTable {
  id: Generated<number>;
  image: string;
  /** Sanitised HTML. */
  description: string;
  position: number;
  /** Raised by every staff save (migration 2026-11-25-0003). */
  version: Generated<number>;
  /** German twins of the text columns; null: not translated (migration 2026-11-29-0001). */
  description_de: string | null;
}

interface PartnershipTable {
  id: Generated<number>;
  name: string;
  partner_detail: string;
  link: string;
  image: string;
  position: number;
  /** Raised by every staff save (migration 2026-11-25-0003). */
  version: Generated<number>;
  /** German twins of the text columns; null: not translated (migration 2026-11-29-0001). */
  partner_detail_de: string | null;
}

interface LegalDocumentTable {
  /** privacyPolicy, terms, copyright or imprint. */
  kind: string;
  /** Sanitised HTML. */
  description: string;
  updated_at: Timestamp;
  /** Raised by every staff save (migration 2026-11-26-0001). */
  version: Generated<number>;
  /** German twins of the text columns; null: not translated (migration 2026-11-29-0001). */
  description_de: string | null;
}

interface NewsletterSubscriptionTable {
  id: Generated<number>;
  name: string;
  email: string;
  created_at: Timestamp;
  /** pending, confirmed or unsubscribed (migration 2026-11-27-0002), with the consent log below. */
  status: Generated<string>;
  locale: Generated<string>;
  consent_version: string | null;
  /** SHA-256 of the single-use confirmation token, while one is out. */
  confirm_token_hash: string | null;
  confirm_expires_at: Timestamp | null;
  confirmed_at: Timestamp | null;
  unsubscribed_at: Timestamp | null;
  last_mailed_at: Timestamp | null;
}

/** The brand's own details, one row (id 1): the imprint's and the used-oil notice's (migration 2026-11-28-0001). */
interface CompanyDetailsTable {
  id: number;
  name: string;
  street: string;
  postal_code: string;
  city: string;
  country: string;
  phone: string;
  email: string;
  managing_directors: string;
  register_court: string;
  register_number: string;
  vat_id: string;
  version: Generated<number>;
  updated_at: Timestamp;
}

/** Every e-mail the site sends (migration 2026-11-27-0002). */
interface MailOutboxTable {
  id: Generated<number>;
  kind: string;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string;
  /** JSON object of extra headers. */
  headers: string;
  /** JSON array of images the HTML shows by `cid:`, or null. */
  inline_images: string | null;
  /** queued, sent, failed or held. */
  status: string;
  attempts: Generated<number>;
  next_attempt_at: Timestamp | null;
  last_error: string | null;
  created_at: Timestamp;
  sent_at: Timestamp | null;
}

interface ContactMessageTable {
  id: Generated<number>;
  name: string;
  phone: string | null;
  email: string;
  subject: string;
  message: string;
  created_at: Timestamp;
  /** The post's Idempotency-Key, unique when present (migration 2026-11-23-0002). */
  idempotency_key: string | null;
  /** When staff marked it handled; null while it waits (migration 2026-11-24-0001). */
  handled_at: Timestamp | null;
}

/**
 * better-auth's tables (migration 2026-11-24-0001), in its own column names. better-auth writes
 * them; our queries only read them, and the audit log names their ids.
 */
interface StaffUserTable {
  id: string;
  name: string;
  email: string;
  /** 0/1 in SQLite. */
  emailVerified: boolean | number;
  image: string | null;
  createdAt: Timestamp;
  updatedAt: Timestamp;
  twoFactorEnabled: boolean | number | null;
  role: string;
}

interface StaffSessionTable {
  id: string;
  expiresAt: Timestamp;
  token: string;
  createdAt: Timestamp;
  updatedAt: Timestamp;
  ipAddress: string | null;
  userAgent: string | null;
  userId: string;
}

/** Written on every change a staff member makes; never updated (migration 2026-11-24-0001). */
interface AuditEventTable {
  id: Generated<number>;
  at: Timestamp;
  actor_id: string | null;
  actor_email: string | null;
  action: string;
  target_type: string | null;
  target_id: string | null;
  ip_address: string | null;
  /** JSON `{ before, after }` of a content change (migration 2026-11-25-0001). */
  changes: ColumnType<string | null, string | null | undefined, never>;
}

/** An old page address and where it moved (migration 2026-11-25-0001). */
interface RedirectTable {
  from_path: string;
  to_path: string;
  created_at: Timestamp;
}

/** A counter of writes, kept by triggers (migration 2026-11-23-0001): one row, id 1. */
interface RevisionTable {
  id: number;
  /** bigint: PostgreSQL answers it as text. */
  revision: number | string;
}

/** The content revision a CDN purge was last sent for (migration 2026-11-30-0002). */
interface CdnPurgeTable {
  id: number;
  revision: string;
}

/** Page views per histogram bucket of a metric, per day, page and language (migration 2026-11-30-0001). */
interface WebVitalsTable {
  /** The UTC day, `YYYY-MM-DD`. */
  day: string;
  route: string;
  language: string;
  metric: string;
  bucket: number;
  /** bigint: PostgreSQL answers it as text. */
  count: ColumnType<number | string, number, number>;
}

/** The shop's one row of settings (migration 2026-12-05-0002). */
interface ShopSettingsTable {
  id: number;
  shipping_fee_minor: number;
  free_shipping_above_minor: number;
  /** Days a buyer has to pay before the order may be cancelled. */
  payment_days: number;
  bank_account_holder: string;
  iban: string;
  bic: string;
  version: Generated<number>;
  updated_at: Timestamp;
}

/** A guest's order; its number is derived from its id. */
interface OrderTable {
  id: Generated<number>;
  /** Drawn at random: it reveals nothing of other orders. */
  number: string;
  confirmation_key_hash: string;
  idempotency_key: string;
  request_hash: string;
  status: string;
  locale: string;
  email: string;
  phone: string | null;
  vat_id: string | null;
  /** JSON: name, company, street, postalCode, city, country. */
  billing_address: string;
  /** JSON like billing_address; null: to the billing address. */
  shipping_address: string | null;
  payment_method: string;
  subtotal_minor: number;
  shipping_minor: number;
  vat_minor: number;
  total_minor: number;
  vat_rate: number;
  /** JSON: the bank account the buyer was told to pay to. */
  payment_account: string;
  payment_due_on: string;
  created_at: Timestamp;
}

/** One size of an order as it was sold. */
interface OrderLineTable {
  id: Generated<number>;
  order_id: number;
  position: number;
  variant_id: number | null;
  product_slug: string;
  size_key: string;
  product_name: string;
  container_size: string;
  product_number: string;
  quantity: number;
  unit_price_minor: number;
}

export interface Database {
  categories: CategoryTable;
  sub_categories: SubCategoryTable;
  brands: AttributeTable;
  manufacturers: ManufacturerTable;
  viscosities: AttributeTable;
  specification_areas: AttributeTable;
  container_sizes: ContainerSizeTable;
  approvals: ApprovalTable;
  products: ProductTable;
  product_variants: ProductVariantTable;
  product_approvals: ProductApprovalTable;
  product_documents: ProductDocumentTable;
  shop_settings: ShopSettingsTable;
  orders: OrderTable;
  order_lines: OrderLineTable;
  concept_categories: ConceptCategoryTable;
  concepts: ConceptTable;
  news: NewsTable;
  catalogues: CatalogueTable;
  team_members: TeamMemberTable;
  about_companies: AboutCompanyTable;
  partnerships: PartnershipTable;
  legal_documents: LegalDocumentTable;
  newsletter_subscriptions: NewsletterSubscriptionTable;
  mail_outbox: MailOutboxTable;
  company_details: CompanyDetailsTable;
  contact_messages: ContactMessageTable;
  content_revision: RevisionTable;
  staff_user: StaffUserTable;
  staff_session: StaffSessionTable;
  audit_events: AuditEventTable;
  redirects: RedirectTable;
  web_vitals: WebVitalsTable;
  cdn_purge: CdnPurgeTable;
}
