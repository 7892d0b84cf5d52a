import type { Locator, Page } from 'playwright-core';
import { afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { fetchApi } from './support/api.ts';
import { launchChromiumForTests } from './support/chromium.ts';
import { DESKTOP, openVisitorPage, PHONE, type VisitorPage } from './support/page.ts';

/**
 * Keyboard-only journeys: no click, no hover, no tap anywhere in this file. A visitor Tabs to a
 * control, opens it with Enter, and the overlays keep focus inside while open, close on Escape
 * and give focus back to what opened them. Focus is always visible.
 */

const baseUrl = inject('baseUrl');

interface Category {
  slug: string;
  name: string;
  sub_categories: Array<{ slug: string; name: string }>;
}

const browser = launchChromiumForTests();
let categories: Category[];
let productSlug: string;
let visitor: VisitorPage | undefined;

beforeAll(async () => {
  ({ categories } = await fetchApi<{ categories: Category[] }>(baseUrl, '/categories'));
  const { products } = await fetchApi<{ products: Array<{ slug: string }> }>(
    baseUrl,
    `/products/${categories[0]!.slug}`,
  );
  productSlug = products[0]!.slug;
});

afterEach(async () => {
  await visitor?.close();
  visitor = undefined;
});

async function visit(path: string, viewport: { width: number; height: number } = DESKTOP): Promise<Page> {
  visitor = await openVisitorPage(browser(), baseUrl, { viewport });
  visitor.page.setDefaultTimeout(10_000);
  await visitor.page.goto(path);
  return visitor.page;
}

const isFocused = (locator: Locator) => locator.evaluate((element) => element === document.activeElement);
const focusIsInside = (locator: Locator) => locator.evaluate((element) => element.contains(document.activeElement));

/** Presses Tab (or Shift+Tab) until the control has focus; fails if it never gets it. */
async function tabTo(page: Page, control: Locator, { backwards = false, most = 80 } = {}) {
  for (let presses = 0; presses < most; presses++) {
    if (await isFocused(control)) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  expect(await isFocused(control), `Tab never reached ${control.toString()}`).toBe(true);
}

/** The focused element shows a focus indicator (an outline or a focus ring shadow). */
async function expectVisibleFocus(page: Page) {
  const indicator = await page.evaluate(() => {
    const element = document.activeElement as HTMLElement;
    const style = getComputedStyle(element);
    return {
      outline: style.outlineStyle !== 'none' && style.outlineWidth !== '0px',
      shadow: style.boxShadow !== 'none',
    };
  });
  expect(indicator.outline || indicator.shadow, JSON.stringify(indicator)).toBe(true);
}

/** Tab a full round forwards and one backwards inside an open overlay: focus never leaves it. */
async function expectFocusTrapped(page: Page, overlay: Locator) {
  const tabbables = await overlay.evaluate(
    (element) =>
      element.querySelectorAll('a[href], button:not([disabled]), input:not([type="hidden"]), textarea, select').length,
  );
  for (const key of ['Tab', 'Shift+Tab']) {
    for (let press = 0; press < tabbables + 2; press++) {
      await page.keyboard.press(key);
      expect(await focusIsInside(overlay), `focus left the overlay after ${press + 1} × ${key}`).toBe(true);
    }
  }
}

describe('the header, by keyboard alone', () => {
  it('opens every dropdown and follows a link from each', async () => {
    const page = await visit('/');
    const nav = page.getByRole('navigation', { name: 'Main' });

    const menus: Array<{ toggle: string; link: string; url: string }> = [
      { toggle: 'About Us', link: 'Our Team', url: '/team' },
      ...categories.map((category) => ({
        toggle: `${category.name} sub-categories`,
        link: category.sub_categories[0]!.name,
        url: `/products/${category.slug}/${category.sub_categories[0]!.slug}`,
      })),
      { toggle: 'Account menu', link: 'My Profile', url: '#/profile' },
    ];
    for (const menu of menus) {
      const toggle = nav.getByRole('button', { name: menu.toggle, exact: true });
      await tabTo(page, toggle);
      await expectVisibleFocus(page);
      await page.keyboard.press('Enter');
      const link = nav.getByRole('link', { name: menu.link, exact: true });
      await link.waitFor();
      // Enter puts focus on the first item; the arrow keys walk on from there.
      for (let presses = 0; presses < 10 && !(await isFocused(link)); presses++) await page.keyboard.press('ArrowDown');
      expect(await isFocused(link)).toBe(true);
      await page.keyboard.press('Enter');
      if (menu.url.startsWith('#')) await expect.poll(() => new URL(page.url()).hash).toBe(menu.url);
      else await page.waitForURL(new URL(menu.url, baseUrl).href);
      await link.waitFor({ state: 'hidden' });
    }
    expect(visitor!.problems).toEqual([]);
  });

  it('reaches the main content through the skip link', async () => {
    const page = await visit('/about');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    expect(await isFocused(skip)).toBe(true);
    expect(await skip.isVisible()).toBe(true);
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => location.hash)).toBe('#main-content');
    await page.keyboard.press('Tab');
    expect(await focusIsInside(page.getByRole('main'))).toBe(true);
  });
});

