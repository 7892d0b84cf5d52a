/**
 * A content document: the whole public content of a site as plain data, which `importContent`
 * writes into an empty database. Images and PDFs are file names in the storage folders.
 */

export interface ContentContainerSize {
  /** Stored as the size's slug, e.g. `5l`. */
  key: string;
  name: string;
  millilitres: number;
}

export interface ContentSubCategory {
  name: string;
  slug: string;
}

export interface ContentCategory {
  name: string;
  slug: string;
  /** Plain text. */
  description: string;
  image: string;
  subCategories: ContentSubCategory[];
}

export interface ContentVariant {
  /** The key of one of the document's container sizes. */
  size: string;
  /** Major units (taka per the SPEC), two decimals. */
  price: number;
  productNumber: string;
}

export interface ContentProduct {
  name: string;
  slug: string;
  image: string;
  categorySlug: string;
  subCategorySlug: string | null;
  /** Filter options are referred to by name. */
  brand: string | null;
  manufacturer: string | null;
  viscosity: string | null;
  specificationArea: string | null;
  /** Unsanitised HTML as written; the import sanitises it before storing. */
  detailsHtml: string;
  /** Smallest container first. */
  variants: ContentVariant[];
}

export interface ContentNewsItem {
  name: string;
  slug: string;
  image: string;
  shortDescription: string;
  longDescriptionHtml: string;
  createdAt: string;
}

export interface ContentConcept {
  name: string;
  image: string;
}

export interface ContentConceptCategory {
  name: string;
  slug: string;
  image: string;
  shortDesc: string;
  createdAt: string;
  concepts: ContentConcept[];
}

export interface ContentCatalogue {
  name: string;
  slug: string;
  image: string;
  pdf: string;
}

export interface ContentTeamMember {
  name: string;
  department: string;
  email: string;
  phone: string;
  image: string;
}

export interface ContentAboutBlock {
  image: string;
  descriptionHtml: string;
}

export interface ContentPartnership {
  name: string;
  partnerDetail: string;
  link: string;
  image: string;
}

export interface ContentLegalTexts {
  privacyPolicy: string;
  terms: string;
  copyright: string;
  imprint: string;
}

/** Lists are in display order. */
export interface ContentDocument {
  /** Stored as the last change of the rows that carry no date of their own. */
  updatedAt: string;
  containerSizes: ContentContainerSize[];
  /** Filter options. */
  brands: string[];
  manufacturers: string[];
  viscosities: string[];
  specificationAreas: string[];
  categories: ContentCategory[];
  products: ContentProduct[];
  news: ContentNewsItem[];
  conceptCategories: ContentConceptCategory[];
  catalogues: ContentCatalogue[];
  teamMembers: ContentTeamMember[];
  aboutBlocks: ContentAboutBlock[];
  partnerships: ContentPartnership[];
  legal: ContentLegalTexts;
}
