import { afterEach, describe, expect, inject, it } from 'vitest';
import { launchChromiumForTests } from './support/chromium.ts';
import { openVisitorPage, type VisitorPage } from './support/page.ts';
import { inBothLanguages, siteRoutes } from './support/site-routes.ts';

/**
 * The cookie settings page says the site sets no cookies for visitors (decision 048); this keeps
 * it true: no answer a visitor's browser gets, pages or API calls, sets one, forms included.
 */

const baseUrl = inject('baseUrl');
const browser = launchChromiumForTests();
let visitor: VisitorPage | undefined;

afterEach(async () => {
  await visitor?.close();
  visitor = undefined;
});

describe('cookies', () => {
  it('no page in either language, no API call and no form sets one', async () => {
    visitor = await openVisitorPage(browser(), baseUrl);
    const { page } = visitor;
    page.setDefaultTimeout(10_000);
    const setters: string[] = [];
    page.on('response', async (response) => {
      if (await response.headerValue('set-cookie')) setters.push(response.url());
    });

    for (const route of inBothLanguages(await siteRoutes(baseUrl))) await page.goto(route);
    await page.goto('/de/newsletter');
    const form = page.locator('main form');
    await form.getByLabel(/Name/).fill('Karl Weber');
    await form.getByLabel(/E-Mail/).fill(`cookies-${Date.now()}@example.com`);
    await form.getByRole('button').click();
    await page.getByText('Erfolgreich angemeldet!').waitFor();

    expect(setters).toEqual([]);
    expect(await page.context().cookies()).toEqual([]);
    expect(await page.evaluate(() => document.cookie)).toBe('');
  });

  it('the cookie settings page says so, in both languages', async () => {
    visitor = await openVisitorPage(browser(), baseUrl);
    const { page, problems } = visitor;
    await page.goto('/cookie-settings');
    await page.getByRole('heading', { level: 1, name: 'Cookie Settings' }).waitFor();
    await page.getByText(/This website sets no cookies for its visitors/).waitFor();
    await page.getByText(/rennfeld\.language-offer-dismissed/).waitFor();
    await page.goto('/de/cookie-settings');
    await page.getByRole('heading', { level: 1, name: 'Cookie-Einstellungen' }).waitFor();
    await page.getByText(/Diese Website setzt für ihre Besucherinnen und Besucher keine Cookies/).waitFor();
    expect(problems).toEqual([]);
  });
});
