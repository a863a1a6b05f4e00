import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for Stripe's API. It answers with the responses in tests/api/fixtures/stripe, which follow
 * Stripe's object and error formats field for field (written from Stripe's API reference, not captured from this
 * machine, which has no network), and records every request so tests can assert what the adapter sent: the path,
 * the form-encoded parameters, the Idempotency-Key header. Like Stripe, a repeated Idempotency-Key replays the
 * first answer (with `Idempotent-Replayed: true`) instead of doing the work again.
 */

/** The secret key the fake accepts. */
export const STRIPE_TEST_KEY = 'sk_test_51ScreenplayFakeKey';

/** Payment method ids the fake charges with a decline (402 card_error) or does not know (400 resource_missing). */
export const DECLINED_PAYMENT_METHOD = 'pm_card_chargeDeclined';
export const MISSING_PAYMENT_METHOD = 'pm_gone';
/** A card whose bank asks for 3-D Secure, which an off-session charge cannot give (402 authentication_required). */
export const AUTHENTICATION_PAYMENT_METHOD = 'pm_card_authenticationRequired';

/** A request the fake received. */
export interface StripeRequest {
  method: string;
  path: string;
  /** Query parameters (GET) or the form-encoded body (POST). */
  params: URLSearchParams;
  idempotencyKey: string | undefined;
  authorization: string | undefined;
  stripeVersion: string | undefined;
}

/** The running fake. */
export interface StripeServer {
  /** `http://127.0.0.1:<port>`: the adapter's `apiBase`. */
  origin: string;
  requests: StripeRequest[];
  /** Whether the customer has finished the hosted set-up page (the Checkout Session is then complete). */
  isSetupComplete: boolean;
  /** How many PaymentIntents were really created (replays not counted). */
  paymentIntentsCreated: number;
  /**
   * Drop the connection of the next request after doing its work, before answering (the charge is made but the
   * caller hears nothing, as when a network fails at the worst moment).
   */
  isNextAnswerLost: boolean;
  close(): Promise<void>;
}

const fixture = (name: string): string =>
  readFileSync(new URL(`../fixtures/stripe/${name}.json`, import.meta.url), 'utf8');

interface Answer {
  status: number;
  body: string;
}

const answer = (status: number, name: string): Answer => ({ status, body: fixture(name) });

const notFound = (path: string): Answer => ({
  status: 404,
  body: JSON.stringify({
    error: { message: `Unrecognized request URL (POST: ${path}).`, type: 'invalid_request_error' },
  }),
});

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** Starts the fake on a free port of 127.0.0.1. */
export async function startStripeServer(): Promise<StripeServer> {
  const replays = new Map<string, Answer>();
  const state: StripeServer = {
    origin: '',
    requests: [],
    isSetupComplete: false,
    paymentIntentsCreated: 0,
    isNextAnswerLost: false,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };

  const route = (method: string, path: string, params: URLSearchParams): Answer => {
    if (method === 'POST' && path === '/v1/customers') return answer(200, 'customer');
    if (method === 'POST' && path === '/v1/checkout/sessions') return answer(200, 'checkout-session-setup-open');
    if (method === 'GET' && path.startsWith('/v1/checkout/sessions/cs_test_'))
      return answer(200, state.isSetupComplete ? 'checkout-session-setup-complete' : 'checkout-session-setup-open');
    if (method === 'POST' && path === '/v1/payment_intents') {
      const paymentMethod = params.get('payment_method');
      if (paymentMethod === DECLINED_PAYMENT_METHOD) return answer(402, 'error-card-declined');
      if (paymentMethod === MISSING_PAYMENT_METHOD) return answer(400, 'error-no-such-payment-method');
      if (paymentMethod === AUTHENTICATION_PAYMENT_METHOD) return answer(402, 'error-authentication-required');
      state.paymentIntentsCreated += 1;
      return answer(200, 'payment-intent-succeeded');
    }
    if (method === 'POST' && path === '/v1/refunds') return answer(200, 'refund');
    if (method === 'POST' && /^\/v1\/payment_methods\/pm_[\w]+\/detach$/.test(path))
      return answer(200, 'payment-method-detached');
    return notFound(path);
  };

  const send = (res: ServerResponse, { status, body }: Answer, isReplay: boolean) => {
    res.writeHead(status, {
      'content-type': 'application/json',
      'content-length': Buffer.byteLength(body),
      'request-id': `req_${state.requests.length}`,
      ...(isReplay ? { 'idempotent-replayed': 'true' } : {}),
    });
    res.end(body);
  };

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', state.origin);
    const method = req.method ?? 'GET';
    const body = await readBody(req);
    const params = method === 'GET' ? url.searchParams : new URLSearchParams(body);
    const header = (name: string) => {
      const value = req.headers[name];
      return Array.isArray(value) ? value[0] : value;
    };
    const idempotencyKey = header('idempotency-key');
    state.requests.push({
      method,
      path: url.pathname,
      params,
      idempotencyKey,
      authorization: header('authorization'),
      stripeVersion: header('stripe-version'),
    });
    if (header('authorization') !== `Bearer ${STRIPE_TEST_KEY}`)
      return send(res, answer(401, 'error-invalid-api-key'), false);
    const replayKey = idempotencyKey ? `${method} ${url.pathname} ${idempotencyKey}` : null;
    const replay = replayKey ? replays.get(replayKey) : undefined;
    if (replay) return send(res, replay, true);
    const result = route(method, url.pathname, params);
    if (replayKey) replays.set(replayKey, result);
    if (state.isNextAnswerLost) {
      state.isNextAnswerLost = false;
      req.socket.destroy();
      return;
    }
    return send(res, result, false);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  state.origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return state;
}
