import { SQLite, type SQLiteDatabase } from '@rennfeld/api/db';
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { startSmtpPeer, type SmtpPeer } from '../apps/api/test/smtp-peer.ts';
import { findAxeViolations } from './support/axe.ts';
import { launchChromiumForTests } from './support/chromium.ts';
import { waitForMailTo } from './support/mail.ts';
import { openVisitorPage, PHONE, type VisitorPage } from './support/page.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

/**
 * Journey: a visitor buys. From the product page into the cart, through the checkout to the
 * confirmation page with the bank details and the GiroCode, and the confirmation e-mail through
 * a real SMTP server; in both languages, on a phone and a desktop, and without JavaScript.
 */

const storageDir = inject('storageDir');
const browser = launchChromiumForTests();
let peer: SmtpPeer;
let server: TestServer;
let visitor: VisitorPage | undefined;

const PRODUCT = 'track-formula-10w-60';

beforeAll(async () => {
  peer = await startSmtpPeer();
  server = await startTestServer({ storageDir, env: { SMTP_URL: peer.url } });
});

afterAll(async () => {
  await server?.stop();
  await peer?.stop();
});

afterEach(async () => {
  await visitor?.close();
  visitor = undefined;
});

function withDatabase<T>(work: (db: SQLiteDatabase) => T): T {
  const db = new SQLite(server.databaseFile);
  db.pragma('busy_timeout = 5000');
  try {
    return work(db);
  } finally {
    db.close();
  }
}

const VARIANT_OF_SIZE = `SELECT product_variants.id FROM product_variants
  JOIN products ON products.id = product_variants.product_id
  JOIN container_sizes ON container_sizes.id = product_variants.container_size_id
  WHERE products.slug = ? AND container_sizes.slug = ?`;

const stockOf = (size: string) =>
  withDatabase(
    (db) =>
      db.prepare(`SELECT stock_quantity FROM product_variants WHERE id = (${VARIANT_OF_SIZE})`).get(PRODUCT, size) as {
        stock_quantity: number | null;
      },
  ).stock_quantity;

const setVariant = (size: string, change: { price_minor?: number; stock_quantity?: number | null }) =>
  withDatabase((db) => {
    for (const [column, value] of Object.entries(change)) {
      db.prepare(`UPDATE product_variants SET ${column} = ? WHERE id = (${VARIANT_OF_SIZE})`).run(value, PRODUCT, size);
    }
  });

let sequence = 0;
const uniqueEmail = () => `buyer-${Date.now()}-${++sequence}@example.com`;

const mailTo = (address: string) => waitForMailTo(peer, address);

const TEXTS = {
  en: {
    prefix: '',
    addToCart: 'Add to cart',
    checkout: 'Proceed to checkout',
    buy: 'Buy now',
    fields: {
      email: 'Email',
      name: 'Full name',
      street: 'Street and house number',
      postalCode: 'Postal code',
      city: 'City',
    },
    terms: 'I accept the terms and conditions.',
    summary: 'Please correct the following:',
    required: 'The email field is required.',
    postalCode: 'The postal code must be five digits.',
    acceptTerms: 'Please accept the terms and conditions.',
    thanks: 'Thank you for your order',
  },
  de: {
    prefix: '/de',
    addToCart: 'In den Warenkorb',
    checkout: 'Zur Kasse',
    buy: 'Zahlungspflichtig bestellen',
    fields: {
      email: 'E-Mail',
      name: 'Vor- und Nachname',
      street: 'Straße und Hausnummer',
      postalCode: 'Postleitzahl',
      city: 'Ort',
    },
    terms: 'Ich akzeptiere die Allgemeinen Geschäftsbedingungen.',
    summary: 'Bitte korrigieren Sie Folgendes:',
    required: 'Bitte füllen Sie das Feld „E-Mail“ aus.',
    postalCode: 'Die Postleitzahl muss aus fünf Ziffern bestehen.',
    acceptTerms: 'Bitte akzeptieren Sie die Allgemeinen Geschäftsbedingungen.',
    thanks: 'Vielen Dank für Ihre Bestellung',
  },
} as const;

