import { SQLite } from '@rennfeld/api/db';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { fetchApi, startDeadApiServerForTests } from './support/api.ts';
import { launchChromiumForTests } from './support/chromium.ts';
import { holdRouteData } from './support/hold-requests.ts';
import { openVisitorPage, reportedDocumentStatus, parseStoredFile } from './support/page.ts';
import { escapeHtml, fetchServerHtml } from './support/server-html.ts';
import { startStubApi } from './support/stub-api.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

/** Journey: a visitor reads the news list and an article (SPEC §2, §4, §8). */

interface NewsItem {
  name: string;
  slug: string;
  image: string;
  short_description: string;
  created_at: string;
}
interface NewsDetail extends NewsItem {
  long_description: string;
}

const baseUrl = inject('baseUrl');
const storageDir = inject('storageDir');

const browser = launchChromiumForTests();

describe('news list', () => {
  test('the server renders every article with its thumbnail, age, short description and link', async () => {
    const { news } = await fetchApi<{ news: NewsItem[] }>(baseUrl, '/news/list');
    expect(news.length).toBeGreaterThan(1);

    const { status, html } = await fetchServerHtml(`${baseUrl}/news`);
    expect(status).toBe(200);
    for (const item of news) {
      expect(html).toContain(escapeHtml(item.name));
      expect(html).toContain(`href="/news-detail/${item.slug}"`);
      expect(html).toContain(`/storage/news/thumb/${encodeURIComponent(item.image)}`);
    }
    expect(html).not.toContain('Loading news...');

    const { page, problems, close } = await openVisitorPage(browser(), baseUrl);
    await page.goto('/news');
    const list = page.getByRole('list', { name: 'News articles' });
    await expect.poll(() => list.getByRole('article').count()).toBe(news.length);

    const first = news[0]!;
    const card = list.getByRole('article').first();
    await expect
      .poll(() => card.getByRole('link', { name: first.name, exact: true }).getAttribute('href'))
      .toBe(`/news-detail/${first.slug}`);
    expect(await card.getByRole('link', { name: `Go To Article: ${first.name}` }).getAttribute('href')).toBe(
      `/news-detail/${first.slug}`,
    );
    expect(parseStoredFile(await card.locator('img').getAttribute('src'))).toBe(
      `/storage/news/thumb/${encodeURIComponent(first.image)}`,
    );
    const age = card.locator('time');
    expect(await age.getAttribute('datetime')).toBe(first.created_at);
    expect(await age.textContent()).toMatch(/ ago$|^just now$/);
    expect(await card.textContent()).toContain(first.short_description.slice(0, 120));
    expect(problems).toEqual([]);
    await close();
  });

  test('reads the same without JavaScript', async () => {
    const { news } = await fetchApi<{ news: NewsItem[] }>(baseUrl, '/news/list');
    const { page, problems, close } = await openVisitorPage(browser(), baseUrl, { javaScriptEnabled: false });
    await page.goto('/news');
    const list = page.getByRole('list', { name: 'News articles' });
    await expect.poll(() => list.getByRole('article').count()).toBe(news.length);
    expect(await page.getByText('Loading news...').count()).toBe(0);
    await page.getByRole('main').getByRole('link', { name: news[0]!.name, exact: true }).click();
    await page.getByRole('heading', { level: 1, name: news[0]!.name }).waitFor();
    expect(problems).toEqual([]);
    await close();
  });

  test('shows "Loading news..." while a client-side navigation waits for the list', async () => {
    const { news } = await fetchApi<{ news: NewsItem[] }>(baseUrl, '/news/list');
    const first = news[0]!;
    const { page, problems, close } = await openVisitorPage(browser(), baseUrl);
    await page.goto(`/news-detail/${first.slug}`);
    await expect.poll(() => page.getByRole('heading', { level: 1, name: first.name }).isVisible()).toBe(true);

    const release = await holdRouteData(page, 'routes/news');
    await page.getByRole('main').getByRole('link', { name: 'All news' }).click();
    await page.getByText('Loading news...').waitFor();
    expect(new URL(page.url()).pathname).toBe('/news');

    release();
    await page.getByRole('list', { name: 'News articles' }).waitFor();
    await expect.poll(() => page.getByText('Loading news...').count()).toBe(0);
    expect(problems).toEqual([]);
    await close();
  });
});

