import type { OrderDetailDto } from '@screenplay/core/billing';
import { ApiError } from '@screenplay/hooks';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, renderAt } from '../../test/library.fixtures';
import type { OrdersCalls } from '@screenplay/hooks/billing';
import { OrderDialog } from './OrderDialog';

const OPEN: OrderDetailDto = {
  id: 4,
  number: 'INV-DEMO-ACME-0001',
  kind: 'licence',
  period: null,
  amount: 60,
  vat: 15,
  total: 75,
  currency: 'EUR',
  status: 'open',
  paymentType: null,
  createdAt: '2026-02-27T10:00:00Z',
  dueAt: '2026-03-13T10:00:00Z',
  paidAt: null,
  failureMessage: null,
  lines: [{ description: 'Licences', quantity: 1, unitPrice: 60, amount: 60 }],
  vatPercent: 25,
  billingDetails: { title: 'Acme Retail', address: null, postalCode: 'LS1 6AA', finTag: 'ACME-7' },
  isPayable: true,
};

function setup(order: OrderDetailDto, pay: () => Promise<OrderDetailDto>, canManage = true) {
  const paid: number[] = [];
  const calls: OrdersCalls = {
    order: async () => order,
    invoice: async () => new Blob(['%PDF-'], { type: 'application/pdf' }),
    pay,
    buyLicences: () => Promise.reject(new Error('not used')),
    buyerCustomers: async () => [],
  };
  renderAt(
    '/billing',
    <OrderDialog
      orderId={order.id}
      number={order.number}
      calls={calls}
      canManage={canManage}
      onClose={() => {}}
      onPaid={() => paid.push(order.id)}
    />,
    fakeApi({}).api,
  );
  return { paid };
}

describe('OrderDialog', () => {
  it('shows who it is billed to, its lines, VAT and total, and pays an open invoice', async () => {
    const { paid } = setup(OPEN, async () => ({
      ...OPEN,
      status: 'paid',
      paidAt: '2026-03-02T10:00:00Z',
      isPayable: false,
    }));
    const dialog = await screen.findByRole('dialog', { name: 'Order INV-DEMO-ACME-0001' });
    const lines = await within(dialog).findByRole('table', { name: 'Order lines' });
    expect(lines.textContent).toContain('Licences');
    expect(lines.textContent).toContain('VAT 25%');
    expect(lines.textContent).toContain('75.00 EUR');
    expect(dialog.textContent).toContain('Acme Retail, LS1 6AA');
    expect(dialog.textContent).toContain('Finance tag: ACME-7');
    expect(within(dialog).getByRole('button', { name: 'Download invoice (PDF)' })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Pay now' }));
    await waitFor(() => expect(paid).toEqual([4]));
    expect(within(dialog).queryByRole('button', { name: 'Pay now' })).toBeNull();
    expect(dialog.textContent).toContain('Paid');
  });

  it("shows 'Invoice not bound' when the payment is refused, the invoice still open", async () => {
    const refusal = new ApiError({
      status: 422,
      messageKey: 'errors.serverError',
      message: 'Invoice not bound',
      code: 'billing.invoiceNotBound',
      errors: { order: ['Invoice not bound'] },
    });
    setup(OPEN, () => Promise.reject(refusal));
    const dialog = await screen.findByRole('dialog', { name: 'Order INV-DEMO-ACME-0001' });
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Pay now' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Invoice not bound');
    expect(within(dialog).getByRole('button', { name: 'Pay now' })).toBeTruthy();
  });

  it('offers no payment without a card, and says how to pay', async () => {
    setup({ ...OPEN, isPayable: false }, () => Promise.reject(new Error('not offered')));
    const dialog = await screen.findByRole('dialog', { name: 'Order INV-DEMO-ACME-0001' });
    await within(dialog).findByRole('table', { name: 'Order lines' });
    expect(within(dialog).queryByRole('button', { name: 'Pay now' })).toBeNull();
    expect(dialog.textContent).toContain('To pay this invoice by card, add a card under Payment methods.');
  });
});
