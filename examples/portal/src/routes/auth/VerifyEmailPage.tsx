import { ApiError, useSession, useValue } from '@screenplay/hooks';
import { Button, LoadingIndicator } from '@screenplay/ui';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useSearch } from 'wouter';
import { usePortal } from '../../app/PortalContext';
import type { PageProps } from '../../app/pages';

type Outcome = { kind: 'loading' } | { kind: 'done'; message: string; isSuccess: boolean };

/**
 * `/auth/email/verify/:userId`: opens the signed link from the verification e-mail. The server's
 * status is shown for any answer below 500 (spec); anything else shows the generic failure.
 */
export default function VerifyEmailPage({ params }: PageProps) {
  const intl = useIntl();
  const { api } = usePortal();
  const session = useSession();
  const status = useValue(session.$status);
  const search = useSearch();
  const [, navigate] = useLocation();
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'loading' });
  const userId = params.userId ?? '';

  useEffect(() => {
    let isCurrent = true;
    const query = Object.fromEntries(new URLSearchParams(search));
    api
      .get<{ message: string; status: string }>(`auth/email/verify/${encodeURIComponent(userId)}`, { params: query })
      .then((answer) => isCurrent && setOutcome({ kind: 'done', message: answer.message, isSuccess: true }))
      .catch((error: unknown) => {
        if (!isCurrent) return;
        const isAnswered = error instanceof ApiError && error.status !== null && error.status < 500;
        const message = isAnswered ? error.message : intl.formatMessage({ id: 'errors.somethingWentWrong' });
        setOutcome({ kind: 'done', message, isSuccess: false });
      });
    return () => {
      isCurrent = false;
    };
  }, [api, intl, search, userId]);

  return (
    <section data-scope="auth-form" data-part="root" aria-labelledby="verify-title">
      <h1 id="verify-title">{intl.formatMessage({ id: 'auth.verifyEmailTitle' })}</h1>
      {outcome.kind === 'loading' ? (
        <LoadingIndicator />
      ) : (
        <p
          data-scope="auth-form"
          data-part={outcome.isSuccess ? 'success' : 'error'}
          role={outcome.isSuccess ? 'status' : 'alert'}
        >
          {outcome.message}
        </p>
      )}
      <Button type="button" variant="primary" onClick={() => navigate(status === 'signedIn' ? '/' : '/login')}>
        {intl.formatMessage({ id: status === 'signedIn' ? 'auth.continue' : 'login.backToLogin' })}
      </Button>
    </section>
  );
}
