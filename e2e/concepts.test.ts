import { SQLite } from '@rennfeld/api/db';
import type { Locator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { fetchApi, startDeadApiServerForTests } from './support/api.ts';
import { launchChromiumForTests } from './support/chromium.ts';
import { holdRouteData } from './support/hold-requests.ts';
import { openVisitorPage, reportedDocumentStatus, parseStoredFile } from './support/page.ts';
import { escapeHtml, fetchServerHtml } from './support/server-html.ts';
import { startStubApi } from './support/stub-api.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

/** Journey: a visitor browses the concept categories and opens one (SPEC §2, §4, §8, §9). */

interface ConceptCategorySummary {
  name: string;
  slug: string;
  image: string;
  short_desc: string;
  created_at: string;
}
interface ConceptCategory extends ConceptCategorySummary {
  concepts: Array<{ name: string; image: string }>;
}

const baseUrl = inject('baseUrl');
const storageDir = inject('storageDir');
const browser = launchChromiumForTests();

/** How many cards share the first card's row, and their widths. */
async function firstRow(list: Locator): Promise<{ columns: number; widths: number[]; xs: number[] }> {
  const boxes = await list
    .locator(':scope > li')
    .evaluateAll((items) => items.map((item) => item.getBoundingClientRect().toJSON() as DOMRect));
  const top = boxes[0]!.y;
  const row = boxes.filter((box) => Math.abs(box.y - top) < 1);
  return { columns: row.length, widths: row.map((box) => box.width), xs: row.map((box) => box.x) };
}

describe('concepts list', () => {
  test('the server renders every concept category with its thumbnail, name, short description and link', async () => {
    const { conceptCategories } = await fetchApi<{ conceptCategories: ConceptCategorySummary[] }>(
      baseUrl,
      '/concept-categories',
    );
    expect(conceptCategories.length).toBeGreaterThan(1);

    const { status, html } = await fetchServerHtml(`${baseUrl}/concepts`);
    expect(status).toBe(200);
    for (const category of conceptCategories) {
      expect(html).toContain(escapeHtml(category.name));
      expect(html).toContain(`href="/concept/${category.slug}"`);
      expect(html).toContain(`/storage/concept-category/thumb/${encodeURIComponent(category.image)}`);
    }

    const { page, problems, close } = await openVisitorPage(browser(), baseUrl);
    await page.goto('/concepts');
    const list = page.getByRole('list', { name: 'Concept categories' });
    await expect.poll(() => list.getByRole('article').count()).toBe(conceptCategories.length);
    for (const category of conceptCategories) {
      const card = list.getByRole('article').filter({ has: page.getByRole('heading', { name: category.name }) });
      expect(await card.getByRole('link', { name: `Learn More about ${category.name}` }).getAttribute('href')).toBe(
        `/concept/${category.slug}`,
      );
      // SPEC §9: the short description is cut to 300 characters.
      const text = (await card.locator('.card-text').textContent()) ?? '';
      if (category.short_desc.length <= 300) expect(text).toBe(category.short_desc);
      else expect(text).toBe(`${category.short_desc.slice(0, 300).trimEnd()}...`);
    }
    expect(problems).toEqual([]);
    await close();
  });
});

describe('concept category page', () => {
  test('shows the image, name, short description, age and the concepts', async () => {
    const { conceptCategory: category } = await fetchApi<{ conceptCategory: ConceptCategory }>(
      baseUrl,
      '/concept-category/racing-performance',
    );
    expect(category.concepts.length).toBeGreaterThanOrEqual(5);

    const { status, html } = await fetchServerHtml(`${baseUrl}/concept/racing-performance`);
    expect(status).toBe(200);
    expect(html).toContain(`<title>${escapeHtml(category.name)} | Rennfeld Motorsport Lubricants</title>`);
    for (const concept of category.concepts) expect(html).toContain(escapeHtml(concept.name));
    expect(html).not.toContain('Loading concept details...');

    const { page, problems, close } = await openVisitorPage(browser(), baseUrl);
    await page.goto('/concept/racing-performance');
    const main = page.getByRole('main');
    await main.getByRole('heading', { level: 1, name: category.name }).waitFor();
    expect(parseStoredFile(await main.getByRole('img', { name: category.name }).getAttribute('src'))).toBe(
      `/storage/concept-category/${encodeURIComponent(category.image)}`,
    );
    await main.getByText(category.short_desc).waitFor();
    const age = main.locator(`time[datetime="${category.created_at}"]`);
    expect(await age.textContent()).toMatch(/ ago$|^just now$/);

    const grid = main.getByRole('list', { name: `Concepts of ${category.name}` });
    await expect.poll(() => grid.getByRole('listitem').count()).toBe(category.concepts.length);
    for (const [index, concept] of category.concepts.entries()) {
      const item = grid.getByRole('listitem').nth(index);
      await item.getByRole('heading', { name: concept.name }).waitFor();
      expect(parseStoredFile(await item.locator('img').getAttribute('src'))).toBe(
        `/storage/concept/${encodeURIComponent(concept.image)}`,
      );
    }
    expect(problems).toEqual([]);
    await close();
  });

  test('reads the same without JavaScript', async () => {
    const { page, problems, close } = await openVisitorPage(browser(), baseUrl, { javaScriptEnabled: false });
    await page.goto('/concepts');
    await page.getByRole('main').getByRole('link', { name: 'Learn More about Racing Performance' }).click();
    await page.getByRole('heading', { level: 1, name: 'Racing Performance' }).waitFor();
    await page.getByRole('list', { name: 'Concepts of Racing Performance' }).waitFor();
    expect(await page.getByText('Loading concept details...').count()).toBe(0);
    expect(problems).toEqual([]);
    await close();
  });

  test('lays the concepts out in 1, 3 and 4 columns at 390, 800 and 1100 px', async () => {
    const { page, problems, close } = await openVisitorPage(browser(), baseUrl, {
      viewport: { width: 390, height: 900 },
    });
    await page.goto('/concept/racing-performance');
    const grid = page.getByRole('list', { name: /^Concepts of / });
    await grid.waitFor();

    const phone = await firstRow(grid);
    expect(phone.columns).toBe(1);

    await page.setViewportSize({ width: 800, height: 900 });
    const tablet = await firstRow(grid);
    expect(tablet.columns).toBe(3);
    expect(Math.max(...tablet.widths) - Math.min(...tablet.widths)).toBeLessThan(1);
    expect(new Set(tablet.xs.map(Math.round)).size).toBe(3);
    expect(tablet.widths[0]!).toBeLessThan(phone.widths[0]!);

    await page.setViewportSize({ width: 1100, height: 900 });
    const desktop = await firstRow(grid);
    expect(desktop.columns).toBe(4);
    expect(Math.max(...desktop.widths) - Math.min(...desktop.widths)).toBeLessThan(1);
    expect(new Set(desktop.xs.map(Math.round)).size).toBe(4);
    expect(problems).toEqual([]);
    await close();
  });

  test('shows "Loading concept details..." while a client-side navigation waits for the category', async () => {
    const { page, problems, close } = await openVisitorPage(browser(), baseUrl);
    await page.goto('/concepts');
    const release = await holdRouteData(page, 'routes/concept');
    await page.getByRole('main').getByRole('link', { name: 'Learn More about Racing Performance' }).click();
    await page.getByText('Loading concept details...').waitFor();
    expect(new URL(page.url()).pathname).toBe('/concept/racing-performance');

    release();
    await page.getByRole('heading', { level: 1, name: 'Racing Performance' }).waitFor();
    await expect.poll(() => page.getByText('Loading concept details...').count()).toBe(0);
    expect(problems).toEqual([]);
    await close();
  });

  test('an unknown concept category answers 404 with the Not Found page', async () => {
    const { status } = await fetchServerHtml(`${baseUrl}/concept/no-such-concept`);
    expect(status).toBe(404);

    const { page, problems, close } = await openVisitorPage(browser(), baseUrl);
    const response = await page.goto('/concept/no-such-concept');
    expect(response?.status()).toBe(404);
    await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
    expect(problems).toEqual([reportedDocumentStatus(404)]);
    await close();
  });
});

describe('with edited content', () => {
  const LONG_DESCRIPTION = `${'Friction, heat and time are what wear an engine out. '.repeat(7)}The end.`;
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ storageDir });
    const db = new SQLite(server.databaseFile);
    db.prepare(
      "DELETE FROM concepts WHERE concept_category_id = (SELECT id FROM concept_categories WHERE slug = 'classic-care')",
    ).run();
    db.prepare("UPDATE concept_categories SET short_desc = ? WHERE slug = 'longlife-efficiency'").run(LONG_DESCRIPTION);
    db.close();
  });
  afterAll(async () => {
    await server?.stop();
  });

  test('a category with no concepts says "No concepts available"', async () => {
    const { page, problems, close } = await openVisitorPage(browser(), server.baseUrl);
    await page.goto('/concept/classic-care');
    await page.getByRole('heading', { level: 1, name: 'Classic Care' }).waitFor();
    await page.getByText('No concepts available', { exact: true }).waitFor();
    expect(await page.getByRole('list', { name: /^Concepts of / }).count()).toBe(0);
    expect(problems).toEqual([]);
    await close();
  });

  test('the list cuts a short description longer than 300 characters; the category page shows it whole', async () => {
    expect(LONG_DESCRIPTION.length).toBeGreaterThan(300);
    const cut = `${LONG_DESCRIPTION.slice(0, 300).trimEnd()}...`;
    const { html } = await fetchServerHtml(`${server.baseUrl}/concepts`);
    expect(html).toContain(`<p class="card-text">${cut}</p>`);

    const { page, problems, close } = await openVisitorPage(browser(), server.baseUrl);
    await page.goto('/concepts');
    const card = page
      .getByRole('article')
      .filter({ has: page.getByRole('heading', { name: 'Longlife & Efficiency' }) });
    expect(await card.locator('.card-text').textContent()).toBe(cut);
    await page.goto('/concept/longlife-efficiency');
    await page.getByText(LONG_DESCRIPTION, { exact: true }).waitFor();
    expect(problems).toEqual([]);
    await close();
  });
});

