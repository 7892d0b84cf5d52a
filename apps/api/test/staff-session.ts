import type { StaffRole } from '@rennfeld/contract/staff';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../src/db/database.ts';
import { COMMAND_LINE_ACTOR } from '../src/lib/audit-log.ts';
import { createStaffAuth } from '../src/lib/staff-auth.ts';
import { addStaffMember } from '../src/modules/staff/staff-accounts.ts';
import { beforeAll } from 'vitest';
import { TEST_AUTH_SECRET, type TestApi } from './test-app.ts';

export interface TestStaffMember {
  id: string;
  email: string;
  password: string;
  role: StaffRole;
}

let created = 0;

/** Adds a staff member with a unique e-mail, as `npm run staff -- add` would. */
export async function createTestStaffMember(db: Kysely<Database>, role: StaffRole): Promise<TestStaffMember> {
  created += 1;
  const email = `${role}-${created}-${process.pid}@rennfeld.test`;
  const password = `correct horse battery ${created}`;
  const auth = createStaffAuth({ db, secret: TEST_AUTH_SECRET, secureCookies: false });
  const member = await addStaffMember(
    { db, auth, actor: COMMAND_LINE_ACTOR, ipAddress: null },
    { email, name: `Test ${role} ${created}`, role, password },
  );
  return { id: member.id, email, password, role };
}

/** The `name=value` pairs of the answer's Set-Cookie headers, ready for a Cookie header. */
export function cookieHeaderFrom(setCookie: string | string[] | undefined): string {
  const cookies = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  return cookies.map((cookie) => cookie.split(';')[0]).join('; ');
}

/** Signs in through /api/auth like the staff app does; the Cookie header of the new session. */
export async function signIn(app: FastifyInstance, { email, password }: Pick<TestStaffMember, 'email' | 'password'>) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    payload: { email, password },
  });
  if (response.statusCode !== 200) throw new Error(`sign-in answered ${response.statusCode}: ${response.body}`);
  return cookieHeaderFrom(response.headers['set-cookie']);
}

type StaffRequest = (
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  payload?: object,
) => Promise<LightMyRequestResponse>;

/**
 * Signs a staff member of `role` in before the file's tests; the function it gives calls the
 * test API with that session.
 */
export function useStaffRequests(api: TestApi, role: StaffRole = 'editor'): StaffRequest {
  let cookie = '';
  beforeAll(async () => {
    cookie = await signIn(api.app, await createTestStaffMember(api.db, role));
  });
  return (method, url, payload) =>
    api.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
}
