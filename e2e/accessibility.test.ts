import { localizePath } from '@rennfeld/contract/site-paths';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { findAxeViolations } from './support/axe.ts';
import { launchChromiumForTests } from './support/chromium.ts';
import { openVisitorPage, PHONE, type VisitorPage } from './support/page.ts';
import { siteRoutes } from './support/site-routes.ts';

/**
 * WCAG 2.2 AA as axe-core checks it: zero violations on every route of SPEC §2 in both languages,
 * at 320 px, a phone's width (390 px) and a desktop's (1280 px), and with each overlay open (search, cart drawer, shipping modal, off-canvas
 * menu). axe is an audit nobody on this team wrote; its rule ids name what broke.
 */

const baseUrl = inject('baseUrl');

const browser = launchChromiumForTests();
let routes: string[];

beforeAll(async () => {
  routes = await siteRoutes(baseUrl);
});

async function withVisitor(viewport: { width: number; height: number }, run: (visitor: VisitorPage) => Promise<void>) {
  const visitor = await openVisitorPage(browser(), baseUrl, { viewport });
  try {
    visitor.page.setDefaultTimeout(10_000);
    await run(visitor);
  } finally {
    await visitor.close();
  }
}

/** The three widths: the narrowest phone WCAG 1.4.10 names, a common phone, a desktop. */
const NARROW_PHONE = { width: 320, height: PHONE.height } as const;
const AUDITED_DESKTOP = { width: 1280, height: 900 } as const;

/** WCAG 1.4.10 Reflow: nothing makes the page scroll sideways at the viewport's width. */
async function findSidewaysScrolling(page: Page, width: number): Promise<string[]> {
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  return scrollWidth > width ? [`scrolls sideways at ${width} px: ${scrollWidth} px wide`] : [];
}

describe.each([
  ['a phone, and at 320 px', [PHONE, NARROW_PHONE]],
  ['a desktop', [AUDITED_DESKTOP]],
] as const)('every route on %s', (_name, viewports) => {
  it.each([
    ['in English', 'en'],
    ['in German', 'de'],
  ] as const)(
    'has no WCAG 2.2 AA violation and no sideways scrolling %s',
    async (_language, locale) => {
      await withVisitor(viewports[0], async ({ page }) => {
        const found: Record<string, string[]> = {};
        for (const route of routes.map((route) => localizePath(route, locale))) {
          await page.setViewportSize(viewports[0]);
          await page.goto(route);
          const faults: string[] = [];
          for (const viewport of viewports) {
            await page.setViewportSize(viewport);
            // The layout answers a new width in its next frames.
            await page.evaluate(
              () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
            );
            const atWidth = [
              ...(await findAxeViolations(page)),
              ...(await findSidewaysScrolling(page, viewport.width)),
            ];
            faults.push(...atWidth.map((fault) => `${viewport.width} px: ${fault}`));
          }
          if (faults.length > 0) found[route] = faults;
        }
        expect(found).toEqual({});
      });
    },
    240_000,
  );
});