type Texts = (typeof TEXTS)[keyof typeof TEXTS];

async function fillCheckout(page: Page, texts: Texts, email: string) {
  const form = page.locator('form.checkout-form');
  await form.getByLabel(texts.fields.email).fill(email);
  await form.getByLabel(texts.fields.name).first().fill('Jana Keller');
  await form.getByLabel(texts.fields.street).first().fill('Hauptstraße 5');
  await form.getByLabel(texts.fields.postalCode).first().fill('10115');
  await form.getByLabel(texts.fields.city).first().fill('Berlin');
  await form.getByLabel(texts.terms).check();
}

/** The confirmation page's order number, after checking what it shows of the payment. */
async function readConfirmation(page: Page, texts: Texts): Promise<string> {
  await page.waitForURL(/\/checkout\/confirmation\/[\w-]{20,}$/);
  await page.getByRole('heading', { level: 1, name: texts.thanks }).waitFor();
  const number = (await page.locator('p.fs-5 strong').textContent())!;
  expect(number).toMatch(/^\d{8}$/);
  expect(await page.locator('dl.order-payment').textContent()).toContain(number);
  // The GiroCode: an SVG image a banking app can scan.
  expect(await page.locator('figure svg[role="img"] path').count()).toBeGreaterThan(0);
  return number;
}