describe('moving content, by keyboard alone (WCAG 2.2.2)', () => {
  it('pauses the news carousel and the promotional video', async () => {
    const page = await visit('/');
    const carousel = page.locator('.news-carousel');
    // Its script loads when it comes near the viewport (decision 059).
    await carousel.scrollIntoViewIfNeeded();
    await carousel.locator('.swiper-initialized').waitFor();
    const pauseCarousel = page.getByRole('button', { name: 'Pause carousel' });
    await tabTo(page, pauseCarousel, { most: 200 });
    await expectVisibleFocus(page);
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Play carousel' }).waitFor();
    const autoplayRunning = () =>
      carousel
        .locator('.swiper')
        .evaluate(
          (element) =>
            (element as HTMLElement & { swiper: { autoplay: { running: boolean } } }).swiper.autoplay.running,
        );
    await expect.poll(autoplayRunning).toBe(false);

    // The video starts when it comes near the viewport, so its button may still offer to play it
    // when focus reaches it; the focus brings it into view, and then it plays.
    const videoPlayback = page.getByRole('button', { name: /^(Pause|Play) video$/ });
    await tabTo(page, videoPlayback, { backwards: true, most: 200 });
    await page.getByRole('button', { name: 'Pause video' }).waitFor();
    expect(await isFocused(page.getByRole('button', { name: 'Pause video' }))).toBe(true);
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Play video' }).waitFor();
    expect(await page.locator('video').evaluate((video: HTMLVideoElement) => video.paused)).toBe(true);
    expect(visitor!.problems).toEqual([]);
  });
});

describe('overlays, by keyboard alone', () => {
  it('the search overlay: focus moves in, results are chosen with the arrows, the product opens', async () => {
    const page = await visit('/');
    const open = page.getByRole('button', { name: 'Search' });
    await tabTo(page, open);
    await expectVisibleFocus(page);
    await page.keyboard.press('Enter');
    const overlay = page.getByRole('dialog', { name: 'Search products' });
    const field = overlay.getByRole('combobox', { name: 'Search products' });
    await expect.poll(() => isFocused(field)).toBe(true);
    await page.keyboard.type('oil');
    await overlay.getByRole('option').first().waitFor();
    await expectFocusTrapped(page, overlay);

    await page.keyboard.press('Escape');
    await overlay.waitFor({ state: 'hidden' });
    await expect.poll(() => isFocused(open)).toBe(true);

    await page.keyboard.press('Enter');
    await expect.poll(() => isFocused(field)).toBe(true);
    expect(await field.inputValue()).toBe('');
    await page.keyboard.type('10w-60');
    const first = overlay.getByRole('option').first();
    await first.waitFor();
    const name = (await first.textContent())!.trim();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/product-detail\//);
    await overlay.waitFor({ state: 'hidden' });
    await page.getByRole('heading', { level: 1, name }).waitFor();
    expect(visitor!.problems).toEqual([]);
  });

  it('the cart drawer: opens, keeps focus inside, closes on Escape and on its button, gives focus back', async () => {
    const page = await visit('/');
    const open = page.getByRole('button', { name: 'Shopping cart' });
    await tabTo(page, open);
    await page.keyboard.press('Enter');
    const drawer = page.getByRole('dialog', { name: 'Shopping Cart' });
    await drawer.getByText('Your shopping cart is empty.').waitFor();
    await expect.poll(() => focusIsInside(drawer)).toBe(true);
    await expectFocusTrapped(page, drawer);
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'hidden' });
    await expect.poll(() => isFocused(open)).toBe(true);

    await page.keyboard.press('Enter');
    const close = drawer.getByRole('button', { name: 'Close shopping cart' });
    await tabTo(page, close);
    await expectVisibleFocus(page);
    await page.keyboard.press('Enter');
    await drawer.waitFor({ state: 'hidden' });
    await expect.poll(() => isFocused(open)).toBe(true);
    expect(visitor!.problems).toEqual([]);
  });

  it('the shipping modal: opens from the price notice, keeps focus inside, closes, gives focus back', async () => {
    const page = await visit(`/product-detail/${productSlug}`);
    const notice = page.getByRole('button', { name: 'Prices incl. VAT plus shipping costs' });
    await tabTo(page, notice);
    await expectVisibleFocus(page);
    await page.keyboard.press('Enter');
    const modal = page.getByRole('dialog', { name: 'Shipping Information' });
    await modal.waitFor();
    await expect.poll(() => focusIsInside(modal)).toBe(true);
    await expectFocusTrapped(page, modal);
    await page.keyboard.press('Escape');
    await modal.waitFor({ state: 'hidden' });
    await expect.poll(() => isFocused(notice)).toBe(true);

    await page.keyboard.press('Space');
    await modal.waitFor();
    await tabTo(page, modal.getByRole('button', { name: 'Close' }));
    await page.keyboard.press('Enter');
    await modal.waitFor({ state: 'hidden' });
    await expect.poll(() => isFocused(notice)).toBe(true);
    expect(visitor!.problems).toEqual([]);
  });

  it('the off-canvas menu on a phone: opens, keeps focus inside, closes, and a link in it navigates', async () => {
    const page = await visit('/', PHONE);
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await tabTo(page, toggle);
    await expectVisibleFocus(page);
    await page.keyboard.press('Enter');
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await menu.waitFor();
    await expect.poll(() => focusIsInside(menu)).toBe(true);
    await expectFocusTrapped(page, menu);
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'hidden' });
    await expect.poll(() => isFocused(toggle)).toBe(true);

    // Escape from one of the panel's (closed) dropdown toggles closes the panel too.
    await page.keyboard.press('Enter');
    await menu.waitFor();
    await tabTo(page, menu.getByRole('button', { name: 'About Us' }));
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'hidden' });
    await expect.poll(() => isFocused(toggle)).toBe(true);

    await page.keyboard.press('Enter');
    await menu.waitFor();
    await tabTo(page, menu.getByRole('button', { name: 'About Us' }));
    await page.keyboard.press('Enter');
    const about = menu.getByRole('link', { name: 'About Company' });
    await tabTo(page, about);
    await page.keyboard.press('Enter');
    await page.waitForURL(`${baseUrl}/about`);
    await menu.waitFor({ state: 'hidden' });
    expect(visitor!.problems).toEqual([]);
  });
});

