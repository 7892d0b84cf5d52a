import type { UnitPrice } from '@rennfeld/contract';
import { SQLite } from '@rennfeld/api/db';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { formatPriceWithUnitPrice, truncate } from '../apps/web/app/lib/format.ts';
import { fetchApi, startDeadApiServerForTests } from './support/api.ts';
import { findAxeViolations } from './support/axe.ts';
import { launchChromiumForTests } from './support/chromium.ts';
import { holdDataRequests } from './support/hold-requests.ts';
import { openVisitorPage, PHONE, renderWholePage, reportedDocumentStatus } from './support/page.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

/** Journey: a visitor browses a category and filters its products (SPEC §2, §4, §5, §8, §9). */

interface ListedProduct {
  name: string;
  slug: string;
  product_details: string;
  price: number;
  unit_price: UnitPrice | null;
}
interface Listing {
  products: ListedProduct[];
  facets: Record<string, Record<string, number>>;
  pagination: { page: number; per_page: number; total: number; pages: number };
}
type Materials = Record<string, Record<string, string>>;

const baseUrl = inject('baseUrl');
const storageDir = inject('storageDir');

const CATEGORY = 'engine-oils';
const LISTING = `/products/${CATEGORY}`;

const browser = launchChromiumForTests();
let materials: Materials;
let listing: Listing;
let category: { name: string; slug: string; sub_categories: Array<{ name: string; slug: string }> };

beforeAll(async () => {
  materials = (await fetchApi<{ data: Materials }>(baseUrl, '/search-materials')).data;
  listing = await fetchApi<Listing>(baseUrl, `/products/${CATEGORY}`);
  const { categories } = await fetchApi<{ categories: Array<typeof category> }>(baseUrl, '/categories');
  category = categories.find((candidate) => candidate.slug === CATEGORY)!;
  expect(listing.products.length).toBeGreaterThan(3);
});
/** The listing the API gives for a selection, to compare the page with. */
const apiListing = (selection: Record<string, string[]>) => {
  const query = new URLSearchParams();
  for (const [group, values] of Object.entries(selection))
    for (const value of values) query.append(`${group}[]`, value);
  return fetchApi<Listing>(baseUrl, `/products/${CATEGORY}?${query}`);
};

/** The filter values the address carries, per group. */
function addressSelection(page: Page): Record<string, string[]> {
  const selection: Record<string, string[]> = {};
  for (const [key, value] of new URL(page.url()).searchParams) {
    if (key.endsWith('[]')) (selection[key.slice(0, -2)] ??= []).push(value);
  }
  return selection;
}

/** The names of the listed products, those a visitor has not scrolled to yet included. */
const productNames = (page: Page) =>
  page.getByRole('region', { name: 'Products' }).getByRole('heading', { level: 3 }).allTextContents();

const optionNames = (page: Page) =>
  page
    .getByRole('listbox')
    .getByRole('option')
    .evaluateAll((options) =>
      options.map((option) => ({
        name: option.querySelector('.multi-select-option-label')?.textContent ?? '',
        text: option.textContent ?? '',
        selected: option.getAttribute('aria-selected') === 'true',
        disabled: option.getAttribute('aria-disabled') === 'true',
      })),
    );

