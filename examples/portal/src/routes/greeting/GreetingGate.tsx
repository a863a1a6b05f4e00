import { deriveAccess } from '@screenplay/core';
import { asksBillingConsent, isConsentPending, type TenantDetailsDto } from '@screenplay/core/billing';
import { lazyWithTimeout, useLoader, useValue } from '@screenplay/hooks';
import { Suspense, useMemo, useState } from 'react';
import { usePortal } from '../../app/PortalContext';
import { billingCalls } from '@screenplay/hooks/billing';

// The popup's code loads only for a tenant that has to accept: most sessions never need it.
const GreetingDialog = lazyWithTimeout(() => import('./GreetingDialog'));

/**
 * The greeting popup's gate, mounted once in the signed-in shell (spec accounts §2 "Greeting popup: shown when the
 * tenant has not yet accepted"): for an administrator of their own tenant (core's `asksBillingConsent`; nobody acting as a customer)
 * it reads `GET tenant-details` and shows the popup until both consents are given. Reads again when the acting
 * tenant changes (Login As, Back to Reseller). A failed read shows nothing: the consent is asked next time.
 */
export function GreetingGate() {
  const { api, session } = usePortal();
  const user = useValue(session.$user);
  const access = user ? deriveAccess(user) : null;
  const mayAccept = access ? asksBillingConsent(access) : false;
  const tenantKey = user ? `${user.id}:${access?.actingCustomerId ?? 'own'}` : null;
  const calls = useMemo(() => billingCalls(api), [api]);
  const [acceptedFor, setAcceptedFor] = useState<string | null>(null);
  const details = useLoader(
    (): Promise<TenantDetailsDto | null> => (mayAccept ? calls.tenantDetails() : Promise.resolve(null)),
    [calls, mayAccept, tenantKey],
  );

  const shown = details.data;
  if (!shown || !tenantKey || acceptedFor === tenantKey || !isConsentPending(shown)) return null;
  return (
    <Suspense fallback={null}>
      <GreetingDialog key={tenantKey} details={shown} calls={calls} onAccepted={() => setAcceptedFor(tenantKey)} />
    </Suspense>
  );
}
