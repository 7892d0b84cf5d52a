import { SQLite } from '@rennfeld/api/db';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { startDeadApiServerForTests } from './support/api.ts';
import { launchChromiumForTests } from './support/chromium.ts';
import { withoutRouterScripts } from './support/server-html.ts';
import { countPosts, expectFieldError } from './support/form.ts';
import { holdRequests } from './support/hold-requests.ts';
import { openVisitorPage, PHONE } from './support/page.ts';
import { startStubApi } from './support/stub-api.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

/** Journey: a visitor subscribes to the newsletter, with and without JavaScript (SPEC §4, §5, §8). */

const storageDir = inject('storageDir');
const SUCCESS = 'Successfully subscribed!';
const FAILURE = 'Failed to subscribe. Please try again.';
const NAME_REQUIRED = 'The name field is required.';
const NAME_TOO_LONG = 'The name field must not be greater than 255 characters.';
const EMAIL_REQUIRED = 'The email field is required.';
const EMAIL_INVALID = 'The email field must be a valid email address.';
const EMAIL_TOO_LONG = 'The email field must not be greater than 255 characters.';

const browser = launchChromiumForTests();
/** A server of its own, so the stored subscriptions are this journey's alone. */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ storageDir });
});
afterAll(async () => {
  await server?.stop();
});

let sequence = 0;
const uniqueEmail = () => `visitor-${Date.now()}-${++sequence}@example.com`;

function subscriptionsFor(email: string): Array<{ name: string; email: string }> {
  const db = new SQLite(server.databaseFile, { readonly: true });
  try {
    return db.prepare('SELECT name, email FROM newsletter_subscriptions WHERE email = ?').all(email) as Array<{
      name: string;
      email: string;
    }>;
  } finally {
    db.close();
  }
}

/** The newsletter form on a page (the one region named after its heading). */
function newsletterRegion(page: Page, name: string | RegExp = /newsletter|^Subscribe$/i): Locator {
  return page.getByRole('region', { name });
}

