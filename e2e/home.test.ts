import type { Category, ConceptCategorySummary, NewsItem } from '@rennfeld/contract';
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { fetchApi, startDeadApiServerForTests } from './support/api.ts';
import { launchChromiumForTests } from './support/chromium.ts';
import { withoutRouterScripts } from './support/server-html.ts';
import { BROWSER_USER_AGENT, DESKTOP, openVisitorPage, PHONE, type VisitorPage } from './support/page.ts';

// The home page (SPEC §2 Home, §4 states, §8 messages, §9 limits).

const baseUrl = inject('baseUrl');

const browser = launchChromiumForTests();
let categories: Category[];
let concepts: ConceptCategorySummary[];
let news: NewsItem[];
let visitor: VisitorPage | undefined;

beforeAll(async () => {
  ({ categories } = await fetchApi<{ categories: Category[] }>(baseUrl, '/categories'));
  ({ conceptCategories: concepts } = await fetchApi<{ conceptCategories: ConceptCategorySummary[] }>(
    baseUrl,
    '/concept-categories',
  ));
  ({ news } = await fetchApi<{ news: NewsItem[] }>(baseUrl, '/news/list'));
  // The carousel journeys need more articles than the widest view shows.
  expect(news.length).toBeGreaterThan(4);
  expect(categories.length).toBeGreaterThan(1);
  expect(concepts.length).toBeGreaterThan(0);
});

afterEach(async () => {
  await visitor?.close();
  visitor = undefined;
});

async function visitHome(viewport: { width: number; height: number } = DESKTOP, url = baseUrl) {
  visitor = await openVisitorPage(browser(), url, { viewport });
  visitor.page.setDefaultTimeout(10_000);
  const response = await visitor.page.goto('/');
  expect(response?.status()).toBe(200);
  return visitor;
}

const decode = (html: string) =>
  html
    .replaceAll('&amp;', '&')
    .replaceAll('&#x27;', "'")
    .replaceAll('&quot;', '"')
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>');

describe('home page as the server sends it (no JavaScript)', () => {
  it('holds every section with its texts and links', async () => {
    // A person's browser, not a crawler: React streams to people, so nothing may be left behind a
    // loading text that only a script would replace.
    const response = await fetch(baseUrl, { headers: { 'user-agent': BROWSER_USER_AGENT } });
    expect(response.status).toBe(200);
    const html = decode(withoutRouterScripts(await response.text()));
    expect(html).not.toMatch(/Loading[a-z ]*\.\.\./);

    // The banner art comes inline (a data URI), so it paints with the HTML.
    expect(html).toMatch(
      /<img class="home-banner__image" src="data:image\/svg\+xml,[^"]+" alt="Red and white racing stripes/,
    );
    expect(html).toMatch(/<h1[^>]*>Proven on the track\. Made for every engine\.<\/h1>/);
    expect(html).toContain('Lubricants with a racing pedigree');
    expect(html).toMatch(/<video[^>]*muted=""[^>]*>/);
    expect(html).toContain('Unmute video');

    for (const category of categories) {
      expect(html).toContain(`href="/products/${category.slug}"`);
      expect(html).toContain(`/storage/category/${encodeURIComponent(category.image)}`);
      for (const subCategory of category.sub_categories) {
        expect(html).toContain(`href="/products/${category.slug}/${subCategory.slug}"`);
      }
    }
    for (const concept of concepts) {
      expect(html).toContain(concept.name);
      expect(html).toContain(`href="/concept/${concept.slug}"`);
    }
    expect(html).toContain('Learn More');
    for (const item of news) {
      expect(html).toContain(item.name);
      expect(html).toContain(`href="/news-detail/${item.slug}"`);
    }
    expect(html).toContain('Go To Article');
    expect(html).toMatch(/\d+ (minute|hour|day|week|month|year)s? ago|just now/);
    for (const message of ['Error fetching categories', 'Failed to load concepts.', 'Failed to load news.']) {
      expect(html).not.toContain(message);
    }
  });
});

