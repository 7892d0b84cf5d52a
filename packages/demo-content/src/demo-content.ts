import { dirname, join } from 'node:path';
import { createRequire } from 'node:module';
import type { ContentFolder } from '@rennfeld/contract/content-folder';
import type { DocumentKind, DocumentLanguage } from '@rennfeld/contract/constants';
import {
  ABOUT_ARTWORK,
  CATALOGUE_ARTWORK,
  CATEGORY_ARTWORK,
  CONCEPT_CATEGORY_MOTIFS,
  CONCEPT_MOTIFS,
  NEWS_MOTIFS,
  PARTNER_ARTWORK,
  PRODUCT_SHAPES,
  REFERENCE_DATE,
  type CatalogueArtwork,
  type Motif,
  type PackagingShape,
} from './artwork.ts';

/**
 * The demo content folder: what a first start imports when SEED_DEMO_CONTENT is on, a content
 * folder like any brand's own (docs/content-folder.md). Found through the package, so the server's
 * bundle finds it too.
 */
export const DEMO_CONTENT_DIR = join(
  dirname(createRequire(import.meta.url).resolve('@rennfeld/demo-content/package.json')),
  'content',
);

// The demo as the media generator draws it: the folder's records with the names of what they
// refer to, and the artwork of each.

export interface DemoProduct {
  slug: string;
  name: string;
  image: string;
  categorySlug: string;
  subCategorySlug: string | null;
  /** Filter values by name, as labels print them. */
  brand: string | null;
  viscosity: string | null;
  specificationArea: string | null;
  shape: PackagingShape;
  /** Smallest first; `size` is the container size's slug. */
  variants: { size: string; price: number; productNumber: string }[];
  /** Its maker as the folder gives it, for its data sheets. */
  manufacturer: {
    name: string;
    street: string;
    postalCode: string;
    city: string;
    country: string;
    email: string;
  } | null;
  /** Its first paragraph, and the rows of its "Typical data" table, in each language. */
  summary: Record<DocumentLanguage, string>;
  typicalData: Record<DocumentLanguage, [string, string][]>;
  /** Its approvals' and specifications' codes, each list in the product's order, for its technical data sheet. */
  approvals: { approval: string[]; meets: string[] };
  /** Its data sheets' versions, each a PDF the demo media writes into `documents/`. */
  documents: { kind: DocumentKind; language: DocumentLanguage; versionDate: string; file: string }[];
}

export interface DemoContent {
  updatedAt: string;
  containerSizes: { key: string; name: string; quantity: number; unit: string }[];
  categories: {
    slug: string;
    name: string;
    image: string;
    subCategories: { slug: string; name: string }[];
    accent: string;
    motif: Motif;
  }[];
  products: DemoProduct[];
  news: { slug: string; name: string; image: string; createdAt: string; motif: Motif }[];
  conceptCategories: {
    slug: string;
    name: string;
    image: string;
    motif: Motif;
    concepts: { name: string; image: string; motif: Motif }[];
  }[];
  catalogues: ({ slug: string; name: string; image: string; pdf: string } & CatalogueArtwork)[];
  teamMembers: { name: string; image: string }[];
  aboutBlocks: { image: string; title: string; motif: Motif }[];
  partnerships: { name: string; image: string; series: string; motif: Motif }[];
}

export type DemoCatalogue = DemoContent['catalogues'][number];

/** The artwork of a record; every record of the demo has one (the test reads them all). */
function artworkOf<Artwork>(table: Record<string, Artwork>, key: string, what: string): Artwork {
  const artwork = table[key];
  if (artwork === undefined) throw new Error(`The demo artwork (src/artwork.ts) has nothing for ${what} ${key}.`);
  return artwork;
}

/** The text of rich text: its tags gone, its entities read. */
function plainText(html: string): string {
  return html
    .replace(/<[^>]+>/g, '')
    .replaceAll('&amp;', '&')
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&quot;', '"')
    .trim();
}

/** The first paragraph, and the label and value of each row of the texts' data table. */
function readTexts(html: string): { summary: string; typicalData: [string, string][] } {
  const summary = plainText(/<p>([\s\S]*?)<\/p>/.exec(html)?.[1] ?? '');
  const typicalData = [...html.matchAll(/<th scope="row">([\s\S]*?)<\/th><td>([\s\S]*?)<\/td>/g)].map(
    ([, label, value]) => [plainText(label!), plainText(value!)] as [string, string],
  );
  return { summary, typicalData };
}

