import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { findAxeViolations } from './support/axe.ts';
import { launchChromiumForTests } from './support/chromium.ts';
import { ADMIN, EDITOR, type StaffCredentials, startStaffServerForTests } from './support/staff.ts';

/**
 * Every staff screen as staff meet it, in German and in English, at 320, 390 and 1280 px: nothing
 * makes the page scroll sideways, and axe finds no violation. A data table too wide for a phone
 * scrolls inside its own frame (WCAG 1.4.10 exempts tables), never the page. Staff move from
 * screen to screen inside the app, as its menu takes them, so the test does too.
 */

const browser = launchChromiumForTests();
const server = startStaffServerForTests([
  [ADMIN, 'admin'],
  [EDITOR, 'editor'],
]);

const LISTS = [
  'products',
  'categories',
  'brands',
  'manufacturers',
  'viscosities',
  'specification-areas',
  'container-sizes',
  'approvals',
  'news',
  'concept-categories',
  'catalogues',
  'team-members',
  'partnerships',
  'about-blocks',
  'legal-documents',
  'contact-messages',
  'newsletter-subscribers',
  'mail-outbox',
  'staff',
  'audit-events',
];
const SHOWN_NOT_EDITED = ['contact-messages', 'mail-outbox'];
const LISTED_ONLY = ['newsletter-subscribers', 'audit-events'];
const PAGES = [
  '/admin',
  '/admin/media',
  '/admin/company-details',
  '/admin/shop-settings',
  '/admin/jobs',
  '/admin/vitals',
  '/admin/account',
];
const CREATE_FORMS = ['/admin/products/create', '/admin/news/create'];
const WIDTHS = [320, 390, 1280];

beforeAll(async () => {
  // A message and a mail in the outbox, so that their screens have a record to show.
  const message = await fetch(`${server().baseUrl}/api/contact-store`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Greta Hahn', email: 'greta@example.com', subject: 'Öl', message: 'Welches Öl?' }),
  });
  expect(message.status).toBe(201);
  const subscriber = await fetch(`${server().baseUrl}/api/newsletter-store`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Jörg Müller', email: 'joerg@example.com' }),
  });
  expect(subscriber.status).toBe(201);
});

async function signedInContext(locale: string, credentials: StaffCredentials): Promise<BrowserContext> {
  const context = await browser().newContext({
    baseURL: server().baseUrl,
    locale,
    viewport: { width: 1280, height: 900 },
  });
  const signIn = await context.request.post('/api/auth/sign-in/email', {
    data: credentials,
    headers: { origin: server().baseUrl },
  });
  expect(signIn.ok()).toBe(true);
  return context;
}

async function firstId(context: BrowserContext, resource: string): Promise<string> {
  const answer = await context.request.get(`/api/admin/${resource}?page=1&perPage=1`);
  expect(answer.ok()).toBe(true);
  const { data } = (await answer.json()) as { data: { id: string | number }[] };
  expect(data.length).toBeGreaterThan(0);
  return encodeURIComponent(String(data[0]!.id));
}

async function staffScreens(context: BrowserContext): Promise<string[]> {
  const screens = [...PAGES, ...CREATE_FORMS];
  for (const resource of LISTS) {
    screens.push(`/admin/${resource}`);
    if (LISTED_ONLY.includes(resource)) continue;
    const id = await firstId(context, resource);
    screens.push(SHOWN_NOT_EDITED.includes(resource) ? `/admin/${resource}/${id}/show` : `/admin/${resource}/${id}`);
  }
  return screens;
}

const requestsInFlight = new WeakMap<Page, number>();

/** Counts the page's requests in flight, for `openScreen` to wait until there are none. */
function watchRequests(page: Page): Page {
  requestsInFlight.set(page, 0);
  const change = (by: number) => () => requestsInFlight.set(page, requestsInFlight.get(page)! + by);
  page.on('request', change(1));
  page.on('requestfinished', change(-1));
  page.on('requestfailed', change(-1));
  return page;
}

/**
 * Opens a screen, inside the running app when it is open (as a link of its menu would: the
 * router follows the address), and waits until the screen shows its own title and has its data:
 * no request in flight for a while and no progress bar.
 */
async function openScreen(page: Page, path: string) {
  if (new URL(page.url(), server().baseUrl).pathname.startsWith('/admin')) {
    const before = await page.locator('h1').first().textContent();
    await page.evaluate((to) => {
      history.pushState(null, '', to);
      dispatchEvent(new PopStateEvent('popstate'));
    }, path);
    await page.waitForFunction(
      (previous) => {
        const title = document.querySelector('h1')?.textContent;
        return title !== undefined && title !== previous;
      },
      before,
      { timeout: 10_000 },
    );
  } else {
    await page.goto(path);
  }
  await page.locator('#main-content').waitFor();
  const deadline = Date.now() + 15_000;
  for (let quietChecks = 0; quietChecks < 3;) {
    if (Date.now() > deadline) throw new Error(`${path}: requests still in flight after 15 s`);
    await page.waitForTimeout(50);
    quietChecks = requestsInFlight.get(page) === 0 ? quietChecks + 1 : 0;
  }
  await page.locator('.MuiLinearProgress-root, .MuiCircularProgress-root').first().waitFor({ state: 'detached' });
}