describe('home page in the browser', () => {
  // Read-only checks share one visit; each still asserts that nothing went wrong so far.
  let home: VisitorPage;

  beforeAll(async () => {
    home = await openVisitorPage(browser(), baseUrl, { viewport: DESKTOP });
    home.page.setDefaultTimeout(10_000);
    const response = await home.page.goto('/');
    expect(response?.status()).toBe(200);
  });

  afterAll(async () => {
    await home?.close();
  });

  it('shows the banner, intro, category cards and premium concepts', async () => {
    const { page, problems } = home;
    const main = page.getByRole('main');
    await main.getByRole('img', { name: /racing stripes/ }).waitFor();
    await main.getByRole('heading', { name: 'Lubricants with a racing pedigree' }).waitFor();

    const grid = main.getByRole('region', { name: 'Our product range' });
    for (const category of categories) {
      const card = grid.getByRole('link', { name: category.name, exact: true });
      expect(await card.getAttribute('href')).toBe(`/products/${category.slug}`);
    }
    // SPEC §9: card images are 200 px high, and they load.
    const image = grid.locator('img').first();
    expect(await image.evaluate((element) => element.getBoundingClientRect().height)).toBe(200);
    await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBeGreaterThan(0);

    const conceptSection = main.getByRole('region', { name: 'Premium concepts' });
    for (const concept of concepts) {
      const learnMore = conceptSection.getByRole('link', { name: `Learn More about ${concept.name}` });
      expect(await learnMore.getAttribute('href')).toBe(`/concept/${concept.slug}`);
    }
    // A concept's picture carries its name: beside the text it is shown whole, not cut to the column.
    const pictures = conceptSection.locator('img');
    await pictures.first().scrollIntoViewIfNeeded();
    for (const picture of await pictures.all()) {
      await expect.poll(() => picture.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBeGreaterThan(0);
      const { shown, natural } = await picture.evaluate((element: HTMLImageElement) => ({
        shown: element.clientWidth / element.clientHeight,
        natural: element.naturalWidth / element.naturalHeight,
      }));
      expect(Math.abs(shown - natural)).toBeLessThan(0.02);
    }
    expect(problems).toEqual([]);
  });

  it('cuts news descriptions to 300 characters in the list and 180 in the carousel', async () => {
    const { page, problems } = home;
    const cut = (text: string, length: number) =>
      [...text].length > length ? `${[...text].slice(0, length).join('').trimEnd()}...` : text;
    const [first] = news;
    if (!first) throw new Error('No news');
    // The carousel's script loads when it comes near the viewport (decision 059).
    await page.locator('.news-carousel').scrollIntoViewIfNeeded();
    const carouselText = await page
      .locator('.news-carousel .swiper-slide[data-swiper-slide-index="0"] .card-text')
      .textContent();
    expect(carouselText).toBe(cut(first.short_description, 180));
    const listItem = page.getByRole('region', { name: 'From the paddock' }).getByRole('listitem').first();
    await listItem.getByText(cut(first.short_description, 300), { exact: true }).waitFor();
    expect(problems).toEqual([]);
  });

  it("lists news with each article's age and a Go To Article link, the image alternating left and right", async () => {
    const { page, problems } = home;
    const list = page.getByRole('region', { name: 'From the paddock' });
    const items = list.getByRole('listitem');
    expect(await items.count()).toBeGreaterThan(1);
    const ages = await list.locator('time').allTextContents();
    expect(ages).toHaveLength(await items.count());
    for (const age of ages) expect(age).toMatch(/ ago$|^just now$/);
    expect(await list.getByRole('link', { name: /^Go To Article/ }).count()).toBe(ages.length);

    const sides = [];
    for (const index of [0, 1, 2]) {
      const item = items.nth(index);
      const image = await item.locator('img').boundingBox();
      const title = await item.getByRole('heading').boundingBox();
      sides.push((image?.x ?? 0) < (title?.x ?? 0) ? 'left' : 'right');
    }
    expect(sides).toEqual(['left', 'right', 'left']);
    expect(problems).toEqual([]);
  });

  it('plays the promotional video muted, looping and inline; the sound button flips the muted flag', async () => {
    const { page, problems } = home;
    const video = page.locator('video');
    const state = () =>
      video.evaluate((element: HTMLVideoElement) => ({
        muted: element.muted,
        loop: element.loop,
        playsInline: element.playsInline,
      }));
    expect(await state()).toEqual({ muted: true, loop: true, playsInline: true });
    expect(await video.getAttribute('poster')).toBe('/media/promo-poster.webp');
    expect(
      await video.locator('source').evaluateAll((sources) => sources.map((source) => source.getAttribute('src'))),
    ).toEqual(['/media/promo.webm', '/media/promo.mp4']);
    // It really plays, muted, without anyone asking (Chrome pauses muted autoplay while off screen).
    await video.scrollIntoViewIfNeeded();
    await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime)).toBeGreaterThan(0);

    await page.getByRole('button', { name: 'Unmute video' }).click();
    await expect.poll(async () => (await state()).muted).toBe(false);
    await page.getByRole('button', { name: 'Mute video' }).click();
    await expect.poll(async () => (await state()).muted).toBe(true);
    await page.getByRole('button', { name: 'Unmute video' }).waitFor();

    await page.getByRole('button', { name: 'Pause video' }).click();
    await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.paused)).toBe(true);
    await page.getByRole('button', { name: 'Play video' }).click();
    await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.paused)).toBe(false);
    expect(problems).toEqual([]);
  });

  it('loads none of the video on a phone until the visitor scrolls near it, then plays it', async () => {
    visitor = await openVisitorPage(browser(), baseUrl, { viewport: PHONE });
    const { page, problems } = visitor;
    const videoRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/media/promo.')) videoRequests.push(request.url());
    });
    await page.goto('/');
    const video = page.locator('video');
    expect(await video.evaluate((element) => element.getBoundingClientRect().top)).toBeGreaterThan(PHONE.height + 200);
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 500)));
    expect(videoRequests).toEqual([]);
    expect(await video.evaluate((element: HTMLVideoElement) => [element.paused, element.readyState])).toEqual([
      true,
      0,
    ]);

    await video.scrollIntoViewIfNeeded();
    await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime)).toBeGreaterThan(0);
    expect(videoRequests.length).toBeGreaterThan(0);
    expect(problems).toEqual([]);
  });

  it('keeps the video still on its poster for a visitor who asked for reduced motion, until they press Play', async () => {
    const still = await openVisitorPage(browser(), baseUrl, { viewport: DESKTOP, reducedMotion: 'reduce' });
    try {
      await still.page.goto('/');
      const video = still.page.locator('video');
      await video.scrollIntoViewIfNeeded();
      const play = still.page.getByRole('button', { name: 'Play video' });
      await play.waitFor();
      // The app starts the video when it comes near the viewport (play() unpauses at once); the
      // observer reports it in view within a frame or two of getting there.
      await still.page.evaluate(
        () =>
          new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 200)))),
      );
      expect(
        await video.evaluate((element: HTMLVideoElement) => [element.autoplay, element.paused, element.currentTime]),
      ).toEqual([false, true, 0]);
      await play.click();
      await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime)).toBeGreaterThan(0);
      expect(still.problems).toEqual([]);
    } finally {
      await still.close();
    }
  });

  it('opens one accordion item at a time, with links to the category and its sub-categories', async () => {
    const { page, problems } = home;
    const accordion = page.getByRole('complementary', { name: 'Browse categories' });
    const [first, second] = categories;
    if (!first || !second) throw new Error('Two categories needed');
    const firstHeader = accordion.getByRole('button', { name: first.name, exact: true });
    const secondHeader = accordion.getByRole('button', { name: second.name, exact: true });
    const firstLink = accordion.getByRole('link', { name: `All ${first.name}` });

    expect(await firstHeader.getAttribute('aria-expanded')).toBe('false');
    await firstHeader.click();
    await firstLink.waitFor();
    expect(await firstLink.getAttribute('href')).toBe(`/products/${first.slug}`);
    for (const subCategory of first.sub_categories) {
      const link = accordion.getByRole('link', { name: subCategory.name, exact: true });
      expect(await link.getAttribute('href')).toBe(`/products/${first.slug}/${subCategory.slug}`);
    }

    await secondHeader.click();
    await accordion.getByRole('link', { name: `All ${second.name}` }).waitFor();
    await firstLink.waitFor({ state: 'hidden' });
    expect(await firstHeader.getAttribute('aria-expanded')).toBe('false');
    expect(await secondHeader.getAttribute('aria-expanded')).toBe('true');

    await accordion.getByRole('link', { name: `All ${second.name}` }).click();
    await page.waitForURL(`${baseUrl}/products/${second.slug}`);
    expect(problems).toEqual([]);
  });
});

