import type { LicencePurchaseInput, OrderDetailDto } from '@screenplay/core/billing';
import { ApiError } from '@screenplay/hooks';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, renderAt } from '../../test/library.fixtures';
import type { OrdersCalls } from '@screenplay/hooks/billing';
import { BuyLicences, type LicenceBuyer } from './BuyLicences';

const ORDER = { id: 9, number: 'LIC-20260302-0000ABCD' } as OrderDetailDto;

/** The purchase calls, recording what was bought; `refuse` answers a purchase with that failure. */
function calls(refuse?: ApiError) {
  const bought: LicencePurchaseInput[] = [];
  const api: OrdersCalls = {
    order: () => Promise.reject(new Error('not used')),
    invoice: () => Promise.reject(new Error('not used')),
    pay: () => Promise.reject(new Error('not used')),
    async buyLicences(input) {
      bought.push(input);
      if (refuse) throw refuse;
      return ORDER;
    },
    buyerCustomers: async () => [
      { id: 31, title: 'Globex Cafés', tariffPlan: 'Premium', price: 7.4 },
      { id: 32, title: 'Pier Kiosk', tariffPlan: 'Standard', price: 10 },
    ],
  };
  return { api, bought };
}

function setup(buyer: LicenceBuyer, options: { hasCard?: boolean; refuse?: ApiError } = {}) {
  const fake = calls(options.refuse);
  const done: OrderDetailDto[] = [];
  renderAt(
    '/billing',
    <BuyLicences
      calls={fake.api}
      buyer={buyer}
      hasCard={options.hasCard ?? true}
      onBought={(order) => done.push(order)}
    />,
    fakeApi({}).api,
  );
  return { ...fake, done };
}

const DIRECT: LicenceBuyer = { kind: 'customer', title: 'Screen licence (Standard)', price: 12, currency: 'EUR' };

describe('BuyLicences', () => {
  it('shows price, VAT and total with 2 decimals before buying, and buys amount x months', async () => {
    const { bought, done } = setup(DIRECT);
    fireEvent.click(screen.getByRole('button', { name: 'Buy licences' }));
    const dialog = await screen.findByRole('dialog', { name: 'Buy licences' });
    fireEvent.change(within(dialog).getByRole('spinbutton', { name: 'Number of licences' }), {
      target: { value: '3' },
    });
    expect((within(dialog).getByRole('combobox', { name: 'Period' }) as HTMLSelectElement).value).toBe('12');
    expect(dialog.textContent).toContain('432.00 EUR');
    expect(dialog.textContent).toContain('VAT 25%');
    expect(dialog.textContent).toContain('108.00 EUR');
    fireEvent.change(within(dialog).getByRole('combobox', { name: 'Period' }), { target: { value: '3' } });
    // 3 x 12.00 x 3 = 108.00 net, 27.00 VAT.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Buy and pay 135.00 EUR' }));
    await waitFor(() => expect(done).toEqual([ORDER]));
    expect(bought).toEqual([{ amount: 3, months: 3 }]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('refuses an amount outside 1..1000 before calling, and shows a refused card', async () => {
    const refusal = new ApiError({
      status: 422,
      messageKey: 'errors.serverError',
      message: 'The given data was invalid.',
      errors: { card: ['Your card has insufficient funds.'] },
    });
    const { bought } = setup(DIRECT, { refuse: refusal });
    fireEvent.click(screen.getByRole('button', { name: 'Buy licences' }));
    const dialog = await screen.findByRole('dialog', { name: 'Buy licences' });
    const amount = within(dialog).getByRole('spinbutton', { name: 'Number of licences' });
    fireEvent.change(amount, { target: { value: '1001' } });
    expect(dialog.textContent).toContain('Enter a number of licences from 1 to 1000');
    expect(within(dialog).getByRole('button', { name: 'Buy licences' })).toHaveProperty('disabled', true);
    fireEvent.change(amount, { target: { value: '2' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /^Buy and pay/ }));
    expect(await within(dialog).findByRole('alert')).toHaveProperty('textContent', 'Your card has insufficient funds.');
    expect(bought).toEqual([{ amount: 2, months: 12 }]);
  });

  it("lets a reseller pick one of its customers, at that customer's price", async () => {
    const { bought } = setup({ kind: 'reseller', currency: 'EUR' });
    fireEvent.click(screen.getByRole('button', { name: 'Buy licences' }));
    const dialog = await screen.findByRole('dialog', { name: 'Buy licences' });
    const customer = await within(dialog).findByRole('combobox', { name: 'Customer' });
    expect(within(dialog).queryByRole('button', { name: /^Buy and pay/ })).toBeNull();
    fireEvent.change(customer, { target: { value: '31' } });
    fireEvent.change(within(dialog).getByRole('spinbutton', { name: 'Number of licences' }), {
      target: { value: '2' },
    });
    fireEvent.change(within(dialog).getByRole('combobox', { name: 'Period' }), { target: { value: '3' } });
    expect(dialog.textContent).toContain('Globex Cafés: 7.40 EUR per licence and month');
    // 2 x 7.40 x 3 = 44.40 net, 11.10 VAT.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Buy and pay 55.50 EUR' }));
    await waitFor(() => expect(bought).toEqual([{ amount: 2, months: 3, customerId: 31 }]));
  });

  it('offers no purchase without a card, and says what to do first', () => {
    setup(DIRECT, { hasCard: false });
    expect(screen.queryByRole('button', { name: 'Buy licences' })).toBeNull();
    expect(screen.getByText('Add a card under Payment methods first: licences are paid at once.')).toBeTruthy();
  });
});
