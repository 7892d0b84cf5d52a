import { beforeAll, describe, expect, inject, it } from 'vitest';
import { fetchApi } from './support/api.ts';
import { launchChromiumForTests } from './support/chromium.ts';
import { openVisitorPage } from './support/page.ts';
import { compareWithApproved } from './support/screenshot.ts';

/**
 * The key pages as a visitor first sees them, at a phone's and a desktop's width, against
 * approved screenshots (`e2e/screenshots/`, decision 096): a change that hides a text, covers it
 * or breaks a layout fails here, however green the tests of the code behind it are. A deliberate
 * change is approved by running this file with UPDATE_SCREENSHOTS=1 and looking at the new files.
 */

const baseUrl = inject('baseUrl');
const browser = launchChromiumForTests();
let productSlug: string;

beforeAll(async () => {
  const listing = await fetchApi<{ products: Array<{ slug: string }> }>(baseUrl, '/products/engine-oils');
  productSlug = listing.products[0]!.slug;
});

const WIDTHS = [
  { name: 'phone', viewport: { width: 390, height: 844 } },
  { name: 'desktop', viewport: { width: 1280, height: 900 } },
];

const PAGES = [
  { name: 'listing', path: () => '/products/engine-oils', locale: 'en-GB' },
  { name: 'product-de', path: () => `/de/product-detail/${productSlug}`, locale: 'de-DE' },
  { name: 'contact', path: () => '/contact', locale: 'en-GB' },
  { name: 'imprint-de', path: () => '/de/imprint', locale: 'de-DE' },
];

describe('the key pages look as approved', () => {
  it.each(WIDTHS)('on a $name', async ({ name: width, viewport }) => {
    const found: string[] = [];
    for (const { name, path, locale } of PAGES) {
      const { page, problems, close } = await openVisitorPage(browser(), baseUrl, { viewport, locale });
      try {
        await page.goto(path());
        // Dates move on with the seed's day: their place is kept, their text masked.
        const mismatch = await compareWithApproved(page, `${name}-${width}`, [page.locator('time')]);
        if (mismatch) found.push(mismatch);
        expect(problems).toEqual([]);
      } finally {
        await close();
      }
    }
    expect(found).toEqual([]);
  });
});
