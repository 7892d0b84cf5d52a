import { afterEach, describe, expect, inject, it } from 'vitest';
import { launchChromiumForTests } from './support/chromium.ts';
import { openVisitorPage, PHONE, type VisitorPage } from './support/page.ts';

/**
 * What the shop states before anything is in the cart (PAngV § 6, decision 104): the footer leads
 * to the shipping costs and the payment methods, in both languages, with the shop's own figures.
 */

const baseUrl = inject('baseUrl');
const browser = launchChromiumForTests();
let visitor: VisitorPage | undefined;

afterEach(async () => {
  await visitor?.close();
  visitor = undefined;
});

describe('the shipping and payment pages', () => {
  it('state the shipping costs and the days to pay, reached from the footer', async () => {
    visitor = await openVisitorPage(browser(), baseUrl);
    const { page, problems } = visitor;
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await footer.getByText('Shipping within Germany only. Orders over 75 euros ship free.').waitFor();
    await footer.getByRole('link', { name: 'Shipping', exact: true }).click();
    await page.waitForURL('**/shipping');
    await page.getByRole('heading', { level: 1, name: 'Shipping' }).waitFor();
    await page
      .getByText('Orders up to €75.00 pay a one-time shipping fee of €7.49, VAT included.', { exact: false })
      .waitFor();
    await page.getByRole('link', { name: 'How to pay' }).click();
    await page.waitForURL('**/payment-methods');
    await page.getByRole('heading', { level: 2, name: 'Prepayment by bank transfer' }).waitFor();
    await page.getByText('Please transfer the amount within 10 days', { exact: false }).waitFor();
    expect(problems).toEqual([]);
  });

  it('say it in German on a phone', async () => {
    visitor = await openVisitorPage(browser(), baseUrl, { viewport: PHONE });
    const { page, problems } = visitor;
    const shipping = await page.goto('/de/shipping');
    expect(shipping?.status()).toBe(200);
    await page.getByRole('heading', { level: 1, name: 'Versand' }).waitFor();
    await page
      .getByText('Für Bestellungen bis 75,00\u00a0€ berechnen wir einmalig 7,49\u00a0€', { exact: false })
      .waitFor();
    await page.goto('/de/payment-methods');
    await page.getByRole('heading', { level: 2, name: 'Vorkasse per Überweisung' }).waitFor();
    await page.getByText('innerhalb von 10\u00a0Tagen', { exact: false }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(problems).toEqual([]);
  });
});