describe('newsletter page with JavaScript', () => {
  test('the server renders the form with its limits', async () => {
    const html = await (await fetch(`${server.baseUrl}/newsletter`)).text();
    const form = /<form[^>]*action="\/newsletter"[^>]*>/.exec(html)?.[0] ?? '';
    expect(form).toContain('method="post"');
    for (const field of ['name', 'email']) {
      const input = new RegExp(`<input[^>]*name="${field}"[^>]*>`).exec(html)?.[0] ?? '';
      expect(input).toMatch(/maxLength="255"/i);
      expect(input).toContain('required');
    }
  });

  test('subscribes: "Submitting..." while sending, then "Successfully subscribed!" with the fields cleared and the row stored', async () => {
    const { page, problems, close } = await openVisitorPage(browser(), server.baseUrl);
    await page.goto('/newsletter');
    const form = newsletterRegion(page, 'Subscribe');
    const email = uniqueEmail();
    await form.getByLabel('Name').fill('Mia Keller');
    await form.getByLabel('Email').fill(email);

    const release = await holdRequests(page, /\/newsletter\.data/, 'POST');
    await form.getByRole('button', { name: 'Subscribe' }).click();
    const busyButton = form.getByRole('button', { name: 'Submitting...' });
    await busyButton.waitFor();
    expect(await busyButton.isDisabled()).toBe(true);
    expect(await busyButton.locator('.spinner-border').count()).toBe(1);

    release();
    await form.getByText(SUCCESS).waitFor();
    expect(await form.getByLabel('Name').inputValue()).toBe('');
    expect(await form.getByLabel('Email').inputValue()).toBe('');
    expect(await form.getByRole('button', { name: 'Subscribe' }).isEnabled()).toBe(true);
    expect(subscriptionsFor(email)).toEqual([{ name: 'Mia Keller', email }]);
    expect(problems).toEqual([]);
    await close();
  });

  test('a double click sends the subscription once', async () => {
    const { page, problems, close } = await openVisitorPage(browser(), server.baseUrl);
    await page.goto('/newsletter');
    const posts = countPosts(page, '/newsletter');
    const form = newsletterRegion(page, 'Subscribe');
    const email = uniqueEmail();
    await form.getByLabel('Name').fill('Jonas Brandt');
    await form.getByLabel('Email').fill(email);
    await form.getByRole('button', { name: 'Subscribe' }).dblclick();
    await form.getByText(SUCCESS).waitFor();
    expect(posts()).toBe(1);
    expect(subscriptionsFor(email)).toHaveLength(1);

    // A second submit while the first is on its way (a double click faster than the button can be
    // disabled; requestSubmit ignores the disabled button): the handler's guard keeps it from going.
    const second = uniqueEmail();
    await form.getByLabel('Name').fill('Jonas Brandt');
    await form.getByLabel('Email').fill(second);
    const release = await holdRequests(page, /\/newsletter\.data/, 'POST');
    const firstPost = page.waitForRequest((request) => request.method() === 'POST');
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await firstPost;
    await form.locator('form').evaluate((element: HTMLFormElement) => element.requestSubmit());
    release();
    await form.getByText(SUCCESS).waitFor();
    expect(posts()).toBe(2);
    expect(subscriptionsFor(second)).toHaveLength(1);
    expect(problems).toEqual([]);
    await close();
  });

  test('checks every rule of SPEC §5 before sending, next to each field and announced', async () => {
    const { page, problems, close } = await openVisitorPage(browser(), server.baseUrl);
    await page.goto('/newsletter');
    const posts = countPosts(page, '/newsletter');
    const form = newsletterRegion(page, 'Subscribe');
    const name = form.getByLabel('Name');
    const email = form.getByLabel('Email');
    const submit = form.getByRole('button', { name: 'Subscribe' });

    await submit.click();
    await form.getByText(NAME_REQUIRED, { exact: true }).waitFor();
    await expectFieldError(name, NAME_REQUIRED);
    await expectFieldError(email, EMAIL_REQUIRED);
    expect(await form.getByRole('status').textContent()).toContain(NAME_REQUIRED);
    expect(await name.evaluate((element) => element === document.activeElement)).toBe(true);

    await name.fill('Mia Keller');
    await email.fill('not-an-email');
    await submit.click();
    await form.getByText(EMAIL_INVALID, { exact: true }).waitFor();
    await expectFieldError(email, EMAIL_INVALID);
    expect(await name.getAttribute('aria-invalid')).toBeNull();

    // The inputs stop at 255 characters; without that limit the shared schema still refuses more.
    expect(await name.getAttribute('maxlength')).toBe('255');
    expect(await email.getAttribute('maxlength')).toBe('255');
    await name.evaluate((element) => element.removeAttribute('maxlength'));
    await email.evaluate((element) => element.removeAttribute('maxlength'));
    await name.fill('N'.repeat(256));
    await email.fill(`${'e'.repeat(250)}@example.com`);
    await submit.click();
    await form.getByText(NAME_TOO_LONG, { exact: true }).waitFor();
    await expectFieldError(name, NAME_TOO_LONG);
    await expectFieldError(email, EMAIL_TOO_LONG);

    expect(posts()).toBe(0);
    expect(problems).toEqual([]);
    await close();
  });

  // The home page's carousel loads its script only near the viewport; while it waited, it held
  // every update of the page, and the form showed neither "Submitting..." nor its result.
  test.each([
    ['/', 'Subscribe to our newsletter', 'Subscribe', SUCCESS],
    ['/de', 'Abonnieren Sie unseren Newsletter', 'Anmelden', 'Erfolgreich angemeldet!'],
    ['/team', 'Subscribe to our newsletter', 'Subscribe', SUCCESS],
    ['/de/catalogue', 'Abonnieren Sie unseren Newsletter', 'Anmelden', 'Erfolgreich angemeldet!'],
  ])(
    'the embedded form on %s subscribes in place on a phone, clears its fields and shows the result',
    async (path, title, submit, success) => {
      const { page, problems, close } = await openVisitorPage(browser(), server.baseUrl, { viewport: PHONE });
      await page.goto(path);
      const form = newsletterRegion(page, title);
      const email = uniqueEmail();
      await form.getByRole('textbox', { name: /^Name/ }).fill('Lena Vogt');
      await form.getByRole('textbox', { name: /^E-?Mail/i }).fill(email);
      await form.getByRole('button', { name: submit }).click();
      const message = form.getByText(success);
      await message.waitFor();
      expect(new URL(page.url()).pathname).toBe(path);
      expect(await form.getByRole('textbox', { name: /^Name/ }).inputValue()).toBe('');
      expect(
        await message.evaluate((element) => {
          const box = element.getBoundingClientRect();
          return box.top >= 0 && box.bottom <= window.innerHeight;
        }),
      ).toBe(true);
      expect(subscriptionsFor(email)).toHaveLength(1);
      expect(problems).toEqual([]);
      await close();
    },
  );
});

