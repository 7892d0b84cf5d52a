import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, test } from 'vitest';
import { fetchApi } from './support/api.ts';
import { launchChromiumForTests } from './support/chromium.ts';
import {
  EDITOR,
  openStaffList,
  openStaffPage,
  saveStaffForm,
  signIn,
  signInInGerman,
  startStaffServerForTests,
} from './support/staff.ts';
import { pageText } from './support/page.ts';

/**
 * Journey: staff edit what the site shows. A news draft stays off the site until it is published,
 * then shows on /news and in the sitemap at once, and keeps its old address when renamed; a new
 * price shows on the product page and listing at once; a renamed category shows on its listing at
 * once; a category with products cannot be deleted; an uploaded product image is served in the
 * sizes the pages ask for.
 */

const browser = launchChromiumForTests();
const server = startStaffServerForTests([[EDITOR, 'editor']]);

/** What a visitor's browser gets for a page: its status (after redirects) and text. */
async function visit(page: Page, path: string) {
  const response = await page.goto(path);
  return { status: response?.status(), text: await pageText(page) };
}

describe('content editing in the staff area', () => {
  test('every content list and the first record of each open on the demo content without an error', async () => {
    const staff = await openStaffPage(browser(), server().baseUrl);
    try {
      await signIn(staff.page, EDITOR);
      for (const menuItem of [
        'Products',
        'Categories',
        'Brands',
        'Manufacturers',
        'Viscosities',
        'Specification ranges',
        'Container sizes',
        'News',
        'Concepts',
        'Catalogues',
        'Team',
        'Partnerships',
        'About the company',
        'Legal texts',
      ]) {
        await openStaffList(staff.page, menuItem);
        const firstRow = staff.page.locator('tbody tr').first();
        await firstRow.waitFor();
        await firstRow.locator('td').nth(1).click();
        await staff.page.getByRole('button', { name: 'Save' }).waitFor();
        expect(staff.problems, menuItem).toEqual([]);
      }
    } finally {
      await staff.close();
    }
  });

  test('a news draft is off the site until published, then on /news and in the sitemap at once', async () => {
    const staff = await openStaffPage(browser(), server().baseUrl);
    const visitor = await (await browser().newContext({ baseURL: server().baseUrl })).newPage();
    try {
      const { news } = await fetchApi<{ news: { image: string }[] }>(server().baseUrl, '/news/list');
      const title = `Season finale at Hockenheim ${Date.now()}`;
      await signIn(staff.page, EDITOR);
      await openStaffList(staff.page, 'News');
      await staff.page.getByRole('link', { name: 'Create' }).click();
      await staff.page
        .getByLabel(/^Title/)
        .first()
        .fill(title);
      const slug = await staff.page.getByLabel(/^Slug/).inputValue();
      expect(slug).toMatch(/^season-finale-at-hockenheim-\d+$/);
      await staff.page.getByLabel(/^Image/).fill(news[0]!.image);
      await staff.page
        .getByLabel(/^Short description/)
        .first()
        .fill('Two cars, two podiums, one oil.');
      await staff.page.locator('.ProseMirror').first().click();
      await staff.page.keyboard.type('A wet race won on strategy.');
      await saveStaffForm(staff.page);

      expect((await visit(visitor, '/news')).text).not.toContain(title);
      expect((await visit(visitor, `/news-detail/${slug}`)).status).toBe(404);

      await staff.page.getByLabel(/^State/).click();
      await staff.page.getByRole('option', { name: 'Published' }).click();
      await saveStaffForm(staff.page);
      // The first page asked for after the save shows it: no cache waits to expire.
      expect((await visit(visitor, '/news')).text).toContain(title);
      const article = await visit(visitor, `/news-detail/${slug}`);
      expect(article.status).toBe(200);
      expect(article.text).toContain('A wet race won on strategy.');
      const sitemap = await (await visitor.request.get('/sitemap.xml')).text();
      const pages = sitemap.includes('<sitemapindex')
        ? await (await visitor.request.get('/sitemap-pages.xml')).text()
        : sitemap;
      expect(pages).toContain(`/news-detail/${slug}</loc>`);

      await staff.page.getByLabel(/^Slug/).fill(`${slug}-renamed`);
      await saveStaffForm(staff.page);
      const moved = await visitor.request.get(`/news-detail/${slug}`, { maxRedirects: 0 });
      expect(moved.status()).toBe(301);
      expect(moved.headers().location).toBe(`/news-detail/${slug}-renamed`);
      const movedInGerman = await visitor.request.get(`/de/news-detail/${slug}`, { maxRedirects: 0 });
      expect(movedInGerman.headers().location).toBe(`/de/news-detail/${slug}-renamed`);
      await visitor.goto(`/news-detail/${slug}`);
      expect(new URL(visitor.url()).pathname).toBe(`/news-detail/${slug}-renamed`);
      expect(staff.problems).toEqual([]);
    } finally {
      await staff.close();
      await visitor.context().close();
    }
  });

  test('a new price shows on the product page and its listing at once', async () => {
    const staff = await openStaffPage(browser(), server().baseUrl);
    const visitor = await (await browser().newContext({ baseURL: server().baseUrl })).newPage();
    try {
      const { categories } = await fetchApi<{ categories: { slug: string }[] }>(server().baseUrl, '/categories');
      const categorySlug = categories[0]!.slug;
      const { products } = await fetchApi<{ products: { name: string; slug: string }[] }>(
        server().baseUrl,
        `/products/${categorySlug}`,
      );
      const product = products[0]!;
      // Both pages are kept by the page cache (and their data by the catalogue cache) before the change.
      for (const path of [`/product-detail/${product.slug}`, `/products/${categorySlug}`]) {
        expect((await visit(visitor, path)).text).not.toContain('1.23');
      }
      await signIn(staff.page, EDITOR);
      await openStaffList(staff.page, 'Products');
      await staff.page.getByRole('textbox', { name: 'Search' }).fill(product.name);
      await staff.page.getByRole('cell', { name: product.name, exact: true }).click();
      const price = staff.page.getByLabel(/^Price \(EUR\)/).first();
      await price.fill('1.23');
      await price.press('Tab');
      // Far below the saved price: the form asks before it takes it.
      await staff.page
        .getByRole('dialog', { name: 'Change the price this much?' })
        .getByRole('button', { name: 'Confirm' })
        .click();
      await saveStaffForm(staff.page);
      // The first pages asked for after the save show it: no cache waits to expire.
      expect((await visit(visitor, `/product-detail/${product.slug}`)).text).toContain('1.23');
      expect((await visit(visitor, `/products/${categorySlug}`)).text).toContain('1.23');
      expect(staff.problems).toEqual([]);
    } finally {
      await staff.close();
      await visitor.context().close();
    }
  });

  test('a price typed the German way is saved as written; a hundredfold one is asked about and can be taken back', async () => {
    const context = await browser().newContext({ baseURL: server().baseUrl, locale: 'de-DE' });
    const page = await context.newPage();
    try {
      const { products } = await fetchApi<{ products: { name: string; slug: string }[] }>(
        server().baseUrl,
        '/products/engine-oils',
      );
      const product = products[1]!;
      const before = await fetchApi<{ product: { price: number } }>(
        server().baseUrl,
        `/product-detail/${product.slug}`,
      );
      const newPrice = Math.round(before.product.price * 150) / 100;
      const german = (euros: number) =>
        new Intl.NumberFormat('de-DE', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(euros);

      await signInInGerman(page, EDITOR);
      await page.getByRole('menuitem', { name: 'Produkte' }).click();
      await page.getByRole('textbox', { name: 'Suche' }).fill(product.name);
      await page.getByRole('cell', { name: product.name, exact: true }).click();
      const price = page.getByLabel(/^Preis \(EUR\)/).first();
      // The saved price, as a German writes it.
      await expect.poll(() => price.inputValue()).toBe(german(before.product.price));

      // The defect: "49,90" was read as 4990. A hundredfold price is asked about; "Abbrechen" takes it back.
      await price.fill(german(before.product.price).replace(',', ''));
      await price.press('Tab');
      const ask = page.getByRole('dialog', { name: 'Den Preis so stark ändern?' });
      await ask.getByRole('button', { name: 'Abbrechen' }).click();
      await ask.waitFor({ state: 'hidden' });
      expect(await price.inputValue()).toBe(german(before.product.price));

      await price.fill(german(newPrice));
      await price.press('Tab');
      const answer = page.waitForResponse((response) => response.request().method() === 'PUT');
      await page.getByRole('button', { name: 'Speichern' }).click();
      expect((await answer).ok()).toBe(true);
      const after = await fetchApi<{ product: { price: number } }>(server().baseUrl, `/product-detail/${product.slug}`);
      expect(after.product.price).toBe(newPrice);
    } finally {
      await context.close();
    }
  });

  test('a renamed category shows on its listing at once; one with products cannot be deleted', async () => {
    const staff = await openStaffPage(browser(), server().baseUrl);
    const visitor = await (await browser().newContext({ baseURL: server().baseUrl })).newPage();
    try {
      const { categories } = await fetchApi<{ categories: { name: string; slug: string }[] }>(
        server().baseUrl,
        '/categories',
      );
      const category = categories[0]!;
      await signIn(staff.page, EDITOR);
      await openStaffList(staff.page, 'Categories');
      await staff.page.getByRole('cell', { name: category.name, exact: true }).click();
      const newName = `${category.name} Pro`;
      await staff.page.getByLabel(/^Name/).first().fill(newName);
      await saveStaffForm(staff.page);
      expect((await visit(visitor, `/products/${category.slug}`)).text).toContain(newName);

      await staff.page.getByRole('button', { name: 'Delete' }).click();
      const dialog = staff.page.getByRole('dialog');
      await dialog.getByText(/^This category holds \d+ products, so it cannot be deleted\./).waitFor();
      await dialog.getByRole('button', { name: 'Confirm' }).click();
      await staff.page.getByText(/^This category holds \d+ products\. Move or delete them first\.$/).waitFor();
      expect((await visit(visitor, `/products/${category.slug}`)).status).toBe(200);
      expect(staff.problems.filter((problem) => !/status of 409/.test(problem))).toEqual([]);
    } finally {
      await staff.close();
      await visitor.context().close();
    }
  });

  test('German written beside the English shows on the German page; cleared, the English shows, marked as English', async () => {
    const staff = await openStaffPage(browser(), server().baseUrl);
    const visitor = await (await browser().newContext({ baseURL: server().baseUrl })).newPage();
    try {
      const { categories } = await fetchApi<{ categories: { name: string; slug: string; description: string }[] }>(
        server().baseUrl,
        '/categories',
      );
      const category = categories[1]!;
      const germanName = `Getriebeöle für die Rennstrecke ${Date.now()}`;
      const germanDescription = 'Getriebeöle, die auch nach vielen Runden sauber schalten.';
      await signIn(staff.page, EDITOR);
      await openStaffList(staff.page, 'Categories');
      await staff.page.getByRole('cell', { name: category.name, exact: true }).click();
      await staff.page
        .getByLabel(/^Name \(German\)/)
        .first()
        .fill(germanName);
      await staff.page.getByLabel(/^Description \(German\)/).fill(germanDescription);
      await saveStaffForm(staff.page);

      await visitor.goto(`/de/products/${category.slug}`);
      const heading = visitor.getByRole('heading', { level: 1 });
      expect(await heading.innerText()).toBe(germanName);
      expect(await heading.getAttribute('lang')).toBeNull();
      await visitor.getByText(germanDescription).waitFor();
      await visitor.goto(`/products/${category.slug}`);
      expect(await visitor.getByRole('heading', { level: 1 }).innerText()).toBe(category.name);

      await staff.page.getByLabel(/^Description \(German\)/).fill('');
      await saveStaffForm(staff.page);
      await visitor.goto(`/de/products/${category.slug}`);
      expect(await visitor.locator('[lang="en"]', { hasText: category.description }).count()).toBe(1);
      expect(staff.problems).toEqual([]);
    } finally {
      await staff.close();
      await visitor.context().close();
    }
  });

  test('an image dropped on a product is stored, served in its widths and shown on the product page', async () => {
    const staff = await openStaffPage(browser(), server().baseUrl);
    const visitor = await (await browser().newContext({ baseURL: server().baseUrl })).newPage();
    try {
      const { categories } = await fetchApi<{ categories: { slug: string }[] }>(server().baseUrl, '/categories');
      const { products } = await fetchApi<{ products: { name: string; slug: string }[] }>(
        server().baseUrl,
        `/products/${categories.at(-1)!.slug}`,
      );
      const product = products[0]!;
      const photo = await sharp({ create: { width: 1000, height: 1000, channels: 3, background: '#e67e22' } })
        .jpeg()
        .withExif({ IFD0: { Make: 'Rennfeld Phone' } })
        .toBuffer();

      await signIn(staff.page, EDITOR);
      await openStaffList(staff.page, 'Products');
      await staff.page.getByRole('textbox', { name: 'Search' }).fill(product.name);
      await staff.page.getByRole('cell', { name: product.name, exact: true }).click();
      await staff.page
        .locator('input[type=file]')
        .first()
        .setInputFiles({ name: 'Track Day Can.jpg', mimeType: 'image/jpeg', buffer: photo });
      await staff.page.getByText('Uploaded. Save to use it.').waitFor();
      const image = await staff.page
        .getByLabel(/^Image/)
        .first()
        .inputValue();
      expect(image).toMatch(/^track-day-can-[0-9a-f]{12}\.jpg$/);
      await saveStaffForm(staff.page);

      const page = await visit(visitor, `/product-detail/${product.slug}`);
      expect(page.status).toBe(200);
      const sources = await visitor
        .locator('img')
        .evaluateAll((images) =>
          images.map((element) => (element as HTMLImageElement).currentSrc || (element as HTMLImageElement).src),
        );
      expect(sources.some((source) => source.includes(`/storage/product/${image}`))).toBe(true);
      for (const path of [`/storage/product/${image}?w=800`, `/storage/product/thumb/${image}?w=320`]) {
        const response = await visitor.request.get(path);
        expect(response.status(), path).toBe(200);
        expect(response.headers()['content-type'], path).toBe('image/webp');
      }
      const served = await (await visitor.request.get(`/storage/product/${image}`)).body();
      expect((await sharp(served).metadata()).exif).toBeUndefined();
      expect(staff.problems).toEqual([]);
    } finally {
      await staff.close();
      await visitor.context().close();
    }
  });
});