describe('buying', () => {
  for (const [language, viewport] of [
    ['en', undefined],
    ['de', PHONE],
  ] as const) {
    it(`leads from the product page through cart and checkout to the confirmation and its e-mail (${language}${viewport ? ', phone' : ''})`, async () => {
      const texts = TEXTS[language];
      visitor = await openVisitorPage(browser(), server.baseUrl, viewport ? { viewport } : {});
      const { page, problems } = visitor;
      const stockBefore = stockOf('20l');
      await page.goto(`${texts.prefix}/product-detail/${PRODUCT}?size=20l`);
      await page.getByLabel(language === 'en' ? 'Quantity' : 'Menge', { exact: true }).fill('2');
      await page.getByRole('button', { name: texts.addToCart }).click();

      const drawer = page.getByRole('dialog', { name: language === 'en' ? 'Shopping Cart' : 'Warenkorb' });
      await drawer.locator('.cart-line').first().waitFor();
      expect(await drawer.locator('.cart-line__name').textContent()).toBe('Track Formula 10W-60 (20 L)');
      const quantity = drawer.locator('.cart-line input[type=number]');
      expect(await quantity.inputValue()).toBe('2');
      await drawer.getByRole('button', { name: language === 'en' ? 'Increase quantity' : 'Menge erhöhen' }).click();
      await drawer.locator('.cart-line__total', { hasText: language === 'en' ? '€1,004.70' : '1.004,70' }).waitFor();
      await drawer.getByRole('link', { name: texts.checkout }).click();

      await page.waitForURL(/\/checkout\?/);
      const form = page.locator('form.checkout-form');
      await form.getByLabel(texts.fields.postalCode).first().fill('1011');
      await form.getByRole('button', { name: texts.buy }).click();
      const summary = page.getByRole('alert');
      await summary.getByText(texts.summary).waitFor();
      expect(await summary.evaluate((element) => element === document.activeElement)).toBe(true);
      const listed = await summary.locator('li').allTextContents();
      expect(listed[0]).toBe(texts.required);
      expect(listed).toEqual(expect.arrayContaining([texts.postalCode, texts.acceptTerms]));
      // Each problem links to its field, whose own message names it again.
      await summary.getByRole('link', { name: texts.postalCode }).click();
      expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('postalCode');
      expect(await findAxeViolations(page)).toEqual([]);

      const email = uniqueEmail();
      await fillCheckout(page, texts, email);
      await form.getByRole('button', { name: texts.buy }).click();
      const number = await readConfirmation(page, texts);
      expect(await findAxeViolations(page)).toEqual([]);
      if (viewport)
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      // What was bought has left the cart, and the stock.
      expect(await page.locator('.site-navbar__cart-count').count()).toBe(0);
      expect(stockOf('20l')).toBe(stockBefore! - 3);

      const mail = await mailTo(email);
      expect(mail.subject).toContain(number);
      expect(mail.text).toContain('Track Formula 10W-60');
      expect(mail.text).toContain(language === 'en' ? '1,004.70' : '1.004,70');
      // The withdrawal information and the model form, on a durable medium.
      expect(mail.text).toContain(language === 'en' ? 'Model withdrawal form' : 'Muster-Widerrufsformular');
      expect(problems).toEqual([]);
    });
  }

  it('shows a changed price and a sold-out size in the cart, and orders neither unseen', async () => {
    visitor = await openVisitorPage(browser(), server.baseUrl);
    const { page, problems } = visitor;
    await page.goto(`/product-detail/${PRODUCT}?size=5l`);
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await page.goto(`/product-detail/${PRODUCT}?size=1l`);
    await page.getByRole('button', { name: 'Add to cart' }).click();
    const drawer = page.getByRole('dialog', { name: 'Shopping Cart' });
    await drawer.locator('.cart-line').nth(1).waitFor();
    await drawer.getByRole('button', { name: 'Close shopping cart' }).click();
    await drawer.waitFor({ state: 'hidden' });

    setVariant('5l', { price_minor: 10290 });
    setVariant('1l', { stock_quantity: 0 });
    try {
      await page.getByRole('button', { name: /^Shopping cart, 2 items$/ }).click();
      await drawer.getByText('The price has changed from €97.90 to €102.90.').waitFor();
      await drawer.getByText('This item is no longer available and will not be ordered.').waitFor();
      expect(await drawer.locator('.cart-totals__total').last().textContent()).toBe('€102.90');
      await drawer.getByRole('link', { name: 'Proceed to checkout' }).click();
      await page.waitForURL(/\/checkout\?/);
      expect(new URL(page.url()).searchParams.getAll('size')).toEqual(['5l']);
      expect(await page.locator('.order-summary__line').allTextContents()).toEqual([
        expect.stringContaining('€102.90'),
      ]);
      // Once shown, the new price counts as seen.
      await page.getByRole('button', { name: /^Shopping cart, 2 items$/ }).click();
      await drawer.locator('.cart-line').nth(1).waitFor();
      expect(await drawer.getByText('The price has changed', { exact: false }).count()).toBe(0);
    } finally {
      setVariant('5l', { price_minor: 9790 });
      setVariant('1l', { stock_quantity: 100 });
    }
    expect(problems).toEqual([]);
  });

  it('works without JavaScript: the product form leads to the checkout, which places the order', async () => {
    visitor = await openVisitorPage(browser(), server.baseUrl, { javaScriptEnabled: false });
    const { page } = visitor;
    await page.goto(`/de/product-detail/${PRODUCT}?size=5l`);
    await page.getByLabel('Menge', { exact: true }).fill('3');
    await page.getByRole('button', { name: 'In den Warenkorb' }).click();
    await page.waitForURL(/\/de\/checkout\?product=track-formula-10w-60&size=5l&quantity=3$/);
    expect(await page.locator('.order-summary__line').textContent()).toContain('293,70');

    const texts = TEXTS.de;
    await page.locator('form.checkout-form').getByRole('button', { name: texts.buy }).click();
    await page.getByRole('alert').getByText(texts.acceptTerms).waitFor();
    const email = uniqueEmail();
    await fillCheckout(page, texts, email);
    // Another delivery address, shown by the ticked box alone.
    await page.getByLabel('An eine andere Adresse liefern').check();
    const delivery = page.getByRole('group', { name: 'Lieferadresse' });
    await delivery.getByLabel(texts.fields.name).fill('Werkstatt Keller');
    await delivery.getByLabel(texts.fields.street).fill('Industriestraße 12');
    await delivery.getByLabel(texts.fields.postalCode).fill('80331');
    await delivery.getByLabel(texts.fields.city).fill('München');
    await page.locator('form.checkout-form').getByRole('button', { name: texts.buy }).click();
    const number = await readConfirmation(page, texts);
    const stored = withDatabase(
      (db) =>
        db.prepare('SELECT email, shipping_address, total_minor FROM orders WHERE number = ?').get(number) as {
          email: string;
          shipping_address: string;
          total_minor: number;
        },
    );
    expect(stored).toMatchObject({ email, total_minor: 29370 });
    expect(JSON.parse(stored.shipping_address)).toMatchObject({ name: 'Werkstatt Keller', city: 'München' });
  });

  it('states the right of withdrawal with the seller’s address and the model form, from the footer', async () => {
    visitor = await openVisitorPage(browser(), server.baseUrl, { viewport: PHONE });
    const { page, problems } = visitor;
    await page.goto('/de');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Widerrufsbelehrung' }).click();
    await page.waitForURL('**/de/withdrawal');
    await page.getByRole('heading', { level: 1, name: 'Widerrufsbelehrung' }).waitFor();
    const text = (await page.locator('article').textContent())!;
    expect(text).toContain(
      'Sie haben das Recht, binnen vierzehn Tagen ohne Angabe von Gründen diesen Vertrag zu widerrufen.',
    );
    expect(text).toContain('Rennfeld Lubricants GmbH, Am Ölhafen 7, 55120 Rennfeld');
    expect(text).toContain('§ 312g Abs. 2 Nr. 4 BGB');
    await page.getByRole('heading', { level: 2, name: 'Muster-Widerrufsformular' }).waitFor();
    expect(await findAxeViolations(page)).toEqual([]);
    await page.goto('/withdrawal');
    await page.getByRole('heading', { level: 1, name: 'Right of Withdrawal' }).waitFor();
    await page.getByText('This is a translation of the German withdrawal information').waitFor();
    expect(problems).toEqual([]);
  });

  it('has an accessibility statement that names where to report a barrier and who enforces', async () => {
    visitor = await openVisitorPage(browser(), server.baseUrl);
    const { page, problems } = visitor;
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Accessibility' }).click();
    await page.waitForURL('**/accessibility');
    await page.getByRole('heading', { level: 1, name: 'Accessibility Statement' }).waitFor();
    for (const heading of ['Our service', 'How it works', 'Report a barrier', 'Enforcement']) {
      await page.getByRole('heading', { level: 2, name: heading }).waitFor();
    }
    const text = (await page.locator('article').textContent())!;
    expect(text).toContain('WCAG) 2.1 at level AA');
    expect(text).toContain('Marktüberwachungsstelle der Länder für die Barrierefreiheit');
    expect(text).toMatch(/by e-mail to \S+@\S+/);
    await page.goto('/de/accessibility');
    await page.getByRole('heading', { level: 1, name: 'Erklärung zur Barrierefreiheit' }).waitFor();
    expect(await findAxeViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
  });

  it('keeps its pages from caches and search engines, and a wrong key finds nothing', async () => {
    const checkout = await fetch(`${server.baseUrl}/checkout?product=${PRODUCT}&size=1l&quantity=1`);
    expect(checkout.status).toBe(200);
    expect(checkout.headers.get('cache-control')).toBe('no-store');
    expect(await checkout.text()).toContain('noindex');
    const unknown = await fetch(`${server.baseUrl}/checkout/confirmation/not-an-order-key-at-all`);
    expect(unknown.status).toBe(404);
    expect(unknown.headers.get('x-robots-tag')).toBe('noindex');
  });
});