describe('newsletter without JavaScript', () => {
  test('the newsletter page subscribes and clears the fields', async () => {
    const { page, problems, close } = await openVisitorPage(browser(), server.baseUrl, { javaScriptEnabled: false });
    await page.goto('/newsletter');
    const form = newsletterRegion(page, 'Subscribe');
    const email = uniqueEmail();
    await form.getByLabel('Name').fill('Paul Richter');
    await form.getByLabel('Email').fill(email);
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await page.waitForURL('**/newsletter');
    await newsletterRegion(page, 'Subscribe').getByText(SUCCESS).waitFor();
    expect(await newsletterRegion(page, 'Subscribe').getByLabel('Email').inputValue()).toBe('');
    expect(subscriptionsFor(email)).toHaveLength(1);
    expect(problems).toEqual([]);
    await close();
  });

  test('an embedded form posts to the newsletter page, which shows the result', async () => {
    const { page, problems, close } = await openVisitorPage(browser(), server.baseUrl, { javaScriptEnabled: false });
    await page.goto('/team');
    const form = newsletterRegion(page, 'Subscribe to our newsletter');
    const email = uniqueEmail();
    await form.getByLabel('Name').fill('Sara Winter');
    await form.getByLabel('Email').fill(email);
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await page.waitForURL('**/newsletter');
    await page.getByText(SUCCESS).waitFor();
    expect(subscriptionsFor(email)).toHaveLength(1);
    expect(problems).toEqual([]);
    await close();
  });

  test('the server checks the rules and keeps the submitted values', async () => {
    const { page, problems, close } = await openVisitorPage(browser(), server.baseUrl, { javaScriptEnabled: false });
    await page.goto('/newsletter');
    let form = newsletterRegion(page, 'Subscribe');
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await page.getByText(NAME_REQUIRED, { exact: true }).waitFor();
    form = newsletterRegion(page, 'Subscribe');
    await expectFieldError(form.getByLabel('Name'), NAME_REQUIRED);
    await expectFieldError(form.getByLabel('Email'), EMAIL_REQUIRED);

    await form.getByLabel('Name').fill('Mia Keller');
    await form.getByLabel('Email').fill('mia@');
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await page.getByText(EMAIL_INVALID, { exact: true }).waitFor();
    form = newsletterRegion(page, 'Subscribe');
    expect(await form.getByLabel('Name').inputValue()).toBe('Mia Keller');
    expect(await form.getByLabel('Email').inputValue()).toBe('mia@');
    expect(await form.getByLabel('Name').getAttribute('aria-invalid')).toBeNull();
    expect(problems).toEqual([]);
    await close();
  });

  test('a plain post over the length limits gets the limit messages (what a form without maxlength sends)', async () => {
    const response = await fetch(`${server.baseUrl}/newsletter`, {
      method: 'POST',
      body: new URLSearchParams({ name: 'N'.repeat(256), email: `${'e'.repeat(250)}@example.com` }),
    });
    expect(response.status).toBe(200);
    const html = withoutRouterScripts(await response.text());
    expect(html).toContain(NAME_TOO_LONG);
    expect(html).toContain(EMAIL_TOO_LONG);
    expect(html).toContain(`value="${'N'.repeat(256)}"`);
  });
});

describe('when the subscription fails', () => {
  const deadApiServer = startDeadApiServerForTests();

  test('with JavaScript it says "Failed to subscribe. Please try again." and keeps the fields', async () => {
    const { page, problems, close } = await openVisitorPage(browser(), deadApiServer().baseUrl);
    await page.goto('/newsletter');
    const form = newsletterRegion(page, 'Subscribe');
    await form.getByLabel('Name').fill('Mia Keller');
    await form.getByLabel('Email').fill('mia@example.com');
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await form.getByText(FAILURE).waitFor();
    expect(await form.getByLabel('Name').inputValue()).toBe('Mia Keller');
    expect(await form.getByLabel('Email').inputValue()).toBe('mia@example.com');
    expect(await form.getByText(SUCCESS).count()).toBe(0);
    expect(problems).toEqual([]);
    await close();
  });

  test('without JavaScript it says the same and keeps the fields', async () => {
    const { page, problems, close } = await openVisitorPage(browser(), deadApiServer().baseUrl, {
      javaScriptEnabled: false,
    });
    await page.goto('/newsletter');
    await newsletterRegion(page, 'Subscribe').getByLabel('Name').fill('Mia Keller');
    await newsletterRegion(page, 'Subscribe').getByLabel('Email').fill('mia@example.com');
    await newsletterRegion(page, 'Subscribe').getByRole('button', { name: 'Subscribe' }).click();
    await page.getByText(FAILURE).waitFor();
    expect(await newsletterRegion(page, 'Subscribe').getByLabel('Name').inputValue()).toBe('Mia Keller');
    expect(await newsletterRegion(page, 'Subscribe').getByLabel('Email').inputValue()).toBe('mia@example.com');
    expect(problems).toEqual([]);
    await close();
  });

  test("shows the server's message when the API refuses with one", async () => {
    // The form and the API share one schema, so the real API never refuses what the form lets
    // through; a stand-in API answers 422 with a message of its own.
    const stub = await startStubApi(422, {
      success: false,
      message: 'The email has already been taken.',
      errors: { email: ['The email has already been taken.'] },
    });
    const stubbed = await startTestServer({ storageDir, env: { PUBLIC_API_BASE: stub.apiBase } });
    try {
      const { page, problems, close } = await openVisitorPage(browser(), stubbed.baseUrl);
      await page.goto('/newsletter');
      const form = newsletterRegion(page, 'Subscribe');
      await form.getByLabel('Name').fill('Mia Keller');
      await form.getByLabel('Email').fill('mia@example.com');
      await form.getByRole('button', { name: 'Subscribe' }).click();
      await form.getByRole('status').getByText('The email has already been taken.').first().waitFor();
      expect(await form.getByText(FAILURE).count()).toBe(0);
      await expectFieldError(form.getByLabel('Email'), 'The email has already been taken.');
      expect(await form.getByLabel('Email').inputValue()).toBe('mia@example.com');
      expect(problems).toEqual([]);
      await close();
    } finally {
      await stubbed.stop();
      await stub.close();
    }
  });
});
