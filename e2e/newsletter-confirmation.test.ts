import { SQLite } from '@rennfeld/api/db';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { startSmtpPeer, type ReceivedMail, type SmtpPeer } from '../apps/api/test/smtp-peer.ts';
import { launchChromiumForTests } from './support/chromium.ts';
import { waitForMailTo } from './support/mail.ts';
import { openVisitorPage } from './support/page.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

/**
 * Journey: a visitor subscribes, gets the confirmation e-mail through a real SMTP server, follows
 * its link in the browser and confirms; later unsubscribes through the link of the e-mail, and a
 * mail client's one-click unsubscribe works without a browser. A contact message reaches the brand.
 */

const storageDir = inject('storageDir');
const browser = launchChromiumForTests();
let peer: SmtpPeer;
let server: TestServer;

beforeAll(async () => {
  peer = await startSmtpPeer();
  server = await startTestServer({
    storageDir,
    env: { SMTP_URL: peer.url, CONTACT_NOTIFY_TO: 'shop@rennfeld.example' },
  });
});

afterAll(async () => {
  await server?.stop();
  await peer?.stop();
});

let sequence = 0;
const uniqueEmail = () => `reader-${Date.now()}-${++sequence}@example.com`;

const mailTo = (address: string) => waitForMailTo(peer, address);

const linkIn = (mail: ReceivedMail, path: string) =>
  [...(mail.text ?? '').matchAll(/https?:\/\/\S+/g)].map((match) => match[0]).find((link) => link.includes(path))!;

function statusOf(email: string): string | undefined {
  const db = new SQLite(server.databaseFile, { readonly: true });
  try {
    const row = db.prepare('SELECT status FROM newsletter_subscriptions WHERE email = ?').get(email) as
      { status: string } | undefined;
    return row?.status;
  } finally {
    db.close();
  }
}

async function subscribeOnThePage(name: string, email: string) {
  const { page, problems, close } = await openVisitorPage(browser(), server.baseUrl);
  await page.goto('/newsletter');
  const form = page.getByRole('region', { name: 'Subscribe' });
  await form.getByLabel('Name').fill(name);
  await form.getByLabel('Email').fill(email);
  await form.getByRole('button', { name: 'Subscribe' }).click();
  await form
    .getByText('Successfully subscribed! Please confirm your address with the link we have just sent you by e-mail.')
    .waitFor();
  expect(problems).toEqual([]);
  await close();
}

describe('the newsletter double opt-in', () => {
  test('from the form through the e-mail link to a confirmed subscriber, and out again', async () => {
    const email = uniqueEmail();
    await subscribeOnThePage('Mia Keller', email);
    expect(statusOf(email)).toBe('pending');

    const mail = await mailTo(email);
    const confirmLink = linkIn(mail, '/newsletter/confirm');
    expect(confirmLink.startsWith(server.baseUrl)).toBe(true);

    const { page, problems, close } = await openVisitorPage(browser(), server.baseUrl);
    const opened = await page.goto(confirmLink);
    expect(opened?.headers()['cache-control']).toBe('private, no-store');
    expect(opened?.headers()['referrer-policy']).toBe('no-referrer');
    await page.getByRole('heading', { level: 1, name: 'Confirm your subscription' }).waitFor();
    // Opening the link (as a mail scanner would) confirms nothing; the button does.
    expect(statusOf(email)).toBe('pending');
    await page.getByRole('button', { name: 'Confirm my subscription' }).click();
    await page.getByText('Your subscription is confirmed. Thank you!').waitFor();
    expect(statusOf(email)).toBe('confirmed');

    // The same link a second time: spent.
    await page.goto(confirmLink);
    await page.getByRole('button', { name: 'Confirm my subscription' }).click();
    await page.getByText('This link has expired or has already been used. Subscribe again to get a new one.').waitFor();

    await page.goto(linkIn(mail, '/newsletter/unsubscribe'));
    await page.getByRole('heading', { level: 1, name: 'Unsubscribe from the newsletter' }).waitFor();
    await page.getByRole('button', { name: 'Unsubscribe' }).click();
    await page.getByText('You are unsubscribed. We will send you no more newsletters.').waitFor();
    expect(statusOf(email)).toBe('unsubscribed');
    expect(problems).toEqual([]);
    await close();
  });

  test("a mail client's one-click unsubscribe (RFC 8058) needs no browser", async () => {
    const email = uniqueEmail();
    await subscribeOnThePage('Jonas Brandt', email);
    const mail = await mailTo(email);
    const header = mail.headerLines.find((line) => line.key === 'list-unsubscribe')!.line.replace(/\r\n\s+/g, ' ');
    const oneClick = /<([^>]+)>/.exec(header)![1]!;
    const response = await fetch(oneClick, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(response.status).toBe(200);
    expect(statusOf(email)).toBe('unsubscribed');
  });

  test('a contact message is also mailed to the brand', async () => {
    const { page, problems, close } = await openVisitorPage(browser(), server.baseUrl);
    await page.goto('/contact');
    const subject = `Gear oil question ${Date.now()}`;
    await page.getByLabel('Name').fill('Tim Berger');
    await page.getByLabel('Email').fill('tim@example.com');
    await page.getByLabel('Subject').fill(subject);
    await page.getByLabel('Message').fill('Which gear oil for my 1989 911?');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await page.getByText("Thank you for contacting us! We'll get back to you soon.").waitFor();
    const notice = await mailTo('shop@rennfeld.example');
    expect(notice.subject).toBe(`Kontaktformular: ${subject}`);
    expect(notice.replyTo?.value[0]?.address).toBe('tim@example.com');
    expect(problems).toEqual([]);
    await close();
  });
});
