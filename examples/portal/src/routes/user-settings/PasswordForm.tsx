import { useSession, useToasts } from '@screenplay/hooks';
import { Button, PasswordField } from '@screenplay/ui';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { FormMessage } from '../../app/FormMessage';
import { useSubmit } from '../../app/useSubmit';

const EMPTY = { current_password: '', password: '', password_confirmation: '' };
type Fields = typeof EMPTY;

/**
 * The password change: current password, new password and its confirmation. A mismatch is refused
 * before any call ('Passwords should be equal'); the server's field errors show under their fields.
 */
export function PasswordForm() {
  const intl = useIntl();
  const session = useSession();
  const toasts = useToasts();
  const [fields, setFields] = useState<Fields>(EMPTY);
  const { isSubmitting, formError, fieldErrors: errors, run, reject } = useSubmit({ showFieldErrors: true });
  const set = (name: keyof Fields) => (event: { target: { value: string } }) =>
    setFields((current) => ({ ...current, [name]: event.target.value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (fields.password !== fields.password_confirmation) {
      reject({
        fieldErrors: { password_confirmation: intl.formatMessage({ id: 'validation.passwordsShouldBeEqual' }) },
      });
      return;
    }
    if (await run(() => session.changePassword(fields))) {
      setFields(EMPTY);
      toasts.show({ type: 'INFO', messageKey: 'userSettings.passwordChanged' });
    }
  };

  return (
    <form data-scope="settings" data-part="form" onSubmit={submit} noValidate>
      <PasswordField
        label={intl.formatMessage({ id: 'userSettings.currentPassword' })}
        name="current_password"
        autoComplete="current-password"
        required
        value={fields.current_password}
        onChange={set('current_password')}
        error={errors.current_password}
      />
      <PasswordField
        label={intl.formatMessage({ id: 'auth.newPassword' })}
        name="password"
        autoComplete="new-password"
        required
        value={fields.password}
        onChange={set('password')}
        error={errors.password}
      />
      <PasswordField
        label={intl.formatMessage({ id: 'auth.confirmPassword' })}
        name="password_confirmation"
        autoComplete="new-password"
        required
        value={fields.password_confirmation}
        onChange={set('password_confirmation')}
        error={errors.password_confirmation}
      />
      <FormMessage scope="settings" kind="error">
        {formError}
      </FormMessage>
      <Button type="submit" variant="primary" isLoading={isSubmitting}>
        {intl.formatMessage({ id: 'userSettings.updatePassword' })}
      </Button>
    </form>
  );
}
