import type { SessionUser } from '@screenplay/core';
import type { TenantDetailsDto } from '@screenplay/core/billing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { EN_MESSAGES } from '@screenplay/core/messages';
import { ScreenplayIntlProvider } from '@screenplay/ui';
import { describe, expect, it } from 'vitest';
import { FULL_USER, fakeApi, renderAt } from '../../test/library.fixtures';
import { GreetingGate } from './GreetingGate';

const NEW_DIRECT: TenantDetailsDto = {
  tenantId: 30,
  tenantType: 'customer',
  title: 'Initech',
  type: 'Direct',
  reseller: null,
  resellerEmail: null,
  paymentMethod: null,
  termsConsent: false,
  agreementConsent: false,
  postalCode: null,
  finTag: null,
  paymentMode: 'test',
};
const ITEM = { id: 1, type: 'license' as const, title: 'Standard', price: 10, vatPercent: null, currency: 'EUR' };

/** A reseller's brand product name of 32 characters, as the portal's messages carry it (app/useBrand.ts). */
const BRAND = 'Northwind Digital Signage Studio';

function setup(details: TenantDetailsDto, user: SessionUser = FULL_USER, productName?: string) {
  const fake = fakeApi({
    'get tenant-details': details,
    'get items': [ITEM],
    'post tenant-details': { ...details, termsConsent: true, agreementConsent: true },
  });
  // A brand renames app.name in the portal's messages, as useBrand does.
  const page = productName ? (
    <ScreenplayIntlProvider messages={{ ...EN_MESSAGES, 'app.name': productName }}>
      <GreetingGate />
    </ScreenplayIntlProvider>
  ) : (
    <GreetingGate />
  );
  return { ...fake, ...renderAt('/', page, fake.api, user) };
}

describe('the greeting popup', () => {
  it('asks a new direct tenant’s admin; Proceed only with both consents; Card leads to billing', async () => {
    const { calls, history } = setup(NEW_DIRECT);
    const dialog = await screen.findByRole('dialog', { name: 'Welcome to Screenplay' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.textContent).toContain('Your account is billed by Screenplay directly');
    expect(await within(dialog).findByText(/A licence costs 12.50 EUR per screen and month/)).toBeTruthy();
    expect(
      within(dialog)
        .getByRole('link', { name: /terms of use/ })
        .getAttribute('href'),
    ).toBe('/legal/terms.html');
    expect(
      within(dialog)
        .getByRole('link', { name: /service agreement/ })
        .getAttribute('href'),
    ).toBe('/legal/agreement.html');
    const card = within(dialog).getByRole('radio', { name: 'Card' });
    expect(card.getAttribute('aria-describedby')).toBeTruthy();
    expect(within(dialog).getByText(/Charged on the 1st of each month.*verification charge of 0.01 EUR/)).toBeTruthy();
    expect(within(dialog).getByText(/Due within 14 days/)).toBeTruthy();

    const proceed = within(dialog).getByRole('button', { name: 'Proceed' }) as HTMLButtonElement;
    expect(proceed.disabled).toBe(true);
    fireEvent.click(card);
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'I accept the terms of use' }));
    expect(proceed.disabled).toBe(true);
    // A consent gate: Escape does not dismiss it.
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.getByRole('dialog', { name: 'Welcome to Screenplay' })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'I accept the service agreement' }));
    expect(proceed.disabled).toBe(false);

    await act(async () => fireEvent.click(proceed));
    expect(calls.find((call) => call.url === 'tenant-details' && call.method === 'post')?.body).toEqual({
      termsConsent: true,
      agreementConsent: true,
      paymentMethod: 'Card',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(history.at(-1)).toBe('/billing?type=Card');
  });

  it('a delegated customer reads its reseller’s name and e-mail link, has no payment choice, and stays put', async () => {
    const delegated: TenantDetailsDto = {
      ...NEW_DIRECT,
      type: 'Delegated',
      reseller: 'Northwind Signage',
      resellerEmail: 'hello@northwind.test',
      agreementConsent: true,
    };
    const admin: SessionUser = { ...FULL_USER, tenantType: 'Delegated', resellerId: 4 };
    const { calls, history } = setup(delegated, admin);
    const dialog = await screen.findByRole('dialog', { name: 'Welcome to Screenplay' });
    expect(dialog.textContent).toContain('Your Screenplay account is provided by Northwind Signage');
    expect(within(dialog).getByRole('link', { name: 'hello@northwind.test' }).getAttribute('href')).toBe(
      'mailto:hello@northwind.test',
    );
    expect(within(dialog).queryAllByRole('radio')).toHaveLength(0);
    // The agreement was accepted before: only the terms box shows, and it alone opens Proceed.
    expect(within(dialog).queryByRole('checkbox', { name: 'I accept the service agreement' })).toBeNull();
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'I accept the terms of use' }));
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Proceed' })));
    expect(calls.find((call) => call.url === 'tenant-details' && call.method === 'post')?.body).toEqual({
      termsConsent: true,
      agreementConsent: true,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(history.at(-1)).toBe('/');
  });

  it("takes the reseller's brand: its product name in the title and text, the reseller named with its e-mail link", async () => {
    const delegated: TenantDetailsDto = {
      ...NEW_DIRECT,
      type: 'Delegated',
      reseller: 'Northwind Signage',
      resellerEmail: 'hello@northwind.test',
    };
    setup(delegated, { ...FULL_USER, tenantType: 'Delegated', resellerId: 4 }, BRAND);
    const dialog = await screen.findByRole('dialog', { name: `Welcome to ${BRAND}` });
    expect(dialog.textContent).toContain(
      `Your ${BRAND} account is provided by Northwind Signage, who handles your billing.`,
    );
    expect(within(dialog).getByRole('link', { name: 'hello@northwind.test' }).getAttribute('href')).toBe(
      'mailto:hello@northwind.test',
    );
    expect(dialog.textContent).not.toContain('Screenplay');
  });

  it('gives a new reseller its own text: billed by the provider for its customers’ screens, with the payment choice', async () => {
    const reseller: TenantDetailsDto = { ...NEW_DIRECT, tenantType: 'reseller', type: 'Reseller', title: 'Contoso' };
    const admin: SessionUser = {
      ...FULL_USER,
      roles: [{ id: 2, name: 'reseller-admin' }],
      customerId: null,
      resellerId: 7,
    };
    setup(reseller, admin, BRAND);
    const dialog = await screen.findByRole('dialog', { name: `Welcome to ${BRAND}` });
    expect(dialog.textContent).toContain(
      'Your reseller account is billed by Screenplay: each month, one licence for every screen of the customers you serve.',
    );
    expect(dialog.textContent).not.toContain('Your account is billed by');
    expect(within(dialog).getAllByRole('radio')).toHaveLength(3);
  });

  it('is not shown once accepted, nor to a user who may not accept (no call made)', async () => {
    const accepted = setup({ ...NEW_DIRECT, termsConsent: true, agreementConsent: true });
    await waitFor(() => expect(accepted.calls.some((call) => call.url === 'tenant-details')).toBe(true));
    expect(screen.queryByRole('dialog')).toBeNull();
    accepted.unmount();

    const member: SessionUser = { ...FULL_USER, roles: [{ id: 4, name: 'workgroup-user' }] };
    const { calls } = setup(NEW_DIRECT, member);
    await act(async () => undefined);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls).toEqual([]);
  });
});