describe('news carousel', () => {
  async function visibleSlides(page: Page) {
    return page.locator('.news-carousel .swiper').evaluate((swiper) => {
      const frame = swiper.getBoundingClientRect();
      const slides = Array.from(swiper.querySelectorAll<HTMLElement>('.swiper-slide'))
        .map((slide) => slide.getBoundingClientRect())
        .filter((box) => box.left >= frame.left - 1 && box.right <= frame.right + 1)
        .sort((a, b) => a.left - b.left);
      const gaps = slides.slice(1).map((box, index) => Math.round(box.left - (slides[index]?.right ?? 0)));
      return { count: slides.length, gaps };
    });
  }

  it('shows 1 slide below 768 px, 2 from 768, 3 from 992 and 4 from 1500, 15/20/25/30 px apart', async () => {
    visitor = await openVisitorPage(browser(), baseUrl, { viewport: PHONE });
    const { page, problems } = visitor;
    page.setDefaultTimeout(10_000);
    await page.goto('/');
    await page.locator('.news-carousel').scrollIntoViewIfNeeded();
    await page.locator('.news-carousel .swiper-initialized').waitFor();
    await page.getByRole('button', { name: 'Pause carousel' }).click();
    for (const [width, count, gap] of [
      [390, 1, 15],
      [600, 1, 15],
      [800, 2, 20],
      [1000, 3, 25],
      [1600, 4, 30],
    ] as const) {
      await page.setViewportSize({ width, height: 900 });
      await expect.poll(async () => visibleSlides(page)).toEqual({ count, gaps: Array(count - 1).fill(gap) });
    }
    expect(problems).toEqual([]);
  });

  it('autoplays without interaction, keeps going after the arrows are used, and loops', async () => {
    visitor = await openVisitorPage(browser(), baseUrl, { viewport: PHONE });
    const { page, problems } = visitor;
    page.setDefaultTimeout(10_000);
    await page.goto('/');
    const carousel = page.locator('.news-carousel');
    await carousel.scrollIntoViewIfNeeded();
    await carousel.locator('.swiper-initialized').waitFor();
    const activeIndex = async () =>
      Number(await carousel.locator('.swiper-slide-active').getAttribute('data-swiper-slide-index'));
    // In loop mode Swiper ignores arrows while a slide is moving: wait until the active one rests.
    const atRest = () =>
      expect
        .poll(() =>
          carousel.evaluate((element) => {
            const frame = element.querySelector('.swiper')?.getBoundingClientRect();
            const active = element.querySelector('.swiper-slide-active')?.getBoundingClientRect();
            return Math.abs((active?.left ?? -1) - (frame?.left ?? 1)) < 1;
          }),
        )
        .toBe(true);

    const first = await activeIndex();
    await expect.poll(activeIndex, { timeout: 5_000 }).not.toBe(first);

    await atRest();
    const beforeClick = await activeIndex();
    await carousel.getByRole('button', { name: 'Next news' }).click();
    await expect.poll(activeIndex).not.toBe(beforeClick);
    const afterClick = await activeIndex();
    await expect.poll(activeIndex, { timeout: 5_000 }).not.toBe(afterClick);

    // Paused, going back past the first article shows the last one.
    await carousel.getByRole('button', { name: 'Pause carousel' }).click();
    for (let index = await activeIndex(); index >= 0; index -= 1) {
      await atRest();
      const before = await activeIndex();
      await carousel.getByRole('button', { name: 'Previous news' }).click();
      await expect.poll(activeIndex).toBe((before - 1 + news.length) % news.length);
    }
    expect(await activeIndex()).toBe(news.length - 1);

    const link = carousel.locator('.swiper-slide-active').getByRole('link', { name: /^Go To Article/ });
    expect(await link.getAttribute('href')).toBe(`/news-detail/${news.at(-1)?.slug}`);
    await link.click();
    await page.waitForURL(`${baseUrl}/news-detail/${news.at(-1)?.slug}`);
    expect(problems).toEqual([]);
  });
});

