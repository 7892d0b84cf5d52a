import type { UnitPrice } from '@rennfeld/contract';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { fetchApi } from './support/api.ts';
import { launchChromiumForTests } from './support/chromium.ts';
import { openVisitorPage, type VisitorPage } from './support/page.ts';

/**
 * What a search engine and a link preview read: the server's HTML, as a crawler without
 * JavaScript gets it. Every page has a unique title and description, one canonical link or a
 * noindex (never both), sharing tags with an image, `lang`, and JSON-LD blocks that parse and
 * carry the schema.org types the page is about.
 */

const baseUrl = inject('baseUrl');

interface Category {
  slug: string;
  name: string;
  sub_categories: Array<{ slug: string; name: string }>;
}
interface ProductDetail {
  name: string;
  slug: string;
  product_number: string;
  brand: { name: string } | null;
  variants: Array<{
    size_key: string;
    container_size: string;
    price: number;
    unit_price: UnitPrice | null;
    product_number: string;
    in_stock: boolean;
  }>;
}

interface PageHead {
  status: number;
  lang: string | null;
  title: string;
  description: string | null;
  canonical: string[];
  robots: string | null;
  properties: Record<string, string>;
  names: Record<string, string>;
  jsonLd: Array<Record<string, unknown>>;
  jsonLdErrors: string[];
}

const browser = launchChromiumForTests();
let visitor: VisitorPage;
let page: Page;

beforeAll(async () => {
  visitor = await openVisitorPage(browser(), baseUrl, { javaScriptEnabled: false });
  page = visitor.page;
});

afterAll(async () => {
  await visitor?.close();
});

async function headOf(path: string): Promise<PageHead> {
  const response = await page.goto(path);
  return {
    status: response?.status() ?? 0,
    ...(await page.evaluate(() => {
      const content = (selector: string) => document.querySelector(selector)?.getAttribute('content') ?? null;
      const byAttribute = (attribute: 'property' | 'name') =>
        Object.fromEntries(
          Array.from(document.querySelectorAll(`head meta[${attribute}]`)).map((meta) => [
            meta.getAttribute(attribute)!,
            meta.getAttribute('content') ?? '',
          ]),
        );
      const jsonLd: Array<Record<string, unknown>> = [];
      const jsonLdErrors: string[] = [];
      for (const script of Array.from(document.querySelectorAll('script[type="application/ld+json"]'))) {
        try {
          jsonLd.push(JSON.parse(script.textContent ?? '') as Record<string, unknown>);
        } catch (error) {
          jsonLdErrors.push(String(error));
        }
      }
      return {
        lang: document.documentElement.getAttribute('lang'),
        title: document.title,
        description: content('head meta[name="description"]'),
        canonical: Array.from(document.querySelectorAll('head link[rel="canonical"]')).map((link) =>
          link.getAttribute('href')!,
        ),
        robots: content('head meta[name="robots"]'),
        properties: byAttribute('property'),
        names: byAttribute('name'),
        jsonLd,
        jsonLdErrors,
      };
    })),
  };
}

const ofType = (head: PageHead, type: string) => head.jsonLd.filter((block) => block['@type'] === type);

let categories: Category[];
let product: ProductDetail;
let newsSlug: string;
let conceptSlug: string;

beforeAll(async () => {
  categories = (await fetchApi<{ categories: Category[] }>(baseUrl, '/categories')).categories;
  const listed = (await fetchApi<{ products: Array<{ slug: string }> }>(baseUrl, `/products/${categories[0]!.slug}`))
    .products;
  // A product with several sizes, so its offers and size URLs can be told apart.
  for (const { slug } of listed) {
    const detail = (await fetchApi<{ product: ProductDetail }>(baseUrl, `/product-detail/${slug}`)).product;
    if (detail.variants.length > 1) {
      product = detail;
      break;
    }
  }
  expect(product).toBeDefined();
  newsSlug = (await fetchApi<{ news: Array<{ slug: string }> }>(baseUrl, '/news/list')).news[0]!.slug;
  conceptSlug = (await fetchApi<{ conceptCategories: Array<{ slug: string }> }>(baseUrl, '/concept-categories'))
    .conceptCategories[0]!.slug;
});

