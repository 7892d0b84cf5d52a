import { SQLite } from '@rennfeld/api/db';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { startDeadApiServerForTests } from './support/api.ts';
import { launchChromiumForTests } from './support/chromium.ts';
import { withoutRouterScripts } from './support/server-html.ts';
import { countPosts, expectFieldError } from './support/form.ts';
import { holdRequests } from './support/hold-requests.ts';
import { openVisitorPage } from './support/page.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

/** Journey: a visitor sends a contact message, with and without JavaScript (SPEC §4, §5, §8). */

const storageDir = inject('storageDir');
const SUCCESS = "Thank you for contacting us! We'll get back to you soon.";
const FAILURE = 'There was an error submitting your form. Please try again.';
const REQUIRED = (field: string) => `The ${field} field is required.`;
const EMAIL_INVALID = 'The email field must be a valid email address.';

interface StoredMessage {
  name: string;
  phone: string | null;
  email: string;
  subject: string;
  message: string;
}

const browser = launchChromiumForTests();
/** A server of its own, so the stored messages are this journey's alone. */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ storageDir });
});
afterAll(async () => {
  await server?.stop();
});

let sequence = 0;
const uniqueSubject = (label: string) => `${label} ${Date.now()}-${++sequence}`;

function messagesWithSubject(subject: string): StoredMessage[] {
  const db = new SQLite(server.databaseFile, { readonly: true });
  try {
    return db
      .prepare('SELECT name, phone, email, subject, message FROM contact_messages WHERE subject = ?')
      .all(subject) as StoredMessage[];
  } finally {
    db.close();
  }
}

function contactForm(page: Page): Locator {
  return page.getByRole('form', { name: 'Contact form' });
}

async function fillForm(form: Locator, message: Omit<StoredMessage, 'phone'> & { phone?: string }) {
  await form.getByLabel('Name').fill(message.name);
  if (message.phone !== undefined) await form.getByLabel('Phone').fill(message.phone);
  await form.getByLabel('Email').fill(message.email);
  await form.getByLabel('Subject').fill(message.subject);
  await form.getByLabel('Message').fill(message.message);
}

const FIELDS = ['Name', 'Phone', 'Email', 'Subject', 'Message'] as const;

