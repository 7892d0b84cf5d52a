import type { ProductSearchItem } from '@rennfeld/contract';
import type { Page } from 'playwright-core';
import { afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { fetchApi } from './support/api.ts';
import { launchChromiumForTests } from './support/chromium.ts';
import { holdRequests } from './support/hold-requests.ts';
import { DESKTOP, openVisitorPage, PHONE, parseStoredFile, type VisitorPage } from './support/page.ts';

// The search overlay (SPEC §2, §4 "Search overlay", §5 "Search", §8).

const baseUrl = inject('baseUrl');

const browser = launchChromiumForTests();
let visitor: VisitorPage | undefined;
let viscosityResults: ProductSearchItem[];

beforeAll(async () => {
  ({ products: viscosityResults } = await fetchApi<{ products: ProductSearchItem[] }>(baseUrl, '/product-list?q=5w30'));
  expect(viscosityResults.length).toBeGreaterThan(1);
});

afterEach(async () => {
  await visitor?.close();
  visitor = undefined;
});

interface SearchPage extends VisitorPage {
  /** The q of every request to /api/product-list the page made. */
  searches: string[];
}

async function openSearch(viewport: { width: number; height: number } = DESKTOP): Promise<SearchPage> {
  visitor = await openVisitorPage(browser(), baseUrl, { viewport });
  const { page } = visitor;
  page.setDefaultTimeout(10_000);
  const searches: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/api/product-list') searches.push(url.searchParams.get('q') ?? '');
  });
  await page.goto('/');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Search' }).click();
  await overlay(page).waitFor();
  return { ...visitor, searches };
}

const overlay = (page: Page) => page.getByRole('dialog', { name: 'Search products' });
const field = (page: Page) => overlay(page).getByRole('combobox', { name: 'Search products' });
const options = (page: Page) => overlay(page).getByRole('option');

async function optionNames(page: Page) {
  return (await options(page).allTextContents()).map((text) => text.trim());
}