describe('news detail', () => {
  test('shows the image, title, short description and the long HTML description', async () => {
    const { news } = await fetchApi<{ news: NewsItem[] }>(baseUrl, '/news/list');
    const slug = news[0]!.slug;
    const { news_details: article } = await fetchApi<{ news_details: NewsDetail }>(baseUrl, `/news/show/${slug}`);
    const firstHeading = /<h2>([^<]+)<\/h2>/.exec(article.long_description)?.[1];
    expect(firstHeading).toBeTruthy();

    const { status, html } = await fetchServerHtml(`${baseUrl}/news-detail/${slug}`);
    expect(status).toBe(200);
    expect(html).toContain(`<title>${escapeHtml(article.name)} | Rennfeld Motorsport Lubricants</title>`);
    expect(html).toContain(`>${escapeHtml(firstHeading!)}</h2>`);

    const { page, problems, close } = await openVisitorPage(browser(), baseUrl);
    await page.goto(`/news-detail/${slug}`);
    const main = page.getByRole('main');
    await main.getByRole('heading', { level: 1, name: article.name }).waitFor();
    expect(parseStoredFile(await main.getByRole('img', { name: article.name }).getAttribute('src'))).toBe(
      `/storage/news/${encodeURIComponent(article.image)}`,
    );
    await main.getByText(article.short_description).waitFor();
    await main.getByRole('heading', { level: 2, name: firstHeading! }).waitFor();
    expect(problems).toEqual([]);
    await close();
  });

  test('opens an article from the list by its link', async () => {
    const { news } = await fetchApi<{ news: NewsItem[] }>(baseUrl, '/news/list');
    const second = news[1]!;
    const { page, problems, close } = await openVisitorPage(browser(), baseUrl);
    await page.goto('/news');
    await page
      .getByRole('main')
      .getByRole('link', { name: `Go To Article: ${second.name}` })
      .click();
    await page.getByRole('heading', { level: 1, name: second.name }).waitFor();
    expect(new URL(page.url()).pathname).toBe(`/news-detail/${second.slug}`);
    expect(problems).toEqual([]);
    await close();
  });

  test('an unknown article answers 404 with the Not Found page', async () => {
    const { status, html } = await fetchServerHtml(`${baseUrl}/news-detail/no-such-article`);
    expect(status).toBe(404);
    expect(html).toContain('Page not found');

    const { page, problems, close } = await openVisitorPage(browser(), baseUrl);
    const response = await page.goto('/news-detail/no-such-article');
    expect(response?.status()).toBe(404);
    await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
    expect(problems).toEqual([reportedDocumentStatus(404)]);
    await close();
  });

  describe('with stored HTML that is not safe', () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startTestServer({ storageDir });
    });
    afterAll(async () => {
      await server?.stop();
    });

    test('renders the long description only after sanitising it, on the server and in the browser', async () => {
      // Written straight into the database, past the API's own sanitiser: the page must not trust it.
      const hostile = [
        '<p onclick="window.hacked = \'onclick\'">A safe paragraph</p>',
        '<script>window.hacked = "script"</script>',
        '<a href="javascript:window.hacked = \'link\'">a bad link</a>',
        '<img src="x" onerror="window.hacked = \'img\'">',
        '<svg onload="window.hacked = \'svg\'"><script>window.hacked = "svg script"</script>',
        '<a xlink:href="javascript:window.hacked = \'svg link\'"><text>svg text</text></a></svg>',
        '<math><mtext><table><mglyph><style><img src=x onerror="window.hacked = \'mxss\'"></style></mglyph></table></mtext></math>',
        '<iframe srcdoc="<script>parent.hacked = \'iframe\'</script>"></iframe>',
      ].join('');
      const db = new SQLite(server.databaseFile);
      const [first, second] = db.prepare('SELECT slug FROM news ORDER BY id LIMIT 2').pluck().all() as string[];
      const update = db.prepare('UPDATE news SET long_description = ? WHERE slug = ?');
      update.run(hostile, first);
      update.run(hostile, second);
      db.close();

      const { html } = await fetchServerHtml(`${server.baseUrl}/news-detail/${first}`);
      const article = html.slice(html.indexOf('<div class="rich-text'), html.indexOf('</article>'));
      expect(article.length).toBeGreaterThan(0);
      expect(article).toContain('A safe paragraph');
      for (const trace of [
        'window.hacked',
        'onclick',
        'onerror',
        'onload',
        'javascript:',
        '<svg',
        '<iframe',
        '<script',
      ]) {
        expect(article).not.toContain(trace);
      }

      const { page, problems, close } = await openVisitorPage(browser(), server.baseUrl);
      const hacked = () => page.evaluate(() => (window as { hacked?: string }).hacked);
      // A first load (the server's HTML, hydrated) ...
      await page.goto(`/news-detail/${first}`);
      await page.getByText('A safe paragraph').waitFor();
      await page.getByText('a bad link').click();
      expect(await hacked()).toBeUndefined();
      // ... and a client-side navigation, where the browser renders the article itself.
      await page.goto('/news');
      await page.locator(`a[href="/news-detail/${second}"]`).first().click();
      await page.waitForURL(`**/news-detail/${second}`);
      await page.getByText('A safe paragraph').waitFor();
      await page.getByText('a bad link').click();
      expect(await page.locator('main svg, main iframe, main script').count()).toBe(0);
      expect(await hacked()).toBeUndefined();
      // The payload's <img src="x"> stays an image (without its handler) and is not found.
      expect(problems.filter((problem) => !/status of 404/.test(problem))).toEqual([]);
      await close();
    });
  });
});

