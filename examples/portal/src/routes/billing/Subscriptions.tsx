import type { SubscriptionDto } from '@screenplay/core/billing';
import { useText } from '@screenplay/hooks';
import { Button } from '@screenplay/ui';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { errorMessage } from '../../app/errorMessage';
import { usePortal } from '../../app/PortalContext';
import { dayOf, lastDayOf, money } from '../../shared/billing/billing.logic';
import type { BillingCalls } from '@screenplay/hooks/billing';
import { STATUS_KEYS } from './statusKeys';

/**
 * The tenant's subscriptions (spec §7 `GET and DELETE subscriptions`): title, quantity, unit price (net; none when a
 * reseller's customers are at different prices), the net amount a month and VAT,
 * the current period and status; an administrator of the tenant can cancel an active one after a confirmation.
 */
export function Subscriptions({
  subscriptions,
  canManage,
  calls,
  onChanged,
}: {
  subscriptions: readonly SubscriptionDto[];
  /** Whether the user may cancel (an administrator of the tenant). */
  canManage: boolean;
  calls: BillingCalls;
  onChanged: () => void;
}) {
  const t = useText();
  const intl = useIntl();
  const { toasts, popups } = usePortal();
  const headingId = useId();
  const [failure, setFailure] = useState<string | null>(null);
  const none = t('billingPage.none');

  const cancel = async (subscription: SubscriptionDto) => {
    setFailure(null);
    const values = { title: subscription.title };
    const answer = await popups.open({
      kind: 'confirm',
      messageKey: 'billingPage.cancelSubscriptionConfirm',
      values,
      confirmLabelKey: 'billingPage.cancelSubscriptionShort',
      cancelLabelKey: 'billingPage.keepSubscription',
    });
    if (answer.action !== 'confirm') return;
    try {
      await calls.cancelSubscription(subscription.id);
      toasts.show({ type: 'INFO', messageKey: 'billingPage.subscriptionCanceled', values });
      onChanged();
    } catch (caught) {
      setFailure(errorMessage(intl, caught));
    }
  };

  return (
    <section data-scope="billing" data-part="section" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('billingPage.subscriptionsHeading')}</h2>
      {failure ? (
        <p data-part="failure" role="alert">
          {failure}
        </p>
      ) : null}
      {subscriptions.length === 0 ? (
        <p data-part="empty">{t('billingPage.subscriptionsEmpty')}</p>
      ) : (
        <div data-part="table-wrap">
          <table data-part="table" aria-label={t('billingPage.subscriptionsList')}>
            <thead>
              <tr>
                <th scope="col">{t('billingPage.subscriptionTitle')}</th>
                <th scope="col">{t('billingPage.quantity')}</th>
                <th scope="col">{t('billingPage.unitPrice')}</th>
                <th scope="col">{t('billingPage.orderAmount')}</th>
                <th scope="col">{t('billingPage.orderVat')}</th>
                <th scope="col">{t('billingPage.period')}</th>
                <th scope="col">{t('billingPage.status')}</th>
                {canManage ? <th scope="col">{t('billingPage.actions')}</th> : null}
              </tr>
            </thead>
            <tbody>
              {subscriptions.map((subscription) => (
                <tr key={subscription.id}>
                  <th scope="row">{subscription.title}</th>
                  <td data-part="number">{subscription.quantity}</td>
                  <td data-part="number">{subscription.unitPrice === null ? none : money(subscription.unitPrice)}</td>
                  <td data-part="number">{money(subscription.amount)}</td>
                  <td data-part="number">{subscription.vatPercent}%</td>
                  <td>
                    {dayOf(subscription.currentPeriodStart, none, intl.locale)} –{' '}
                    {lastDayOf(subscription.currentPeriodEnd, none, intl.locale)}
                  </td>
                  <td>{t(STATUS_KEYS[subscription.status])}</td>
                  {canManage ? (
                    <td>
                      {subscription.status === 'active' ? (
                        <Button
                          variant="ghost"
                          aria-label={t('billingPage.cancelSubscription', { title: subscription.title })}
                          onClick={() => void cancel(subscription)}
                        >
                          {t('billingPage.cancelSubscriptionShort')}
                        </Button>
                      ) : (
                        none
                      )}
                    </td>
                  ) : null}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
