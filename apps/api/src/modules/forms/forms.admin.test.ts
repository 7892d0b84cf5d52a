import {
  ContactMessageListSchema,
  ContactMessageSchema,
  NewsletterSubscriberListSchema,
} from '@rennfeld/contract/staff';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestStaffMember, signIn } from '../../../test/staff-session.ts';
import { useTestApi } from '../../../test/test-app.ts';

const api = useTestApi();
let cookie: string;
let editorId: string;

beforeAll(async () => {
  const editor = await createTestStaffMember(api.db, 'editor');
  editorId = editor.id;
  cookie = await signIn(api.app, editor);
});

const asEditor = (method: 'GET' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  api.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

async function postContact(subject: string, overrides: Record<string, string> = {}) {
  const response = await api.app.inject({
    method: 'POST',
    url: '/api/contact-store',
    payload: { name: 'Lukas Brenner', email: 'lukas@example.com', subject, message: 'Which oil?', ...overrides },
  });
  expect(response.statusCode).toBe(201);
}

const auditActions = async () =>
  (await api.db.selectFrom('audit_events').selectAll().orderBy('id').execute()).filter(
    (row) => row.actor_id === editorId,
  );

describe('contact messages in the inbox', () => {
  beforeEach(async () => {
    await api.db.deleteFrom('contact_messages').execute();
  });

  it('lists newest first with a total, pages and sorts', async () => {
    for (const subject of ['First', 'Second', 'Third']) await postContact(subject);
    const page = ContactMessageListSchema.parse((await asEditor('GET', '/api/admin/contact-messages')).json());
    expect(page.total).toBe(3);
    expect(page.data.map((message) => message.subject)).toEqual(['Third', 'Second', 'First']);
    expect(page.data[0]).toMatchObject({ name: 'Lukas Brenner', handled: false, handledAt: null });

    const second = (await asEditor('GET', '/api/admin/contact-messages?perPage=2&page=2')).json();
    expect(second.data.map((message: { subject: string }) => message.subject)).toEqual(['First']);
    const bySubject = (await asEditor('GET', '/api/admin/contact-messages?sort=subject&order=ASC')).json();
    expect(bySubject.data.map((message: { subject: string }) => message.subject)).toEqual(['First', 'Second', 'Third']);
  });

  it('searches name, e-mail and subject without regard to case, LIKE wildcards taken literally', async () => {
    await postContact('Gearbox oil', { name: 'Jana Weiß', email: 'jana@rennstall.example' });
    await postContact('Brake fluid');
    await postContact('100% synthetic?');
    const search = async (q: string) =>
      (await asEditor('GET', `/api/admin/contact-messages?q=${encodeURIComponent(q)}`))
        .json()
        .data.map((message: { subject: string }) => message.subject);
    expect(await search('GEARBOX')).toEqual(['Gearbox oil']);
    expect(await search('weiß')).toEqual(['Gearbox oil']);
    expect(await search('rennstall')).toEqual(['Gearbox oil']);
    expect(await search('%')).toEqual(['100% synthetic?']);
    expect(await search('nothing like this')).toEqual([]);
  });

  it('marks a message handled and back, filters by it, and records both in the audit log', async () => {
    await postContact('Handle me');
    await postContact('Leave me');
    const { data } = (await asEditor('GET', '/api/admin/contact-messages')).json();
    const target = data.find((message: { subject: string }) => message.subject === 'Handle me');

    const handled = await asEditor('PATCH', `/api/admin/contact-messages/${target.id}`, { handled: true });
    expect(handled.statusCode).toBe(200);
    expect(ContactMessageSchema.parse(handled.json())).toMatchObject({ handled: true });
    expect(handled.json().handledAt).not.toBeNull();

    const onlyHandled = (await asEditor('GET', '/api/admin/contact-messages?handled=true')).json();
    expect(onlyHandled.data.map((message: { subject: string }) => message.subject)).toEqual(['Handle me']);
    const waiting = (await asEditor('GET', '/api/admin/contact-messages?handled=false')).json();
    expect(waiting.data.map((message: { subject: string }) => message.subject)).toEqual(['Leave me']);

    const back = await asEditor('PATCH', `/api/admin/contact-messages/${target.id}`, { handled: false });
    expect(back.json()).toMatchObject({ handled: false, handledAt: null });
    const actions = (await auditActions()).filter((row) => row.target_id === String(target.id));
    expect(actions.map((row) => [row.action, row.target_type, row.ip_address])).toEqual([
      ['contact-message.handled', 'contact-message', '127.0.0.1'],
      ['contact-message.unhandled', 'contact-message', '127.0.0.1'],
    ]);
  });

  it("exports every message as CSV, beyond the list's page limit, times with their offset, and records the export", async () => {
    await postContact('=cmd|calc', { message: 'Line one\nline two, with "quotes"' });
    const many = Array.from({ length: 600 }, (_, index) => ({
      name: `Sender ${index}`,
      email: `sender${index}@example.com`,
      phone: null,
      subject: `Question ${index}`,
      message: 'Which oil?',
      created_at: new Date(Date.UTC(2026, 6, 1, 10, 0, index % 60)).toISOString(),
      handled_at: null,
    }));
    for (let start = 0; start < many.length; start += 100) {
      await api.db
        .insertInto('contact_messages')
        .values(many.slice(start, start + 100))
        .execute();
    }
    const response = await asEditor('GET', '/api/admin/contact-messages/export.csv');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="contact-messages-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const text = response.body.slice(1);
    expect(text.startsWith('Received At,Name,Email Address,Phone,Subject,Message,Handled At\r\n')).toBe(true);
    // Oldest first: the summer's messages (+02:00 in Berlin) before today's.
    expect(text).toContain('\r\n2026-07-01T12:00:00+02:00,Sender 0,sender0@example.com,,Question 0,Which oil?,\r\n');
    expect(text.match(/sender\d+@example\.com/g)).toHaveLength(600);
    expect(text).toContain(`,'=cmd|calc,"Line one\nline two, with ""quotes""",`);
    expect((await auditActions()).at(-1)).toMatchObject({ action: 'contact-messages.exported' });
  });

  it('shows one message, and answers 404 JSON for one that does not exist', async () => {
    await postContact('Show me');
    const [{ id }] = (await asEditor('GET', '/api/admin/contact-messages')).json().data;
    const shown = await asEditor('GET', `/api/admin/contact-messages/${id}`);
    expect(shown.json()).toMatchObject({ id, subject: 'Show me', message: 'Which oil?' });
    const missing = await asEditor('GET', '/api/admin/contact-messages/999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ success: false, message: 'No such contact message.' });
    expect((await asEditor('GET', '/api/admin/contact-messages/abc')).statusCode).toBe(404);
  });

  it('refuses a bad body or query with a 4xx, never a 5xx', async () => {
    await postContact('Body');
    const [{ id }] = (await asEditor('GET', '/api/admin/contact-messages')).json().data;
    expect((await asEditor('PATCH', `/api/admin/contact-messages/${id}`, { handled: 'yes' })).statusCode).toBe(422);
    expect((await asEditor('GET', '/api/admin/contact-messages?perPage=0')).statusCode).toBe(400);
    expect((await asEditor('GET', '/api/admin/contact-messages?sort=message')).statusCode).toBe(400);
  });

  it('deletes a message for good (an erasure request), and says so in the audit log', async () => {
    await postContact('Forget me');
    const [{ id }] = (await asEditor('GET', '/api/admin/contact-messages')).json().data;
    expect((await asEditor('DELETE', `/api/admin/contact-messages/${id}`)).statusCode).toBe(204);
    expect(await api.db.selectFrom('contact_messages').selectAll().where('id', '=', id).execute()).toEqual([]);
    expect((await asEditor('DELETE', `/api/admin/contact-messages/${id}`)).statusCode).toBe(404);
    expect((await auditActions()).at(-1)).toMatchObject({
      action: 'contact-message.deleted',
      target_id: String(id),
    });
  });
});

describe('newsletter subscribers', () => {
  beforeEach(async () => {
    await api.db.deleteFrom('newsletter_subscriptions').execute();
  });

  /** Subscribes and confirms the address, as its owner would through the e-mail's link. */
  /** Signs up; the address waits for its owner's confirmation. */
  async function signUp(name: string, email: string) {
    const response = await api.app.inject({ method: 'POST', url: '/api/newsletter-store', payload: { name, email } });
    expect(response.statusCode).toBe(201);
  }

  /** Signs up and confirms. */
  async function subscribe(name: string, email: string) {
    await signUp(name, email);
    await api.db
      .updateTable('newsletter_subscriptions')
      .set({ status: 'confirmed', confirmed_at: new Date().toISOString() })
      .where('email', '=', email)
      .execute();
  }

  it('lists subscribers with their sign-up time, searchable', async () => {
    await subscribe('Jana', 'jana@example.com');
    await subscribe('Jörg', 'joerg@example.com');
    const page = NewsletterSubscriberListSchema.parse(
      (await asEditor('GET', '/api/admin/newsletter-subscribers')).json(),
    );
    expect(page.total).toBe(2);
    expect(page.data.map((subscriber) => subscriber.email)).toEqual(['joerg@example.com', 'jana@example.com']);
    expect(Date.parse(page.data[0]!.createdAt)).toBeGreaterThan(Date.now() - 60_000);
    const found = (await asEditor('GET', '/api/admin/newsletter-subscribers?q=JÖRG')).json();
    expect(found.data.map((subscriber: { name: string }) => subscriber.name)).toEqual(['Jörg']);
  });

  it('exports every confirmed subscriber as UTF-8 CSV a mail tool imports, formulas defused, and records the export', async () => {
    await signUp('Pending', 'pending@example.com');
    await subscribe('Jörg Müller', 'joerg@example.com');
    await subscribe('=HYPERLINK("http://evil.example")', 'formula@example.com');
    await subscribe('Smith, "Bob"', 'bob@example.com');
    const response = await asEditor('GET', '/api/admin/newsletter-subscribers/export.csv');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="newsletter-subscribers-confirmed-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(response.headers['cache-control']).toBe('no-store');
    const bytes = response.rawPayload;
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.toString('utf8').slice(1).split('\r\n');
    expect(lines[0]).toBe('Email Address,Name,Subscribed At,Status,Unsubscribed At');
    // Confirmed addresses only: one still waiting for its confirmation is no subscriber.
    expect(bytes.toString('utf8')).not.toContain('pending@example.com');
    // Times as the office in Germany reads them, with their offset.
    expect(lines[1]).toMatch(
      /^joerg@example\.com,Jörg Müller,\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+0[12]:00,confirmed,$/,
    );
    expect(lines[2]).toMatch(/^formula@example\.com,"'=HYPERLINK\(""http:\/\/evil\.example""\)",/);
    expect(lines[3]).toMatch(/^bob@example\.com,"Smith, ""Bob""",/);
    expect(lines.at(-1)).toBe('');
    expect((await auditActions()).at(-1)).toMatchObject({ action: 'newsletter-subscribers.exported' });
  });

  it('exports the subscribers of the state asked for, named after it, and refuses an unknown state', async () => {
    await signUp('Pending', 'pending@example.com');
    await subscribe('Jana', 'jana@example.com');
    const pending = await asEditor('GET', '/api/admin/newsletter-subscribers/export.csv?status=pending');
    expect(pending.statusCode).toBe(200);
    expect(pending.headers['content-disposition']).toContain('filename="newsletter-subscribers-pending-');
    const rows = pending.body.trim().split('\r\n').slice(1);
    expect(rows).toEqual([expect.stringMatching(/^pending@example\.com,Pending,[^,]+,pending,$/)]);
    expect((await auditActions()).at(-1)).toMatchObject({
      action: 'newsletter-subscribers.exported',
      target_id: 'pending',
    });
    const unknown = await asEditor('GET', '/api/admin/newsletter-subscribers/export.csv?status=everyone');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ success: false });
  });

  it('deletes a subscriber for good, and says so in the audit log', async () => {
    await subscribe('Jana', 'jana@example.com');
    const [{ id }] = (await asEditor('GET', '/api/admin/newsletter-subscribers')).json().data;
    expect((await asEditor('DELETE', `/api/admin/newsletter-subscribers/${id}`)).statusCode).toBe(204);
    expect(await api.db.selectFrom('newsletter_subscriptions').selectAll().execute()).toEqual([]);
    expect((await asEditor('DELETE', `/api/admin/newsletter-subscribers/${id}`)).statusCode).toBe(404);
    expect((await auditActions()).at(-1)).toMatchObject({
      action: 'newsletter-subscriber.deleted',
      target_type: 'newsletter-subscriber',
      target_id: String(id),
    });
  });
});
