import type { UnitPrice } from '@rennfeld/contract';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, test } from 'vitest';
import { formatPrice, formatUnitPrice } from '../apps/web/app/lib/format.ts';
import { fetchApi, startDeadApiServerForTests } from './support/api.ts';
import { launchChromiumForTests } from './support/chromium.ts';
import { holdDataRequests } from './support/hold-requests.ts';
import { openVisitorPage, readStructuredData, reportedDocumentStatus } from './support/page.ts';

/** Journey: a visitor reads a product page, picks a size and a quantity (SPEC §2, §4, §5, §8, §9). */

type Named = { name: string } | null;
interface ProductDetail {
  name: string;
  slug: string;
  price: number;
  unit_price: UnitPrice | null;
  product_number: string;
  size: string;
  container_size: Named;
  product_category: Named;
  brand: Named;
  specification_areas: Named;
  manufacturer: Named;
  viscosity: Named;
  variants: Array<{
    size_key: string;
    container_size: string;
    price: number;
    unit_price: UnitPrice | null;
    product_number: string;
  }>;
}
interface DetailResponse {
  product: ProductDetail;
  containerSizes: Record<string, string>;
}

const baseUrl = inject('baseUrl');

const SPECIFICATION_ROWS: Array<[string, keyof ProductDetail]> = [
  ['Category', 'product_category'],
  ['Container Size', 'container_size'],
  ['Brand', 'brand'],
  ['Specification range', 'specification_areas'],
  ['Manufacturer', 'manufacturer'],
  ['Viscosity', 'viscosity'],
];

const browser = launchChromiumForTests();
/** A demo product with several sizes and every specification. */
let full: ProductDetail;
/** A demo product with at least one empty specification. */
let partial: ProductDetail;

beforeAll(async () => {
  const details: ProductDetail[] = [];
  const { categories } = await fetchApi<{ categories: Array<{ slug: string }> }>(baseUrl, '/categories');
  for (const { slug } of categories) {
    const { products } = await fetchApi<{ products: Array<{ slug: string }> }>(baseUrl, `/products/${slug}`);
    for (const product of products.slice(0, 6)) {
      details.push((await fetchApi<DetailResponse>(baseUrl, `/product-detail/${product.slug}`)).product);
    }
  }
  const isEmpty = (product: ProductDetail, key: keyof ProductDetail) => !(product[key] as Named)?.name;
  full = details.find(
    (product) => product.variants.length >= 2 && SPECIFICATION_ROWS.every(([, key]) => !isEmpty(product, key)),
  )!;
  partial = details.find((product) => SPECIFICATION_ROWS.some(([, key]) => isEmpty(product, key)))!;
  expect(full, 'the demo content needs a product with several sizes and every specification').toBeDefined();
  expect(partial, 'the demo content needs a product with an empty specification').toBeDefined();
});
async function specificationTable(page: Page): Promise<Array<[string, string]>> {
  const rows = page.getByRole('region', { name: 'Specifications' }).getByRole('row');
  const result: Array<[string, string]> = [];
  for (const row of await rows.all()) {
    result.push([await row.getByRole('rowheader').innerText(), await row.getByRole('cell').innerText()]);
  }
  return result;
}

const expectedRows = (product: ProductDetail) =>
  SPECIFICATION_ROWS.flatMap(([label, key]) => {
    const name = (product[key] as Named)?.name;
    return name ? [[label, name] as [string, string]] : [];
  });

