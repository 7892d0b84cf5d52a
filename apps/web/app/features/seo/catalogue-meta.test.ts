import type { ProductDetail } from '@rennfeld/contract';
import type { MetaDescriptor } from 'react-router';
import { describe, expect, it } from 'vitest';
import { serverTranslator } from '../../i18n/catalogue.server.ts';
import { ENGINE_OILS } from './test-fixtures.ts';
import { SITE_NAME } from '../../lib/brand.ts';
import { formatPriceWithUnitPrice } from '../../lib/format.ts';
import { buildListingMeta, buildProductMeta } from './catalogue-meta.ts';

const siteUrl = 'https://shop.example';
const storageBase = '/storage';

type Entry = Record<string, unknown>;
const entriesOf = (meta: MetaDescriptor[]) => meta as Entry[];
const titleOf = (meta: MetaDescriptor[]) => entriesOf(meta).find((entry) => 'title' in entry)?.title;
const canonicalOf = (meta: MetaDescriptor[]) => entriesOf(meta).find((entry) => entry.rel === 'canonical')?.href;
const robotsOf = (meta: MetaDescriptor[]) => entriesOf(meta).find((entry) => entry.name === 'robots')?.content;
const contentOf = (meta: MetaDescriptor[], name: string) =>
  entriesOf(meta).find((entry) => entry.name === name || entry.property === name)?.content;
const structuredDataOf = (meta: MetaDescriptor[], type: string) =>
  entriesOf(meta)
    .map((entry) => entry['script:ld+json'] as Entry | undefined)
    .find((block) => block?.['@type'] === type);

describe('buildListingMeta', () => {
  const listing = {
    siteUrl,
    locale: 'en' as const,
    t: serverTranslator('en'),
    storageBase,
    categories: [ENGINE_OILS],
    params: { categorySlug: 'engine-oils', subCategorySlug: 'racing-oils' },
    page: 1,
    pageSearch: '',
    permuted: false,
    products: [{ name: 'Track 5W-40', slug: 'track-5w-40', image: 'track.jpg' }],
  };

  it('names the sub-category within its category, with the listing as its canonical address', () => {
    const meta = buildListingMeta(listing);
    expect(titleOf(meta)).toBe(`Racing Oils – Engine Oils | ${SITE_NAME}`);
    expect(contentOf(meta, 'description')).toBe(
      'Racing Oils from the Engine Oils range of Rennfeld Motorsport Lubricants. Oils for every engine.',
    );
    expect(canonicalOf(meta)).toBe('https://shop.example/products/engine-oils/racing-oils');
    expect(contentOf(meta, 'og:image')).toBe('https://shop.example/storage/category/engine-oils.jpg');
    expect(robotsOf(meta)).toBeUndefined();
  });

  it('lists the products and the breadcrumb as structured data', () => {
    const meta = buildListingMeta(listing);
    expect(structuredDataOf(meta, 'ItemList')).toMatchObject({
      name: 'Racing Oils – Engine Oils',
      numberOfItems: 1,
      itemListElement: [
        {
          position: 1,
          name: 'Track 5W-40',
          url: 'https://shop.example/product-detail/track-5w-40',
          image: 'https://shop.example/storage/product/thumb/track.jpg',
        },
      ],
    });
    expect(structuredDataOf(meta, 'BreadcrumbList')).toMatchObject({
      itemListElement: [
        { position: 1, name: 'Home', item: 'https://shop.example/' },
        { position: 2, name: 'Engine Oils', item: 'https://shop.example/products/engine-oils' },
        { position: 3, name: 'Racing Oils', item: 'https://shop.example/products/engine-oils/racing-oils' },
      ],
    });
  });

  it('gives a later page its own title and canonical address', () => {
    const meta = buildListingMeta({ ...listing, page: 3, pageSearch: '?page=3' });
    expect(titleOf(meta)).toBe(`Racing Oils – Engine Oils – Page 3 | ${SITE_NAME}`);
    expect(canonicalOf(meta)).toBe('https://shop.example/products/engine-oils/racing-oils?page=3');
  });

  it('keeps a filtered or sorted listing out of the index, without a canonical link', () => {
    const meta = buildListingMeta({ ...listing, permuted: true });
    expect(robotsOf(meta)).toBe('noindex,follow');
    expect(canonicalOf(meta)).toBeUndefined();
  });

  it('describes a category by its own description, and an unknown one as products', () => {
    expect(contentOf(buildListingMeta({ ...listing, params: { categorySlug: 'engine-oils' } }), 'description')).toBe(
      'Oils for every engine.',
    );
    expect(titleOf(buildListingMeta({ ...listing, categories: [] }))).toBe(`Products | ${SITE_NAME}`);
  });

  it('speaks German on the German page, whose addresses are under /de', () => {
    const meta = buildListingMeta({
      ...listing,
      locale: 'de',
      t: serverTranslator('de'),
      page: 2,
      pageSearch: '?page=2',
    });
    expect(titleOf(meta)).toBe(`Racing Oils – Engine Oils – Seite 2 | ${SITE_NAME}`);
    expect(contentOf(meta, 'description')).toBe(
      'Racing Oils aus dem Bereich Engine Oils von Rennfeld Motorsport Lubricants. Oils for every engine.',
    );
    expect(canonicalOf(meta)).toBe('https://shop.example/de/products/engine-oils/racing-oils?page=2');
    expect(structuredDataOf(meta, 'ItemList')).toMatchObject({
      itemListElement: [{ url: 'https://shop.example/de/product-detail/track-5w-40' }],
    });
    expect(structuredDataOf(meta, 'BreadcrumbList')).toMatchObject({
      itemListElement: [
        { name: 'Startseite' },
        { item: 'https://shop.example/de/products/engine-oils' },
        { item: 'https://shop.example/de/products/engine-oils/racing-oils' },
      ],
    });
    expect(titleOf(buildListingMeta({ ...listing, locale: 'de', t: serverTranslator('de'), categories: [] }))).toBe(
      `Produkte | ${SITE_NAME}`,
    );
  });
});

