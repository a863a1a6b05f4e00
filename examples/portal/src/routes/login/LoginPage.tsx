import { returnTargetAfterLogin } from '@screenplay/core';
import { useSession } from '@screenplay/hooks';
import { Button, PasswordField, TextField } from '@screenplay/ui';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useSearch } from 'wouter';
import { FormMessage } from '../../app/FormMessage';
import { useSubmit } from '../../app/useSubmit';
import { ForgotPasswordForm } from './ForgotPasswordForm';

/**
 * `/login`: e-mail and password, with the forgot-password form one click away. After signing in the
 * user returns to the path and query carried in `p` and `q`, or to the home page.
 */
export default function LoginPage() {
  const intl = useIntl();
  const session = useSession();
  const search = useSearch();
  const [, navigate] = useLocation();
  const [mode, setMode] = useState<'login' | 'forgot'>('login');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const { isSubmitting, formError, run } = useSubmit();

  if (mode === 'forgot') {
    return <ForgotPasswordForm initialEmail={email} onBack={() => setMode('login')} />;
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (await run(() => session.login(email.trim(), password))) {
      navigate(returnTargetAfterLogin(search ? `?${search}` : ''), { replace: true });
    }
  };

  return (
    <form data-scope="auth-form" data-part="root" onSubmit={submit} aria-labelledby="login-title" noValidate>
      <h1 id="login-title">{intl.formatMessage({ id: 'login.title' })}</h1>
      <TextField
        label={intl.formatMessage({ id: 'login.email' })}
        name="email"
        type="email"
        autoComplete="username"
        required
        value={email}
        onChange={(event) => setEmail(event.target.value)}
      />
      <PasswordField
        label={intl.formatMessage({ id: 'login.password' })}
        name="password"
        autoComplete="current-password"
        required
        value={password}
        onChange={(event) => setPassword(event.target.value)}
      />
      <FormMessage scope="auth-form" kind="error">
        {formError}
      </FormMessage>
      <Button type="submit" variant="primary" isLoading={isSubmitting}>
        {intl.formatMessage({ id: 'login.submit' })}
      </Button>
      <Button type="button" variant="link" onClick={() => setMode('forgot')}>
        {intl.formatMessage({ id: 'login.forgotPassword' })}
      </Button>
    </form>
  );
}