describe('search overlay', () => {
  it('opens full screen with the text field focused', async () => {
    const { page, problems } = await openSearch();
    await expect.poll(() => field(page).evaluate((element) => element === document.activeElement)).toBe(true);
    // Once its fade-in ends, it covers the whole window.
    await expect
      .poll(async () => {
        const box = await page.locator('.search-overlay .modal-content').boundingBox();
        return box && [box.x, box.y, box.width, box.height].map(Math.round);
      })
      .toEqual([0, 0, DESKTOP.width, DESKTOP.height]);
    expect(problems).toEqual([]);
  });

  it('finds products by a viscosity typed loosely, with names and thumbnails', async () => {
    const { page, problems, searches } = await openSearch();
    await field(page).fill('5w30');
    await options(page).first().waitFor();
    expect(await optionNames(page)).toEqual(viscosityResults.map((product) => product.name));
    for (const name of await optionNames(page)) expect(name).toMatch(/5W-?30/i);
    const thumbnails = await options(page)
      .locator('img')
      .evaluateAll((images) => images.map((image) => (image as HTMLImageElement).getAttribute('src')));
    expect(thumbnails.map(parseStoredFile)).toEqual(
      viscosityResults.map((product) => `/storage/product/thumb/${product.image}`),
    );
    await expect
      .poll(() =>
        options(page)
          .locator('img')
          .first()
          .evaluate((image: HTMLImageElement) => image.naturalWidth),
      )
      .toBeGreaterThan(0);
    expect(await field(page).getAttribute('aria-expanded')).toBe('true');
    // Typing is debounced: one request for the whole word.
    expect(searches).toEqual(['5w30']);
    expect(problems).toEqual([]);
  });

  it("says 'No results found.' for a word that matches nothing", async () => {
    const { page, problems } = await openSearch();
    await field(page).fill('zzqxjvk');
    await overlay(page).getByText('No results found.').waitFor();
    expect(await options(page).count()).toBe(0);
    expect(await field(page).getAttribute('aria-expanded')).toBe('false');
    expect(problems).toEqual([]);
  });

  it('sends no request for blank text, and an emptied field clears the results at once', async () => {
    const { page, problems, searches } = await openSearch();
    await field(page).pressSequentially('   ', { delay: 50 });
    await field(page).fill('');
    await field(page).pressSequentially(' 5w30 ', { delay: 20 });
    await options(page).first().waitFor();
    // Only the trimmed, non-blank text was ever sent.
    expect(searches).toEqual(['5w30']);

    await field(page).fill('  ');
    expect(await options(page).count()).toBe(0);
    expect(await overlay(page).getByText('No results found.').count()).toBe(0);
    await field(page).fill('');
    expect(await options(page).count()).toBe(0);
    expect(searches).toEqual(['5w30']);
    expect(problems).toEqual([]);
  });

  it('shows a spinner while the answer is on its way', async () => {
    const { page, problems } = await openSearch();
    const release = await holdRequests(page, '**/api/product-list**');
    await field(page).fill('5w30');
    await overlay(page).getByRole('status').filter({ hasText: 'Loading...' }).waitFor();
    release();
    await options(page).first().waitFor();
    expect(await overlay(page).getByRole('status').filter({ hasText: 'Loading...' }).count()).toBe(0);
    expect(problems).toEqual([]);
  });

  it('does not close on a backdrop click', async () => {
    const { page, problems } = await openSearch();
    await field(page).fill('5w30');
    await options(page).first().waitFor();
    // A click on the modal's own backdrop layer, and a real click on an empty corner.
    await page.locator('.search-overlay').dispatchEvent('click');
    await page.mouse.click(DESKTOP.width - 5, DESKTOP.height - 5);
    expect(await overlay(page).isVisible()).toBe(true);
    expect(await field(page).inputValue()).toBe('5w30');
    expect(problems).toEqual([]);
  });

  it('closes on Escape and on its close button, clearing the query and the results', async () => {
    const { page, problems } = await openSearch();
    const searchButton = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Search' });
    await field(page).fill('5w30');
    await options(page).first().waitFor();
    await page.keyboard.press('Escape');
    await overlay(page).waitFor({ state: 'hidden' });

    await searchButton.click();
    expect(await field(page).inputValue()).toBe('');
    expect(await options(page).count()).toBe(0);

    await field(page).fill('5w30');
    await options(page).first().waitFor();
    await overlay(page).getByRole('button', { name: 'Close search' }).click();
    await overlay(page).waitFor({ state: 'hidden' });
    await searchButton.click();
    expect(await field(page).inputValue()).toBe('');
    expect(await options(page).count()).toBe(0);
    expect(problems).toEqual([]);
  });

  it('moves through the results with the arrow keys and opens the active one with Enter', async () => {
    const { page, problems } = await openSearch();
    const [first, second] = viscosityResults;
    if (!first || !second) throw new Error('Two results needed');
    await field(page).fill('5w30');
    await options(page).first().waitFor();
    const activeName = async () => {
      const id = await field(page).getAttribute('aria-activedescendant');
      return id ? (await page.locator(`#${id}`).textContent())?.trim() : null;
    };
    expect(await activeName()).toBeNull();
    await page.keyboard.press('ArrowDown');
    expect(await activeName()).toBe(first.name);
    await page.keyboard.press('ArrowDown');
    expect(await activeName()).toBe(second.name);
    expect(await options(page).nth(1).getAttribute('aria-selected')).toBe('true');
    expect(await options(page).nth(0).getAttribute('aria-selected')).toBe('false');
    await page.keyboard.press('ArrowUp');
    expect(await activeName()).toBe(first.name);
    await page.keyboard.press('ArrowUp');
    expect(await activeName()).toBe(viscosityResults.at(-1)?.name);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await page.waitForURL(`${baseUrl}/product-detail/${second.slug}`);
    await overlay(page).waitFor({ state: 'hidden' });
    expect(problems).toEqual([]);
  });

  it('shows every result on the search page when Enter is pressed with no result chosen', async () => {
    const { page, problems } = await openSearch();
    await field(page).fill('5w30');
    await page.keyboard.press('Enter');
    await page.waitForURL(`${baseUrl}/search?q=5w30`);
    await overlay(page).waitFor({ state: 'hidden' });
    await page.getByRole('link', { name: viscosityResults[0]!.name }).first().waitFor();
    expect(problems).toEqual([]);
  });

  it("finds products by their category's German name", async () => {
    const { products: gearOils } = await fetchApi<{ products: Array<{ name: string }> }>(
      baseUrl,
      '/products/gear-transmission-oils',
    );
    const { page, problems } = await openSearch();
    await field(page).fill('Getriebeöl');
    await options(page).first().waitFor();
    const found = await options(page).allTextContents();
    expect(found.length).toBeGreaterThan(0);
    const gearOilNames = gearOils.map((product) => product.name);
    for (const text of found) expect(gearOilNames.some((name) => text.includes(name))).toBe(true);
    expect(problems).toEqual([]);
  });

  it('opens a result chosen with a tap on a phone', async () => {
    const { page, problems } = await openSearch(PHONE);
    const [first] = viscosityResults;
    if (!first) throw new Error('No result');
    await field(page).fill('5w30');
    await options(page).filter({ hasText: first.name }).click();
    await page.waitForURL(`${baseUrl}/product-detail/${first.slug}`);
    await overlay(page).waitFor({ state: 'hidden' });
    expect(problems).toEqual([]);
  });

  it('empties the results when the search fails, and only logs it', async () => {
    const { page, problems } = await openSearch();
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    await field(page).fill('5w30');
    await options(page).first().waitFor();
    await page.route('**/api/product-list**', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"success":false,"message":"Boom"}' }),
    );
    await field(page).fill('5w40');
    await expect.poll(() => warnings.some((warning) => warning.startsWith('Product search failed'))).toBe(true);
    expect(await options(page).count()).toBe(0);
    expect(await overlay(page).getByText('No results found.').count()).toBe(0);
    expect(await overlay(page).getByRole('alert').count()).toBe(0);
    // The browser itself reports the failed request; the app logs nothing as an error.
    expect(problems.filter((problem) => !/Failed to load resource: .* 500/.test(problem))).toEqual([]);
  });

  it("leads to the search page when the overlay's script cannot be loaded", async () => {
    visitor = await openVisitorPage(browser(), baseUrl);
    const { page, problems } = visitor;
    await page.route(/\/assets\/search-overlay-[^/]+\.js$/, (route) => route.abort());
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Search' }).click();
    await page.waitForURL(/\/search$/);
    await page.getByRole('heading', { level: 1, name: 'Search products' }).waitFor();
    await page.getByRole('search').getByRole('searchbox').fill('5w30');
    await page.getByRole('search').getByRole('searchbox').press('Enter');
    await page.getByRole('link', { name: viscosityResults[0]!.name }).first().waitFor();
    // The browser reports the aborted script; the app only warns.
    expect(problems.filter((problem) => !/Failed to load resource/.test(problem))).toEqual([]);
  });
});