async function findFaults(page: Page): Promise<string[]> {
  const faults: string[] = [];
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    // The layout answers a new width in its next frames.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    if (scrollWidth > width) faults.push(`scrolls sideways at ${width} px: ${scrollWidth} px wide`);
    faults.push(...(await findAxeViolations(page)).map((found) => `${width} px: ${found}`));
  }
  return faults;
}

describe('every staff screen', () => {
  it.each([
    ['in German', 'de-DE'],
    ['in English', 'en-GB'],
  ])(
    'fits a phone and a desktop and passes axe %s',
    async (_language, locale) => {
      const context = await signedInContext(locale, ADMIN);
      try {
        const page = watchRequests(await context.newPage());
        const found: Record<string, string[]> = {};
        for (const screen of await staffScreens(context)) {
          await openScreen(page, screen);
          const faults = await findFaults(page);
          if (faults.length > 0) found[screen] = faults;
        }
        expect(found).toEqual({});
      } finally {
        await context.close();
      }
    },
    600_000,
  );

  it('a form in its error state and in its success state fits a phone and passes axe, in German', async () => {
    const context = await signedInContext('de-DE', EDITOR);
    try {
      const page = watchRequests(await context.newPage());
      const found: Record<string, string[]> = {};
      await openScreen(page, '/admin/news/create');
      // A title alone: the article's other required fields stay empty.
      await page.locator('#main-content input[type="text"]').first().fill('Saisonauftakt');
      await page.getByRole('button', { name: 'Speichern' }).click();
      await page.locator('[aria-invalid="true"]').first().waitFor();
      // Each field left empty says so in German, not in zod's words.
      await page.getByText('Pflichtfeld', { exact: true }).first().waitFor();
      expect(await page.getByText(/Invalid input/).count()).toBe(0);
      found['a new article sent empty'] = await findFaults(page);

      await openScreen(page, '/admin/company-details');
      // The contract's own messages are German too, under their field.
      const phone = page.getByLabel('Telefon (Hotline)');
      const demoPhone = await phone.inputValue();
      await phone.fill('rufen Sie an');
      const postcode = page.getByLabel('Postleitzahl');
      const demoPostcode = await postcode.inputValue();
      await postcode.fill('');
      await page.getByRole('button', { name: 'Speichern' }).click();
      await page.getByText('Nur Ziffern, Leerzeichen und + ( ) / -.', { exact: true }).waitFor();
      // A field emptied is named as one never filled in.
      expect(await page.getByText('Pflichtfeld', { exact: true }).count()).toBe(1);
      await phone.fill(demoPhone);
      await postcode.fill(demoPostcode);
      await page.getByLabel('Geschäftsführung').fill('Katharina Rennfeld, Jonas Weber');
      const saved = page.waitForResponse(
        (answer) => answer.url().endsWith('/api/admin/company-details/main') && answer.request().method() === 'PUT',
      );
      await page.getByRole('button', { name: 'Speichern' }).click();
      expect((await saved).ok()).toBe(true);
      await page.getByText('Eintrag geändert').waitFor();
      found['the company details saved'] = await findFaults(page);
      expect(found).toEqual({ 'a new article sent empty': [], 'the company details saved': [] });
    } finally {
      await context.close();
    }
  });

  it('the sign-in page and an editor\u2019s no-permission page fit a phone and pass axe', async () => {
    const anonymous = await browser().newContext({ baseURL: server().baseUrl, locale: 'de-DE' });
    const editor = await signedInContext('de-DE', EDITOR);
    try {
      const found: Record<string, string[]> = {};
      const signInPage = watchRequests(await anonymous.newPage());
      await signInPage.goto('/admin/login');
      await signInPage.getByRole('button', { name: 'Anmelden' }).waitFor();
      found['/admin/login'] = await findFaults(signInPage);

      const noPermission = watchRequests(await editor.newPage());
      await openScreen(noPermission, '/admin/staff');
      await noPermission.getByRole('heading', { level: 1, name: 'Keine Berechtigung' }).waitFor();
      found['/admin/staff as an editor'] = await findFaults(noPermission);
      expect(found).toEqual({ '/admin/login': [], '/admin/staff as an editor': [] });
    } finally {
      await anonymous.close();
      await editor.close();
    }
  });
});