describe('contact form with JavaScript', () => {
  test('the server renders the form: phone optional, a message box of 5 rows', async () => {
    const html = await (await fetch(`${server.baseUrl}/contact`)).text();
    expect(/<form[^>]*aria-label="Contact form"[^>]*>/.exec(html)?.[0]).toContain('method="post"');
    expect(/<textarea[^>]*>/.exec(html)?.[0]).toContain('rows="5"');

    const { page, problems, close } = await openVisitorPage(browser(), server.baseUrl);
    await page.goto('/contact');
    const form = contactForm(page);
    for (const field of FIELDS) await form.getByLabel(field).waitFor();
    expect(await form.getByLabel('Message').getAttribute('rows')).toBe('5');
    expect(await form.getByLabel('Phone').getAttribute('required')).toBeNull();
    for (const field of ['Name', 'Email', 'Subject', 'Message']) {
      expect(await form.getByLabel(field).getAttribute('required')).not.toBeNull();
    }
    expect(problems).toEqual([]);
    await close();
  });

  test('sends: "Sending..." while sending, then the thank-you message, the fields cleared and the message stored', async () => {
    const { page, problems, close } = await openVisitorPage(browser(), server.baseUrl);
    await page.goto('/contact');
    const form = contactForm(page);
    const message = {
      name: 'Mia Keller',
      phone: '+49 40 1234 567',
      email: 'mia.keller@example.com',
      subject: uniqueSubject('Oil for a 1972 911'),
      message: 'Which oil do you recommend for an air-cooled flat six?\nIt is driven in summer only.',
    };
    await fillForm(form, message);

    const release = await holdRequests(page, /\/contact\.data/, 'POST');
    await form.getByRole('button', { name: 'Send Message' }).click();
    const busyButton = form.getByRole('button', { name: 'Sending...' });
    await busyButton.waitFor();
    expect(await busyButton.isDisabled()).toBe(true);
    expect(await busyButton.locator('.spinner-border').count()).toBe(1);

    release();
    await form.getByText(SUCCESS).waitFor();
    for (const field of FIELDS) expect(await form.getByLabel(field).inputValue()).toBe('');
    expect(messagesWithSubject(message.subject)).toEqual([message]);
    expect(problems).toEqual([]);
    await close();
  });

  test('sends without the optional phone', async () => {
    const { page, problems, close } = await openVisitorPage(browser(), server.baseUrl);
    await page.goto('/contact');
    const form = contactForm(page);
    const subject = uniqueSubject('No phone');
    await fillForm(form, { name: 'Jonas Brandt', email: 'jonas@example.com', subject, message: 'Hello.' });
    await form.getByRole('button', { name: 'Send Message' }).click();
    await form.getByText(SUCCESS).waitFor();
    expect(messagesWithSubject(subject)).toEqual([
      { name: 'Jonas Brandt', phone: null, email: 'jonas@example.com', subject, message: 'Hello.' },
    ]);
    expect(problems).toEqual([]);
    await close();
  });

  test('a double click sends the message once', async () => {
    const { page, problems, close } = await openVisitorPage(browser(), server.baseUrl);
    await page.goto('/contact');
    const posts = countPosts(page, '/contact');
    const form = contactForm(page);
    const subject = uniqueSubject('Double click');
    await fillForm(form, { name: 'Lena Vogt', email: 'lena@example.com', subject, message: 'Once, please.' });
    await form.getByRole('button', { name: 'Send Message' }).dblclick();
    await form.getByText(SUCCESS).waitFor();
    expect(posts()).toBe(1);
    expect(messagesWithSubject(subject)).toHaveLength(1);

    // A second submit while the first is on its way (a double click faster than the button can be
    // disabled; requestSubmit ignores the disabled button): the handler's guard keeps it from going.
    const second = uniqueSubject('While sending');
    await fillForm(form, { name: 'Lena Vogt', email: 'lena@example.com', subject: second, message: 'Once more.' });
    const release = await holdRequests(page, /\/contact\.data/, 'POST');
    const firstPost = page.waitForRequest((request) => request.method() === 'POST');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await firstPost;
    await form.evaluate((element: HTMLFormElement) => element.requestSubmit());
    release();
    await form.getByText(SUCCESS).waitFor();
    expect(posts()).toBe(2);
    expect(messagesWithSubject(second)).toHaveLength(1);
    expect(problems).toEqual([]);
    await close();
  });

  test('checks every rule of SPEC §5 before sending, next to each field and announced', async () => {
    const { page, problems, close } = await openVisitorPage(browser(), server.baseUrl);
    await page.goto('/contact');
    const posts = countPosts(page, '/contact');
    const form = contactForm(page);

    await form.getByRole('button', { name: 'Send Message' }).click();
    await form.getByText(REQUIRED('name'), { exact: true }).waitFor();
    await expectFieldError(form.getByLabel('Name'), REQUIRED('name'));
    await expectFieldError(form.getByLabel('Email'), REQUIRED('email'));
    await expectFieldError(form.getByLabel('Subject'), REQUIRED('subject'));
    await expectFieldError(form.getByLabel('Message'), REQUIRED('message'));
    expect(await form.getByLabel('Phone').getAttribute('aria-invalid')).toBeNull();
    const announced = (await form.getByRole('status').textContent()) ?? '';
    for (const field of ['name', 'email', 'subject', 'message']) expect(announced).toContain(REQUIRED(field));
    expect(await form.getByLabel('Name').evaluate((element) => element === document.activeElement)).toBe(true);

    await fillForm(form, { name: 'Mia', email: 'mia-at-example.com', subject: 'Hi', message: 'Hello' });
    await form.getByRole('button', { name: 'Send Message' }).click();
    await form.getByText(EMAIL_INVALID, { exact: true }).waitFor();
    await expectFieldError(form.getByLabel('Email'), EMAIL_INVALID);
    for (const field of ['Name', 'Subject', 'Message']) {
      expect(await form.getByLabel(field).getAttribute('aria-invalid')).toBeNull();
    }
    expect(posts()).toBe(0);
    expect(problems).toEqual([]);
    await close();
  });
});

