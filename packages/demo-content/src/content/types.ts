import type {
  ContentAboutBlock,
  ContentCatalogue,
  ContentCategory,
  ContentConcept,
  ContentConceptCategory,
  ContentContainerSize,
  ContentDocument,
  ContentNewsItem,
  ContentPartnership,
  ContentProduct,
  ContentVariant,
} from '@rennfeld/api/content-import';

/**
 * The demo content: a content document plus what the media generator needs to draw its files
 * (shapes, motifs, accents, subtitles). The import ignores those extra fields.
 */

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

export interface DemoContainerSize extends ContentContainerSize {
  key: ContainerSizeKey;
  /** Last part of a product number, e.g. `05` in RF-1042-05. */
  productNumberSuffix: string;
}

export interface DemoCategory extends ContentCategory {
  /** Artwork accent colour. */
  accent: string;
  motif: Motif;
}

export interface DemoVariant extends ContentVariant {
  size: ContainerSizeKey;
}

export interface DemoProduct extends ContentProduct {
  shape: PackagingShape;
  variants: DemoVariant[];
}

export interface DemoNewsItem extends ContentNewsItem {
  motif: Motif;
}

export interface DemoConcept extends ContentConcept {
  motif: Motif;
}

export interface DemoConceptCategory extends ContentConceptCategory {
  motif: Motif;
  concepts: DemoConcept[];
}

export interface DemoCatalogue extends ContentCatalogue {
  subtitle: string;
  /** The catalogue lists every product of these categories, of these sub-categories and of these brands. */
  categorySlugs: string[];
  subCategorySlugs?: string[];
  brands?: string[];
}

export interface DemoAboutBlock extends ContentAboutBlock {
  /** Headline drawn on the artwork; the HTML carries its own heading. */
  title: string;
  motif: Motif;
}

export interface DemoPartnership extends ContentPartnership {
  /** Short series or class name drawn under the partner's name. */
  series: string;
  motif: Motif;
}

export interface DemoContent extends ContentDocument {
  containerSizes: DemoContainerSize[];
  categories: DemoCategory[];
  products: DemoProduct[];
  news: DemoNewsItem[];
  conceptCategories: DemoConceptCategory[];
  catalogues: DemoCatalogue[];
  aboutBlocks: DemoAboutBlock[];
  partnerships: DemoPartnership[];
}
