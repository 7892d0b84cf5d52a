import { Button, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import {
  HttpError,
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

/** What a failed sign-in says, in the staff area's language: never the server's English. */
function signInFailure(error: unknown, step: 'password' | 'code' | 'recovery'): string {
  const status = error instanceof HttpError ? error.status : undefined;
  if (status === 429) return 'rennfeld.login.too_many';
  if (status === 401 || status === 400 || status === 403) {
    return step === 'password' ? 'rennfeld.login.failed' : 'rennfeld.login.wrong_code';
  }
  return 'rennfeld.login.unavailable';
}

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
      else notify(signInFailure(error, step), { type: 'error' });
    } finally {
      setPending(false);
    }
  }

  return (
    <Login>
      {/* react-admin's sign-in card has no landmark of its own. */}
      <main>
        <Typography component="h1" variant="h6" align="center" sx={{ mb: 1 }}>
          {translate('rennfeld.login.title')}
        </Typography>
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
                {/* MUI's button, not react-admin's: on a phone that one drops its label for an icon, and this has none. */}
                <Button type="submit" variant="contained" disabled={pending} fullWidth>
                  {translate('rennfeld.login.sign_in')}
                </Button>
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
                <Button type="submit" variant="contained" disabled={pending} fullWidth>
                  {translate('rennfeld.login.verify')}
                </Button>
                <Button
                  fullWidth
                  sx={{ mt: 1 }}
                  onClick={(event: FormEvent) => {
                    event.preventDefault();
                    setStep(step === 'code' ? 'recovery' : 'code');
                  }}
                >
                  {translate(step === 'code' ? 'rennfeld.login.use_recovery_code' : 'rennfeld.login.use_authenticator')}
                </Button>
              </>
            )}
          </div>
        </Form>
      </main>
    </Login>
  );
}
