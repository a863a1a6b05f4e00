import { useSession } from '@screenplay/hooks';
import { Button, TextField } from '@screenplay/ui';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { FormMessage } from '../../app/FormMessage';
import { useSubmit } from '../../app/useSubmit';

/** The forgot-password form: asks for the e-mail and sends a recovery link to it. */
export function ForgotPasswordForm({ initialEmail, onBack }: { initialEmail: string; onBack: () => void }) {
  const intl = useIntl();
  const session = useSession();
  const [email, setEmail] = useState(initialEmail);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { isSubmitting, formError, run } = useSubmit();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const address = email.trim();
    setSentTo(null);
    if (await run(() => session.forgot(address))) setSentTo(address);
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
      <FormMessage scope="auth-form" kind="success">
        {sentTo && intl.formatMessage({ id: 'login.recoverySent' }, { email: sentTo })}
      </FormMessage>
      <FormMessage scope="auth-form" kind="error">
        {formError}
      </FormMessage>
      <Button type="submit" variant="primary" isLoading={isSubmitting}>
        {intl.formatMessage({ id: 'login.sendRecovery' })}
      </Button>
      <Button type="button" variant="link" onClick={onBack}>
        {intl.formatMessage({ id: 'login.backToLogin' })}
      </Button>
    </form>
  );
}
