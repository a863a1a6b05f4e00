import { ApiError, useLoader, useSession, useValue, type LoaderState, useText } from '@screenplay/hooks';
import { AUTH_API, type QueryOf } from '@screenplay/core/contract';
import { Button, LoadingIndicator } from '@screenplay/ui';
import { useLocation, useSearch } from 'wouter';
import { usePortal } from '../../app/PortalContext';
import type { PageProps } from '../../app/pages';

type Outcome = { kind: 'loading' } | { kind: 'done'; message: string; isSuccess: boolean };

/** The server's status for any answer below 500 (spec); `fallback` for anything else. */
function outcomeOf(verified: LoaderState<{ message: string }>, fallback: string): Outcome {
  if (verified.status === 'ready' && verified.data)
    return { kind: 'done', message: verified.data.message, isSuccess: true };
  if (verified.status !== 'error') return { kind: 'loading' };
  const { error } = verified;
  const isAnswered = error instanceof ApiError && error.status !== null && error.status < 500;
  return { kind: 'done', message: isAnswered ? error.message : fallback, isSuccess: false };
}

/**
 * `/auth/email/verify/:userId`: opens the signed link from the verification e-mail. The server's
 * status is shown for any answer below 500 (spec); anything else shows the generic failure.
 */
export default function VerifyEmailPage({ params }: PageProps) {
  const t = useText();
  const { api } = usePortal();
  const session = useSession();
  const status = useValue(session.$status);
  const search = useSearch();
  const [, navigate] = useLocation();
  const userId = params.userId ?? '';
  const verified = useLoader(() => {
    // The signed link's query goes back as it came (expires, hash, signature): the server checks the signature.
    const query = Object.fromEntries(new URLSearchParams(search)) as QueryOf<typeof AUTH_API.verifyEmail>;
    return api.call(AUTH_API.verifyEmail, { params: { userId }, query });
  }, [api, search, userId]);
  const outcome = outcomeOf(verified, t('errors.somethingWentWrong'));

  return (
    <section data-scope="auth-form" data-part="root" aria-labelledby="verify-title">
      <h1 id="verify-title">{t('auth.verifyEmailTitle')}</h1>
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
        {t(status === 'signedIn' ? 'auth.continue' : 'login.backToLogin')}
      </Button>
    </section>
  );
}
