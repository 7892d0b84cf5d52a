import type { Category, UnitPrice } from '@rennfeld/contract';
import type { Page } from 'playwright-core';
import { afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { formatPrice, formatUnitPrice } from '../apps/web/app/lib/format.ts';
import { fetchApi } from './support/api.ts';
import { launchChromiumForTests } from './support/chromium.ts';
import { openVisitorPage, PHONE, type VisitorPage } from './support/page.ts';

/**
 * The site in two languages (issue 16, decision 047): English at the SPEC's paths, German under
 * /de. Each page names both versions for search engines, the header switches between them on the
 * same page, and a visitor whose browser prefers the other language is offered it, never sent.
 */

const baseUrl = inject('baseUrl');
const browser = launchChromiumForTests();

interface ProductDetail {
  slug: string;
  variants: Array<{ price: number; unit_price: UnitPrice | null }>;
}

let category: Category;
let product: ProductDetail;
let visitor: VisitorPage | undefined;

beforeAll(async () => {
  category = (await fetchApi<{ categories: Category[] }>(baseUrl, '/categories')).categories[0]!;
  const [first] = (await fetchApi<{ products: Array<{ slug: string }> }>(baseUrl, `/products/${category.slug}`))
    .products;
  product = (await fetchApi<{ product: ProductDetail }>(baseUrl, `/product-detail/${first!.slug}`)).product;
});

afterEach(async () => {
  await visitor?.close();
  visitor = undefined;
});

async function open(options: { locale?: string; javaScriptEnabled?: boolean; viewport?: typeof PHONE } = {}) {
  visitor = await openVisitorPage(browser(), baseUrl, options);
  visitor.page.setDefaultTimeout(10_000);
  return visitor.page;
}

/** What a crawler reads of a page's languages: `lang`, canonical, alternates, Open Graph locale. */
async function languagesOf(page: Page, path: string) {
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(200);
  return page.evaluate(() => ({
    lang: document.documentElement.lang,
    canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href'),
    alternates: Object.fromEntries(
      Array.from(document.querySelectorAll('link[rel="alternate"][hreflang]')).map((link) => [
        link.getAttribute('hreflang'),
        link.getAttribute('href'),
      ]),
    ),
    ogLocale: document.querySelector('meta[property="og:locale"]')?.getAttribute('content'),
    ogLocaleAlternate: document.querySelector('meta[property="og:locale:alternate"]')?.getAttribute('content'),
    title: document.title,
  }));
}

describe('both languages, as a crawler reads them', () => {
  it('every page names its English, German and default version, in either language', async () => {
    const page = await open({ javaScriptEnabled: false });
    const paths = [
      '/',
      `/products/${category.slug}`,
      `/product-detail/${product.slug}`,
      '/about',
      '/news',
      '/contact',
      '/imprint',
      '/newsletter',
    ];
    const germanTitles = new Set<string>();
    for (const path of paths) {
      const germanPath = path === '/' ? '/de' : `/de${path}`;
      const versions = {
        en: new URL(path, baseUrl).href,
        de: new URL(germanPath, baseUrl).href,
        'x-default': new URL(path, baseUrl).href,
      };
      const read = { en: { path, ogLocale: 'en_GB' }, de: { path: germanPath, ogLocale: 'de_DE' } } as const;
      const heads = {
        en: await languagesOf(page, read.en.path),
        de: await languagesOf(page, read.de.path),
      };
      for (const [language, other] of [
        ['en', 'de'],
        ['de', 'en'],
      ] as const) {
        expect(heads[language], read[language].path).toMatchObject({
          lang: language,
          canonical: versions[language],
          alternates: versions,
          ogLocale: read[language].ogLocale,
          ogLocaleAlternate: read[other].ogLocale,
        });
      }
      const german = heads.de;
      expect(germanTitles.has(german.title), `${germanPath} repeats a title`).toBe(false);
      germanTitles.add(german.title);
    }
  });

  it('a German address that does not exist is a German 404 page', async () => {
    const page = await open();
    const response = await page.goto('/de/keine-solche-seite');
    expect(response?.status()).toBe(404);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('de');
    await page.getByRole('heading', { name: 'Seite nicht gefunden' }).waitFor();
  });
});

describe('the language switch', () => {
  it('leads to the same page, with its query, in the other language and back', async () => {
    const page = await open();
    await page.goto('/search?q=oil');
    await page.getByRole('link', { name: 'DE Deutsch', exact: true }).click();
    await page.waitForURL('**/de/search?q=oil');
    await page.locator('html[lang="de"]').waitFor({ state: 'attached' });
    await page.getByRole('navigation', { name: 'Hauptmenü' }).getByRole('button', { name: 'Suche' }).waitFor();
    // The page's own links stay German.
    expect(await page.getByRole('link', { name: 'Unternehmen', exact: true }).first().getAttribute('href')).toBe(
      '/de/about',
    );

    await page.getByRole('link', { name: 'EN English', exact: true }).click();
    await page.waitForURL(new URL('/search?q=oil', baseUrl).href);
    await page.locator('html[lang="en"]').waitFor({ state: 'attached' });
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Search' }).waitFor();
    expect(visitor!.problems).toEqual([]);
  });

  it('is in the menu on a phone', async () => {
    const page = await open({ viewport: PHONE });
    await page.goto('/about');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog').getByRole('link', { name: 'DE Deutsch', exact: true }).click();
    await page.waitForURL('**/de/about');
    await page.locator('html[lang="de"]').waitFor({ state: 'attached' });
    await page.getByRole('button', { name: 'Menü öffnen' }).waitFor();
  });

  it('shows German prices as German readers write them, each with its unit price', async () => {
    const page = await open();
    await page.goto(`/de/product-detail/${product.slug}`);
    const [variant] = product.variants;
    await page.getByText(formatPrice(variant!.price, 'de'), { exact: true }).waitFor();
    await page.getByText(`(${formatUnitPrice(variant!.unit_price!, 'de')})`, { exact: true }).waitFor();
    expect(formatPrice(23.9, 'de')).toBe('23,90\u00a0€');
    expect(visitor!.problems).toEqual([]);
  });
});

describe('the offer of the other language', () => {
  it('offers a browser that prefers German the German page, in German, until dismissed', async () => {
    const page = await open({ locale: 'de-DE' });
    await page.goto('/news');
    const offer = page.getByRole('complementary', { name: 'Diese Seite gibt es auch auf Deutsch.' });
    await offer.waitFor();
    expect(await offer.getAttribute('lang')).toBe('de');
    // An offer, not a redirect: the visitor is still on the English page.
    expect(new URL(page.url()).pathname).toBe('/news');

    await offer.getByRole('button', { name: 'Nein, danke' }).click();
    await offer.waitFor({ state: 'detached' });
    await page.goto('/about');
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await offer.count()).toBe(0);
  });

  it('leads to the same page in German', async () => {
    const page = await open({ locale: 'de-DE' });
    await page.goto(`/product-detail/${product.slug}`);
    await page.getByRole('link', { name: 'Auf Deutsch lesen' }).click();
    await page.waitForURL(`**/de/product-detail/${product.slug}`);
    // On the German page there is nothing to offer.
    await page.getByRole('button', { name: 'Suche', exact: true }).waitFor();
    expect(await page.getByRole('complementary', { name: /auf Deutsch|in English/ }).count()).toBe(0);
  });

  it('offers nothing to a browser whose language the page already speaks', async () => {
    const page = await open({ locale: 'en-GB' });
    await page.goto('/news');
    await page.getByRole('button', { name: 'Search', exact: true }).waitFor();
    expect(await page.locator('.language-offer').count()).toBe(0);
    await page.goto('/de/news');
    await page.getByRole('complementary', { name: 'This page is also available in English.' }).waitFor();
  });
});

describe('content in German', () => {
  // The English shown, marked as English, where German is missing: content-editing.test.ts.
  it('shows the German the demo has written', async () => {
    interface Card {
      slug: string;
      product_details: string;
      untranslated?: string[];
    }
    const { products } = await fetchApi<{ products: Card[] }>(baseUrl, `/products/${category.slug}?locale=de`);
    const translated = products.find((card) => !card.untranslated)!;
    expect(translated, 'the demo has German details in this category').toBeDefined();
    const opening = (card: Card) => card.product_details.slice(0, 40);

    const page = await open();
    await page.goto(`/de/products/${category.slug}`);
    const germanName = (await fetchApi<{ categories: Category[] }>(baseUrl, '/categories?locale=de')).categories[0]!
      .name;
    expect(germanName).not.toBe(category.name);
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe(germanName);

    await page.goto(`/de/product-detail/${translated.slug}`);
    const german = page.getByText(opening(translated)).first();
    await german.waitFor();
    expect(await german.evaluate((element) => element.closest('[lang]')!.getAttribute('lang'))).toBe('de');
    expect(visitor!.problems).toEqual([]);
  });
});
