import { randomBytes } from 'node:crypto';
import { Hono, type MiddlewareHandler } from 'hono';
import { recordIdOf } from '@screenplay/core';
import { BILLING_ERROR_KEYS, type PaymentStartDto, postalCodeRequired } from '@screenplay/core/billing';
import { type AccountRow, ensureAccount, findAccount } from '../../billing/accounts';
import {
  activePaymentMethods,
  attachVerifiedCard,
  ensureInvoiceMethod,
  PAYMENT_METHOD_COLUMNS,
  type PaymentMethodRow,
  paymentMethodDto,
} from '../../billing/cards';
import type { CardResult, PaymentProvider } from '../../billing/provider';
import type { Clock } from '../../clock';
import type { ServerConfig } from '../../config';
import { readJson } from '../../http/body';
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
  const row = await billing.db.one<{ provider_customer_id: string }>(
    `UPDATE billing_accounts SET provider_customer_id = COALESCE(provider_customer_id, $2) WHERE id = $1
     RETURNING provider_customer_id`,
    [account.id, customerId],
  );
  return { ...account, provider_customer_id: row.provider_customer_id };
}

/** A body's `paymentMethod`, `sessionId` and `testCardNumber`, or 422. */
function readPaymentBody(raw: Record<string, unknown>): {
  paymentMethod: 'Card' | 'Invoice';
  sessionId: string | null;
  testCardNumber: string | undefined;
} {
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
  return {
    paymentMethod,
    sessionId: typeof sessionId === 'string' ? sessionId : null,
    testCardNumber: testCardNumber as string | undefined,
  };
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
    const account = await billing.db.maybe<{ id: number }>(
      `SELECT id FROM billing_accounts WHERE ${billing.tenant.kind === 'customer' ? 'customer_id' : 'reseller_id'} = $1`,
      [billing.tenant.id],
    );
    const methods = account ? await activePaymentMethods(billing.db, account.id) : [];
    return c.json({ data: methods.map(paymentMethodDto) });
  });

  app.post('/payments', auth, billingBodyLimit, async (c) => {
    const billing = await tenantAdmin(c, true);
    const body = readPaymentBody((await readJson(c)) as Record<string, unknown>);

    if (body.paymentMethod === 'Invoice') {
      const found = await findAccount(billing.db, billing.tenant);
      if (postalCodeRequired({ paymentMethod: 'Invoice' }) && (found?.postal_code ?? '').trim() === '')
        throw unprocessableKeys({ postalCode: [BILLING_ERROR_KEYS.postalCode] });
      const account = found ?? (await billing.db.transaction((tx) => ensureAccount(tx, billing.tenant, now())));
      const method = await ensureInvoiceMethod(billing.db, account.id, now());
      const answer: PaymentStartDto = { status: 'active', paymentMethod: paymentMethodDto(method) };
      return c.json({ data: answer }, 201);
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
      const session = found
        ? await billing.db.maybe<{ provider_session_id: string | null }>(
            `SELECT provider_session_id FROM payment_sessions
              WHERE id = $1 AND account_id = $2 AND status = 'open' AND expires_at > $3`,
            [body.sessionId, found.id, now()],
          )
        : null;
      if (!found || !session) throw notFound();
      card = await provider.completeCardSetup({ providerSessionId: session.provider_session_id });
      if (!card.ok) throw cardRefused(card.message);
      const claimed = await billing.db.maybe<{ id: string }>(
        `UPDATE payment_sessions SET status = 'complete' WHERE id = $1 AND status = 'open' RETURNING id`,
        [body.sessionId],
      );
      if (!claimed) throw notFound();
      account = found;
    } else {
      account = await billing.db.transaction((tx) => ensureAccount(tx, billing.tenant, now()));
    }
    const customer = await providerCustomer(billing, provider, account);
    if (card === null) {
      const sessionId = randomBytes(16).toString('hex');
      await billing.db.query(
        `INSERT INTO payment_sessions (id, account_id, state, status, created_at, expires_at)
         VALUES ($1, $2, $3, 'open', $4, $5)`,
        [
          sessionId,
          account.id,
          randomBytes(16).toString('hex'),
          now(),
          new Date(now().getTime() + PAYMENT_SESSION_TTL_MS),
        ],
      );
      const started = await provider.startCardSetup({
        customerId: customer.provider_customer_id,
        successUrl: `${deps.config.publicUrl}/billing?session=${sessionId}`,
        cancelUrl: `${deps.config.publicUrl}/billing`,
        sessionId,
      });
      await billing.db.query('UPDATE payment_sessions SET provider_session_id = $2 WHERE id = $1', [
        sessionId,
        started.providerSessionId,
      ]);
      if (started.url === null) throw new Error('The payment provider gave no set-up page');
      const answer: PaymentStartDto = { status: 'redirect', url: started.url, sessionId };
      return c.json({ data: answer }, 201);
    }
    const outcome = await attachVerifiedCard(billing.db, provider, customer, card, now);
    if (!outcome.ok) throw cardRefused(outcome.message);
    const answer: PaymentStartDto = { status: 'active', paymentMethod: paymentMethodDto(outcome.method) };
    return c.json({ data: answer }, 201);
  });

  app.put('/payments/:id/terminate', auth, async (c) => {
    const billing = await tenantAdmin(c, true);
    const id = recordIdOf(c.req.param('id'));
    if (id === null) throw unknownPaymentId();
    const owner = billing.tenant.kind === 'customer' ? 'customer_id' : 'reseller_id';
    const method = await billing.db.maybe<PaymentMethodRow>(
      `SELECT ${PAYMENT_METHOD_COLUMNS.split(', ')
        .map((column) => `m.${column}`)
        .join(', ')}
         FROM payment_methods m JOIN billing_accounts a ON a.id = m.account_id
        WHERE m.id = $1 AND a.${owner} = $2`,
      [id, billing.tenant.id],
    );
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
    const terminated = await billing.db.one<PaymentMethodRow>(
      `UPDATE payment_methods SET status = 'terminated', terminated_at = $2 WHERE id = $1
       RETURNING ${PAYMENT_METHOD_COLUMNS}`,
      [id, now()],
    );
    return c.json({ data: paymentMethodDto(terminated) });
  });

  return app;
}