describe('every page, as a crawler reads it', () => {
  it('has lang, a unique title and description, one canonical link, sharing tags and Organization and WebSite data', async () => {
    const category = categories[0]!;
    const indexable = [
      '/',
      `/products/${category.slug}`,
      `/products/${category.slug}/${category.sub_categories[0]!.slug}`,
      `/product-detail/${product.slug}`,
      `/product-detail/${product.slug}?size=${product.variants[1]!.size_key}`,
      '/about',
      '/team',
      '/partnership',
      '/news',
      `/news-detail/${newsSlug}`,
      '/catalogue',
      '/concepts',
      `/concept/${conceptSlug}`,
      '/contact',
      '/privacy-policy',
      '/terms',
      '/copyright',
      '/imprint',
      '/newsletter',
    ];
    const titles = new Map<string, string>();
    const descriptions = new Map<string, string>();
    for (const path of indexable) {
      const head = await headOf(path);
      expect(head.status, path).toBe(200);
      expect(head.lang, path).toBe('en');
      expect(head.title, path).toMatch(/\S/);
      expect(titles.get(head.title), `${path} repeats the title of ${titles.get(head.title)}`).toBeUndefined();
      titles.set(head.title, path);
      expect(head.description, path).toMatch(/\S{3}/);
      expect(head.description!.length, path).toBeLessThanOrEqual(163);
      expect(descriptions.get(head.description!), `${path} repeats a description`).toBeUndefined();
      descriptions.set(head.description!, path);

      expect(head.robots, path).toBeNull();
      expect(head.canonical, path).toEqual([new URL(path, baseUrl).href]);
      expect(head.properties['og:url'], path).toBe(head.canonical[0]);
      expect(head.properties['og:title'], path).toBe(head.title);
      expect(head.properties['og:description'], path).toBe(head.description);
      expect(head.names['twitter:card'], path).toBe('summary_large_image');
      const image = head.properties['og:image'];
      expect(image, path).toMatch(/^http:\/\//);
      expect(head.names['twitter:image'], path).toBe(image);
      const imageResponse = await fetch(image!);
      expect(imageResponse.status, image).toBe(200);
      expect(imageResponse.headers.get('content-type'), image).toMatch(/^image\/(png|jpeg|webp|avif)$/);

      expect(head.jsonLdErrors, path).toEqual([]);
      for (const block of head.jsonLd) expect(block['@context'], path).toBe('https://schema.org');
      expect(ofType(head, 'Organization'), path).toHaveLength(1);
      const [site] = ofType(head, 'WebSite');
      expect(site, path).toMatchObject({
        potentialAction: {
          '@type': 'SearchAction',
          target: { urlTemplate: new URL('/search?q={search_term_string}', baseUrl).href },
          'query-input': 'required name=search_term_string',
        },
      });
    }
  });

  it('a page that does not exist says noindex and names no canonical address', async () => {
    const head = await headOf('/no-such-page');
    expect(head.status).toBe(404);
    expect(head.robots).toBe('noindex,follow');
    expect(head.canonical).toEqual([]);
    expect(ofType(head, 'Organization')).toHaveLength(1);
  });
});

describe('product listings', () => {
  it('carry a BreadcrumbList and an ItemList of the products shown, as the visible breadcrumb and list', async () => {
    const category = categories[0]!;
    const sub = category.sub_categories[0]!;
    const head = await headOf(`/products/${category.slug}/${sub.slug}`);
    const [breadcrumb] = ofType(head, 'BreadcrumbList');
    expect(breadcrumb).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: new URL('/', baseUrl).href },
        {
          '@type': 'ListItem',
          position: 2,
          name: category.name,
          item: new URL(`/products/${category.slug}`, baseUrl).href,
        },
        {
          '@type': 'ListItem',
          position: 3,
          name: sub.name,
          item: new URL(`/products/${category.slug}/${sub.slug}`, baseUrl).href,
        },
      ],
    });
    const visibleCrumbs = await page
      .getByRole('navigation', { name: 'Breadcrumb' })
      .getByRole('listitem')
      .allTextContents();
    expect(visibleCrumbs).toEqual(['Home', category.name, sub.name]);

    const listed = (
      await fetchApi<{ products: Array<{ slug: string; name: string }> }>(
        baseUrl,
        `/products/${category.slug}/${sub.slug}`,
      )
    ).products;
    const [list] = ofType(head, 'ItemList') as Array<{
      numberOfItems: number;
      itemListElement: Array<Record<string, unknown>>;
    }>;
    expect(list!.numberOfItems).toBe(listed.length);
    expect(list!.itemListElement.map((item) => [item.position, item.name, item.url])).toEqual(
      listed.map((item, index) => [index + 1, item.name, new URL(`/product-detail/${item.slug}`, baseUrl).href]),
    );
  });

  it('a filtered listing is followed but not indexed, and names no canonical address', async () => {
    const category = categories[0]!;
    const head = await headOf(`/products/${category.slug}?viscosity[]=5w-30`);
    expect(head.status).toBe(200);
    expect(head.robots).toBe('noindex,follow');
    expect(head.canonical).toEqual([]);
  });

  it('tracking parameters do not make a second address', async () => {
    const category = categories[0]!;
    const head = await headOf(`/products/${category.slug}?utm_source=newsletter&utm_medium=email`);
    expect(head.robots).toBeNull();
    expect(head.canonical).toEqual([new URL(`/products/${category.slug}`, baseUrl).href]);
  });
});

