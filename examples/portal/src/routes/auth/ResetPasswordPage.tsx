import { PASSWORD_MIN_LENGTH } from '@screenplay/core';
import { useSession, useText } from '@screenplay/hooks';
import { Button, PasswordField, TextField } from '@screenplay/ui';
import { useState, type FormEvent } from 'react';
import { useLocation, useRoute } from 'wouter';
import { FormMessage } from '../../app/FormMessage';
import type { PageProps } from '../../app/pages';
import { useSubmit } from '../../app/useSubmit';

/** The fields whose server messages show under them; any other (the token's) is the form's message. */
const PASSWORD_FIELDS = ['password', 'password_confirmation'] as const;

/**
 * `/auth/forget/:token/:email` and `/auth/verify/:token/:email`: the same screen (spec) — choose a
 * password with the token from the e-mail. On success the link signs the user in (the server
 * answers with tokens) and the home page opens; the verify variant also confirms the e-mail.
 */
export default function ResetPasswordPage({ params }: PageProps) {
  const t = useText();
  const session = useSession();
  const [, navigate] = useLocation();
  const [isVerify] = useRoute('/auth/verify/:token/:email');
  const token = params.token ?? '';
  const email = params.email ?? '';
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const { isSubmitting, formError, fieldErrors, run, reject } = useSubmit({ fields: PASSWORD_FIELDS });
  const mismatch = confirmation.length > 0 && password !== confirmation;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (password !== confirmation) {
      reject({ formError: t('validation.passwordsShouldBeEqual') });
      return;
    }
    if (await run(() => session.reset({ email, token, password, password_confirmation: confirmation }))) {
      navigate('/', { replace: true });
    }
  };

  const titleKey = isVerify ? 'auth.verifyTitle' : 'auth.resetTitle';
  return (
    <form data-scope="auth-form" data-part="root" onSubmit={submit} aria-labelledby="reset-title" noValidate>
      <h1 id="reset-title">{t(titleKey)}</h1>
      <TextField label={t('login.email')} name="email" type="email" value={email} readOnly />
      <PasswordField
        label={t('auth.newPassword')}
        name="password"
        autoComplete="new-password"
        required
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        description={t('auth.passwordRule', { min: PASSWORD_MIN_LENGTH })}
        error={fieldErrors.password}
      />
      <PasswordField
        label={t('auth.confirmPassword')}
        name="password_confirmation"
        autoComplete="new-password"
        required
        value={confirmation}
        onChange={(event) => setConfirmation(event.target.value)}
        error={mismatch ? t('validation.passwordsShouldBeEqual') : fieldErrors.password_confirmation}
      />
      <FormMessage scope="auth-form" kind="error">
        {formError}
      </FormMessage>
      <Button type="submit" variant="primary" isLoading={isSubmitting}>
        {t('auth.setPassword')}
      </Button>
      <Button type="button" variant="link" onClick={() => navigate('/login')}>
        {t('login.backToLogin')}
      </Button>
    </form>
  );
}
