import { AUTH_API } from '@screenplay/core/contract';
import { useToasts } from '@screenplay/hooks';
import { Button } from '@screenplay/ui';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { usePortal } from '../../app/PortalContext';
import { toastError } from '../../app/toastError';

/** Tells the user their e-mail is not verified yet and sends a new verification link on request. */
export function EmailVerificationNotice() {
  const intl = useIntl();
  const { api } = usePortal();
  const toasts = useToasts();
  const [isSending, setSending] = useState(false);

  const resend = async () => {
    setSending(true);
    try {
      await api.call(AUTH_API.resendEmail);
      toasts.show({ type: 'INFO', messageKey: 'userSettings.verificationSent' });
    } catch (error) {
      toastError(toasts, error);
    } finally {
      setSending(false);
    }
  };

  return (
    <p data-scope="settings" data-part="notice" role="note">
      {intl.formatMessage({ id: 'userSettings.emailNotVerified' })}{' '}
      <Button type="button" variant="link" isLoading={isSending} onClick={() => void resend()}>
        {intl.formatMessage({ id: 'userSettings.resendVerification' })}
      </Button>
    </p>
  );
}
