import { AuditEventListSchema, MailListSchema, MailRecordSchema } from '@rennfeld/contract/staff';
import { beforeAll, describe, expect, it } from 'vitest';
import { useStaffRequests } from '../../../test/staff-session.ts';
import { TEST_LINK_SECRET, useTestApi } from '../../../test/test-app.ts';

/** Without a mail server (no SMTP_URL), the site still works: its e-mails wait in the outbox for staff. */
const api = useTestApi({
  apiOptions: {
    siteUrl: 'https://shop.example',
    mail: { linkSecret: TEST_LINK_SECRET, contactNotifyTo: 'shop@rennfeld.example' },
  },
});
const asEditor = useStaffRequests(api);
const asAdmin = useStaffRequests(api, 'admin');

beforeAll(async () => {
  await api.app.inject({
    method: 'POST',
    url: '/api/newsletter-store',
    payload: { name: 'Ida Lang', email: 'ida@example.com' },
  });
  await api.app.inject({
    method: 'POST',
    url: '/api/contact-store',
    payload: { name: 'Ole Funk', email: 'ole@example.com', subject: 'Gear oil', message: 'Which one for a Golf?' },
  });
});

describe('the mail outbox in the staff area', () => {
  it('holds every e-mail for staff to read when no mail server is set up', async () => {
    const list = MailListSchema.parse((await asEditor('GET', '/api/admin/mail-outbox')).json());
    expect(list.data.map(({ kind, to, status }) => ({ kind, to, status }))).toEqual([
      { kind: 'contact-notification', to: 'shop@rennfeld.example', status: 'held' },
      { kind: 'newsletter-confirmation', to: 'ida@example.com', status: 'held' },
    ]);
    const confirmation = MailRecordSchema.parse(
      (await asEditor('GET', `/api/admin/mail-outbox/${list.data[1]!.id}`)).json(),
    );
    expect(confirmation.text).toMatch(/https:\/\/shop\.example\/newsletter\/confirm\?token=[A-Za-z0-9_-]{43}/);
    expect(confirmation.html).toContain('Confirm my subscription');
    expect((await asEditor('GET', '/api/admin/mail-outbox/999999')).statusCode).toBe(404);
  });

  it('sends a failed e-mail again, and only a failed one; the audit log says who did', async () => {
    const [held] = MailListSchema.parse((await asEditor('GET', '/api/admin/mail-outbox?status=held')).json()).data;
    const refused = await asEditor('POST', `/api/admin/mail-outbox/${held!.id}/retry`);
    expect(refused.statusCode).toBe(409);

    await api.db
      .updateTable('mail_outbox')
      .set({ status: 'failed', attempts: 100, last_error: 'connect ECONNREFUSED' })
      .where('id', '=', held!.id)
      .execute();
    const retried = await asEditor('POST', `/api/admin/mail-outbox/${held!.id}/retry`);
    expect(retried.statusCode).toBe(200);
    expect(MailRecordSchema.parse(retried.json())).toMatchObject({ status: 'queued', attempts: 0 });
    const audit = AuditEventListSchema.parse((await asAdmin('GET', '/api/admin/audit-events')).json());
    expect(audit.data[0]).toMatchObject({ action: 'mail.retried', targetType: 'mail', targetId: String(held!.id) });
  });
});