function textsOf(english: string, german: string): Pick<DemoProduct, 'summary' | 'typicalData'> {
  const en = readTexts(english);
  const de = readTexts(german);
  return { summary: { en: en.summary, de: de.summary }, typicalData: { en: en.typicalData, de: de.typicalData } };
}

/** The folder's content (as the server's content reader checked it) with the artwork of each record. */
export function toDemoContent(folder: ContentFolder): DemoContent {
  const { filters, categories = [], products = [], news = [], conceptCategories = [] } = folder;
  const nameIn = (list: { slug: string; name: string }[] | undefined) => {
    const names = new Map((list ?? []).map((option) => [option.slug, option.name]));
    return (slug: string | null) => (slug === null ? null : (names.get(slug) ?? slug));
  };
  const brandName = nameIn(filters?.brands);
  const viscosityName = nameIn(filters?.viscosities);
  const specificationName = nameIn(filters?.specificationAreas);
  const manufacturers = new Map((filters?.manufacturers ?? []).map((maker) => [maker.slug, maker]));
  const approvals = new Map((filters?.approvals ?? []).map((approval) => [approval.slug, approval]));
  const codesOf = (slugs: string[], kind: 'approval' | 'meets') =>
    slugs.flatMap((slug) => {
      const approval = approvals.get(slug);
      return approval?.kind === kind ? [approval.name] : [];
    });
  return {
    updatedAt: REFERENCE_DATE,
    containerSizes: (filters?.containerSizes ?? []).map(({ slug, ...size }) => ({ key: slug, ...size })),
    categories: categories.map((category) => ({
      ...category,
      ...artworkOf(CATEGORY_ARTWORK, category.slug, 'the category'),
    })),
    products: products.map((product) => ({
      slug: product.slug,
      name: product.name,
      image: product.image,
      categorySlug: product.category,
      subCategorySlug: product.subCategory,
      brand: brandName(product.brand),
      viscosity: viscosityName(product.viscosity),
      specificationArea: specificationName(product.specificationArea),
      shape: artworkOf(PRODUCT_SHAPES, product.slug, 'the product'),
      variants: product.sizes.map(({ size, price, productNumber }) => ({ size, price, productNumber })),
      ...textsOf(product.details, product.detailsDe || product.details),
      manufacturer: product.manufacturer === null ? null : (manufacturers.get(product.manufacturer) ?? null),
      approvals: { approval: codesOf(product.approvals, 'approval'), meets: codesOf(product.approvals, 'meets') },
      documents: product.documents ?? [],
    })),
    news: news.map(({ slug, name, image, publishedAt }) => ({
      slug,
      name,
      image,
      createdAt: publishedAt,
      motif: artworkOf(NEWS_MOTIFS, slug, 'the article'),
    })),
    conceptCategories: conceptCategories.map((category) => ({
      slug: category.slug,
      name: category.name,
      image: category.image,
      motif: artworkOf(CONCEPT_CATEGORY_MOTIFS, category.slug, 'the concept category'),
      concepts: category.concepts.map(({ name, image }) => ({
        name,
        image,
        motif: artworkOf(CONCEPT_MOTIFS, name, 'the concept'),
      })),
    })),
    catalogues: (folder.catalogues ?? []).map(({ slug, name, image, pdf }) => ({
      slug,
      name,
      image,
      pdf,
      ...artworkOf(CATALOGUE_ARTWORK, slug, 'the catalogue'),
    })),
    teamMembers: (folder.teamMembers ?? []).map(({ name, image }) => ({ name, image })),
    aboutBlocks: (folder.aboutBlocks ?? []).map(({ image }) => ({
      image,
      ...artworkOf(ABOUT_ARTWORK, image, 'the about block with'),
    })),
    partnerships: (folder.partnerships ?? []).map(({ name, image }) => ({
      name,
      image,
      ...artworkOf(PARTNER_ARTWORK, name, 'the partner'),
    })),
  };
}

/** The products a catalogue lists, in catalogue order (category, then product order). */
export function listProductsOfCatalogue(catalogue: DemoCatalogue, content: DemoContent): DemoProduct[] {
  return content.products.filter(
    (product) =>
      catalogue.categorySlugs.includes(product.categorySlug) ||
      (product.subCategorySlug !== null && (catalogue.subCategorySlugs ?? []).includes(product.subCategorySlug)) ||
      (product.brand !== null && (catalogue.brands ?? []).includes(product.brand)),
  );
}