describe('home page when the API cannot be reached', () => {
  const deadApiServer = startDeadApiServerForTests();

  it('still answers 200 and shows each list its SPEC §8 message; the header has no category menus', async () => {
    const { page, problems } = await visitHome(DESKTOP, deadApiServer().baseUrl);
    const main = page.getByRole('main');
    const alert = (message: string) =>
      main.getByRole('alert').filter({ hasText: new RegExp(`^${message.replace('.', '\\.')}$`) });
    for (const message of ['Error fetching categories', 'Failed to load concepts.', 'Error loading categories']) {
      await alert(message).waitFor();
    }
    // The carousel and the news list: a failed call is 'Failed to load news.' for both (§8).
    await alert('Failed to load news.').nth(1).waitFor();
    expect(await alert('Error loading news').count()).toBe(0);
    // The static sections are unaffected.
    await main.getByRole('heading', { level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Unmute video' }).waitFor();

    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('button', { name: 'About Us' }).waitFor();
    expect(await nav.getByRole('button', { name: /sub-categories$/ }).count()).toBe(0);
    expect(problems).toEqual([]);
  });

  it('sends the error texts in the server HTML too', async () => {
    const response = await fetch(deadApiServer().baseUrl);
    expect(response.status).toBe(200);
    const html = withoutRouterScripts(await response.text());
    for (const message of ['Error fetching categories', 'Failed to load concepts.', 'Failed to load news.']) {
      expect(html).toContain(message);
    }
  });
});
