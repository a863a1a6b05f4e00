import type { OrderDetailDto } from '@screenplay/core/billing';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { pdfText } from '../support/pdfText';
import { tinyPng } from './support/png';
import { invoicePdf } from '../../examples/portal/server/billing/invoicePdf';

const ORDER: OrderDetailDto = {
  id: 7,
  number: 'LIC-20260302-ABCD1234',
  kind: 'licence',
  period: null,
  amount: 432,
  vat: 108,
  total: 540,
  currency: 'EUR',
  status: 'open',
  paymentType: 'Card',
  createdAt: '2026-03-02T10:00:00.000Z',
  dueAt: '2026-03-16T10:00:00.000Z',
  paidAt: null,
  failureMessage: null,
  lines: [{ description: 'Screen licences (Standard), 12 months, 365 days', quantity: 3, unitPrice: 144, amount: 432 }],
  vatPercent: 25,
  billingDetails: { title: 'Acme Retail', address: '1 Park Row, Leeds', postalCode: 'LS1 6AA', finTag: 'ACME-42' },
  isPayable: true,
};

describe('invoicePdf', () => {
  it('writes the brand, the order, who it is billed to, its lines, VAT, total and due date as extractable text', async () => {
    const bytes = await invoicePdf(ORDER, { productName: 'Screenplay', logo: null });
    expect(Buffer.from(bytes.subarray(0, 5)).toString()).toBe('%PDF-');
    const text = pdfText(bytes);
    for (const expected of [
      'Screenplay',
      'Invoice',
      'LIC-20260302-ABCD1234',
      'Acme Retail',
      '1 Park Row, Leeds',
      'LS1 6AA',
      'Finance tag: ACME-42',
      'Screen licences (Standard), 12 months, 365 days',
      '144.00 EUR',
      '432.00 EUR',
      'VAT 25%',
      '108.00 EUR',
      'Total',
      '540.00 EUR',
      'Open',
      '16 March 2026',
    ])
      expect(text).toContain(expected);
    expect((await PDFDocument.load(bytes)).getTitle()).toBe('Invoice LIC-20260302-ABCD1234');
  });

  it("embeds a brand's PNG logo and writes what a standard font cannot as '?'", async () => {
    const bytes = await invoicePdf(
      { ...ORDER, billingDetails: { ...ORDER.billingDetails, title: 'Zürich Café ✓' } },
      { productName: 'Northwind Screens', logo: { bytes: tinyPng(), type: 'png' } },
    );
    const text = pdfText(bytes);
    expect(text).toContain('Northwind Screens');
    expect(text).toContain('Zürich Café ?');
    expect(Buffer.from(bytes).toString('latin1')).toContain('/Subtype /Image');
  });

  it('goes on to a second page for a long list of lines', async () => {
    const lines = Array.from({ length: 50 }, (_, i) => ({
      description: `Customer ${i + 1}: screen licences (Premium)`,
      quantity: 1,
      unitPrice: 18,
      amount: 18,
    }));
    const bytes = await invoicePdf({ ...ORDER, lines }, { productName: 'Screenplay', logo: null });
    expect((await PDFDocument.load(bytes)).getPageCount()).toBe(2);
    expect(pdfText(bytes)).toContain('Customer 50: screen licences (Premium)');
  });
});
