import type { FastifyInstance } from 'fastify';
import type { ParsedMail } from 'mailparser';
import { NEWSLETTER_MESSAGES } from '@rennfeld/contract';
import { MailListSchema, NewsletterSubscriberListSchema } from '@rennfeld/contract/staff';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpPeer, type SmtpPeer } from '../../../test/smtp-peer.ts';
import { cookieHeaderFrom, createTestStaffMember, signIn } from '../../../test/staff-session.ts';
import { buildTestApi, createTestDatabase, TEST_LINK_SECRET, type TestDatabase } from '../../../test/test-app.ts';
import { createSmtpTransport } from '../../lib/mail/mail-sender.ts';

/*
 * The newsletter's double opt-in and the site's e-mail, against a real SMTP server started here:
 * what arrives, the links in it, and an outbox that keeps what a mail server that is away refused.
 */

const SITE = 'https://shop.example';
const FROM = 'Rennfeld Motorsport Lubricants <no-reply@rennfeld.example>';
const SUCCESS = 'Successfully subscribed! Please confirm your address with the link we have just sent you by e-mail.';
/**
 * Retries a failed attempt after 50 ms, 100 ms, …: a test waits for them, not hours. Ten attempts
 * span about 25 s, so a slow machine cannot run out of them while a test keeps the mail server away.
 */
const FAST_RETRY = { firstDelayMs: 50, maxAttempts: 10 };

let database: TestDatabase;
let app: FastifyInstance;
let peer: SmtpPeer;
let editorCookie: string;

beforeAll(async () => {
  database = await createTestDatabase();
  peer = await startSmtpPeer();
  app = await buildTestApi(database.db, {
    siteUrl: SITE,
    mail: {
      transport: createSmtpTransport(peer.url, FROM),
      linkSecret: TEST_LINK_SECRET,
      contactNotifyTo: 'shop@rennfeld.example',
      retry: FAST_RETRY,
    },
  });
  editorCookie = cookieHeaderFrom(await signIn(app, await createTestStaffMember(database.db, 'editor')));
});

afterAll(async () => {
  await app.close();
  await peer.stop();
  await database.destroy();
});

let sequence = 0;
const uniqueEmail = () => `reader-${process.pid}-${++sequence}@example.com`;

const subscribe = (body: object) => app.inject({ method: 'POST', url: '/api/newsletter-store', payload: body });

/** The e-mails that arrived for one address, oldest first. */
const mailTo = (email: string) => peer.received.filter((mail) => mail.to && JSON.stringify(mail.to).includes(email));

async function waitForMail(email: string, count = 1): Promise<ParsedMail[]> {
  for (let waited = 0; waited < 10_000; waited += 25) {
    if (mailTo(email).length >= count) return mailTo(email);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`no e-mail to ${email}`);
}

/** A header exactly as it was sent. */
const headerLine = (mail: ParsedMail, key: string) =>
  mail.headerLines.find((header) => header.key === key)?.line.replace(/\r\n\s+/g, ' ');
const linksIn = (mail: ParsedMail) => [...(mail.text ?? '').matchAll(/https?:\/\/\S+/g)].map((match) => match[0]);
const confirmTokenIn = (mail: ParsedMail) =>
  new URL(linksIn(mail).find((link) => link.includes('/confirm'))!).searchParams.get('token')!;
const unsubscribeLinkIn = (mail: ParsedMail) => new URL(linksIn(mail).find((link) => link.includes('/unsubscribe'))!);

async function subscribersByStatus(status: string) {
  const response = await app.inject({
    url: `/api/admin/newsletter-subscribers?status=${status}&perPage=500`,
    headers: { cookie: editorCookie },
  });
  return NewsletterSubscriberListSchema.parse(response.json()).data;
}

async function exportedAddresses(): Promise<string> {
  const response = await app.inject({
    url: '/api/admin/newsletter-subscribers/export.csv',
    headers: { cookie: editorCookie },
  });
  expect(response.statusCode).toBe(200);
  return response.body;
}

const setColumn = (email: string, column: 'last_mailed_at' | 'confirm_expires_at', value: string) =>
  database.db
    .updateTable('newsletter_subscriptions')
    .set({ [column]: value })
    .where('email', '=', email)
    .execute();