describe('the product page', () => {
  it('describes the product with one Offer per container size', async () => {
    const head = await headOf(`/product-detail/${product.slug}`);
    const [data] = ofType(head, 'Product') as Array<
      Record<string, unknown> & { offers: Array<Record<string, unknown>> }
    >;
    expect(data).toMatchObject({
      name: product.name,
      sku: product.product_number,
      url: new URL(`/product-detail/${product.slug}`, baseUrl).href,
      ...(product.brand ? { brand: { '@type': 'Brand', name: product.brand.name } } : {}),
    });
    expect(data!.offers).toEqual(
      product.variants.map((variant, index) =>
        expect.objectContaining({
          '@type': 'Offer',
          name: variant.container_size,
          sku: variant.product_number,
          price: variant.price.toFixed(2),
          priceCurrency: 'EUR',
          priceSpecification: {
            '@type': 'UnitPriceSpecification',
            price: variant.unit_price!.amount.toFixed(2),
            priceCurrency: 'EUR',
            referenceQuantity: {
              '@type': 'QuantitativeValue',
              value: 1,
              unitCode: variant.unit_price!.per === 'l' ? 'LTR' : 'KGM',
            },
          },
          availability: variant.in_stock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
          url: new URL(`/product-detail/${product.slug}${index === 0 ? '' : `?size=${variant.size_key}`}`, baseUrl)
            .href,
        }),
      ),
    );
    const [breadcrumb] = ofType(head, 'BreadcrumbList') as Array<{ itemListElement: Array<{ name: string }> }>;
    expect(breadcrumb!.itemListElement.at(-1)?.name).toBe(product.name);
    expect(head.properties['og:type']).toBe('product');
  });

  it('keeps one address per size: the default size and an unknown size name the page without ?size=', async () => {
    const plain = new URL(`/product-detail/${product.slug}`, baseUrl).href;
    expect((await headOf(`/product-detail/${product.slug}?size=${product.variants[0]!.size_key}`)).canonical).toEqual([
      plain,
    ]);
    expect((await headOf(`/product-detail/${product.slug}?size=no-such-size`)).canonical).toEqual([plain]);
    const other = product.variants[1]!.size_key;
    expect((await headOf(`/product-detail/${product.slug}?size=${other}&utm_source=x`)).canonical).toEqual([
      `${plain}?size=${other}`,
    ]);
  });
});

describe('a news article', () => {
  it('is a NewsArticle with its dates and image', async () => {
    const detail = (
      await fetchApi<{ news_details: { name: string; created_at: string; updated_at: string; image: string } }>(
        baseUrl,
        `/news/show/${newsSlug}`,
      )
    ).news_details;
    const head = await headOf(`/news-detail/${newsSlug}`);
    const [article] = ofType(head, 'NewsArticle');
    expect(article).toMatchObject({
      headline: detail.name,
      datePublished: detail.created_at,
      dateModified: detail.updated_at,
      image: [new URL(`/storage/news/${detail.image}`, baseUrl).href],
      mainEntityOfPage: new URL(`/news-detail/${newsSlug}`, baseUrl).href,
    });
    expect(head.properties['og:type']).toBe('article');
  });
});

describe('the search page', () => {
  it('lists what the search finds, and is not indexed', async () => {
    const head = await headOf('/search?q=10w-60');
    expect(head.status).toBe(200);
    expect(head.robots).toBe('noindex,follow');
    const found = (await fetchApi<{ products: Array<{ name: string }> }>(baseUrl, '/product-list?q=10w-60')).products;
    expect(found.length).toBeGreaterThan(0);
    expect(await page.locator('.search-page__results li').allTextContents()).toEqual(found.map((item) => item.name));
    await headOf('/search?q=zzzzqqq');
    await page.getByText('No results found.').waitFor();
  });
});
