import type { CurrentStaffMember, SignInResponse } from '@rennfeld/contract/staff';
import type { AuthProvider } from 'react-admin';
import { callApi } from './api.ts';

/** Thrown by login() when the password was right and a TOTP or recovery code is due. */
export class SecondFactorRequired extends Error {}

interface SignInParams {
  email: string;
  password: string;
}

interface SecondFactorParams {
  code: string;
  /** A recovery code instead of the authenticator's. */
  recovery: boolean;
}

/** react-admin's sign-in, sign-out and permissions over better-auth's routes and /api/admin/me. */
export const authProvider: AuthProvider = {
  async login(params: SignInParams | SecondFactorParams) {
    if ('code' in params) {
      const path = params.recovery ? '/api/auth/two-factor/verify-backup-code' : '/api/auth/two-factor/verify-totp';
      await callApi(path, { method: 'POST', body: { code: params.code.trim() } });
      return;
    }
    const answer = await callApi<SignInResponse>('/api/auth/sign-in/email', {
      method: 'POST',
      body: { email: params.email, password: params.password },
    });
    if (answer.twoFactorRedirect) throw new SecondFactorRequired();
  },
  async logout() {
    await callApi('/api/auth/sign-out', { method: 'POST', body: {} }).catch(() => undefined);
  },
  async checkAuth() {
    await callApi('/api/admin/me');
  },
  async checkError(error: { status?: number }) {
    if (error.status === 401) throw error;
  },
  async getIdentity() {
    const me = await callApi<CurrentStaffMember>('/api/admin/me');
    return { id: me.id, fullName: `${me.name} (${me.role})` };
  },
  async getPermissions() {
    // Signed out, there are no permissions: checkAuth sends the visitor to the sign-in page.
    const me = await callApi<CurrentStaffMember>('/api/admin/me').catch(() => undefined);
    return me?.role;
  },
};