describe('when the news cannot be loaded', () => {
  const deadApiServer = startDeadApiServerForTests();

  test('the list says "Failed to load news."', async () => {
    const { status, html } = await fetchServerHtml(`${deadApiServer().baseUrl}/news`);
    expect(status).toBe(200);
    expect(html).toContain('Failed to load news.');

    const { page, problems, close } = await openVisitorPage(browser(), deadApiServer().baseUrl);
    await page.goto('/news');
    await page.getByRole('alert').filter({ hasText: 'Failed to load news.' }).waitFor();
    await page.getByRole('heading', { level: 1, name: 'News' }).waitFor();
    expect(problems).toEqual([]);
    await close();
  });

  test('an article says "Failed to load news details."', async () => {
    const { page, problems, close } = await openVisitorPage(browser(), deadApiServer().baseUrl);
    const response = await page.goto('/news-detail/class-win-at-the-valmora-12-hours');
    expect(response?.status()).toBe(200);
    await page.getByRole('alert').filter({ hasText: 'Failed to load news details.' }).waitFor();
    expect(problems).toEqual([]);
    await close();
  });

  test('an unsuccessful answer says "Error loading news"', async () => {
    // The real API never answers 200 with success: false, so a stand-in API gives that answer.
    const stub = await startStubApi(200, { success: false, message: 'Not available.' });
    const server = await startTestServer({ storageDir, env: { PUBLIC_API_BASE: stub.apiBase } });
    try {
      const { page, problems, close } = await openVisitorPage(browser(), server.baseUrl);
      await page.goto('/news');
      await page.getByRole('alert').filter({ hasText: 'Error loading news' }).waitFor();
      expect(await page.getByText('Failed to load news.').count()).toBe(0);
      expect(problems).toEqual([]);
      await close();
    } finally {
      await server.stop();
      await stub.close();
    }
  });
});
