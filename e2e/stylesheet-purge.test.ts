import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromiumForTests } from './support/chromium.ts';
import { DESKTOP, openVisitorPage, PHONE } from './support/page.ts';
import { inBothLanguages, siteRoutes } from './support/site-routes.ts';

/**
 * The build keeps only the stylesheet rules whose names the site's code holds (decision 055). A
 * selector of the stylesheets the web app imports, as written, that matches an element of a page
 * but is missing from what the page loaded is a look gone missing: on every route in both
 * languages, at a phone's and a desktop's width, and with each overlay and menu open, none may be.
 */

const baseUrl = inject('baseUrl');
const browser = launchChromiumForTests();

const WEB_APP = resolve(dirname(fileURLToPath(import.meta.url)), '../apps/web/app');

/** Every stylesheet the web app's code imports, as written, before the build purged it. */
function importedStylesheets(): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (/\.tsx?$/.test(entry.name)) files.push(path);
    }
  };
  walk(WEB_APP);
  const stylesheets = new Set<string>();
  for (const file of files) {
    const resolveFrom = createRequire(file);
    for (const [, specifier] of readFileSync(file, 'utf8').matchAll(/^import '([^']+\.css|swiper\/css[^']*)';$/gm)) {
      stylesheets.add(
        specifier!.startsWith('.') ? resolve(dirname(file), specifier!) : resolveFrom.resolve(specifier!),
      );
    }
  }
  return [...stylesheets];
}

/**
 * The selectors (one by one, as the browser writes them) of the unpurged stylesheets that match
 * an element of the page now, leaving states and pseudo-elements aside, which the page's own
 * stylesheets lack; the page's deferred stylesheets have arrived first.
 */
async function missingSelectors(page: Page, sourceTexts: string[]): Promise<string[]> {
  await page.waitForFunction(() => document.querySelectorAll('link[data-deferred-style][media="print"]').length === 0);
  return page.evaluate((texts) => {
    const selectorsOf = (sheets: CSSStyleSheet[]): string[] => {
      const selectors: string[] = [];
      const walk = (rules: CSSRuleList) => {
        for (const rule of Array.from(rules)) {
          if (rule instanceof CSSStyleRule) {
            // A selector list, split at its top-level commas.
            let depth = 0;
            let current = '';
            for (const char of rule.selectorText) {
              if (char === '(') depth++;
              if (char === ')') depth--;
              if (char === ',' && depth === 0) {
                selectors.push(current.trim());
                current = '';
              } else current += char;
            }
            selectors.push(current.trim());
          }
          if ('cssRules' in rule) walk(rule.cssRules as CSSRuleList);
        }
      };
      for (const sheet of sheets) walk(sheet.cssRules);
      return selectors;
    };
    const STATES =
      /::?(?:before|after|placeholder|marker|selection|file-selector-button|-webkit-[\w-]+|-moz-[\w-]+|hover|focus|focus-visible|focus-within|active|visited|checked|indeterminate|disabled|autofill|placeholder-shown|valid|invalid)(?![\w-])/g;
    const matchesPage = (selector: string) => {
      const stripped = selector.replace(STATES, '').trim();
      // A nested rule (Swiper's `&.swiper-horizontal`) is judged with its parent rule.
      if (stripped === '' || stripped.includes('&')) return false;
      try {
        return document.querySelector(stripped) !== null;
      } catch {
        return false;
      }
    };
    const source = selectorsOf(
      texts.map((text) => {
        const sheet = new CSSStyleSheet();
        sheet.replaceSync(text);
        return sheet;
      }),
    );
    const built = new Set(selectorsOf(Array.from(document.styleSheets)));
    return [...new Set(source)].filter((selector) => !built.has(selector) && matchesPage(selector));
  }, sourceTexts);
}

/**
 * Read by Bootstrap and Swiper only where a page or their script sets them: unset, the property
 * takes its default, as their authors intend.
 */
const OPTIONAL_VARIABLES = [
  '--bs-body-text-align',
  '--bs-breadcrumb-font-size',
  '--bs-nav-link-font-size',
  '--swiper-centered-offset-after',
  '--swiper-centered-offset-before',
  '--swiper-slides-offset-after',
  '--swiper-slides-offset-before',
];

/**
 * The custom properties the page's stylesheets read without a fallback (`var(--bs-dark)`) that none
 * of them declares: a colour the purge took away makes white text on no background.
 */
