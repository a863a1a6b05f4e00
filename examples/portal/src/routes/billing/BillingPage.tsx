import { deriveAccess } from '@screenplay/core';
import { mayAcceptBillingConsent } from '@screenplay/core/billing';
import { useLoader, useText, useValue } from '@screenplay/hooks';
import { Button, LoadingIndicator } from '@screenplay/ui';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useSearch } from 'wouter';
import { errorMessage } from '../../app/errorMessage';
import { usePortal } from '../../app/PortalContext';
import {
  billingFailureText,
  licenceItem,
  paymentFailureText,
  paymentTypeFromSearch,
  sessionFromSearch,
} from '../../shared/billing/billing.logic';
import { billingCalls, ordersCalls, type BillingCalls, type OrdersCalls } from '@screenplay/hooks/billing';
import { API_BASE_URL } from '../../app/createPortalStores';
import { licenceBuyer } from './BuyLicences';
import { DetailsForm, DetailsSummary } from './DetailsForm';
import { LicenceCost } from './LicenceCost';
import { Licences } from './Licences';
import { AdminOrders, TenantOrders } from './Orders';
import { PaymentMethods, type CardProgress } from './PaymentMethods';
import { Subscriptions } from './Subscriptions';
import { TestModeBanner } from './TestModeBanner';
import './billing.css';

/** Leaves the portal for the payment provider's hosted card set-up. */
function redirectTo(url: string): void {
  window.location.assign(url);
}

/**
 * `/billing` (spec accounts §2 "Billing (payment methods, orders, rewards, subscriptions, financial tag, card)", §7,
 * §9; issue 14), open by core's `canSeeBilling` (a direct customer, a super-admin, a reseller-role user). A tenant
 * (a customer, or a reseller's own account) sees its details, licence cost, payment methods, subscriptions, orders
 * and, for a reseller, rewards; a super-admin acting as no customer has no tenant and sees every tenant's orders.
 */
export default function BillingPage() {
  const t = useText();
  const { api, session } = usePortal();
  const user = useValue(session.$user);
  const calls = useMemo(() => billingCalls(api), [api]);
  const documents = useMemo(
    () => ordersCalls(api, { baseURL: API_BASE_URL, getToken: () => session.getToken() }),
    [api, session],
  );
  if (!user) return null;
  const access = deriveAccess(user);
  if (access.isSuperAdmin && !access.isActingAsCustomer)
    return (
      <div data-scope="billing" data-part="root">
        <p data-part="note">{t('billingPage.noTenant')}</p>
        <AdminOrders calls={calls} documents={documents} />
      </div>
    );
  return <TenantBilling calls={calls} documents={documents} canManage={mayAcceptBillingConsent(access)} />;
}

/** Finishes a card set-up the provider sent the user back from (`?session=`), once, then drops the query. */
function useReturnedCardSetup(calls: BillingCalls, sessionId: string | null, onAdded: () => void) {
  const t = useText();
  const intl = useIntl();
  const { toasts } = usePortal();
  const [, navigate] = useLocation();
  const [progress, setProgress] = useState<CardProgress>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const handled = useRef<string | null>(null);
  const latest = useRef({ onAdded, t, intl });
  latest.current = { onAdded, t, intl };

  useEffect(() => {
    if (!sessionId || handled.current === sessionId) return;
    handled.current = sessionId;
    setProgress('completing');
    setFailure(null);
    calls
      .startPayment({ paymentMethod: 'Card', sessionId })
      .then(
        (started) => {
          if (started.status === 'active')
            toasts.show({
              type: 'INFO',
              messageKey: 'billingPage.cardAdded',
              values: { title: started.paymentMethod.title },
            });
          latest.current.onAdded();
        },
        (caught: unknown) => {
          const { t: translate, intl: shownIntl } = latest.current;
          setFailure(
            paymentFailureText(caught, translate) ??
              billingFailureText(caught, translate) ??
              errorMessage(shownIntl, caught),
          );
        },
      )
      .finally(() => {
        setProgress(null);
        navigate('/billing', { replace: true });
      });
  }, [calls, sessionId, toasts, navigate]);

  return { progress, failure };
}

/**
 * A tenant's billing: everything but the all-tenants orders. Changes are offered to an administrator of the tenant
 * (`canManage`, core's `mayAcceptBillingConsent`, as the API decides); another user who may open billing reads it.
 */
function TenantBilling({
  calls,
  documents,
  canManage,
}: {
  calls: BillingCalls;
  documents: OrdersCalls;
  canManage: boolean;
}) {
  const t = useText();
  const search = useSearch();
  // Bumped by each purchase, so the Licences section reads the licences just bought.
  const [licencesBought, setLicencesBought] = useState(0);
  const handoff = paymentTypeFromSearch(search);
  const details = useLoader(() => calls.tenantDetails(), [calls]);
  const items = useLoader(() => calls.items(), [calls]);
  const methods = useLoader(() => calls.paymentMethods(), [calls]);
  const subscriptions = useLoader(() => calls.subscriptions(), [calls]);
  const returned = useReturnedCardSetup(calls, sessionFromSearch(search), methods.reload);

  const loads = [details, items, methods, subscriptions];
  if (loads.some((loaded) => loaded.status === 'error' && loaded.data === undefined))
    return (
      <div data-scope="billing" data-part="error" role="alert">
        <p>{t('billingPage.loadError')}</p>
        <Button
          variant="secondary"
          onClick={() => {
            for (const loaded of loads) if (loaded.status === 'error') loaded.reload();
          }}
        >
          {t('billingPage.retry')}
        </Button>
      </div>
    );
  if (!details.data || !items.data || !methods.data || !subscriptions.data) return <LoadingIndicator />;
  // Invoice needs the postal code first (core's postalCodeRequired): the hand-off then starts at that field.
  const asksPostalCode = canManage && handoff === 'Invoice' && !details.data.postalCode;

  return (
    <div data-scope="billing" data-part="root">
      {details.data.paymentMode === 'test' ? <TestModeBanner /> : null}
      <div data-part="columns">
        {canManage ? (
          <DetailsForm
            details={details.data}
            preselected={handoff}
            focusPostalCode={asksPostalCode}
            calls={calls}
            onSaved={details.reload}
          />
        ) : (
          <DetailsSummary details={details.data} />
        )}
        <LicenceCost item={licenceItem(items.data)} />
      </div>
      {details.data.tenantType === 'customer' ? <Licences version={licencesBought} /> : null}
      <PaymentMethods
        methods={methods.data}
        mode={details.data.paymentMode}
        canManage={canManage}
        calls={calls}
        handoff={handoff}
        asksPostalCode={asksPostalCode}
        progress={returned.progress}
        returnFailure={returned.failure}
        onChanged={() => {
          methods.reload();
          subscriptions.reload();
          details.reload();
        }}
        redirect={redirectTo}
      />
      <Subscriptions
        subscriptions={subscriptions.data}
        canManage={canManage}
        calls={calls}
        onChanged={subscriptions.reload}
      />
      <TenantOrders
        calls={calls}
        showRewards={details.data.tenantType === 'reseller'}
        documents={{ calls: documents, canManage }}
        buyer={licenceBuyer(details.data, licenceItem(items.data))}
        hasCard={methods.data.some((method) => method.type === 'Card')}
        onBought={() => setLicencesBought((count) => count + 1)}
      />
    </div>
  );
}