describe('buildProductMeta', () => {
  const product: Omit<ProductDetail, 'product_details'> = {
    id: 7,
    name: 'Track 5W-40',
    slug: 'track-5w-40',
    image: 'track.jpg',
    price: 12.5,
    unit_price: { amount: 12.5, per: 'l' },
    product_number: 'RF-100-1',
    gtin: '4261234000013',
    in_stock: true,
    size: '1l',
    container_size: { name: '1 L' },
    product_category: { name: 'Engine Oils' },
    brand: { name: 'Rennfeld' },
    specification_areas: null,
    manufacturer: { name: 'Rennfeld GmbH', address: null, email: null, eu_responsible_person: null },
    viscosity: { name: '5W-40' },
    approvals: [
      { code: 'MB 229.5', issuer: 'Mercedes-Benz', kind: 'approval' },
      { code: 'ACEA A3/B4', issuer: 'ACEA', kind: 'meets' },
    ],
    documents: [],
    variants: [
      {
        size_key: '1l',
        container_size: '1 L',
        price: 12.5,
        unit_price: { amount: 12.5, per: 'l' },
        product_number: 'RF-100-1',
        gtin: '4261234000013',
        in_stock: true,
      },
      {
        size_key: '5l',
        container_size: '5 L',
        price: 49,
        unit_price: { amount: 9.8, per: 'l' },
        product_number: 'RF-100-5',
        gtin: null,
        in_stock: false,
      },
    ],
    category_slug: 'engine-oils',
    sub_category_slug: 'racing-oils',
    updated_at: '2026-01-01T00:00:00.000Z',
    used_oil_notice: null,
  };
  const input = {
    siteUrl,
    locale: 'en' as const,
    t: serverTranslator('en'),
    storageBase,
    categories: [ENGINE_OILS],
    product,
    summary: 'A racing oil.',
    price: formatPriceWithUnitPrice(12.5, { amount: 12.5, per: 'l' }, 'en'),
  };

  it('gives the default size the address without ?size=, led by its size and price', () => {
    const meta = buildProductMeta(input);
    expect(titleOf(meta)).toBe(`Track 5W-40, 1 L | ${SITE_NAME}`);
    expect(contentOf(meta, 'description')).toBe('Track 5W-40, 1 L, €12.50 (€12.50 / 1 l). A racing oil.');
    expect(canonicalOf(meta)).toBe('https://shop.example/product-detail/track-5w-40');
    expect(contentOf(meta, 'og:type')).toBe('product');
  });

  it('names no properties for a product without approvals', () => {
    const meta = buildProductMeta({ ...input, product: { ...product, approvals: [] } });
    expect(structuredDataOf(meta, 'Product')).not.toHaveProperty('additionalProperty');
  });

  it('gives another size its own address', () => {
    const meta = buildProductMeta({
      ...input,
      product: { ...product, size: '5l', price: 49, container_size: { name: '5 L' } },
    });
    expect(titleOf(meta)).toBe(`Track 5W-40, 5 L | ${SITE_NAME}`);
    expect(canonicalOf(meta)).toBe('https://shop.example/product-detail/track-5w-40?size=5l');
  });

  it('offers every size at its own address and stock state, with the breadcrumb through its listings', () => {
    const meta = buildProductMeta(input);
    expect(structuredDataOf(meta, 'Product')).toMatchObject({
      name: 'Track 5W-40',
      sku: 'RF-100-1',
      brand: { '@type': 'Brand', name: 'Rennfeld' },
      manufacturer: { '@type': 'Organization', name: 'Rennfeld GmbH' },
      category: 'Engine Oils',
      image: 'https://shop.example/storage/product/track.jpg',
      additionalProperty: [
        { '@type': 'PropertyValue', name: 'Approval', value: 'MB 229.5' },
        { '@type': 'PropertyValue', name: 'Meets', value: 'ACEA A3/B4' },
      ],
      offers: [
        {
          name: '1 L',
          price: '12.50',
          priceCurrency: 'EUR',
          priceSpecification: {
            '@type': 'UnitPriceSpecification',
            price: '12.50',
            priceCurrency: 'EUR',
            referenceQuantity: { '@type': 'QuantitativeValue', value: 1, unitCode: 'LTR' },
          },
          sku: 'RF-100-1',
          gtin: '4261234000013',
          availability: 'https://schema.org/InStock',
          url: 'https://shop.example/product-detail/track-5w-40',
        },
        {
          name: '5 L',
          price: '49.00',
          sku: 'RF-100-5',
          availability: 'https://schema.org/OutOfStock',
          url: 'https://shop.example/product-detail/track-5w-40?size=5l',
        },
      ],
    });
    expect(structuredDataOf(meta, 'BreadcrumbList')).toMatchObject({
      itemListElement: [
        { name: 'Home' },
        { name: 'Engine Oils' },
        { name: 'Racing Oils' },
        { name: 'Track 5W-40', item: 'https://shop.example/product-detail/track-5w-40' },
      ],
    });
  });

  it('speaks German on the German page: the price as Germans write it, the addresses under /de', () => {
    const meta = buildProductMeta({
      ...input,
      locale: 'de',
      t: serverTranslator('de'),
      price: formatPriceWithUnitPrice(12.5, { amount: 12.5, per: 'l' }, 'de'),
    });
    // The description's white space is plain spaces, the price's non-breaking ones included.
    expect(contentOf(meta, 'description')).toBe('Track 5W-40, 1 L, 12,50 € (12,50 € / 1 l). A racing oil.');
    expect(canonicalOf(meta)).toBe('https://shop.example/de/product-detail/track-5w-40');
    expect(structuredDataOf(meta, 'Product')).toMatchObject({
      url: 'https://shop.example/de/product-detail/track-5w-40',
      additionalProperty: [{ name: 'Freigabe' }, { name: 'Erfüllt' }],
      offers: [
        { url: 'https://shop.example/de/product-detail/track-5w-40' },
        { url: 'https://shop.example/de/product-detail/track-5w-40?size=5l' },
      ],
    });
    expect(structuredDataOf(meta, 'BreadcrumbList')).toMatchObject({
      itemListElement: [
        { name: 'Startseite', item: 'https://shop.example/de' },
        {},
        {},
        { item: 'https://shop.example/de/product-detail/track-5w-40' },
      ],
    });
  });
});