describe('the contact form, by keyboard alone', () => {
  it('is filled field by field with Tab, shows a field error next to its field, and sends', async () => {
    const page = await visit('/contact');
    const form = page.getByRole('form', { name: 'Contact form' });
    const name = form.getByRole('textbox', { name: /^Name/ });
    await tabTo(page, name);
    await expectVisibleFocus(page);
    await page.keyboard.type('Kim Keyboard');
    await page.keyboard.press('Tab'); // phone (optional) stays empty
    await page.keyboard.press('Tab');
    expect(await isFocused(form.getByRole('textbox', { name: /^Email/ }))).toBe(true);
    await page.keyboard.type('not-an-address');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Which oil for my track car?');
    await page.keyboard.press('Tab');
    await page.keyboard.type('A 2.0 l turbo engine,\nmostly on track days.');
    await tabTo(page, form.getByRole('button', { name: 'Send message' }));
    await expectVisibleFocus(page);
    await page.keyboard.press('Enter');

    const email = form.getByRole('textbox', { name: /^Email/ });
    await expect.poll(() => email.getAttribute('aria-invalid')).toBe('true');
    await tabTo(page, email, { backwards: true });
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('kim@example.com');
    await tabTo(page, form.getByRole('button', { name: 'Send message' }));
    await page.keyboard.press('Enter');
    await page.getByText("Thank you for contacting us! We'll get back to you soon.").waitFor();
    expect(await name.inputValue()).toBe('');
    expect(visitor!.problems).toEqual([]);
  });
});

describe('buying, by keyboard alone', () => {
  it('adds to the cart, checks out and places the order without a pointer', async () => {
    const page = await visit(`/product-detail/${productSlug}`);
    await tabTo(page, page.getByRole('button', { name: 'Add to cart' }));
    await page.keyboard.press('Enter');
    const drawer = page.getByRole('dialog', { name: 'Shopping Cart' });
    await drawer.locator('.cart-line').waitFor();
    expect(await focusIsInside(drawer)).toBe(true);
    await tabTo(page, drawer.getByRole('link', { name: 'Proceed to checkout' }));
    await expectVisibleFocus(page);
    await page.keyboard.press('Enter');

    await page.waitForURL(/\/checkout\?/);
    const form = page.locator('form.checkout-form');
    const fields = [
      ['Email', 'kim.weber@example.com'],
      ['Full name', 'Kim Weber'],
      ['Street and house number', 'Lindenweg 3'],
      ['Postal code', '50667'],
      ['City', 'Köln'],
    ] as const;
    for (const [label, value] of fields) {
      await tabTo(page, form.getByLabel(label).first());
      await expectVisibleFocus(page);
      await page.keyboard.type(value);
    }
    await tabTo(page, form.getByLabel('I accept the terms and conditions.'));
    await page.keyboard.press('Space');
    await tabTo(page, form.getByRole('button', { name: 'Buy now' }));
    await expectVisibleFocus(page);
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/checkout\/confirmation\//);
    await page.getByRole('heading', { level: 1, name: 'Thank you for your order' }).waitFor();
    expect(visitor!.problems).toEqual([]);
  });
});
