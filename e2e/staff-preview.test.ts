import { SQLite } from '@rennfeld/api/db';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { fetchApi } from './support/api.ts';
import { findAxeViolations } from './support/axe.ts';
import { launchChromiumForTests } from './support/chromium.ts';
import { openVisitorPage, pageText } from './support/page.ts';
import { addStaffMember, EDITOR, openStaffList, openStaffPage, signIn, saveStaffForm } from './support/staff.ts';
import { withoutRouterScripts } from './support/server-html.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

/**
 * Journey: staff preview a draft as its page would render it (decision 042). The page with
 * `?preview` shows the draft, with a notice, to a browser with a staff session only; it is never
 * kept by the page cache, nor by any other cache, and everyone else gets what every visitor gets.
 */

const storageDir = inject('storageDir');
const browser = launchChromiumForTests();
let server: TestServer;

const NOTICE = 'This is a preview of an unpublished draft. Visitors do not see it until it is published.';

beforeAll(async () => {
  server = await startTestServer({ storageDir });
  addStaffMember(server, EDITOR, 'editor');
});
afterAll(async () => {
  await server?.stop();
});

/** Signs the editor in as the staff app does; the Cookie header of the session. */
async function signInForCookie(): Promise<string> {
  const response = await fetch(`${server.baseUrl}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(EDITOR),
  });
  expect(response.status).toBe(200);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

async function getPage(path: string, cookie?: string) {
  const response = await fetch(`${server.baseUrl}${path}`, { headers: cookie ? { cookie } : {} });
  return {
    status: response.status,
    headers: response.headers,
    html: withoutRouterScripts(await response.text()),
  };
}

/** Makes one record of the demo a draft, straight in the database; its name. */
function makeDraft(table: 'products' | 'news' | 'concept_categories', slug: string): string {
  const db = new SQLite(server.databaseFile);
  try {
    db.prepare(`UPDATE ${table} SET status = 'draft' WHERE slug = ?`).run(slug);
    return db.prepare(`SELECT name FROM ${table} WHERE slug = ?`).pluck().get(slug) as string;
  } finally {
    db.close();
  }
}

describe('the preview page', () => {
  test('renders a draft with the notice for a signed-in editor, kept by no cache; everyone else gets 404', async () => {
    const { categories } = await fetchApi<{ categories: { slug: string }[] }>(server.baseUrl, '/categories');
    const { products } = await fetchApi<{ products: { slug: string }[] }>(
      server.baseUrl,
      `/products/${categories[0]!.slug}`,
    );
    const { news } = await fetchApi<{ news: { slug: string }[] }>(server.baseUrl, '/news/list');
    const { conceptCategories } = await fetchApi<{ conceptCategories: { slug: string }[] }>(
      server.baseUrl,
      '/concept-categories',
    );
    const drafts = [
      { path: `/product-detail/${products[0]!.slug}`, name: makeDraft('products', products[0]!.slug) },
      { path: `/news-detail/${news[0]!.slug}`, name: makeDraft('news', news[0]!.slug) },
      {
        path: `/concept/${conceptCategories[0]!.slug}`,
        name: makeDraft('concept_categories', conceptCategories[0]!.slug),
      },
    ];
    const cookie = await signInForCookie();

    for (const { path, name } of drafts) {
      expect((await getPage(path)).status, path).toBe(404);
      // Twice: the second would be the kept copy, were there one.
      for (let i = 0; i < 2; i++) {
        const preview = await getPage(`${path}?preview`, cookie);
        expect(preview.status, path).toBe(200);
        expect(preview.html, path).toContain(name);
        expect(preview.html, path).toContain(NOTICE);
        expect(preview.headers.get('cache-control'), path).toBe('private, no-store');
        expect(preview.headers.get('x-robots-tag'), path).toBe('noindex');
        expect(preview.headers.get('etag'), path).toBeNull();
        expect(preview.headers.get('x-page-cache'), path).toBeNull();
      }
      // A visitor asking for the same address afterwards: the page every visitor gets, not the kept draft.
      const visitor = await getPage(`${path}?preview`);
      expect(visitor.status, path).toBe(404);
      expect(visitor.html, path).not.toContain(NOTICE);
      expect(visitor.headers.get('x-page-cache'), path).toBeNull();
      const forged = await getPage(`${path}?preview`, 'rennfeld-staff.session_token=forged.signature');
      expect(forged.status, path).toBe(404);
      // Staff without the marker get the public page, as kept for everyone.
      const plain = await getPage(path, cookie);
      expect(plain.status, path).toBe(404);
      expect(plain.headers.get('x-page-cache'), path).toBe('miss');
    }
  });

  test('leaves a published page as every visitor gets it, and marks the preview of it private', async () => {
    const { news } = await fetchApi<{ news: { slug: string }[] }>(server.baseUrl, '/news/list');
    const path = `/news-detail/${news[0]!.slug}`;
    await getPage(path);
    const kept = await getPage(path);
    expect(kept.headers.get('x-page-cache')).toBe('hit');
    expect(kept.headers.get('etag')).not.toBeNull();
    const preview = await getPage(`${path}?preview`, await signInForCookie());
    expect(preview.status).toBe(200);
    expect(preview.html).toContain('This is a preview of a published page.');
    expect(preview.headers.get('cache-control')).toBe('private, no-store');
    expect(preview.headers.get('x-page-cache')).toBeNull();
    const after = await getPage(path);
    expect(after.headers.get('x-page-cache')).toBe('hit');
    expect(after.html).not.toContain('This is a preview');
  });
});

describe('previewing from the staff area', () => {
  test('an editor writes a news draft, clicks Preview and reads it as its page; a visitor gets 404', async () => {
    const staff = await openStaffPage(browser(), server.baseUrl);
    const visitor = await openVisitorPage(browser(), server.baseUrl);
    try {
      const { news } = await fetchApi<{ news: { image: string }[] }>(server.baseUrl, '/news/list');
      const title = `Rain tyres at the Eifel ${Date.now()}`;
      await signIn(staff.page, EDITOR);
      await openStaffList(staff.page, 'News');
      await staff.page.getByRole('link', { name: 'Create' }).click();
      await staff.page
        .getByLabel(/^Title/)
        .first()
        .fill(title);
      const slug = await staff.page.getByLabel(/^Slug/).inputValue();
      await staff.page.getByLabel(/^Image/).fill(news[0]!.image);
      await staff.page
        .getByLabel(/^Short description/)
        .first()
        .fill('What the wet laps taught us.');
      await staff.page.locator('.ProseMirror').first().click();
      await staff.page.keyboard.type('Grip came from the oil temperature, not the tyres.');
      await saveStaffForm(staff.page);

      const [preview] = await Promise.all([
        staff.page.context().waitForEvent('page'),
        staff.page.getByRole('link', { name: 'Preview' }).click(),
      ]);
      const problems: string[] = [];
      preview.on('console', (message) => {
        if (message.type() === 'error' || /hydrat/i.test(message.text())) problems.push(message.text());
      });
      await preview.waitForLoadState();
      expect(new URL(preview.url()).pathname).toBe(`/news-detail/${slug}`);
      expect(new URL(preview.url()).searchParams.has('preview')).toBe(true);
      await preview.getByRole('heading', { level: 1, name: title }).waitFor();
      await preview.getByText('Grip came from the oil temperature, not the tyres.').waitFor();
      await expect.poll(() => preview.getByRole('status').filter({ hasText: NOTICE }).count()).toBe(1);
      await preview.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
      expect(problems).toEqual([]);
      // The notice is part of the page for everyone who reads it: WCAG 2.2 AA as on every page.
      expect(await findAxeViolations(preview)).toEqual([]);

      const visit = await visitor.page.goto(`/news-detail/${slug}?preview`);
      expect(visit?.status()).toBe(404);
      expect(await pageText(visitor.page)).not.toContain(title);
      expect(visitor.problems.filter((problem) => !/status of 404/.test(problem))).toEqual([]);
      expect(staff.problems).toEqual([]);
    } finally {
      await staff.close();
      await visitor.close();
    }
  });
});
