import { describe, expect, inject, test } from 'vitest';
import { startDeadApiServerForTests } from './support/api.ts';
import { launchChromiumForTests } from './support/chromium.ts';
import { holdRouteData } from './support/hold-requests.ts';
import { openVisitorPage } from './support/page.ts';
import { fetchServerHtml, firstParagraphText } from './support/server-html.ts';

/** Journey: a visitor reads the legal pages (SPEC §2, §8). */

const baseUrl = inject('baseUrl');
const UNAVAILABLE = 'This document is not available right now. Please try again later or contact us.';
const browser = launchChromiumForTests();

const DOCUMENTS = [
  { path: '/privacy-policy', wrapper: 'privacyPolicy', title: 'Privacy Policy' },
  { path: '/terms', wrapper: 'terms', title: 'Terms and Conditions' },
  { path: '/copyright', wrapper: 'copyright', title: 'Copyright' },
  { path: '/imprint', wrapper: 'imprint', title: 'Imprint' },
] as const;

describe('legal pages', () => {
  for (const { path, wrapper, title } of DOCUMENTS) {
    test(`${path} shows its title once and its document`, async () => {
      const response = await fetch(`${baseUrl}/api${path}`);
      const body = (await response.json()) as Record<string, { description: string }>;
      const paragraph = firstParagraphText(body[wrapper]!.description);
      expect(paragraph.length).toBeGreaterThan(10);

      const { status, html } = await fetchServerHtml(`${baseUrl}${path}`);
      expect(status).toBe(200);
      expect(html).toContain(`<title>${title} | Rennfeld Motorsport Lubricants</title>`);
      expect(html).toContain('rich-text');

      const { page, problems, close } = await openVisitorPage(browser(), baseUrl);
      await page.goto(path);
      const main = page.getByRole('main');
      await main.getByRole('heading', { level: 1, name: title }).waitFor();
      expect(await main.getByRole('heading', { name: title, exact: true }).count()).toBe(1);
      await main.locator('.rich-text').getByText(paragraph.slice(0, 60)).first().waitFor();
      await main.getByText(/^Last updated:/).waitFor();
      expect(await main.getByText(UNAVAILABLE).count()).toBe(0);
      expect(problems).toEqual([]);
      await close();
    });
  }

  test('shows "Loading..." while a client-side navigation waits for a document', async () => {
    const { page, problems, close } = await openVisitorPage(browser(), baseUrl);
    await page.goto('/contact');
    const release = await holdRouteData(page, 'privacy-policy');
    await page.getByRole('main').getByRole('link', { name: 'privacy policy' }).click();
    await page.getByRole('status').filter({ hasText: 'Loading...' }).waitFor();
    release();
    await page.getByRole('heading', { level: 1, name: 'Privacy Policy' }).waitFor();
    expect(problems).toEqual([]);
    await close();
  });
});

describe('when a legal document cannot be loaded', () => {
  const deadApiServer = startDeadApiServerForTests();

  for (const { path, title } of DOCUMENTS) {
    test(`${path} keeps its title and says the document is not available`, async () => {
      const { status, html } = await fetchServerHtml(`${deadApiServer().baseUrl}${path}`);
      expect(status).toBe(200);
      expect(html).toContain('This document is not available right now.');

      const { page, problems, close } = await openVisitorPage(browser(), deadApiServer().baseUrl);
      await page.goto(path);
      await page.getByRole('heading', { level: 1, name: title }).waitFor();
      await page.getByText(UNAVAILABLE).waitFor();
      expect(await page.getByRole('main').getByRole('link', { name: 'contact us' }).getAttribute('href')).toBe(
        '/contact',
      );
      // SPEC §8: the failure is only logged, so no error alert.
      expect(await page.getByRole('alert').count()).toBe(0);
      expect(problems).toEqual([]);
      await close();
    });
  }
});
