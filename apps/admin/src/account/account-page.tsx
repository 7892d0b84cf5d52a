import { QRCodeSVG } from 'qrcode.react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { Button, Title, useGetIdentity, useNotify, useTranslate } from 'react-admin';
import type { CurrentStaffMember } from '@rennfeld/contract/staff';
import { callApi } from '../api.ts';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <p>
      <label>
        {label}
        <br />
        {children}
      </label>
    </p>
  );
}

function ChangePassword() {
  const translate = useTranslate();
  const notify = useNotify();
  const [currentPassword, setCurrentPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  async function submit(event: FormEvent) {
    event.preventDefault();
    try {
      await callApi('/api/auth/change-password', { method: 'POST', body: { currentPassword, newPassword } });
      setCurrentPassword('');
      setNewPassword('');
      notify(translate('rennfeld.account.password_changed'), { type: 'success' });
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    }
  }
  return (
    <form onSubmit={submit}>
      <h2>{translate('rennfeld.account.change_password')}</h2>
      <Field label={translate('rennfeld.account.current_password')}>
        <input
          type="password"
          autoComplete="current-password"
          required
          value={currentPassword}
          onChange={(e) => setCurrentPassword(e.target.value)}
        />
      </Field>
      <Field label={translate('rennfeld.account.new_password')}>
        <input
          type="password"
          autoComplete="new-password"
          required
          minLength={12}
          maxLength={128}
          value={newPassword}
          onChange={(e) => setNewPassword(e.target.value)}
        />
      </Field>
      <Button type="submit" variant="contained" label="rennfeld.account.change_password" />
    </form>
  );
}

function TwoFactor() {
  const translate = useTranslate();
  const notify = useNotify();
  const [enabled, setEnabled] = useState<boolean | undefined>(undefined);
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [setup, setSetup] = useState<{ totpURI: string; backupCodes: string[] } | undefined>();
  if (enabled === undefined) {
    void callApi<CurrentStaffMember>('/api/admin/me').then((me) => setEnabled(me.twoFactorEnabled));
    return null;
  }
  const fail = (error: unknown) => notify((error as Error).message, { type: 'error' });
  const secret = setup ? new URL(setup.totpURI).searchParams.get('secret') : null;
  return (
    <section>
      <h2>{translate('rennfeld.account.two_factor')}</h2>
      <p>{translate(enabled ? 'rennfeld.account.two_factor_on' : 'rennfeld.account.two_factor_off')}</p>
      {setup ? (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            callApi('/api/auth/two-factor/verify-totp', { method: 'POST', body: { code: code.trim() } }).then(() => {
              setSetup(undefined);
              setEnabled(true);
            }, fail);
          }}
        >
          <p>{translate('rennfeld.account.scan')}</p>
          <QRCodeSVG value={setup.totpURI} size={180} />
          <p>
            {translate('rennfeld.account.secret')}: <code>{secret}</code>
          </p>
          <p>{translate('rennfeld.account.recovery_codes')}</p>
          <ul>
            {setup.backupCodes.map((backupCode) => (
              <li key={backupCode}>
                <code>{backupCode}</code>
              </li>
            ))}
          </ul>
          <Field label={translate('rennfeld.login.code')}>
            <input
              inputMode="numeric"
              autoComplete="one-time-code"
              required
              value={code}
              onChange={(e) => setCode(e.target.value)}
            />
          </Field>
          <Button type="submit" variant="contained" label="rennfeld.account.confirm" />
        </form>
      ) : (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            const path = enabled ? '/api/auth/two-factor/disable' : '/api/auth/two-factor/enable';
            callApi<{ totpURI: string; backupCodes: string[] }>(path, { method: 'POST', body: { password } }).then(
              (answer) => {
                setPassword('');
                if (enabled) setEnabled(false);
                else setSetup(answer);
              },
              fail,
            );
          }}
        >
          <Field label={translate('rennfeld.account.confirm_password')}>
            <input
              type="password"
              autoComplete="current-password"
              required
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
          </Field>
          <Button
            type="submit"
            variant="contained"
            label={enabled ? 'rennfeld.account.turn_off' : 'rennfeld.account.turn_on'}
          />
        </form>
      )}
    </section>
  );
}

/** The signed-in member's own account: password and second factor. */
export function AccountPage() {
  const { identity } = useGetIdentity();
  const translate = useTranslate();
  return (
    <div style={{ padding: '1em' }}>
      <Title title={translate('rennfeld.account.menu')} />
      <p>{identity?.fullName}</p>
      <ChangePassword />
      <TwoFactor />
    </div>
  );
}
