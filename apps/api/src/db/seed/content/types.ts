/** The shape of the demo content: plain data that both the database seed and the media generator read. */

/** Container shape drawn on a product image. */
export type PackagingShape = 'can' | 'bottle' | 'spray' | 'cartridge' | 'tin' | 'drum';

/** Pictogram drawn on cover artwork (categories, news, concepts, about blocks, partners). */
export type Motif =
  | 'droplet'
  | 'gear'
  | 'flag'
  | 'piston'
  | 'trophy'
  | 'flask'
  | 'shield'
  | 'gauge'
  | 'wrench'
  | 'leaf'
  | 'snowflake'
  | 'helmet'
  | 'sparkle'
  | 'chain'
  | 'globe'
  | 'truck';

export type ContainerSizeKey = '400ml' | '500ml' | '1l' | '4l' | '5l' | '20l' | '60l' | '208l';

export interface DemoContainerSize {
  key: ContainerSizeKey;
  name: string;
  millilitres: number;
  /** Last part of a product number, e.g. `05` in RF-1042-05. */
  productNumberSuffix: string;
}

export interface DemoSubCategory {
  name: string;
  slug: string;
}

export interface DemoCategory {
  name: string;
  slug: string;
  /** Plain text. */
  description: string;
  image: string;
  /** Artwork accent colour. */
  accent: string;
  motif: Motif;
  subCategories: DemoSubCategory[];
}

export interface DemoVariant {
  size: ContainerSizeKey;
  /** Major units (taka per the SPEC), two decimals. */
  price: number;
  productNumber: string;
}

export interface DemoProduct {
  name: string;
  slug: string;
  image: string;
  categorySlug: string;
  subCategorySlug: string | null;
  brand: string | null;
  manufacturer: string | null;
  viscosity: string | null;
  specificationArea: string | null;
  shape: PackagingShape;
  /** Unsanitised HTML as written; the seed sanitises it before storing. */
  detailsHtml: string;
  /** Smallest container first. */
  variants: DemoVariant[];
}

export interface DemoNewsItem {
  name: string;
  slug: string;
  image: string;
  shortDescription: string;
  longDescriptionHtml: string;
  createdAt: string;
  motif: Motif;
}

export interface DemoConcept {
  name: string;
  image: string;
  motif: Motif;
}

export interface DemoConceptCategory {
  name: string;
  slug: string;
  image: string;
  shortDesc: string;
  createdAt: string;
  motif: Motif;
  concepts: DemoConcept[];
}

export interface DemoCatalogue {
  name: string;
  slug: string;
  image: string;
  pdf: string;
  subtitle: string;
  /** The catalogue lists every product of these categories, of these sub-categories and of these brands. */
  categorySlugs: string[];
  subCategorySlugs?: string[];
  brands?: string[];
}

export interface DemoTeamMember {
  name: string;
  department: string;
  email: string;
  phone: string;
  image: string;
}

export interface DemoAboutBlock {
  /** Headline drawn on the artwork; the HTML carries its own heading. */
  title: string;
  image: string;
  descriptionHtml: string;
  motif: Motif;
}

export interface DemoPartnership {
  name: string;
  partnerDetail: string;
  link: string;
  image: string;
  /** Short series or class name drawn under the partner's name. */
  series: string;
  motif: Motif;
}

export interface DemoLegalTexts {
  privacyPolicy: string;
  terms: string;
  copyright: string;
  imprint: string;
}

export interface DemoContent {
  referenceDate: string;
  containerSizes: DemoContainerSize[];
  /** Filter options in display order. */
  brands: string[];
  manufacturers: string[];
  viscosities: string[];
  specificationAreas: string[];
  categories: DemoCategory[];
  products: DemoProduct[];
  news: DemoNewsItem[];
  conceptCategories: DemoConceptCategory[];
  catalogues: DemoCatalogue[];
  teamMembers: DemoTeamMember[];
  aboutBlocks: DemoAboutBlock[];
  partnerships: DemoPartnership[];
  legal: DemoLegalTexts;
}