describe('with an overlay open', () => {
  it('the search overlay, with results', async () => {
    await withVisitor(AUDITED_DESKTOP, async ({ page }) => {
      await page.goto('/');
      await page.getByRole('button', { name: 'Search' }).click();
      await page.getByRole('combobox', { name: 'Search products' }).fill('oil');
      await page.getByRole('option').first().waitFor();
      expect(await findAxeViolations(page)).toEqual([]);
    });
  });

  it('a listing with filter values chosen, on a phone and a desktop', async () => {
    for (const viewport of [PHONE, AUDITED_DESKTOP]) {
      await withVisitor(viewport, async ({ page }) => {
        await page.goto(routes[1]!);
        await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
        // On a phone the filters are behind one Filter button; the open panel is checked too.
        if (viewport === PHONE) await page.locator('summary.filter-disclosure-toggle').click();
        await page.getByRole('combobox', { name: 'Viscosity' }).click();
        await page.getByRole('option').nth(1).click();
        await page.getByRole('list', { name: 'Selected Viscosity' }).waitFor();
        expect(await findAxeViolations(page)).toEqual([]);
        await page.keyboard.press('Escape');
        expect(await findAxeViolations(page)).toEqual([]);
      });
    }
  });

  it("the newsletter form's errors and its success, in German", async () => {
    await withVisitor(PHONE, async ({ page }) => {
      await page.goto('/de');
      const form = page.getByRole('region', { name: 'Abonnieren Sie unseren Newsletter' });
      await form.getByRole('button', { name: 'Anmelden' }).click();
      await form.getByText('Bitte füllen Sie das Feld „Name“ aus.', { exact: true }).waitFor();
      expect(await findAxeViolations(page)).toEqual([]);
      await form.getByRole('textbox', { name: /^Name/ }).fill('Mia Keller');
      await form.getByRole('textbox', { name: /^E-Mail/ }).fill(`a11y-${Date.now()}@example.com`);
      await form.getByRole('button', { name: 'Anmelden' }).click();
      await form.getByText('Erfolgreich angemeldet!').waitFor();
      expect(await findAxeViolations(page)).toEqual([]);
    });
  });

  it("the contact form's errors and its success", async () => {
    await withVisitor(PHONE, async ({ page }) => {
      await page.goto('/contact');
      await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
      const form = page.getByRole('form', { name: 'Contact form' });
      await form.getByRole('button', { name: 'Send Message' }).click();
      await form.getByText('The name field is required.', { exact: true }).waitFor();
      expect(await findAxeViolations(page)).toEqual([]);
      await form.getByLabel('Name').fill('Mia Keller');
      await form.getByLabel('Email').fill('mia.keller@example.com');
      await form.getByLabel('Subject').fill(`Accessibility ${Date.now()}`);
      await form.getByLabel('Message').fill('Which oil suits an air-cooled flat six?');
      await form.getByRole('button', { name: 'Send Message' }).click();
      await form.getByText("Thank you for contacting us! We'll get back to you soon.").waitFor();
      expect(await findAxeViolations(page)).toEqual([]);
    });
  });

  it('the offer of the other language', async () => {
    const visitor = await openVisitorPage(browser(), baseUrl, { viewport: PHONE, locale: 'de-DE' });
    try {
      await visitor.page.goto('/');
      await visitor.page.getByRole('complementary', { name: 'Diese Seite gibt es auch auf Deutsch.' }).waitFor();
      expect(await findAxeViolations(visitor.page)).toEqual([]);
    } finally {
      await visitor.close();
    }
  });

  it('the cart drawer', async () => {
    await withVisitor(PHONE, async ({ page }) => {
      await page.goto('/');
      await page.getByRole('button', { name: 'Shopping cart' }).click();
      await page.getByText('Your shopping cart is empty.').waitFor();
      expect(await findAxeViolations(page)).toEqual([]);
    });
  });

  it('the shipping modal', async () => {
    await withVisitor(PHONE, async ({ page }) => {
      await page.goto(routes[3]!);
      await page.getByRole('button', { name: 'Prices incl. VAT plus shipping costs' }).click();
      await page.getByRole('dialog', { name: 'Shipping Information' }).waitFor();
      expect(await findAxeViolations(page)).toEqual([]);
    });
  });

  it('the off-canvas menu, with a category opened', async () => {
    await withVisitor(PHONE, async ({ page }) => {
      await page.goto('/');
      await page.getByRole('button', { name: 'Open menu' }).click();
      const menu = page.getByRole('dialog', { name: 'Menu' });
      await menu.waitFor();
      await menu.getByRole('button', { name: 'About Us' }).click();
      await menu.getByRole('link', { name: 'About Company' }).waitFor();
      expect(await findAxeViolations(page)).toEqual([]);
    });
  });
});