describe('the product page', () => {
  test('is served as HTML with the name, price and specifications, without JavaScript', async () => {
    const { page, problems, close } = await openVisitorPage(browser(), baseUrl, { javaScriptEnabled: false });
    const response = await page.goto(`/product-detail/${full.slug}`);
    expect(response?.status()).toBe(200);
    await page.getByRole('heading', { level: 1, name: full.name }).waitFor();
    await page.getByText(formatPrice(full.price, 'en'), { exact: true }).waitFor();
    expect(await specificationTable(page)).toEqual(expectedRows(full));
    expect(problems).toEqual([]);
    await close();
  });

  test('shows the texts of SPEC §2 around the selected size', async () => {
    const { page, problems, close } = await openVisitorPage(browser(), baseUrl);
    await page.goto(`/product-detail/${full.slug}`);
    await page.getByRole('heading', { level: 1, name: full.name }).waitFor();
    for (const text of [
      formatPrice(full.price, 'en'),
      // Its price per litre or kilogram beside it (PAngV §4, decision 044).
      `(${formatUnitPrice(full.unit_price!, 'en')})`,
      'In Stock',
      `Content: ${full.container_size!.name}`,
      'Immediately available, Shipping time: 1-3 days',
      `Product number: ${full.product_number}`,
    ]) {
      await page.getByText(text, { exact: true }).waitFor();
    }
    await page.getByRole('button', { name: 'Prices incl. VAT plus shipping costs' }).waitFor();
    await page.getByRole('button', { name: 'Add to cart' }).waitFor();
    await page.getByRole('heading', { name: 'Product Details' }).waitFor();
    expect((await page.getByRole('region', { name: 'Product Details' }).innerText()).length).toBeGreaterThan(40);
    await page.getByRole('img', { name: full.name }).waitFor();
    expect(problems).toEqual([]);
    await close();
  });

  test('size buttons link to ?size= and change the price, product number and specifications', async () => {
    const { page, problems, close } = await openVisitorPage(browser(), baseUrl);
    await page.goto(`/product-detail/${full.slug}`);
    const [first, second] = full.variants;
    const firstLink = page.getByRole('link', { name: first!.container_size, exact: true });
    expect(await firstLink.getAttribute('aria-current')).toBe('true');
    expect(await firstLink.getAttribute('href')).toBe(`/product-detail/${full.slug}?size=${first!.size_key}`);
    await page.getByRole('button', { name: 'Increase quantity' }).click(); // waits for hydration

    const release = await holdDataRequests(page);
    await page.getByRole('link', { name: second!.container_size, exact: true }).click();
    await page.getByRole('status').filter({ hasText: 'Loading product details...' }).waitFor();
    release();
    await page.waitForURL(`**/product-detail/${full.slug}?size=${second!.size_key}`);
    await page.getByText(`Product number: ${second!.product_number}`, { exact: true }).waitFor();
    await page.getByText(formatPrice(second!.price, 'en'), { exact: true }).waitFor();
    await page.getByText(`(${formatUnitPrice(second!.unit_price!, 'en')})`, { exact: true }).waitFor();
    await page.getByText('Loading product details...').waitFor({ state: 'hidden' });
    const secondLink = page.getByRole('link', { name: second!.container_size, exact: true });
    expect(await secondLink.getAttribute('aria-current')).toBe('true');
    expect(await firstLink.getAttribute('aria-current')).toBeNull();
    expect(await specificationTable(page)).toContainEqual(['Container Size', second!.container_size]);
    expect(problems).toEqual([]);
    await close();
  });

  test('the quantity starts at 1, never goes below 1 and resets what is not a positive whole number', async () => {
    const { page, problems, close } = await openVisitorPage(browser(), baseUrl);
    await page.goto(`/product-detail/${full.slug}`);
    const quantity = page.getByRole('spinbutton', { name: 'Quantity' });
    const minus = page.getByRole('button', { name: 'Decrease quantity' });
    const plus = page.getByRole('button', { name: 'Increase quantity' });
    expect(await quantity.inputValue()).toBe('1');
    await plus.click();
    await plus.click();
    expect(await quantity.inputValue()).toBe('3');
    await minus.click();
    await minus.click();
    expect(await quantity.inputValue()).toBe('1');
    expect(await minus.isDisabled()).toBe(true); // minus at 1

    for (const typed of ['0', '-3', '2.5']) {
      await quantity.fill(typed);
      await quantity.press('Tab');
      expect(await quantity.inputValue(), `typing ${typed}`).toBe('1');
    }
    await quantity.fill('');
    await quantity.pressSequentially('abc');
    await quantity.press('Tab');
    expect(await quantity.inputValue()).toBe('1');

    await quantity.fill('7');
    await quantity.press('Enter');
    expect(await quantity.inputValue()).toBe('7');
    await plus.click();
    expect(await quantity.inputValue()).toBe('8');
    expect(problems).toEqual([]);
    await close();
  });

  test('the price notice opens the Shipping Information modal, which closes by its button and the backdrop', async () => {
    const { page, problems, close } = await openVisitorPage(browser(), baseUrl);
    await page.goto(`/product-detail/${full.slug}`);
    const notice = page.getByRole('button', { name: 'Prices incl. VAT plus shipping costs' });
    const dialog = page.getByRole('dialog', { name: 'Shipping Information' });

    await notice.click();
    await dialog.waitFor();
    for (const heading of [
      'Shipping Costs',
      'Delivery Period',
      'Delivery Area',
      'Shipment Status',
      'Transport Damage & Returns',
      'Shipping Service Providers',
    ]) {
      await dialog.getByRole('heading', { name: heading, exact: true }).waitFor();
    }
    const text = await dialog.innerText();
    // The shop's settings, the one source of the figures: SPEC §9's "749 euro" reads 7.49 (decision 102).
    expect(text).toContain('Orders up to 75 euro pay a one-time shipping fee of 7.49 euro gross.');
    expect(text).toContain('Orders over 75 euro ship free of charge.');
    expect(text).toContain('1-3 working days within Germany');
    expect(text).toContain('Germany only');
    // SPEC §9's "Opened products cannot be returned" would deny a statutory right (decision 106).
    expect(text).toContain('Products filled into an engine or mixed with other fluids cannot be returned');
    expect(text).not.toContain('Opened products cannot be returned');

    // SPEC §4: its transition is 300 ms: the modal and its backdrop fade out (and in) that long.
    const modal = page.locator('dialog.shipping-modal');
    const runningFades = () =>
      modal.evaluate((element) =>
        element
          .getAnimations({ subtree: true })
          .filter((animation) => animation.playState === 'running')
          .map((animation) => animation.effect?.getTiming().duration),
      );
    await expect.poll(runningFades).toEqual([]);
    const fadesOnClose = await dialog.getByRole('button', { name: 'Close' }).evaluate(async (button) => {
      (button as HTMLButtonElement).click();
      await new Promise(requestAnimationFrame);
      return button
        .closest('dialog')!
        .getAnimations({ subtree: true })
        .map((animation) => animation.effect?.getTiming().duration);
    });
    expect(fadesOnClose).toEqual([300, 300]);
    await dialog.waitFor({ state: 'hidden' });

    await notice.click();
    await dialog.waitFor();
    const box = (await dialog.locator('.modal-content').boundingBox())!;
    await page.mouse.click(box.x / 2, box.y + box.height / 2); // beside the dialog: the backdrop
    await dialog.waitFor({ state: 'hidden' });
    expect(problems).toEqual([]);
    await close();
  });

  test('hides empty specification rows', async () => {
    const { page, problems, close } = await openVisitorPage(browser(), baseUrl);
    await page.goto(`/product-detail/${partial.slug}`);
    await page.getByRole('heading', { level: 1, name: partial.name }).waitFor();
    const rows = await specificationTable(page);
    expect(rows).toEqual(expectedRows(partial));
    expect(rows.length).toBeLessThan(SPECIFICATION_ROWS.length);
    expect(problems).toEqual([]);
    await close();
  });

  test('a magnifier follows the mouse over the image', async () => {
    const { page, problems, close } = await openVisitorPage(browser(), baseUrl);
    await page.goto(`/product-detail/${full.slug}`);
    await page.getByRole('button', { name: 'Increase quantity' }).click(); // waits for hydration
    const image = page.getByRole('img', { name: full.name });
    const lens = page.getByTestId('zoom-lens');
    const box = (await image.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await lens.waitFor();
    const lensBox = (await lens.boundingBox())!;
    expect(Math.round(lensBox.width)).toBe(150);
    expect(Math.round(lensBox.x + lensBox.width / 2)).toBe(Math.round(box.x + box.width / 2));
    const size = await lens.evaluate((element) => getComputedStyle(element).backgroundSize);
    const [zoomedWidth, zoomedHeight] = size.split(' ').map((part) => Number.parseFloat(part));
    expect(zoomedWidth).toBeCloseTo(box.width * 5, 0); // 500 %
    expect(zoomedHeight).toBeCloseTo(box.height * 5, 0);
    expect(await lens.getAttribute('aria-hidden')).toBe('true');
    await page.mouse.move(box.x + box.width + 40, box.y - 40);
    await lens.waitFor({ state: 'detached' });
    expect(problems).toEqual([]);
    await close();
  });

  test('an engine oil names where used oil is taken back (AltölV §8); a grease says nothing of it', async () => {
    const { page, problems, close } = await openVisitorPage(browser(), baseUrl);
    const firstOf = async (category: string) =>
      (await fetchApi<{ products: Array<{ slug: string }> }>(baseUrl, `/products/${category}`)).products[0]!.slug;
    await page.goto(`/product-detail/${await firstOf('engine-oils')}`);
    const notice = page.getByRole('complementary', { name: 'Used oil take-back' });
    await notice.waitFor();
    const text = await notice.innerText();
    expect(text).toContain('free of charge, up to the quantity of engine or gear oil you bought from us');
    expect(text).toContain('Rennfeld Lubricants GmbH');
    expect(text).toContain('Am Ölhafen 7');
    expect(text).toContain('55120 Rennfeld, Germany');

    await page.goto(`/product-detail/${await firstOf('greases-service')}`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.getByRole('complementary', { name: 'Used oil take-back' }).count()).toBe(0);
    expect(problems).toEqual([]);
    await close();
  });

  test("states its manufacturer's address and, for one outside the EEA, its responsible person (GPSR)", async () => {
    const { page, problems, close } = await openVisitorPage(browser(), baseUrl);
    const { products } = await fetchApi<{ products: Array<{ slug: string }> }>(
      baseUrl,
      '/products/engine-oils?manufacturer[]=apex-dynamics-ltd',
    );
    await page.goto(`/de/product-detail/${products[0]!.slug}`);
    const section = page.getByRole('region', { name: 'Herstellerangaben' });
    await section.waitFor();
    const text = await section.innerText();
    expect(text).toContain('Apex Dynamics Ltd.');
    expect(text).toContain('NN12 8TN Towcester');
    expect(text).toContain('Vereinigtes Königreich');
    expect(text).toContain('Verantwortliche Person in der EU');
    expect(text).toContain('55120 Rennfeld');
    expect(await section.getByRole('link', { name: 'compliance@apex-dynamics.example' }).getAttribute('href')).toBe(
      'mailto:compliance@apex-dynamics.example',
    );

    // A size the brand gave a GTIN states it beside the product number, and in its Offer.
    await page.goto('/product-detail/track-formula-10w-60?size=5l');
    await page.getByText('Product number: RF-1010-05', { exact: true }).waitFor();
    await page.getByText('GTIN: 4261234000020', { exact: true }).waitFor();
    const product = await readStructuredData<{ offers: { sku: string; gtin?: string }[] }>(page, 'Product');
    expect(product.offers.find((offer) => offer.sku === 'RF-1010-05')?.gtin).toBe('4261234000020');
    expect(problems).toEqual([]);
    await close();
  });

  test('lists its official approvals apart from the specifications it meets, in both languages', async () => {
    const { page, problems, close } = await openVisitorPage(browser(), baseUrl);
    await page.goto('/de/product-detail/synthetic-longlife-5w-30');
    const section = page.getByRole('region', { name: 'Freigaben und Spezifikationen' });
    const listUnder = async (heading: string) =>
      section
        .locator('div', { has: page.getByRole('heading', { name: heading, exact: true }) })
        .last()
        .getByRole('listitem')
        .allInnerTexts();
    await section.waitFor();
    expect(await listUnder('Freigaben')).toEqual([
      'VW 504 00',
      'VW 507 00',
      'MB 229.51',
      'BMW Longlife-04',
      'Porsche C30',
    ]);
    expect(await listUnder('Erfüllt die Anforderungen von')).toEqual(['ACEA C3', 'API SN']);

    // A product that meets specifications without any approval is never said to have one.
    await page.goto('/product-detail/brake-fluid-dot-4');
    const english = page.getByRole('region', { name: 'Specifications met' });
    await english.waitFor();
    expect(await english.getByRole('heading', { name: 'Approvals', exact: true }).count()).toBe(0);
    expect(await english.getByRole('listitem').allInnerTexts()).toEqual(['DOT 4', 'ISO 4925 Class 4', 'SAE J1704']);
    const product = await readStructuredData<{ additionalProperty: { name: string; value: string }[] }>(
      page,
      'Product',
    );
    expect(product.additionalProperty.map(({ name, value }) => `${name}: ${value}`)).toEqual([
      'Meets: DOT 4',
      'Meets: ISO 4925 Class 4',
      'Meets: SAE J1704',
    ]);

    // A care product has none: no empty section.
    await page.goto('/product-detail/leather-balm');
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.locator('#approvals-heading').count()).toBe(0);
    expect(problems).toEqual([]);
    await close();
  });

  test('offers the newest version of each data sheet, by kind, language and date, as a PDF', async () => {
    const { page, problems, close } = await openVisitorPage(browser(), baseUrl);
    await page.goto('/de/product-detail/track-formula-10w-60');
    const section = page.getByRole('region', { name: 'Datenblätter' });
    await section.waitFor();
    // The safety data sheet of 06/2025 stays on record; the page offers the one of 03/2026.
    expect(await section.getByRole('link').allInnerTexts()).toEqual([
      'Sicherheitsdatenblatt (DE, 03/2026)',
      'Sicherheitsdatenblatt (EN, 03/2026)',
      'Technisches Datenblatt (DE, 01/2026)',
      'Technisches Datenblatt (EN, 01/2026)',
    ]);
    const link = section.getByRole('link', { name: 'Sicherheitsdatenblatt (DE, 03/2026)' });
    expect(await link.getAttribute('hreflang')).toBe('de');
    const pdf = await page.request.get(new URL((await link.getAttribute('href'))!, baseUrl).href);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');

    // A care product has no data sheet yet: no empty section.
    await page.goto('/product-detail/leather-balm');
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.locator('#documents-heading').count()).toBe(0);
    expect(problems).toEqual([]);
    await close();
  });

  test('an unknown product answers 404 with the red alert', async () => {
    const { page, problems, close } = await openVisitorPage(browser(), baseUrl);
    const response = await page.goto('/product-detail/no-such-product');
    expect(response?.status()).toBe(404);
    const alert = page.getByRole('alert');
    expect(await alert.innerText()).toBe('Error fetching product details');
    expect(await alert.getAttribute('class')).toContain('alert-danger');
    expect(problems).toEqual([reportedDocumentStatus(404)]);
    await close();
  });

  describe('when the API cannot be reached', () => {
    const deadApiServer = startDeadApiServerForTests();

    test('shows the red alert of SPEC §8', async () => {
      const { page, problems, close } = await openVisitorPage(browser(), deadApiServer().baseUrl);
      const response = await page.goto(`/product-detail/${full.slug}`);
      expect(response?.status()).toBe(503);
      const alert = page.getByRole('alert');
      expect(await alert.innerText()).toBe('Error fetching product details');
      expect(await alert.getAttribute('class')).toContain('alert-danger');
      expect(problems).toEqual([reportedDocumentStatus(503)]);
      await close();
    });
  });
});