describe('the product listing', () => {
  test('is served as HTML with the products, side panel and filters, without JavaScript', async () => {
    const { page, problems, close } = await openVisitorPage(browser(), baseUrl, { javaScriptEnabled: false });
    const response = await page.goto(LISTING);
    expect(response?.status()).toBe(200);
    await page.getByRole('heading', { level: 1, name: category.name }).waitFor();
    expect(await productNames(page)).toEqual(listing.products.map((product) => product.name));

    // The left side panel: the category's sub-categories, the current listing marked.
    const panel = page.getByRole('navigation', { name: category.name });
    const current = panel.getByRole('link', { name: `All ${category.name}` });
    expect(await current.getAttribute('aria-current')).toBe('page');
    for (const sub of category.sub_categories) {
      expect(await panel.getByRole('link', { name: sub.name, exact: true }).getAttribute('href')).toBe(
        `${LISTING}/${sub.slug}`,
      );
    }
    // One filter group per group of GET /search-materials, humanised.
    for (const label of ['Viscosity', 'Specification area', 'Brand', 'Manufacturer', 'Container size']) {
      await page.getByText(label, { exact: true }).waitFor();
    }
    // A demo category fits on one page, as the SPEC shows it: a count and no pager.
    await page.getByText(`${listing.products.length} products`, { exact: true }).waitFor();
    expect(await page.getByRole('navigation', { name: 'Product pages' }).count()).toBe(0);
    expect(problems).toEqual([]);
    await close();
  });

  test('cards show the image, name, details cut to 100 characters, "From" price and a Details link', async () => {
    const { page, problems, close } = await openVisitorPage(browser(), baseUrl);
    await page.goto(LISTING);
    const long = listing.products.find((product) => product.product_details.length > 100);
    expect(long, 'the demo listing needs a product with long details').toBeDefined();
    await renderWholePage(page);
    for (const product of [listing.products[0]!, long!]) {
      const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: product.name }) });
      await card.getByRole('img', { name: product.name }).waitFor();
      const text = await card.innerText();
      expect(text).toContain(truncate(product.product_details));
      // Every price with its price per litre or kilogram (PAngV §4, decision 044).
      expect(text).toContain(`From ${formatPriceWithUnitPrice(product.price, product.unit_price, 'en')}`);
      expect(text).toMatch(/From €\d[\d,]*\.\d{2} \(€\d[\d,]*\.\d{2} \/ 1 (l|kg)\)/);
      const image = card.getByRole('img', { name: product.name });
      expect(await image.getAttribute('src')).toMatch(/\/storage\/product\/thumb\//);
      expect(Math.round((await image.boundingBox())!.height)).toBe(200);
      expect(await image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0)).toBe(
        true,
      );
    }
    expect(truncate(long!.product_details)).toMatch(/\.\.\.$/);
    expect(truncate(long!.product_details).length).toBeLessThanOrEqual(103);

    const first = listing.products[0]!;
    await page
      .getByRole('article')
      .filter({ has: page.getByRole('heading', { name: first.name }) })
      .getByRole('link', { name: /^Details/ })
      .click();
    await page.waitForURL(`**/product-detail/${first.slug}`);
    await page.getByRole('heading', { level: 1, name: first.name }).waitFor();
    expect(problems).toEqual([]);
    await close();
  });

  test.each([
    [390, 1],
    [800, 3],
    [1100, 4],
  ])('lays the filter grid out at %i px in %i column(s)', async (width, columns) => {
    const { page, problems, close } = await openVisitorPage(browser(), baseUrl, { viewport: { width, height: 900 } });
    await page.goto(LISTING);
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
    // On a phone the grid is behind the Filter button.
    if (width < 768) await page.locator('summary.filter-disclosure-toggle').click();
    const filters = page.getByRole('combobox');
    await filters.first().waitFor();
    const boxes = await page.getByRole('form', { name: 'Filter products' }).getByRole('combobox').all();
    expect(boxes).toHaveLength(Object.keys(materials).length);
    const lefts = new Set<number>();
    for (const box of boxes) lefts.add(Math.round((await box.boundingBox())!.x));
    expect(lefts.size).toBe(columns);
    expect(problems).toEqual([]);
    await close();
  });

  test('filters with a searchable multi-select: search, select-all, one option; the address is replaced', async () => {
    const { page, problems, close } = await openVisitorPage(browser(), baseUrl);
    await page.goto(LISTING);
    const viscosity = page.getByRole('combobox', { name: 'Viscosity' });
    await viscosity.click();
    const listbox = page.getByRole('listbox', { name: 'Viscosity' });
    await listbox.waitFor();
    expect(await listbox.getAttribute('aria-multiselectable')).toBe('true');
    expect(await listbox.evaluate((element) => getComputedStyle(element).maxHeight)).toBe('260px');
    expect((await listbox.boundingBox())!.height).toBeLessThanOrEqual(260);
    const historyLength = await page.evaluate(() => history.length);

    // Search is case-insensitive on the label.
    const enabledValues = Object.keys(materials.viscosity!).filter(
      (value) => (listing.facets.viscosity?.[value] ?? 0) > 0,
    );
    const labels = enabledValues.map((value) => materials.viscosity![value]!);
    const target = materials.viscosity![enabledValues[0]!]!;
    const term = target.slice(0, 3).toLowerCase();
    const matching = labels.filter((label) => label.toLowerCase().includes(term));
    expect(matching.length).toBeLessThan(labels.length);
    await viscosity.fill(term);
    await expect
      .poll(async () => (await optionNames(page)).map((option) => option.name))
      .toEqual(['Select all', ...matching]);

    // Select all: every listed option that would give products, in one replaced address.
    const release = await holdDataRequests(page);
    await page.getByRole('option', { name: 'Select all' }).click();
    await page.getByText('Loading products...').waitFor();
    release();
    await page.getByText('Loading products...').waitFor({ state: 'hidden' });
    const expectedAll = Object.keys(materials.viscosity!).filter(
      (value) => matching.includes(materials.viscosity![value]!) && (listing.facets.viscosity?.[value] ?? 0) > 0,
    );
    expect(addressSelection(page)).toEqual({ viscosity: expectedAll });
    const allListing = await apiListing({ viscosity: expectedAll });
    await expect.poll(() => productNames(page)).toEqual(allListing.products.map((product) => product.name));
    expect((await optionNames(page))[0]).toMatchObject({ name: 'Select all', selected: true });

    // Select all again clears them; then one option.
    await page.getByRole('option', { name: 'Select all' }).click();
    await expect.poll(() => addressSelection(page)).toEqual({});
    // The address changes first; the options take their new state when the listing has loaded.
    await expect.poll(() => productNames(page)).toEqual(listing.products.map((product) => product.name));
    // The same first page can show before the unfiltered listing has loaded: wait for the options too.
    await expect
      .poll(async () => {
        const options = await optionNames(page);
        return {
          allSelected: options.find((option) => option.name === 'Select all')?.selected,
          targetOffered: options.some((option) => option.name === target && !option.disabled),
        };
      })
      .toEqual({ allSelected: false, targetOffered: true });
    await page.getByRole('option', { name: new RegExp(`^${escapeRegExp(target)} \\(`) }).click();
    await expect.poll(() => addressSelection(page)).toEqual({ viscosity: [enabledValues[0]] });
    const oneListing = await apiListing({ viscosity: [enabledValues[0]!] });
    await expect.poll(() => productNames(page)).toEqual(oneListing.products.map((product) => product.name));
    expect(new URL(page.url()).search).toBe(`?viscosity%5B%5D=${encodeURIComponent(enabledValues[0]!)}`);
    expect(await page.evaluate(() => history.length)).toBe(historyLength);

    // Reload keeps the selection; it is shown as a chip and as a selected option.
    await page.reload();
    const chips = page.getByRole('list', { name: 'Selected Viscosity' });
    await chips.getByText(target, { exact: true }).waitFor();
    await page.getByRole('combobox', { name: 'Viscosity' }).click();
    await expect
      .poll(async () => (await optionNames(page)).find((option) => option.name === target)?.selected)
      .toBe(true);
    expect(await productNames(page)).toEqual(oneListing.products.map((product) => product.name));

    // Back from a product page restores the filtered listing (the state lives in the address).
    await page.keyboard.press('Escape');
    await page
      .getByRole('link', { name: /^Details/ })
      .first()
      .click();
    await page.waitForURL('**/product-detail/**');
    await page.goBack();
    await page.waitForURL((url) => url.pathname === LISTING);
    expect(addressSelection(page)).toEqual({ viscosity: [enabledValues[0]] });
    await chips.getByText(target, { exact: true }).waitFor();
    await expect.poll(() => productNames(page)).toEqual(oneListing.products.map((product) => product.name));
    expect(problems).toEqual([]);
    await close();
  });

  test('shows how many products each option gives and offers no option that gives none', async () => {
    const { page, problems, close } = await openVisitorPage(browser(), baseUrl);
    await page.goto(LISTING);
    await page.getByRole('combobox', { name: 'Viscosity' }).click();
    const shown = await optionNames(page);
    const offered = Object.entries(materials.viscosity!).flatMap(([value, label]) => {
      const count = listing.facets.viscosity?.[value] ?? 0;
      return count > 0 ? [{ name: label, text: `${label} (${count})`, selected: false, disabled: false }] : [];
    });
    expect(shown.slice(1)).toEqual(offered);
    // The demo's catalogue knows viscosities of other categories, which this listing does not offer.
    expect(offered.length).toBeLessThan(Object.keys(materials.viscosity!).length);
    expect(problems).toEqual([]);
    await close();
  });

  test('keeps an address value without an option, labelled with the value itself, and selectable', async () => {
    const { page, problems, close } = await openVisitorPage(browser(), baseUrl);
    await page.goto(`${LISTING}?viscosity[]=no-such-grade`);
    await page.getByRole('list', { name: 'Selected Viscosity' }).getByText('no-such-grade', { exact: true }).waitFor();
    await page.getByText('No products match the selected filters.').waitFor();
    await page.getByRole('combobox', { name: 'Viscosity' }).click();
    const unknown = (await optionNames(page)).find((option) => option.name === 'no-such-grade');
    expect(unknown).toEqual({ name: 'no-such-grade', text: 'no-such-grade (0)', selected: true, disabled: false });
    // Selected with no products, it stays enabled so it can be deselected.
    await page.getByRole('option', { name: 'no-such-grade (0)' }).click();
    await expect.poll(() => addressSelection(page)).toEqual({});
    await expect.poll(() => productNames(page)).toEqual(listing.products.map((product) => product.name));
    expect(problems).toEqual([]);
    await close();
  });

  test('works with the keyboard alone', async () => {
    const { page, problems, close } = await openVisitorPage(browser(), baseUrl);
    await page.goto(LISTING);
    const brand = page.getByRole('combobox', { name: 'Brand' });
    await brand.waitFor();
    for (
      let presses = 0;
      presses < 60 && !(await brand.evaluate((element) => element === document.activeElement));
      presses++
    ) {
      await page.keyboard.press('Tab');
    }
    expect(await brand.evaluate((element) => element === document.activeElement)).toBe(true);

    const firstBrand = Object.keys(materials.brand!).find((value) => (listing.facets.brand?.[value] ?? 0) > 0)!;
    await page.keyboard.press('ArrowDown'); // opens the list on "Select all"
    expect(await brand.getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('ArrowDown'); // the first option that gives products
    await page.keyboard.press('Enter');
    await expect.poll(() => addressSelection(page)).toEqual({ brand: [firstBrand] });
    expect(await brand.getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('Escape');
    expect(await brand.getAttribute('aria-expanded')).toBe('false');
    await page.keyboard.press('Backspace'); // removes the last chosen value
    await expect.poll(() => addressSelection(page)).toEqual({});
    expect(problems).toEqual([]);
    await close();
  });

  test('filters through the plain GET form without JavaScript', async () => {
    const { page, problems, close } = await openVisitorPage(browser(), baseUrl, { javaScriptEnabled: false });
    await page.goto(LISTING);
    const viscosityValue = Object.keys(materials.viscosity!).find(
      (value) => (listing.facets.viscosity?.[value] ?? 0) > 0,
    )!;
    const viscosityLabel = materials.viscosity![viscosityValue]!;
    const brandValue = Object.keys(materials.brand!).find((value) => (listing.facets.brand?.[value] ?? 0) > 0)!;
    const brandLabel = materials.brand![brandValue]!;

    await page.locator('summary', { hasText: 'Viscosity:' }).click();
    await page.getByRole('checkbox', { name: `${viscosityLabel} (` }).check();
    await page.locator('summary', { hasText: 'Brand:' }).click();
    await page.getByRole('checkbox', { name: `${brandLabel} (` }).check();
    // Without JavaScript, as with it, an option that would give nothing is not offered.
    const zeroValue = Object.keys(materials.viscosity!).find((value) => !listing.facets.viscosity?.[value])!;
    expect(await page.getByRole('checkbox', { name: `${materials.viscosity![zeroValue]} (` }).count()).toBe(0);
    await page.getByRole('button', { name: 'Apply filters' }).click();

    // The form's GET lists groups in page order; the address ends up in the bar's (sorted) form.
    await page.waitForURL((url) => url.searchParams.has('brand[]'));
    expect(new URL(page.url()).search).toBe(
      `?brand%5B%5D=${encodeURIComponent(brandValue)}&viscosity%5B%5D=${encodeURIComponent(viscosityValue)}`,
    );
    const filtered = await apiListing({ brand: [brandValue], viscosity: [viscosityValue] });
    expect(await productNames(page)).toEqual(filtered.products.map((product) => product.name));
    expect(await page.getByRole('checkbox', { name: `${brandLabel} (`, includeHidden: true }).isChecked()).toBe(true);
    expect(problems).toEqual([]);
    await close();
  });

  test('on a phone folds the filters behind one Filter button that counts the chosen values', async () => {
    const [first, second] = Object.keys(listing.facets.viscosity!);
    const { page, problems, close } = await openVisitorPage(browser(), baseUrl, { viewport: PHONE });
    await page.goto(`${LISTING}?viscosity[]=${first}&viscosity[]=${second}`);
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
    const toggle = page.locator('summary.filter-disclosure-toggle');
    expect(await toggle.textContent()).toBe('Filter2 (2 values chosen)');
    const viscosity = page.getByRole('combobox', { name: 'Viscosity' });
    expect(await viscosity.isVisible()).toBe(false);
    // The first product is the first thing under the bar, not five filter boxes.
    const firstCard = page.getByRole('region', { name: 'Products' }).getByRole('heading', { level: 3 }).first();
    expect((await firstCard.boundingBox())!.y).toBeLessThan(PHONE.height * 1.5);
    await toggle.click();
    await viscosity.waitFor();
    // From a tablet's width on, the groups show without the button.
    await page.setViewportSize({ width: 800, height: 900 });
    await page.reload();
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
    expect(await page.locator('summary.filter-disclosure-toggle').isVisible()).toBe(false);
    expect(await viscosity.isVisible()).toBe(true);
    expect(problems).toEqual([]);
    await close();
  });

  test('sorts by price and by name, in the address as sort= (replaced), sorted views kept out of the index', async () => {
    const names = async (query: string) =>
      (await fetchApi<Listing>(baseUrl, `/products/${CATEGORY}?${query}`)).products.map((product) => product.name);
    const { page, problems, close } = await openVisitorPage(browser(), baseUrl);
    await page.goto(LISTING);
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
    const historyLength = await page.evaluate(() => history.length);
    const robots = () => page.locator('meta[name="robots"]').getAttribute('content');

    await page.getByLabel('Sort by').selectOption({ label: 'Price: low to high' });
    await page.waitForURL((url) => url.searchParams.get('sort') === 'price-asc');
    const byPrice = await names('sort=price-asc');
    await expect.poll(() => productNames(page)).toEqual(byPrice);
    const prices = (await fetchApi<Listing>(baseUrl, `/products/${CATEGORY}?sort=price-asc`)).products.map(
      (product) => product.price,
    );
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(await robots()).toBe('noindex,follow');
    expect(await page.locator('link[rel="canonical"]').count()).toBe(0);

    await page.getByLabel('Sort by').selectOption({ label: 'Name: A to Z' });
    await page.waitForURL((url) => url.searchParams.get('sort') === 'name');
    await expect.poll(() => productNames(page)).toEqual(await names('sort=name'));
    expect(await page.evaluate(() => history.length)).toBe(historyLength);

    await page.getByLabel('Sort by').selectOption({ label: 'Recommended' });
    await page.waitForURL((url) => !url.searchParams.has('sort'));
    await expect.poll(() => productNames(page)).toEqual(listing.products.map((product) => product.name));
    expect(await page.locator('meta[name="robots"]').count()).toBe(0);
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toMatch(/\/products\/engine-oils$/);
    expect(problems).toEqual([]);
    await close();
  });

  test('sorts through the plain GET form without JavaScript, keeping the chosen filters', async () => {
    const viscosity = Object.keys(listing.facets.viscosity!)[0]!;
    const { page, problems, close } = await openVisitorPage(browser(), baseUrl, { javaScriptEnabled: false });
    await page.goto(`${LISTING}?viscosity[]=${viscosity}`);
    await page.getByLabel('Sort by').selectOption({ label: 'Price: high to low' });
    // The order belongs to the filter bar's form: its Apply button sends both.
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await page.waitForURL((url) => url.searchParams.get('sort') === 'price-desc');
    expect(new URL(page.url()).search).toBe(`?viscosity%5B%5D=${encodeURIComponent(viscosity)}&sort=price-desc`);
    const sorted = await fetchApi<Listing>(baseUrl, `/products/${CATEGORY}?viscosity[]=${viscosity}&sort=price-desc`);
    expect(await productNames(page)).toEqual(sorted.products.map((product) => product.name));
    expect(problems).toEqual([]);
    await close();
  });

  test('loads a sub-category listing from the side panel, which marks it', async () => {
    const sub = category.sub_categories[0]!;
    const subListing = await fetchApi<Listing>(baseUrl, `/products/${CATEGORY}/${sub.slug}`);
    const { page, problems, close } = await openVisitorPage(browser(), baseUrl);
    await page.goto(LISTING);
    await page.getByRole('combobox', { name: 'Viscosity' }).waitFor(); // hydrated: the link navigates in the page
    const release = await holdDataRequests(page);
    await page
      .getByRole('navigation', { name: category.name })
      .getByRole('link', { name: sub.name, exact: true })
      .click();
    // Another listing loads: its filter counts and its products (SPEC §4 loading texts).
    await page.getByText('Loading filters...').waitFor();
    await page.getByText('Loading products...').waitFor();
    release();
    await page.waitForURL(`**${LISTING}/${sub.slug}`);
    await page.getByText('Loading filters...').waitFor({ state: 'hidden' });
    await page.getByRole('heading', { level: 1, name: sub.name }).waitFor();
    await expect.poll(() => productNames(page)).toEqual(subListing.products.map((product) => product.name));
    const link = page
      .getByRole('navigation', { name: category.name })
      .getByRole('link', { name: sub.name, exact: true });
    expect(await link.getAttribute('aria-current')).toBe('page');
    expect(problems).toEqual([]);
    await close();
  });

  test.each([
    ['an unknown category', '/products/no-such-category'],
    ['an unknown sub-category', `${LISTING}/no-such-sub-category`],
  ])('answers %s with the Not Found page and HTTP 404', async (_case, path) => {
    const { page, problems, close } = await openVisitorPage(browser(), baseUrl);
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
    expect(problems).toEqual([reportedDocumentStatus(404)]);
    await close();
  });

  describe('of a category too large for one page', () => {
    let server: TestServer;
    let total: number;
    const listingPage = async (page: number, query = '') => {
      const response = await fetch(`${server.baseUrl}/api/products/${CATEGORY}?page=${page}${query}`);
      return (await response.json()) as Listing;
    };
    const pager = (page: Page) => page.getByRole('navigation', { name: 'Product pages' });

    beforeAll(async () => {
      server = await startTestServer({ storageDir });
      copyProducts(server.databaseFile, CATEGORY, 3);
      total = (await listingPage(1)).pagination.total;
      expect((await listingPage(1)).pagination.pages).toBe(3);
    });
    afterAll(async () => {
      await server?.stop();
    });

    test('pages through it with Previous, Next and numbered links; each page is an address in history', async () => {
      const { page, problems, close } = await openVisitorPage(browser(), server.baseUrl);
      await page.goto(LISTING);
      await page.getByText(`Showing 1–48 of ${total} products`).waitFor();
      expect(await productNames(page)).toEqual((await listingPage(1)).products.map((product) => product.name));
      expect(await pager(page).getByRole('link', { name: 'Page 1' }).getAttribute('aria-current')).toBe('page');
      expect(await pager(page).getByRole('link', { name: 'Previous' }).count()).toBe(0);
      expect(await findAxeViolations(page)).toEqual([]);

      await pager(page).getByRole('link', { name: 'Next' }).click();
      await page.waitForURL(`**${LISTING}?page=2`);
      await page.getByText(`Showing 49–96 of ${total} products`).waitFor();
      expect(await productNames(page)).toEqual((await listingPage(2)).products.map((product) => product.name));
      // The new page opens at its top, at once (site.css turns off Bootstrap's smooth scrolling).
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

      await pager(page).getByRole('link', { name: 'Page 3' }).click();
      await page.waitForURL(`**${LISTING}?page=3`);
      await page.getByText(`Showing 97–${total} of ${total} products`).waitFor();
      expect(await pager(page).getByRole('link', { name: 'Next' }).count()).toBe(0);
      expect(await page.title()).toMatch(/ – Page 3 \|/);

      await page.goBack();
      await page.waitForURL(`**${LISTING}?page=2`);
      await page.getByText(`Showing 49–96 of ${total} products`).waitFor();
      expect(problems).toEqual([]);
      await close();
    });

    test('starts a new filter selection on its first page', async () => {
      const { page, problems, close } = await openVisitorPage(browser(), server.baseUrl);
      await page.goto(`${LISTING}?page=2`);
      const firstPage = await listingPage(1);
      const [value] = Object.entries(firstPage.facets.brand!).sort(([, a], [, b]) => b - a)[0]!;
      await page.getByRole('combobox', { name: 'Brand' }).click();
      await page.getByRole('option', { name: new RegExp(`^${escapeRegExp(materials.brand![value]!)} \\(`) }).click();
      await page.waitForURL((url) => url.searchParams.has('brand[]'));
      expect(new URL(page.url()).searchParams.has('page')).toBe(false);
      const filtered = await listingPage(1, `&brand[]=${encodeURIComponent(value)}`);
      await expect.poll(() => productNames(page)).toEqual(filtered.products.map((product) => product.name));
      expect(problems).toEqual([]);
      await close();
    });

    test('works without JavaScript: the pager is links', async () => {
      const { page, problems, close } = await openVisitorPage(browser(), server.baseUrl, { javaScriptEnabled: false });
      await page.goto(`${LISTING}?page=2`);
      await page.getByText(`Showing 49–96 of ${total} products`).waitFor();
      expect(await pager(page).getByRole('link', { name: 'Previous' }).getAttribute('href')).toBe(LISTING);
      expect(await pager(page).getByRole('link', { name: 'Next' }).getAttribute('href')).toBe(`${LISTING}?page=3`);
      expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(
        `${server.baseUrl}${LISTING}?page=2`,
      );
      expect(problems).toEqual([]);
      await close();
    });

    test.each([
      ['a page past the end', '?page=99', `${LISTING}?page=3`],
      ['a page that is no number', '?page=two', LISTING],
      ['the first page named', '?page=1', LISTING],
    ])('sends %s to one address', async (_case, query, location) => {
      const response = await fetch(`${server.baseUrl}${LISTING}${query}`, { redirect: 'manual' });
      expect(response.status).toBe(302);
      expect(response.headers.get('location')).toBe(location);
    });
  });

  describe('when the API cannot be reached', () => {
    const deadApiServer = startDeadApiServerForTests();

    test('shows the SPEC §8 messages for the products and the filters', async () => {
      const { page, problems, close } = await openVisitorPage(browser(), deadApiServer().baseUrl);
      const response = await page.goto(LISTING);
      expect(response?.status()).toBe(503);
      await page.getByRole('alert').filter({ hasText: 'Error loading products' }).waitFor();
      await page.getByRole('alert').filter({ hasText: 'Error loading filters.' }).waitFor();
      expect(problems).toEqual([reportedDocumentStatus(503)]);
      await close();
    });
  });
});

/**
 * Adds `copies` copies of every product of a category to the server's database (name and slug
 * suffixed, variants left out: a listing shows neither), the way another process would write.
 */
function copyProducts(databaseFile: string, categorySlug: string, copies: number): void {
  const db = new SQLite(databaseFile);
  const columns = (db.prepare("SELECT name FROM pragma_table_info('products')").pluck().all() as string[]).filter(
    (column) => column !== 'id',
  );
  const copied: Record<string, string> = {
    name: "name || ' Copy ' || @copy",
    slug: "slug || '-copy-' || @copy",
    position: 'position + CAST(@copy AS INTEGER) * 100000',
  };
  const insert = db.prepare(
    `INSERT INTO products (${columns.join(', ')})
     SELECT ${columns.map((column) => copied[column] ?? column).join(', ')} FROM products
     WHERE category_id = (SELECT id FROM categories WHERE slug = @category) AND slug NOT LIKE '%-copy-%'`,
  );
  for (let copy = 1; copy <= copies; copy++) insert.run({ copy: String(copy), category: categorySlug });
  db.close();
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
