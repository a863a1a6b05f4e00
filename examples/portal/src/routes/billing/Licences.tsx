import type { LicenceOrderDto } from '@screenplay/core';
import { LICENCE_EXPIRY_WARNING_DAYS, type LicenceOrderState } from '@screenplay/core/billing';
import type { MessageKey } from '@screenplay/core/messages';
import { useText } from '@screenplay/hooks';
import { Button, LoadingIndicator } from '@screenplay/ui';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { dayOf } from '../../shared/billing/billing.logic';
import { LicenceWarning } from '../../shared/licences/LicenceWarning';
import { useLicenceStatus } from '../../shared/licences/useLicenceStatus';

/** The words of each licence order state (core's `licenceOrderState`). */
const STATE_KEYS: Readonly<Record<LicenceOrderState, MessageKey>> = {
  upcoming: 'licences.stateUpcoming',
  valid: 'licences.stateValid',
  expiringSoon: 'licences.stateExpiringSoon',
  expired: 'licences.stateExpired',
  removed: 'licences.stateRemoved',
  removal: 'licences.stateRemoval',
};

/** The states in which what an order has left means something: it counts, will count, or was all removed. */
const COUNTING_STATES: ReadonlySet<LicenceOrderState> = new Set(['upcoming', 'valid', 'expiringSoon', 'removed']);

/**
 * Billing's Licences section (issue 25: "the customers and billing pages show what expires when"): the licence warning
 * (screens over the valid licences, licences ending within 30 days), how many licences are valid for how many screens
 * and the maximum, and every licence order and removal with its start, end, amount, what it has left and its state
 * (valid, expiring within 30 days, expired, removal...). For a customer tenant (a reseller's own billing has none);
 * read again when `version` changes (licences bought).
 */
export function Licences({ version = 0 }: { version?: unknown }) {
  const t = useText();
  const intl = useIntl();
  const headingId = useId();
  const status = useLicenceStatus(version);
  const none = t('licences.noEnd');
  const day = (iso: string | null) => dayOf(iso, none, intl.locale);
  const amountOf = (order: LicenceOrderDto) =>
    order.prepaid ? t('licences.prepaid', { amount: order.amount }) : String(order.amount);

  return (
    <section data-scope="billing" data-part="section" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('licences.heading')}</h2>
      {status.status === 'error' && !status.data ? (
        // Not an alert: a section failing to load does not interrupt the rest of the page (its retry is beside it).
        <div data-part="failure">
          <p>{t('licences.loadError')}</p>
          <Button variant="secondary" onClick={status.reload}>
            {t('billingPage.retry')}
          </Button>
        </div>
      ) : null}
      {!status.data && status.status !== 'error' ? <LoadingIndicator /> : null}
      {status.data ? (
        <>
          <LicenceWarning status={status.data} isOnBilling />
          <p>
            {t('licences.summary', {
              valid: status.data.valid,
              paid: status.data.paidScreensInUse,
              all: status.data.screensInUse,
            })}{' '}
            {status.data.maxScreens > 0
              ? t('licences.maxScreens', { max: status.data.maxScreens })
              : t('licences.noMaxScreens')}
          </p>
          {status.data.orders.length === 0 ? (
            <p data-part="empty">{t('licences.none')}</p>
          ) : (
            <div data-part="table-wrap">
              <table data-part="table" aria-label={t('licences.orders')}>
                <thead>
                  <tr>
                    <th scope="col">{t('licences.amount')}</th>
                    <th scope="col">{t('licences.starts')}</th>
                    <th scope="col">{t('licences.ends')}</th>
                    <th scope="col">{t('licences.left')}</th>
                    <th scope="col">{t('licences.state')}</th>
                    <th scope="col">{t('licences.recordedBy')}</th>
                  </tr>
                </thead>
                <tbody>
                  {status.data.orders.map((order) => (
                    <tr key={order.id} data-state={order.state}>
                      <th scope="row" data-part="number">
                        {amountOf(order)}
                      </th>
                      <td>{day(order.startsAt)}</td>
                      <td>{day(order.endsAt)}</td>
                      <td data-part="number">{COUNTING_STATES.has(order.state) ? order.remaining : none}</td>
                      <td>{t(STATE_KEYS[order.state], { days: LICENCE_EXPIRY_WARNING_DAYS })}</td>
                      <td>{order.createdBy ?? none}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </>
      ) : null}
    </section>
  );
}