describe('subscribing to the newsletter', () => {
  it('sends a confirmation e-mail with a single-use link; only then is the address a subscriber', async () => {
    const email = uniqueEmail();
    const answer = await subscribe({ name: 'Mia Keller', email });
    expect(answer.statusCode).toBe(201);
    expect(answer.json()).toEqual({ success: true, message: SUCCESS });

    const [mail] = await waitForMail(email);
    expect(mail!.subject).toBe('Please confirm your newsletter subscription');
    expect(mail!.from?.value).toEqual([
      { name: 'Rennfeld Motorsport Lubricants', address: 'no-reply@rennfeld.example' },
    ]);
    expect(mail!.text).toContain('Hello Mia Keller');
    expect(mail!.html).toContain('Confirm my subscription');
    // Nothing but the two links of the subscription itself: no advertising.
    const links = linksIn(mail!);
    expect(links).toHaveLength(2);
    expect(links[0]).toMatch(new RegExp(`^${SITE}/newsletter/confirm\\?token=[A-Za-z0-9_-]{43}$`));
    expect(links[1]).toMatch(new RegExp(`^${SITE}/newsletter/unsubscribe\\?s=\\d+&t=[A-Za-z0-9_-]{43}$`));
    // One-click unsubscribe (RFC 8058).
    expect(headerLine(mail!, 'list-unsubscribe')).toBe(`List-Unsubscribe: <${links[1]}>`);
    expect(headerLine(mail!, 'list-unsubscribe-post')).toBe('List-Unsubscribe-Post: List-Unsubscribe=One-Click');

    const [pending] = (await subscribersByStatus('pending')).filter((subscriber) => subscriber.email === email);
    expect(pending).toMatchObject({
      name: 'Mia Keller',
      locale: 'en',
      consentVersion: '2026-11-27',
      confirmedAt: null,
    });
    expect(await exportedAddresses()).not.toContain(email);

    const token = confirmTokenIn(mail!);
    const confirmed = await app.inject({ method: 'POST', url: '/api/newsletter/confirm', payload: { token } });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().message).toBe(NEWSLETTER_MESSAGES.confirmed);
    const [subscriber] = (await subscribersByStatus('confirmed')).filter((entry) => entry.email === email);
    expect(subscriber!.confirmedAt).not.toBeNull();
    expect(await exportedAddresses()).toContain(email);

    const again = await app.inject({ method: 'POST', url: '/api/newsletter/confirm', payload: { token } });
    expect(again.statusCode).toBe(410);
    expect(again.json().message).toBe(NEWSLETTER_MESSAGES.confirmLinkInvalid);
  });

  it('answers every address alike, whether new, pending or subscribed, and floods no inbox', async () => {
    const email = uniqueEmail();
    await subscribe({ name: 'Jonas Brandt', email });
    const [first] = await waitForMail(email);
    await app.inject({ method: 'POST', url: '/api/newsletter/confirm', payload: { token: confirmTokenIn(first!) } });

    // At once again: the same answer, and no second e-mail within the cool-down.
    const repeated = await subscribe({ name: 'Someone Else', email });
    expect(repeated.statusCode).toBe(201);
    expect(repeated.json()).toEqual({ success: true, message: SUCCESS });
    // Every e-mail is in the outbox before the answer (decision 045): none was queued for this one.
    const queued = await database.db.selectFrom('mail_outbox').select('id').where('to_address', '=', email).execute();
    expect(queued).toHaveLength(1);
    expect(mailTo(email)).toHaveLength(1);

    // Later: the owner hears that nothing changed, and the stored name is not someone else's.
    await setColumn(email, 'last_mailed_at', new Date(Date.now() - 3_600_000).toISOString());
    expect((await subscribe({ name: 'Someone Else', email })).json()).toEqual({ success: true, message: SUCCESS });
    const [, notice] = await waitForMail(email, 2);
    expect(notice!.subject).toBe('You are already subscribed to the Rennfeld newsletter');
    expect(headerLine(notice!, 'list-unsubscribe-post')).toBe('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    const [subscriber] = (await subscribersByStatus('confirmed')).filter((entry) => entry.email === email);
    expect(subscriber!.name).toBe('Jonas Brandt');
  });

  it('refuses a confirmation link after 48 hours; subscribing again sends a fresh one', async () => {
    const email = uniqueEmail();
    await subscribe({ name: 'Lena Vogt', email });
    const [mail] = await waitForMail(email);
    await setColumn(email, 'confirm_expires_at', new Date(Date.now() - 1_000).toISOString());
    const expired = await app.inject({
      method: 'POST',
      url: '/api/newsletter/confirm',
      payload: { token: confirmTokenIn(mail!) },
    });
    expect(expired.statusCode).toBe(410);

    await setColumn(email, 'last_mailed_at', new Date(Date.now() - 3_600_000).toISOString());
    await subscribe({ name: 'Lena Vogt', email });
    const [, fresh] = await waitForMail(email, 2);
    expect(confirmTokenIn(fresh!)).not.toBe(confirmTokenIn(mail!));
    const confirmed = await app.inject({
      method: 'POST',
      url: '/api/newsletter/confirm',
      payload: { token: confirmTokenIn(fresh!) },
    });
    expect(confirmed.statusCode).toBe(200);
  });

  it('writes to a visitor in the language of the page they subscribed on', async () => {
    const email = uniqueEmail();
    await subscribe({ name: 'Karl Weber', email, locale: 'de' });
    const [mail] = await waitForMail(email);
    expect(mail!.subject).toBe('Bitte bestätigen Sie Ihre Newsletter-Anmeldung');
    expect(mail!.text).toContain('Hallo Karl Weber');
    expect(mail!.text).toContain('Wenn Sie keinen Newsletter mehr erhalten möchten');
    // Its links lead to the German pages.
    const [confirmLink, unsubscribeLink] = linksIn(mail!);
    expect(confirmLink).toMatch(new RegExp(`^${SITE}/de/newsletter/confirm\\?token=`));
    expect(unsubscribeLink).toMatch(new RegExp(`^${SITE}/de/newsletter/unsubscribe\\?s=`));
    expect(headerLine(mail!, 'list-unsubscribe')).toBe(`List-Unsubscribe: <${unsubscribeLink}>`);
  });
});

