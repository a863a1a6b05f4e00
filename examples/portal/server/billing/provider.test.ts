import { describe, expect, it } from 'vitest';
import { paymentProviderFromConfig, testModeProvider } from './provider';

describe('the labelled test mode (no Stripe key)', () => {
  const now = () => new Date('2026-03-02T09:00:00Z');

  it('attaches 4242… (spaces and dashes as typed) and charges it', async () => {
    const provider = testModeProvider({ now });
    const card = await provider.completeCardSetup({ providerSessionId: null, testCardNumber: '4242 4242-4242 4242' });
    expect(card).toMatchObject({ ok: true, brand: 'Visa', last4: '4242', expMonth: 12, expYear: 2030 });
    if (!card.ok) return;
    const charge = await provider.charge({
      customerId: 'test_cus_1',
      paymentMethodId: card.paymentMethodId,
      amountCents: 1,
      currency: 'eur',
      description: 'x',
      idempotencyKey: 'k1',
    });
    expect(charge).toMatchObject({ ok: true, paymentId: expect.stringMatching(/^test_py_/) });
    if (charge.ok)
      await expect(provider.refund({ paymentId: charge.paymentId, idempotencyKey: 'r1' })).resolves.toBeUndefined();
  });

  it("answers Stripe's texts for the declined, insufficient-funds and any other number", async () => {
    const provider = testModeProvider({ now });
    const setup = (testCardNumber?: string) => provider.completeCardSetup({ providerSessionId: null, testCardNumber });
    expect(await setup('4000000000000002')).toEqual({ ok: false, message: 'Your card was declined.' });
    expect(await setup('4111111111111111')).toEqual({ ok: false, message: 'Your card number is incorrect.' });
    expect(await setup(undefined)).toEqual({ ok: false, message: 'Your card number is incorrect.' });
    expect(await setup(`4242424242424242${' '.repeat(40)}`)).toEqual({
      ok: false,
      message: 'Your card number is incorrect.',
    });
    const poor = await setup('4000000000009995');
    expect(poor).toMatchObject({ ok: true, last4: '9995' });
    if (!poor.ok) return;
    const charge = {
      customerId: 'c',
      paymentMethodId: poor.paymentMethodId,
      amountCents: 500,
      currency: 'eur',
      description: 'x',
    };
    expect(await provider.charge({ ...charge, idempotencyKey: 'a' })).toMatchObject({
      ok: false,
      message: 'Your card has insufficient funds.',
    });
  });

  it('replays a retried charge by its idempotency key, as Stripe does', async () => {
    const provider = testModeProvider({ now });
    const card = await provider.completeCardSetup({ providerSessionId: null, testCardNumber: '4242424242424242' });
    if (!card.ok) throw new Error('card');
    const input = {
      customerId: 'c',
      paymentMethodId: card.paymentMethodId,
      amountCents: 100,
      currency: 'eur',
      description: 'x',
    };
    const first = await provider.charge({ ...input, idempotencyKey: 'same' });
    expect(await provider.charge({ ...input, idempotencyKey: 'same' })).toEqual(first);
    expect(await provider.charge({ ...input, idempotencyKey: 'other' })).not.toEqual(first);
    expect(await provider.charge({ ...input, amountCents: 0, idempotencyKey: 'zero' })).toMatchObject({ ok: false });
  });

  it('keeps an existing customer and starts no hosted page', async () => {
    const provider = testModeProvider({ now });
    expect(await provider.ensureCustomer({ id: 7, title: 'Acme', email: null, existing: null })).toBe('test_cus_7');
    expect(await provider.ensureCustomer({ id: 7, title: 'Acme', email: null, existing: 'cus_x' })).toBe('cus_x');
    expect(
      await provider.startCardSetup({ customerId: 'c', successUrl: 'http://x', cancelUrl: 'http://x', sessionId: 's' }),
    ).toEqual({ url: null, providerSessionId: null });
  });
});

describe('the configured provider', () => {
  it('is the test mode without a key and Stripe with one', () => {
    expect(paymentProviderFromConfig({ stripeSecretKey: null, stripeApiBase: null }).mode).toBe('test');
    expect(paymentProviderFromConfig({ stripeSecretKey: 'sk_test_x', stripeApiBase: 'http://127.0.0.1:1' }).mode).toBe(
      'stripe',
    );
  });
});
