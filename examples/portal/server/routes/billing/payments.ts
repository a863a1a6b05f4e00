import { Hono, type MiddlewareHandler } from 'hono';
import { recordIdOf } from '@screenplay/core';
import { BILLING_ERROR_KEYS, type PaymentStartDto, postalCodeRequired } from '@screenplay/core/billing';
import { BILLING_API } from '@screenplay/core/contract';
import { type AccountRow, ensureAccount, findAccount } from '../../billing/accounts';
import { activePaymentMethods, attachVerifiedCard, ensureInvoiceMethod, paymentMethodDto } from '../../billing/cards';
import {
  billingAccountId,
  completePaymentSession,
  findOpenPaymentSession,
  findTenantPaymentMethod,
  keepProviderCustomer,
  openPaymentSession,
  setProviderSession,
  terminatePaymentMethod,
} from '../../billing/payments.data';
import type { CardResult, PaymentProvider } from '../../billing/provider';
import type { Clock } from '../../clock';
import type { ServerConfig } from '../../config';
import { contractBody, contractJson } from '../../http/contract';
import type { AppEnv } from '../../tenancy/env';
import { ERROR_MESSAGES, HttpError, notFound, textOf, unprocessable, unprocessableKeys } from '../../http/errors';
import { billingBodyLimit, billingReader, type TenantBilling, tenantAdmin } from './guards';

/** How long a card set-up at the provider may take before its session expires (ours: Stripe Checkout's own 24 h). */
export const PAYMENT_SESSION_TTL_MS = 24 * 60 * 60 * 1000;

/** Longest `sessionId` / `testCardNumber` read from a body (ours: ids are 32 hex, card numbers at most 19 digits). */
const SESSION_ID_PATTERN = /^[0-9a-f]{32}$/;
const TEST_CARD_NUMBER_MAX_LENGTH = 32;

/**
 * The 404 of an unknown or foreign payment method: the generic 'Item not found' (a foreign id reads like an unknown
 * one), with the spec §8 key billing.terminatePaymentIdError as its code for the portal's message.
 */
function unknownPaymentId(): HttpError {
  return new HttpError(404, { message: ERROR_MESSAGES.notFound, code: BILLING_ERROR_KEYS.terminatePaymentId });
}

/** A refused card, shown by the portal as a dash list of first messages (spec §8; core `paymentErrorText`). */
function cardRefused(message: string): HttpError {
  return unprocessable({ card: [message] });
}

/** The provider's customer of the account, created on first use and kept. */
async function providerCustomer(
  billing: TenantBilling,
  provider: PaymentProvider,
  account: AccountRow,
): Promise<AccountRow & { provider_customer_id: string }> {
  if (account.provider_customer_id !== null) return account as AccountRow & { provider_customer_id: string };
  const customerId = await provider.ensureCustomer({
    id: account.id,
    title: billing.tenant.title,
    email: billing.userEmail,
    existing: null,
  });
  // A concurrent first payment may have stored one meanwhile: the first stored wins.
  return { ...account, provider_customer_id: await keepProviderCustomer(billing.db, account.id, customerId) };
}

/**
 * Refuses a payment body as the billing page words it: 422 for another method or a card number too long for any card,
 * and 404 for a session id no set-up could have (the set-up is looked up by it).
 */
function checkPaymentBody(raw: Readonly<Record<string, unknown>>): void {
  const { paymentMethod, sessionId, testCardNumber } = raw;
  if (paymentMethod !== 'Card' && paymentMethod !== 'Invoice')
    throw unprocessable({ paymentMethod: ['The payment method must be Card or Invoice.'] });
  if (
    sessionId !== undefined &&
    sessionId !== null &&
    (typeof sessionId !== 'string' || !SESSION_ID_PATTERN.test(sessionId))
  )
    throw notFound();
  if (
    testCardNumber !== undefined &&
    (typeof testCardNumber !== 'string' || testCardNumber.length > TEST_CARD_NUMBER_MAX_LENGTH)
  )
    throw unprocessable({ card: ['Your card number is incorrect.'] });
}

/**
 * `GET payment-methods`, `POST payments {paymentMethod}` and `PUT payments/{id}/terminate` (spec §7, billing
 * contract of issue 14). Cards: with Stripe the card is typed on Stripe's hosted set-up page (the answer is its
 * URL; the portal comes back to `/billing?session=<id>` and completes with `{paymentMethod: 'Card', sessionId}`);
 * in the labelled test mode the body carries a test card number. Either way the card is verified by the fallback
 * charge of 1 unit, refunded. Invoice needs the postal code first (billing.postalCodeError).
 */
