import type { Browser, BrowserContextOptions, Page } from 'playwright-core';

export const PHONE = { width: 390, height: 844 } as const;
export const DESKTOP = { width: 1440, height: 900 } as const;

/**
 * A person's Chrome, not a crawler: the server streams pages to people and renders them whole
 * for crawlers, so checks of what people receive send this.
 */
export const BROWSER_USER_AGENT =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36';

export interface VisitorPage {
  page: Page;
  /** Console errors, page errors and React hydration warnings seen so far. */
  problems: string[];
  close(): Promise<void>;
}

/** A fresh browser context as one visitor sees the site, recording every console error. */
export async function openVisitorPage(
  browser: Browser,
  baseUrl: string,
  options: BrowserContextOptions = {},
): Promise<VisitorPage> {
  const context = await browser.newContext({ baseURL: baseUrl, viewport: DESKTOP, ...options });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (message) => {
    const text = message.text();
    if (message.type() === 'error' || /hydrat/i.test(text)) problems.push(`${message.type()}: ${text}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  if (options.javaScriptEnabled !== false) {
    // A visitor's first click lands once the app has hydrated (the root marks <html>); a test
    // that acted on the server's markup before that would race React, so every visit waits.
    const navigate = page.goto.bind(page);
    page.goto = async (url, gotoOptions) => {
      const response = await navigate(url, gotoOptions);
      await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
      return response;
    };
  }
  return { page, problems, close: () => context.close() };
}

/** The stored file an image shows: its `src` without the variant query (`?w=480`). */
export function parseStoredFile(src: string | null): string | undefined {
  return src?.split('?')[0];
}

/** What Chromium logs for a document answered with this status; a page must add nothing else. */
export const reportedDocumentStatus = (status: 404 | 503) =>
  `error: Failed to load resource: the server responded with a status of ${status} (${status === 404 ? 'Not Found' : 'Service Unavailable'})`;

/**
 * Renders the parts of the page that wait, with `content-visibility: auto`, until they come near
 * the viewport, as they are for a visitor who scrolls there. Until then Chromium gives them a
 * placeholder's size, and reading their text (`innerText`) finds nothing.
 */
export async function renderWholePage(page: Page): Promise<void> {
  await page.addStyleTag({ content: '* { content-visibility: visible !important; }' });
}

/** The text a visitor reads on the page, all of it. */
export async function pageText(page: Page): Promise<string> {
  await renderWholePage(page);
  return page.locator('body').innerText();
}

/** The page's JSON-LD object of `type` ("Product", "Organization"), parsed. */
export async function readStructuredData<Data>(page: Page, type: string): Promise<Data> {
  const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
  const json = scripts.find((script) => script.includes(`"${type}"`));
  if (json === undefined) throw new Error(`No ${type} in the page's JSON-LD`);
  return JSON.parse(json) as Data;
}