async function undeclaredVariables(page: Page): Promise<string[]> {
  return page.evaluate((optional) => {
    const declared = new Set<string>(optional);
    const read = new Set<string>();
    const walk = (rules: CSSRuleList) => {
      for (const rule of Array.from(rules)) {
        if (rule instanceof CSSStyleRule) {
          for (const property of Array.from(rule.style)) if (property.startsWith('--')) declared.add(property);
          // The rule's text, not its longhands: Chromium leaves a shorthand's longhands empty when it reads a variable.
          for (const [, name] of rule.style.cssText.matchAll(/var\(\s*(--[\w-]+)\s*\)/g)) read.add(name!);
        }
        if ('cssRules' in rule) walk(rule.cssRules as CSSRuleList);
      }
    };
    for (const sheet of Array.from(document.styleSheets)) walk(sheet.cssRules);
    return [...read].filter((name) => !declared.has(name)).map((name) => `var(${name})`);
  }, OPTIONAL_VARIABLES);
}

let sourceTexts: string[];
let routes: string[];

beforeAll(async () => {
  routes = inBothLanguages(await siteRoutes(baseUrl));
  const stylesheets = importedStylesheets();
  expect(stylesheets.some((path) => path.endsWith('bootstrap.min.css'))).toBe(true);
  sourceTexts = stylesheets.map((path) => readFileSync(path, 'utf8'));
});

/** The selectors and custom properties missing while `visit` runs, each with the first address it was missed at. */
async function unstyledSelectors(
  viewport: { width: number; height: number },
  visit: (page: Page, record: () => Promise<void>) => Promise<void>,
): Promise<string[]> {
  const visitor = await openVisitorPage(browser(), baseUrl, { viewport });
  const missing = new Map<string, string>();
  try {
    visitor.page.setDefaultTimeout(10_000);
    await visit(visitor.page, async () => {
      const address = new URL(visitor.page.url()).pathname;
      const missingNow = [
        ...(await missingSelectors(visitor.page, sourceTexts)),
        ...(await undeclaredVariables(visitor.page)),
      ];
      for (const selector of missingNow) {
        if (!missing.has(selector)) missing.set(selector, address);
      }
    });
  } finally {
    await visitor.close();
  }
  return [...missing].map(([selector, address]) => `${selector} (${address})`).sort();
}

describe.each([
  ['a phone', PHONE],
  ['a desktop', DESKTOP],
])('the purged stylesheets on %s', (_name, viewport) => {
  it('keep every rule that applies to each route, in both languages', async () => {
    const missing = await unstyledSelectors(viewport, async (page, record) => {
      for (const route of routes) {
        await page.goto(route);
        await record();
      }
    });
    expect(missing).toEqual([]);
  }, 180_000);
});

describe('the purged stylesheets with an overlay open', () => {
  it('keep the rules of the search overlay with results, the cart drawer and the shipping modal', async () => {
    const missing = await unstyledSelectors(PHONE, async (page, record) => {
      await page.goto('/');
      await page.getByRole('button', { name: 'Search' }).click();
      await page.getByRole('combobox', { name: 'Search products' }).fill('oil');
      await page.getByRole('option').first().waitFor();
      await record();
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: 'Shopping cart' }).click();
      await page.getByText('Your shopping cart is empty.').waitFor();
      await record();
      await page.goto(routes[3]!);
      await page.getByRole('button', { name: 'Prices incl. VAT plus shipping costs' }).click();
      await page.getByRole('dialog', { name: 'Shipping Information' }).waitFor();
      await record();
    });
    expect(missing).toEqual([]);
  });

  it('keep the rules of the off-canvas menu with a category open, of the desktop menus and of chosen filters', async () => {
    const phone = await unstyledSelectors(PHONE, async (page, record) => {
      await page.goto('/');
      await page.getByRole('button', { name: 'Open menu' }).click();
      const menu = page.getByRole('dialog', { name: 'Menu' });
      await menu.getByRole('button', { name: 'About Us' }).click();
      await menu.getByRole('link', { name: 'About Company' }).waitFor();
      await record();
    });
    const desktop = await unstyledSelectors(DESKTOP, async (page, record) => {
      await page.goto(routes[1]!);
      const nav = page.getByRole('navigation', { name: 'Main' });
      await nav.getByRole('button', { name: 'About Us' }).hover();
      await nav.getByRole('link', { name: 'About Company' }).waitFor();
      await record();
      await page.getByRole('combobox', { name: 'Viscosity' }).click();
      await page.getByRole('option').first().waitFor();
      await record();
      // A value chosen: its chip and the bar's "Clear filters".
      await page.getByRole('option').nth(1).click();
      await page.getByRole('list', { name: 'Selected Viscosity' }).waitFor();
      await page.getByRole('link', { name: 'Clear filters' }).waitFor();
      await record();
    });
    expect([...phone, ...desktop]).toEqual([]);
  });
});