test('still sends, checked by the server, when the validation script cannot be loaded', async () => {
  const { page, problems, close } = await openVisitorPage(browser(), server.baseUrl);
  // The script that validates in the browser loads when the visitor reaches the form.
  await page.route(/\/assets\/form-validation-[^/]+\.js$/, (route) => route.abort());
  await page.goto('/contact');
  const form = contactForm(page);

  await form.getByRole('button', { name: 'Send Message' }).click();
  await form.getByText(REQUIRED('name'), { exact: true }).waitFor();
  await expectFieldError(form.getByLabel('Name'), REQUIRED('name'));

  const subject = uniqueSubject('Without the validation script');
  await fillForm(form, { name: 'Ida Lang', email: 'ida@example.com', subject, message: 'Still here.' });
  await form.getByRole('button', { name: 'Send Message' }).click();
  await form.getByText(SUCCESS).waitFor();
  expect(messagesWithSubject(subject)).toHaveLength(1);
  // Only the aborted script is reported (the browser logs the failed request).
  expect(problems.every((problem) => /form-validation|Failed to load resource/.test(problem))).toBe(true);
  await close();
});

describe('contact form without JavaScript', () => {
  test('sends the message and clears the fields', async () => {
    const { page, problems, close } = await openVisitorPage(browser(), server.baseUrl, { javaScriptEnabled: false });
    await page.goto('/contact');
    const subject = uniqueSubject('Without JavaScript');
    await fillForm(contactForm(page), { name: 'Paul Richter', email: 'paul@example.com', subject, message: 'Hi.' });
    await contactForm(page).getByRole('button', { name: 'Send Message' }).click();
    await page.getByText(SUCCESS).waitFor();
    for (const field of FIELDS) expect(await contactForm(page).getByLabel(field).inputValue()).toBe('');
    expect(messagesWithSubject(subject)).toHaveLength(1);
    expect(problems).toEqual([]);
    await close();
  });

  test('the server checks the rules and keeps the submitted values', async () => {
    const { page, problems, close } = await openVisitorPage(browser(), server.baseUrl, { javaScriptEnabled: false });
    await page.goto('/contact');
    await contactForm(page).getByLabel('Name').fill('Paul Richter');
    await contactForm(page).getByLabel('Email').fill('paul@');
    await contactForm(page).getByRole('button', { name: 'Send Message' }).click();
    await page.getByText(EMAIL_INVALID, { exact: true }).waitFor();
    const form = contactForm(page);
    await expectFieldError(form.getByLabel('Email'), EMAIL_INVALID);
    await expectFieldError(form.getByLabel('Subject'), REQUIRED('subject'));
    await expectFieldError(form.getByLabel('Message'), REQUIRED('message'));
    expect(await form.getByLabel('Name').inputValue()).toBe('Paul Richter');
    expect(await form.getByLabel('Email').inputValue()).toBe('paul@');
    expect(await form.getByLabel('Name').getAttribute('aria-invalid')).toBeNull();
    expect(problems).toEqual([]);
    await close();
  });

  /** The one-time id of a contact form as the server renders it for a visitor without JavaScript. */
  async function renderedSubmissionId(): Promise<string | undefined> {
    const html = await (await fetch(`${server.baseUrl}/contact`)).text();
    return /name="submission_id" value="([^"]+)"/.exec(html)?.[1];
  }

  const formBody = (submissionId: string, subject: string, message: string) =>
    new URLSearchParams({
      submission_id: submissionId,
      name: 'Sara Winter',
      email: 'sara@example.com',
      subject,
      message,
    });

  test('the same form posted twice (a double click before the page changes) is sent once', async () => {
    const submissionId = await renderedSubmissionId();
    expect(submissionId).toBeTruthy();
    const subject = uniqueSubject('Posted twice');
    const body = formBody(submissionId!, subject, 'Twice?');
    const answers = await Promise.all([
      fetch(`${server.baseUrl}/contact`, { method: 'POST', body }),
      fetch(`${server.baseUrl}/contact`, { method: 'POST', body }),
    ]);
    for (const answer of answers)
      expect(withoutRouterScripts(await answer.text())).toContain('Thank you for contacting us!');
    expect(messagesWithSubject(subject)).toHaveLength(1);

    // A new form (a new id) sends again.
    const nextId = await renderedSubmissionId();
    expect(nextId).not.toBe(submissionId);
    body.set('submission_id', nextId!);
    await fetch(`${server.baseUrl}/contact`, { method: 'POST', body });
    expect(messagesWithSubject(subject)).toHaveLength(2);
  });

  test('the same form posted to two server instances on one database is sent once', async () => {
    const secondInstance = await startTestServer({ storageDir, env: { DATABASE_URL: server.databaseFile } });
    try {
      const subject = uniqueSubject('Two instances');
      const body = formBody((await renderedSubmissionId())!, subject, 'Behind a proxy');
      const answers = await Promise.all(
        [server.baseUrl, secondInstance.baseUrl].map((baseUrl) =>
          fetch(`${baseUrl}/contact`, { method: 'POST', body }),
        ),
      );
      for (const answer of answers)
        expect(withoutRouterScripts(await answer.text())).toContain('Thank you for contacting us!');
      expect(messagesWithSubject(subject)).toHaveLength(1);
    } finally {
      await secondInstance.stop();
    }
  });
});

