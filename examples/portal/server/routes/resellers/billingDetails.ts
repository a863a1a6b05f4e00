import { Hono } from 'hono';
import { BILLING_ERROR_KEYS, type BillingFieldErrors } from '@screenplay/core/billing';
import { RESELLERS_API } from '@screenplay/core/contract';
import { findAccount, storedDetails } from '../../billing/accounts';
import { refusedTenantDetails, writeTenantDetails } from '../../billing/details';
import type { Clock } from '../../clock';
import { contractBody, contractJson } from '../../http/contract';
import type { AppEnv } from '../../tenancy/env';
import { asSystem } from '../../tenancy';
import { parseTenantDetailsUpdate } from '../billing/details';
import { idParam } from '../../http/params';
import { assertReseller, resellerActor } from '../../resellers/resellers.data';

/** The consents: the reseller gives them itself (its greeting), nobody gives them on its behalf. */
const CONSENTS = ['termsConsent', 'agreementConsent'] as const;

/**
 * A reseller's billing details (spec §4 "Reseller: … update billing details"; §7 "Update of billing details by tenant
 * id: path not shown", ours): `GET resellers/{id}/billing-details` answers the stored details (payment type,
 * consents, postal code, finance tag); `PUT` with `{paymentMethod?, postalCode?, finTag?}` merges them as
 * `PUT tenant-details` does (core's rules, 422 billing.postalCodeError / billing.otherBillingDetailsError). A
 * super-admin reaches every reseller, a reseller's administrator only its own (404 for another), anyone else 403.
 * A reseller's account names no customer: it is read and written on the system path 'billing' once the reseller
 * was checked.
 */
export function billingDetailsRoutes({ clock }: { clock: Clock }): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.get('/:id/billing-details', async (c) => {
    const id = idParam(c, 'id');
    await assertReseller(c.var.db, await resellerActor(c), id);
    const account = await findAccount(asSystem(c.var.db, 'billing'), { kind: 'reseller', id });
    return contractJson(c, RESELLERS_API.billingDetails, { data: storedDetails(account) });
  });

  app.put('/:id/billing-details', async (c) => {
    const id = idParam(c, 'id');
    const actor = await resellerActor(c);
    await assertReseller(c.var.db, actor, id);
    const body = await contractBody(c, RESELLERS_API.updateBillingDetails, {
      check: (raw) => {
        const refused: BillingFieldErrors = { ...parseTenantDetailsUpdate(raw).errors };
        for (const consent of CONSENTS)
          if (Object.hasOwn(raw, consent)) refused[consent] = [BILLING_ERROR_KEYS.otherDetails];
        if (Object.keys(refused).length > 0) throw refusedTenantDetails(refused);
      },
    });
    const { update } = parseTenantDetailsUpdate(body);
    const account = await writeTenantDetails(
      asSystem(c.var.db, 'billing'),
      { kind: 'reseller', id },
      update,
      clock.now(),
    );
    return contractJson(c, RESELLERS_API.updateBillingDetails, { data: storedDetails(account) });
  });

  return app;
}
