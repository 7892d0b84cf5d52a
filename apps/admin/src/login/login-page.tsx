import { useState, type FormEvent } from 'react';
import {
  Button,
  Login,
  TextInput,
  useLogin,
  useNotify,
  useTranslate,
  Form,
  PasswordInput,
  required,
} from 'react-admin';
import { SecondFactorRequired } from '../auth-provider.ts';

/** E-mail and password; then, for a member with TOTP on, the code (or a recovery code). */
export function LoginPage() {
  const login = useLogin();
  const notify = useNotify();
  const translate = useTranslate();
  const [step, setStep] = useState<'password' | 'code' | 'recovery'>('password');
  const [pending, setPending] = useState(false);

  async function submit(values: Record<string, string>) {
    setPending(true);
    try {
      if (step === 'password') await login({ email: values.email, password: values.password });
      else await login({ code: values.code, recovery: step === 'recovery' });
    } catch (error) {
      if (error instanceof SecondFactorRequired) setStep('code');
      else notify((error as Error).message, { type: 'error' });
    } finally {
      setPending(false);
    }
  }

  return (
    <Login>
      <Form onSubmit={(values: Record<string, unknown>) => submit(values as Record<string, string>)}>
        <div style={{ padding: '0 1em 1em' }}>
          {step === 'password' ? (
            <>
              <TextInput
                source="email"
                type="email"
                label="rennfeld.login.email"
                autoComplete="username"
                validate={required()}
                fullWidth
              />
              <PasswordInput
                source="password"
                label="rennfeld.login.password"
                autoComplete="current-password"
                validate={required()}
                fullWidth
              />
              <Button type="submit" variant="contained" label="rennfeld.login.sign_in" disabled={pending} fullWidth />
            </>
          ) : (
            <>
              <p>{translate('rennfeld.login.second_factor')}</p>
              <TextInput
                source="code"
                label={step === 'code' ? 'rennfeld.login.code' : 'rennfeld.login.recovery_code'}
                autoComplete="one-time-code"
                validate={required()}
                fullWidth
              />
              <Button type="submit" variant="contained" label="rennfeld.login.verify" disabled={pending} fullWidth />
              <Button
                label={step === 'code' ? 'rennfeld.login.use_recovery_code' : 'rennfeld.login.use_authenticator'}
                onClick={(event: FormEvent) => {
                  event.preventDefault();
                  setStep(step === 'code' ? 'recovery' : 'code');
                }}
              />
            </>
          )}
        </div>
      </Form>
    </Login>
  );
}
