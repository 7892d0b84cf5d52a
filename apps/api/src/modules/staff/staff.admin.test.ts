import { CurrentStaffMemberSchema, StaffMemberListSchema, StaffMemberSchema } from '@rennfeld/contract/staff';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestStaffMember, signIn, type TestStaffMember } from '../../../test/staff-session.ts';
import { useTestApi } from '../../../test/test-app.ts';

const api = useTestApi();
let admin: TestStaffMember;
let cookie: string;

beforeAll(async () => {
  admin = await createTestStaffMember(api.db, 'admin');
  cookie = await signIn(api.app, admin);
});

const asAdmin = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  api.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

const lastAudit = () => api.db.selectFrom('audit_events').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();

describe('the signed-in member', () => {
  it('tells who is signed in and with which role', async () => {
    const me = CurrentStaffMemberSchema.parse((await asAdmin('GET', '/api/admin/me')).json());
    expect(me).toEqual({
      id: admin.id,
      email: admin.email,
      name: expect.any(String),
      role: 'admin',
      twoFactorEnabled: false,
    });
  });
});

describe('staff accounts (admins)', () => {
  it('adds a member who can then sign in, and records who added them', async () => {
    const created = await asAdmin('POST', '/api/admin/staff', {
      email: ' New.Editor@Example.com ',
      name: 'New Editor',
      role: 'editor',
      password: 'a password long enough',
    });
    expect(created.statusCode).toBe(201);
    const member = StaffMemberSchema.parse(created.json());
    expect(member).toMatchObject({ email: 'new.editor@example.com', role: 'editor', twoFactorEnabled: false });
    expect(await signIn(api.app, { email: 'new.editor@example.com', password: 'a password long enough' })).toMatch(
      /session_token=/,
    );
    expect(await lastAudit()).toMatchObject({ action: 'staff.sign-in' });
    const audit = await api.db
      .selectFrom('audit_events')
      .selectAll()
      .where('action', '=', 'staff.created')
      .where('target_id', '=', member.id)
      .executeTakeFirstOrThrow();
    expect(audit).toMatchObject({ actor_id: admin.id, actor_email: admin.email, ip_address: '127.0.0.1' });
  });

  it('refuses a duplicate e-mail (409) and a short password (422), with messages', async () => {
    const duplicate = await asAdmin('POST', '/api/admin/staff', {
      email: admin.email,
      name: 'Again',
      role: 'editor',
      password: 'a password long enough',
    });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().message).toBe(`A staff member with the e-mail ${admin.email} already exists.`);
    const short = await asAdmin('POST', '/api/admin/staff', {
      email: 'short@example.com',
      name: 'Short',
      role: 'editor',
      password: 'too short',
    });
    expect(short.statusCode).toBe(422);
    expect(short.json().message).toBe('The password must be at least 12 characters long.');
  });

  it('lists, searches and shows members', async () => {
    const list = StaffMemberListSchema.parse((await asAdmin('GET', '/api/admin/staff?sort=email&order=ASC')).json());
    expect(list.total).toBe(list.data.length);
    expect(list.data.map((member) => member.email)).toEqual([...list.data.map((member) => member.email)].sort());
    const found = (await asAdmin('GET', `/api/admin/staff?q=${encodeURIComponent(admin.email.toUpperCase())}`)).json();
    expect(found.data.map((member: { id: string }) => member.id)).toEqual([admin.id]);
    expect((await asAdmin('GET', `/api/admin/staff/${admin.id}`)).json()).toMatchObject({ email: admin.email });
    expect((await asAdmin('GET', '/api/admin/staff/nobody')).statusCode).toBe(404);
  });

  it('changes a role, and keeps the last admin an admin', async () => {
    const editor = await createTestStaffMember(api.db, 'editor');
    const promoted = await asAdmin('PATCH', `/api/admin/staff/${editor.id}`, { role: 'admin' });
    expect(promoted.json()).toMatchObject({ role: 'admin' });
    expect(await lastAudit()).toMatchObject({ action: 'staff.role-changed', target_id: editor.id });
    expect((await asAdmin('PATCH', `/api/admin/staff/${editor.id}`, { role: 'editor' })).statusCode).toBe(200);

    const admins = await api.db.selectFrom('staff_user').select('id').where('role', '=', 'admin').execute();
    expect(admins.map(({ id }) => id)).toEqual([admin.id]);
    const demoted = await asAdmin('PATCH', `/api/admin/staff/${admin.id}`, { role: 'editor' });
    expect(demoted.statusCode).toBe(409);
    expect(demoted.json().message).toBe('The last admin must stay an admin.');
  });

  it('resets a password: the old one stops working and every session of the member ends', async () => {
    const editor = await createTestStaffMember(api.db, 'editor');
    const editorCookie = await signIn(api.app, editor);
    const reset = await asAdmin('POST', `/api/admin/staff/${editor.id}/password`, {
      password: 'the new password here',
    });
    expect(reset.statusCode).toBe(204);
    expect((await api.app.inject({ url: '/api/admin/me', headers: { cookie: editorCookie } })).statusCode).toBe(401);
    await expect(signIn(api.app, editor)).rejects.toThrow(/401/);
    expect(await signIn(api.app, { email: editor.email, password: 'the new password here' })).toMatch(/session_token=/);
  });

  it('removes a member with their sessions, but never oneself', async () => {
    const editor = await createTestStaffMember(api.db, 'editor');
    const editorCookie = await signIn(api.app, editor);
    expect((await asAdmin('DELETE', `/api/admin/staff/${editor.id}`)).statusCode).toBe(204);
    expect((await api.app.inject({ url: '/api/admin/me', headers: { cookie: editorCookie } })).statusCode).toBe(401);
    expect(await api.db.selectFrom('staff_session').selectAll().where('userId', '=', editor.id).execute()).toEqual([]);
    expect(await lastAudit()).toMatchObject({ action: 'staff.removed', target_id: editor.id, actor_id: admin.id });
    const self = await asAdmin('DELETE', `/api/admin/staff/${admin.id}`);
    expect(self.statusCode).toBe(409);
    expect(self.json().message).toBe('You cannot remove your own account.');
  });
});