export function paymentRoutes(
  deps: { clock: Clock; provider: PaymentProvider; config: Pick<ServerConfig, 'publicUrl'> },
  auth: MiddlewareHandler<AppEnv>,
): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const { clock, provider } = deps;
  const now = () => clock.now();

  app.get('/payment-methods', auth, async (c) => {
    const billing = await billingReader(c);
    const accountId = await billingAccountId(billing.db, billing.tenant);
    const methods = accountId === null ? [] : await activePaymentMethods(billing.db, accountId);
    return contractJson(c, BILLING_API.paymentMethods, { data: methods.map(paymentMethodDto) });
  });

  app.post('/payments', auth, billingBodyLimit, async (c) => {
    const billing = await tenantAdmin(c, true);
    const sent = await contractBody(c, BILLING_API.startPayment, { check: checkPaymentBody });
    const body = { ...sent, sessionId: sent.sessionId ?? null };

    if (body.paymentMethod === 'Invoice') {
      const found = await findAccount(billing.db, billing.tenant);
      if (postalCodeRequired({ paymentMethod: 'Invoice' }) && (found?.postal_code ?? '').trim() === '')
        throw unprocessableKeys({ postalCode: [BILLING_ERROR_KEYS.postalCode] });
      const account = found ?? (await billing.db.transaction((tx) => ensureAccount(tx, billing.tenant, now())));
      const method = await ensureInvoiceMethod(billing.db, account.id, now());
      const answer: PaymentStartDto = { status: 'active', paymentMethod: paymentMethodDto(method) };
      return contractJson(c, BILLING_API.startPayment, { data: answer }, 201);
    }

    // Test mode: the typed test card decides before anything is written (a refused number leaves no trace).
    // Stripe and a session id: the set-up the portal returns from, of this account, still open.
    let card: CardResult | null = null;
    let account: AccountRow;
    if (provider.mode === 'test') {
      card = await provider.completeCardSetup({ providerSessionId: null, testCardNumber: body.testCardNumber });
      if (!card.ok) throw cardRefused(card.message);
      account = await billing.db.transaction((tx) => ensureAccount(tx, billing.tenant, now()));
    } else if (body.sessionId !== null) {
      const found = await findAccount(billing.db, billing.tenant);
      // Only an open, unexpired session of this account completes, and only once: a set-up not finished at the
      // provider leaves it open (the user may finish and come back); the first completion claims it.
      const providerSessionId = found
        ? await findOpenPaymentSession(billing.db, found.id, body.sessionId, now())
        : undefined;
      if (!found || providerSessionId === undefined) throw notFound();
      card = await provider.completeCardSetup({ providerSessionId });
      if (!card.ok) throw cardRefused(card.message);
      if (!(await completePaymentSession(billing.db, body.sessionId))) throw notFound();
      account = found;
    } else {
      account = await billing.db.transaction((tx) => ensureAccount(tx, billing.tenant, now()));
    }
    const customer = await providerCustomer(billing, provider, account);
    if (card === null) {
      const sessionId = await openPaymentSession(
        billing.db,
        account.id,
        now(),
        new Date(now().getTime() + PAYMENT_SESSION_TTL_MS),
      );
      const started = await provider.startCardSetup({
        customerId: customer.provider_customer_id,
        successUrl: `${deps.config.publicUrl}/billing?session=${sessionId}`,
        cancelUrl: `${deps.config.publicUrl}/billing`,
        sessionId,
      });
      await setProviderSession(billing.db, sessionId, started.providerSessionId);
      if (started.url === null) throw new Error('The payment provider gave no set-up page');
      const answer: PaymentStartDto = { status: 'redirect', url: started.url, sessionId };
      return contractJson(c, BILLING_API.startPayment, { data: answer }, 201);
    }
    const outcome = await attachVerifiedCard(billing.db, provider, customer, card, now);
    if (!outcome.ok) throw cardRefused(outcome.message);
    const answer: PaymentStartDto = { status: 'active', paymentMethod: paymentMethodDto(outcome.method) };
    return contractJson(c, BILLING_API.startPayment, { data: answer }, 201);
  });

  app.put('/payments/:id/terminate', auth, async (c) => {
    const billing = await tenantAdmin(c, true);
    const id = recordIdOf(c.req.param('id'));
    if (id === null) throw unknownPaymentId();
    const method = await findTenantPaymentMethod(billing.db, billing.tenant, id);
    if (!method) throw unknownPaymentId();
    if (method.status !== 'active') throw unprocessableKeys({ id: [BILLING_ERROR_KEYS.terminatePaymentId] });
    if (method.type === 'Card' && method.provider_id !== null) {
      try {
        await provider.detachCard(method.provider_id);
      } catch {
        throw new HttpError(502, {
          message: textOf(BILLING_ERROR_KEYS.deleteAttachedCard),
          code: BILLING_ERROR_KEYS.deleteAttachedCard,
        });
      }
    }
    const terminated = await terminatePaymentMethod(billing.db, id, now());
    return contractJson(c, BILLING_API.terminatePayment, { data: paymentMethodDto(terminated) });
  });

  return app;
}
