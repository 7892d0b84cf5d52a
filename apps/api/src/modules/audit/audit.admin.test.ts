import { AuditEventListSchema } from '@rennfeld/contract/staff';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestStaffMember, signIn } from '../../../test/staff-session.ts';
import { useTestApi } from '../../../test/test-app.ts';

const api = useTestApi();
let cookie: string;

beforeAll(async () => {
  cookie = await signIn(api.app, await createTestStaffMember(api.db, 'admin'));
});

describe('the audit log', () => {
  it('lists events newest first, filtered by action, paged', async () => {
    await api.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: 'x@example.com', password: 'wrong password' },
    });
    const all = AuditEventListSchema.parse(
      (await api.app.inject({ url: '/api/admin/audit-events', headers: { cookie } })).json(),
    );
    expect(all.data.map((event) => event.action)).toEqual(['staff.sign-in-failed', 'staff.sign-in', 'staff.created']);
    expect(all.data[0]).toMatchObject({ actorId: null, actorEmail: 'x@example.com', ipAddress: '127.0.0.1' });

    const signIns = (
      await api.app.inject({ url: '/api/admin/audit-events?action=staff.sign-in', headers: { cookie } })
    ).json();
    expect(signIns.total).toBe(1);
    const oldest = (
      await api.app.inject({ url: '/api/admin/audit-events?order=ASC&perPage=1', headers: { cookie } })
    ).json();
    expect(oldest.data.map((event: { action: string }) => event.action)).toEqual(['staff.created']);
    expect(oldest.total).toBe(3);
  });

  it('offers no way to change or remove an event', async () => {
    for (const method of ['PUT', 'PATCH', 'DELETE'] as const) {
      const response = await api.app.inject({
        method,
        url: '/api/admin/audit-events/1',
        headers: { cookie },
        payload: {},
      });
      expect(response.statusCode, method).toBe(404);
    }
    const unknownAction = await api.app.inject({
      url: '/api/admin/audit-events?action=drop-table',
      headers: { cookie },
    });
    expect(unknownAction.statusCode).toBe(400);
  });
});
