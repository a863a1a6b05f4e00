import { deriveAccess } from '@screenplay/core';
import {
  SOCIAL_ACCOUNT_TYPES,
  type SocialAccount,
  type SocialAccountType,
  type SocialConnectRefusal,
  socialConnectRefusal,
  sortSocialAccounts,
} from '@screenplay/core/tenant';
import { useLoader, useText, useValue } from '@screenplay/hooks';
import type { MessageKey } from '@screenplay/core/messages';
import { Button, LoadingIndicator } from '@screenplay/ui';
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { errorMessage } from '../../app/errorMessage';
import { usePortal } from '../../app/PortalContext';
import { callbackUrl, type IntegrationsCalls, integrationsCalls } from '@screenplay/hooks/accounts';
import './integrations.css';

/** The reason shown instead of Connect, by why the user may not connect (core's rule), or the server's lack of an app. */
const REFUSAL_KEYS: Record<SocialConnectRefusal | 'notConfigured', MessageKey> = {
  noTenant: 'integrations.noTenant',
  notAllowed: 'social.addAccountNotAllowed',
  notConfigured: 'integrations.notConfigured',
};

/**
 * `/integrations` (spec §2 "Integrations (social accounts)", path ours; §3, §7 Social; issue 14): the tenant's
 * Instagram- and Facebook-type accounts, each kind alphabetically by username, with Connect (the provider's dialog,
 * returning to `/social/:type`) and Disconnect (after a confirmation). Users who may not connect (core
 * `socialConnectRefusal`) see why instead of the buttons; an account the server pre-provisions is marked so and
 * cannot be disconnected here.
 */
export default function IntegrationsPage() {
  const t = useText();
  const { api, session } = usePortal();
  const user = useValue(session.$user);
  const calls = useMemo(() => integrationsCalls(api), [api]);
  const refusal = user ? socialConnectRefusal(deriveAccess(user)) : 'notAllowed';

  return (
    <div data-scope="integrations" data-part="root">
      <header data-scope="integrations" data-part="header">
        <h2>{t('titles.integrations')}</h2>
        <p>{t('integrations.lead')}</p>
      </header>
      {SOCIAL_ACCOUNT_TYPES.map((kind) => (
        <AccountSection key={kind} kind={kind} calls={calls} refusal={refusal} />
      ))}
    </div>
  );
}

/** One kind's accounts, its Connect button (or why not) and each account's Disconnect. */
function AccountSection({
  kind,
  calls,
  refusal,
}: {
  kind: SocialAccountType;
  calls: IntegrationsCalls;
  refusal: SocialConnectRefusal | null;
}) {
  const t = useText();
  const intl = useIntl();
  const { toasts, popups } = usePortal();
  const list = useLoader(() => calls.list(kind), [calls, kind], { keepPreviousData: true });
  const [isOpening, setOpening] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const headingId = `integrations-${kind}`;

  const connect = async () => {
    setFailure(null);
    setOpening(true);
    try {
      const url = await calls.link(kind, callbackUrl(window.location.origin, kind));
      window.location.assign(url);
    } catch (caught) {
      setFailure(errorMessage(intl, caught));
      setOpening(false);
    }
  };

  const disconnect = async (account: SocialAccount) => {
    setFailure(null);
    const values = { username: account.username };
    const answer = await popups.open({
      kind: 'confirm',
      messageKey: 'integrations.disconnectConfirm',
      values,
      confirmLabelKey: 'integrations.disconnectShort',
    });
    if (answer.action !== 'confirm') return;
    try {
      await calls.disconnect(kind, account.id);
      toasts.show({ type: 'INFO', messageKey: 'integrations.disconnected', values });
      list.reload();
    } catch (caught) {
      setFailure(errorMessage(intl, caught));
    }
  };

  const data = list.data;
  const reason = refusal ?? (data && !data.connectable ? 'notConfigured' : null);
  const mayChange = refusal === null;
  const date = (iso: string | null) =>
    iso ? intl.formatDate(iso, { dateStyle: 'medium', timeStyle: 'short' }) : t('integrations.noExpiry');

  return (
    <section data-scope="integrations" data-part="section" aria-labelledby={headingId}>
      <div data-scope="integrations" data-part="section-header">
        <h3 id={headingId}>{t(`integrations.section.${kind}`)}</h3>
        {data && reason === null ? (
          <Button variant="primary" isLoading={isOpening} onClick={() => void connect()}>
            {isOpening ? t('integrations.connecting') : t(`integrations.connect.${kind}`)}
          </Button>
        ) : null}
      </div>
      {data && reason !== null ? (
        <p data-scope="integrations" data-part="reason">
          {t(REFUSAL_KEYS[reason])}
        </p>
      ) : null}
      {failure ? (
        <p data-scope="integrations" data-part="failure" role="alert">
          {failure}
        </p>
      ) : null}
      {data === undefined ? (
        list.status === 'error' ? (
          <div data-scope="integrations" data-part="error" role="alert">
            <p>{t('integrations.loadError')}</p>
            <Button variant="secondary" onClick={list.reload}>
              {t('integrations.retry')}
            </Button>
          </div>
        ) : (
          <LoadingIndicator />
        )
      ) : data.accounts.length === 0 ? (
        <p data-scope="integrations" data-part="empty">
          {t(`integrations.empty.${kind}`)}
        </p>
      ) : (
        <table data-scope="integrations" data-part="table" aria-labelledby={headingId}>
          <thead>
            <tr>
              <th scope="col">{t('integrations.username')}</th>
              <th scope="col">{t('integrations.connectedAt')}</th>
              <th scope="col">{t('integrations.expiresAt')}</th>
              <th scope="col">{t('integrations.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {sortSocialAccounts(data.accounts).map((account) => (
              <tr key={account.id}>
                <th scope="row">{account.username}</th>
                <td>{account.source === 'server' ? t('integrations.provisioned') : date(account.connectedAt)}</td>
                <td>{account.source === 'server' ? '—' : date(account.expiresAt)}</td>
                <td>
                  {account.source === 'oauth' && mayChange ? (
                    <Button
                      variant="secondary"
                      aria-label={t('integrations.disconnect', { username: account.username })}
                      onClick={() => void disconnect(account)}
                    >
                      {t('integrations.disconnectShort')}
                    </Button>
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