describe('when concepts cannot be loaded', () => {
  const deadApiServer = startDeadApiServerForTests();

  test('the list says "Failed to load concepts."', async () => {
    const { status, html } = await fetchServerHtml(`${deadApiServer().baseUrl}/concepts`);
    expect(status).toBe(200);
    expect(html).toContain('Failed to load concepts.');

    const { page, problems, close } = await openVisitorPage(browser(), deadApiServer().baseUrl);
    await page.goto('/concepts');
    await page.getByRole('alert').filter({ hasText: 'Failed to load concepts.' }).waitFor();
    expect(problems).toEqual([]);
    await close();
  });

  test('a category page without a server message says "Error fetching concept category"', async () => {
    const { page, problems, close } = await openVisitorPage(browser(), deadApiServer().baseUrl);
    await page.goto('/concept/racing-performance');
    await page.getByRole('alert').filter({ hasText: 'Error fetching concept category' }).waitFor();
    expect(problems).toEqual([]);
    await close();
  });

  test("a category page shows the server's message when the answer carries one", async () => {
    // A stand-in API that fails with a message of its own (the real one only does so for 404).
    const stub = await startStubApi(503, { success: false, message: 'Concepts are being updated.' });
    const server = await startTestServer({ storageDir, env: { PUBLIC_API_BASE: stub.apiBase } });
    try {
      const { page, problems, close } = await openVisitorPage(browser(), server.baseUrl);
      await page.goto('/concept/racing-performance');
      await page.getByRole('alert').filter({ hasText: 'Concepts are being updated.' }).waitFor();
      expect(await page.getByText('Error fetching concept category').count()).toBe(0);
      expect(problems).toEqual([]);
      await close();
    } finally {
      await server.stop();
      await stub.close();
    }
  });
});