describe('unsubscribing', () => {
  it('ends a subscription through the link of any newsletter e-mail; a forged link is refused', async () => {
    const email = uniqueEmail();
    await subscribe({ name: 'Paul Roth', email });
    const [mail] = await waitForMail(email);
    await app.inject({ method: 'POST', url: '/api/newsletter/confirm', payload: { token: confirmTokenIn(mail!) } });
    const link = unsubscribeLinkIn(mail!);
    const query = `s=${link.searchParams.get('s')}&t=${link.searchParams.get('t')}`;

    const forged = await app.inject({
      method: 'POST',
      url: `/api/newsletter/unsubscribe?s=${link.searchParams.get('s')}&t=${'A'.repeat(43)}`,
      payload: {},
    });
    expect(forged.statusCode).toBe(404);
    expect(forged.json().message).toBe(NEWSLETTER_MESSAGES.unsubscribeLinkInvalid);

    const done = await app.inject({ method: 'POST', url: `/api/newsletter/unsubscribe?${query}`, payload: {} });
    expect(done.statusCode).toBe(200);
    expect(done.json().message).toBe(NEWSLETTER_MESSAGES.unsubscribed);
    const [subscriber] = (await subscribersByStatus('unsubscribed')).filter((entry) => entry.email === email);
    expect(subscriber!.unsubscribedAt).not.toBeNull();
    expect(subscriber!.confirmedAt).not.toBeNull();
    expect(await exportedAddresses()).not.toContain(email);
    // The same link again changes nothing and says the same.
    expect(
      (await app.inject({ method: 'POST', url: `/api/newsletter/unsubscribe?${query}`, payload: {} })).statusCode,
    ).toBe(200);
  });
});

describe('the outbox', () => {
  it('keeps an e-mail while the mail server is away and sends it when it is back', async () => {
    const port = peer.port;
    await peer.stop();
    const email = uniqueEmail();
    try {
      expect((await subscribe({ name: 'Eva Sommer', email })).statusCode).toBe(201);
      // The visitor's post took no longer than storing it; the attempts fail and wait.
      let queued;
      for (let waited = 0; waited < 5_000; waited += 50) {
        const response = await app.inject({
          url: '/api/admin/mail-outbox?status=queued&perPage=500',
          headers: { cookie: editorCookie },
        });
        queued = MailListSchema.parse(response.json()).data.find((mail) => mail.to === email);
        if (queued && queued.attempts >= 2) break;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(queued!.attempts).toBeGreaterThanOrEqual(2);
      expect(queued!.lastError).toMatch(/ECONNREFUSED|connect/i);
    } finally {
      peer = await startSmtpPeer(port, peer.received);
    }
    const [mail] = await waitForMail(email);
    expect(mail!.subject).toBe('Please confirm your newsletter subscription');
    const sent = MailListSchema.parse(
      (
        await app.inject({ url: '/api/admin/mail-outbox?status=sent&perPage=500', headers: { cookie: editorCookie } })
      ).json(),
    ).data.find((entry) => entry.to === email);
    expect(sent!.sentAt).not.toBeNull();
  });
});

describe('the contact form', () => {
  it('mails a new message to the brand after storing it, answering to the visitor', async () => {
    const email = uniqueEmail();
    const response = await app.inject({
      method: 'POST',
      url: '/api/contact-store',
      payload: { name: 'Tim Berger', email, subject: 'Oil for a 911', message: 'Which oil for my 1989 911?' },
    });
    expect(response.statusCode).toBe(201);
    const notice = await (async () => {
      for (let waited = 0; waited < 10_000; waited += 25) {
        const found = peer.received.find((mail) => mail.subject === 'Kontaktformular: Oil for a 911');
        if (found) return found;
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      throw new Error('no contact notification');
    })();
    expect(notice.to).toMatchObject({ text: 'shop@rennfeld.example' });
    expect(notice.replyTo?.text).toBe(email);
    expect(notice.text).toContain('Which oil for my 1989 911?');
    expect(notice.text).toMatch(new RegExp(`${SITE}/admin/contact-messages/\\d+/show`));
  });
});