describe('when the message cannot be sent', () => {
  const deadApiServer = startDeadApiServerForTests();

  const message = {
    name: 'Mia Keller',
    phone: '040 123',
    email: 'mia@example.com',
    subject: 'Question',
    message: 'Does it fit?',
  };

  test('with JavaScript it says "There was an error submitting your form. Please try again." and keeps the fields', async () => {
    const { page, problems, close } = await openVisitorPage(browser(), deadApiServer().baseUrl);
    await page.goto('/contact');
    const form = contactForm(page);
    await fillForm(form, message);
    await form.getByRole('button', { name: 'Send Message' }).click();
    await form.getByText(FAILURE).waitFor();
    expect(await form.getByLabel('Name').inputValue()).toBe(message.name);
    expect(await form.getByLabel('Phone').inputValue()).toBe(message.phone);
    expect(await form.getByLabel('Email').inputValue()).toBe(message.email);
    expect(await form.getByLabel('Subject').inputValue()).toBe(message.subject);
    expect(await form.getByLabel('Message').inputValue()).toBe(message.message);
    expect(await form.getByRole('button', { name: 'Send Message' }).isEnabled()).toBe(true);
    expect(problems).toEqual([]);
    await close();
  });

  test('without JavaScript it says the same and keeps the fields', async () => {
    const { page, problems, close } = await openVisitorPage(browser(), deadApiServer().baseUrl, {
      javaScriptEnabled: false,
    });
    await page.goto('/contact');
    await fillForm(contactForm(page), message);
    await contactForm(page).getByRole('button', { name: 'Send Message' }).click();
    await page.getByText(FAILURE).waitFor();
    const form = contactForm(page);
    expect(await form.getByLabel('Name').inputValue()).toBe(message.name);
    expect(await form.getByLabel('Message').inputValue()).toBe(message.message);
    expect(problems).toEqual([]);
    await close();
  });
});
