import {
  callbackParams,
  isCallbackError,
  isSocialAccountType,
  parseFacebookCallback,
  parseInstagramCallback,
  type SocialAccount,
  type SocialAccountType,
  type SocialCallbackError,
} from '@screenplay/core/tenant';
import { useText } from '@screenplay/hooks';
import { LoadingIndicator } from '@screenplay/ui';
import { useEffect, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useLocation } from 'wouter';
import { errorMessage } from '../../app/errorMessage';
import type { PageProps } from '../../app/pages';
import { usePortal } from '../../app/PortalContext';
import { callbackUrl, type IntegrationsCalls, integrationsCalls } from '@screenplay/hooks/accounts';
import './integrations.css';

/** Where the user goes once the connection completed. */
const INTEGRATIONS_PATH = '/integrations';

/**
 * Connections being completed, by state: a state completes one connection only (the server refuses it again), so
 * a second mount of this page for the same answer (React's development double effects, a re-render) waits for the
 * first call instead of making its own.
 */
const pending = new Map<string, Promise<SocialAccount[]>>();

type Outcome =
  | { kind: 'working' }
  | { kind: 'failed'; message: string }
  | { kind: 'refused'; error: SocialCallbackError | 'unknownType' };

/** Reads the provider's answer from the address and starts completing the connection, or says why it cannot. */
function complete(
  calls: IntegrationsCalls,
  type: string,
  location: { search: string; hash: string; origin: string },
): Promise<SocialAccount[]> | { error: SocialCallbackError | 'unknownType' } {
  if (!isSocialAccountType(type)) return { error: 'unknownType' };
  const params = callbackParams(location.search, location.hash);
  const kind: SocialAccountType = type;
  if (kind === 'facebook') {
    const callback = parseFacebookCallback(params);
    if (isCallbackError(callback)) return { error: callback };
    const started = pending.get(callback.state) ?? calls.connectFacebook(callback);
    pending.set(callback.state, started);
    return started;
  }
  const callback = parseInstagramCallback(params);
  if (isCallbackError(callback)) return { error: callback };
  const started = pending.get(callback.state) ?? calls.connectInstagram(callback, callbackUrl(location.origin, kind));
  pending.set(callback.state, started);
  return started;
}

/**
 * `/social/:type` (spec §2, §7 Social; issue 14): where the provider's dialog sends the user back. Facebook's token
 * flow answers in the fragment (`#access_token=…&expires_in=…&data_access_expiration_time=…&state=…`), Instagram's
 * code flow in the query (`?code=…&state=…`); the page reads both, removes them from the address at once (a token
 * must not stay in the history), completes the connection through `GET oauth/{type}/connect` and goes to
 * Integrations with a toast naming the accounts. A refusal at the provider or by the server is shown here, with
 * the way back.
 */
export default function SocialCallbackPage({ params }: PageProps) {
  const t = useText();
  const intl = useIntl();
  const { api, toasts } = usePortal();
  const [, navigate] = useLocation();
  const calls = useMemo(() => integrationsCalls(api), [api]);
  const type = params.type ?? '';
  // Read once, before the address is cleaned.
  const [answer] = useState(() => ({
    search: window.location.search,
    hash: window.location.hash,
    origin: window.location.origin,
  }));
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'working' });

  useEffect(() => {
    if (window.location.search || window.location.hash)
      window.history.replaceState(window.history.state, '', window.location.pathname);
    const started = complete(calls, type, answer);
    if (!(started instanceof Promise)) {
      setOutcome({ kind: 'refused', error: started.error });
      return;
    }
    let isCurrent = true;
    started.then(
      (accounts) => {
        if (!isCurrent) return;
        const names = accounts.map((account) => account.username).join(', ');
        toasts.show({ type: 'INFO', messageKey: 'integrations.connected', values: { names } });
        navigate(INTEGRATIONS_PATH, { replace: true });
      },
      (caught: unknown) => {
        if (isCurrent) setOutcome({ kind: 'failed', message: errorMessage(intl, caught) });
      },
    );
    return () => {
      isCurrent = false;
    };
  }, [calls, type, answer, toasts, navigate, intl]);

  let message: string | null = null;
  if (outcome.kind === 'failed') message = outcome.message;
  if (outcome.kind === 'refused') {
    const { error } = outcome;
    if (error === 'unknownType') message = t('social.callback.unknownType');
    else if (error.error === 'missing') message = t('social.callback.missing');
    else
      message = error.description
        ? t('social.callback.denied', { description: error.description })
        : t('social.callback.deniedPlain');
  }

  return (
    <div data-scope="social-callback" data-part="root">
      <h2>{t('titles.integrations')}</h2>
      {message === null ? (
        <div data-scope="social-callback" data-part="working">
          <LoadingIndicator />
          <p>{t('social.callback.connecting')}</p>
        </div>
      ) : (
        <div data-scope="social-callback" data-part="failure">
          <p role="alert">{message}</p>
          <Link href={INTEGRATIONS_PATH}>{t('social.callback.back')}</Link>
        </div>
      )}
    </div>
  );
}
