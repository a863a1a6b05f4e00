import { useSession } from '@screenplay/hooks';
import { Button, TextField } from '@screenplay/ui';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { errorMessage } from '../../app/errorMessage';

/** The forgot-password form: asks for the e-mail and sends a recovery link to it. */
export function ForgotPasswordForm({ initialEmail, onBack }: { initialEmail: string; onBack: () => void }) {
  const intl = useIntl();
  const session = useSession();
  const [email, setEmail] = useState(initialEmail);
  const [error, setError] = useState<string | null>(null);
  const [isSent, setSent] = useState(false);
  const [isSubmitting, setSubmitting] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    setSubmitting(true);
    try {
      await session.forgot(email.trim());
      setSent(true);
    } catch (caught) {
      setError(errorMessage(intl, caught));
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <form data-scope="auth-form" data-part="root" onSubmit={submit} aria-labelledby="forgot-title" noValidate>
      <h1 id="forgot-title">{intl.formatMessage({ id: 'login.forgotTitle' })}</h1>
      <p data-scope="auth-form" data-part="hint">
        {intl.formatMessage({ id: 'login.forgotHint' })}
      </p>
      <TextField
        label={intl.formatMessage({ id: 'login.email' })}
        name="email"
        type="email"
        autoComplete="username"
        required
        value={email}
        onChange={(event) => setEmail(event.target.value)}
      />
      {isSent && (
        <p data-scope="auth-form" data-part="success" role="status">
          {intl.formatMessage({ id: 'login.recoverySent' }, { email: email.trim() })}
        </p>
      )}
      {error && (
        <p data-scope="auth-form" data-part="error" role="alert">
          {error}
        </p>
      )}
      <Button type="submit" variant="primary" isLoading={isSubmitting}>
        {intl.formatMessage({ id: 'login.sendRecovery' })}
      </Button>
      <Button type="button" variant="link" onClick={onBack}>
        {intl.formatMessage({ id: 'login.backToLogin' })}
      </Button>
    </form>
  );
}
