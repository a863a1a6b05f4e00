import type { SessionUser } from '@screenplay/core';
import { ApiError } from '@screenplay/hooks';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FULL_USER, fakeApi, folder, renderAt } from '../../test/library.fixtures';
import AddScreenPage from './AddScreenPage';
import { addScreenRefusal } from './addScreenRefusal';

/** A 422 as the screens API answers it: the spec key as the field's message (server/routes/screens/verification.ts). */
function refusal(field: string, key: string, status = 422): ApiError {
  return new ApiError({ status, messageKey: 'errors.validation', message: key, errors: { [field]: [key] } });
}

const LOBBY = { ...folder(4, 'Lobby'), kind: 'screens' as const };

/** A super-admin and a reseller-admin logged in as the customer (FULL_USER is the customer's own admin). */
const SUPER_ADMIN_AS_CUSTOMER: SessionUser = {
  ...FULL_USER,
  roles: [{ id: 1, name: 'super-admin' }],
  customerId: null,
  currentCustomerId: 10,
};
const RESELLER_AS_CUSTOMER: SessionUser = {
  ...FULL_USER,
  roles: [{ id: 2, name: 'reseller-admin' }],
  customerId: null,
  currentCustomerId: 10,
  resellerId: 4,
};

function setup(verification: unknown, user: SessionUser = FULL_USER) {
  const fake = fakeApi({
    'get folders/screens': { folders: [LOBBY], screens: [], manageScreen: true },
    'post screens/verification': verification,
  });
  return { ...fake, ...renderAt('/screens/add_screen?folderId=4', <AddScreenPage />, fake.api, user) };
}

/** Walks the first two steps with a name. */
async function toCodeStep(name = 'Window') {
  fireEvent.change(await screen.findByRole('textbox', { name: 'Screen name' }), { target: { value: name } });
  fireEvent.click(screen.getByRole('button', { name: 'Next' }));
  await screen.findByRole('heading', { level: 2, name: 'Instructions' });
  fireEvent.click(screen.getByRole('button', { name: 'Next' }));
  await screen.findByRole('heading', { level: 2, name: 'Verification' });
}

describe('addScreenRefusal', () => {
  it('reads the spec keys of the answer and where they belong', () => {
    expect(addScreenRefusal(refusal('verificationHash', 'addScreen.addError'))).toEqual({
      key: 'addScreen.addError',
      step: 'verifications',
      needsPaymentMethod: false,
    });
    expect(addScreenRefusal(refusal('name', 'addScreen.nameRequired')).step).toBe('addScreen');
    expect(addScreenRefusal(refusal('paymentMethod', 'addScreen.paymentMethodRequired')).needsPaymentMethod).toBe(true);
    // Every licence in use: said on the code step, pointing to billing.
    expect(addScreenRefusal(refusal('freeScreen', 'screensApi.noFreeLicence'))).toEqual({
      key: 'screensApi.noFreeLicence',
      step: 'verifications',
      needsPaymentMethod: true,
    });
    // A free screen refused (issue 22, a 403): a Direct customer buys a licence in billing, a Delegated one asks its
    // reseller; past the maximum number of screens no licence helps.
    expect(addScreenRefusal(refusal('freeScreen', 'screensApi.freeScreenNotAllowed', 403))).toEqual({
      key: 'screensApi.freeScreenNotAllowed',
      step: 'verifications',
      needsPaymentMethod: true,
    });
    for (const key of [
      'screensApi.freeScreenNotAllowedDelegated',
      'screensApi.noFreeLicenceDelegated',
      'screensApi.maxScreensReached',
    ]) {
      expect(addScreenRefusal(refusal('freeScreen', key))).toEqual({
        key,
        step: 'verifications',
        needsPaymentMethod: false,
      });
    }
    expect(addScreenRefusal(new ApiError({ status: 429, messageKey: 'errors.http', message: 'Too Many' })).key).toBe(
      'addScreen.tooManyCodes',
    );
    expect(addScreenRefusal(new ApiError({ status: 500, messageKey: 'errors.serverError', message: '' })).key).toBe(
      null,
    );
  });
});

describe('AddScreenPage', () => {
  it('needs a name and a code before any call, then pairs with the normalised code in the chosen folder', async () => {
    const { calls } = setup({ id: 9, name: 'Window' }, SUPER_ADMIN_AS_CUSTOMER);
    fireEvent.click(await screen.findByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Screen name is required')).toBeTruthy();
    expect((screen.getByRole('combobox', { name: 'Folder' }) as HTMLSelectElement).value).toBe('4');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Free screen' }));
    await toCodeStep();
    fireEvent.click(screen.getByRole('button', { name: 'Add screen' }));
    expect(await screen.findByText('Verification code is required')).toBeTruthy();
    expect(calls.some((call) => call.method === 'post')).toBe(false);
    fireEvent.change(screen.getByRole('textbox', { name: 'Verification code' }), { target: { value: 'abc-def' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add screen' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Success' })).toBeTruthy();
    expect(calls).toContainEqual({
      method: 'post',
      url: 'screens/verification',
      body: { name: 'Window', verificationHash: 'ABCDEF', freeScreen: true, folderId: 4 },
    });
  });

  it('offers a free screen only to a super-admin or a reseller acting as the customer, not to its own users', async () => {
    for (const user of [SUPER_ADMIN_AS_CUSTOMER, RESELLER_AS_CUSTOMER]) {
      const { unmount } = setup({ id: 9, name: 'Window' }, user);
      expect(await screen.findByRole('checkbox', { name: 'Free screen' })).toBeTruthy();
      unmount();
    }
    const customerAdmin = setup({ id: 9, name: 'Window' });
    await screen.findByRole('textbox', { name: 'Screen name' });
    expect(screen.queryByRole('checkbox', { name: 'Free screen' })).toBeNull();
    expect(screen.queryByText('A free screen is not charged a licence (0.00).')).toBeNull();
    await toCodeStep();
    fireEvent.change(screen.getByRole('textbox', { name: 'Verification code' }), { target: { value: 'ABCDEF' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add screen' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Success' })).toBeTruthy();
    expect(customerAdmin.calls).toContainEqual({
      method: 'post',
      url: 'screens/verification',
      body: { name: 'Window', verificationHash: 'ABCDEF', freeScreen: false, folderId: 4 },
    });
  });

  it('says a refused free screen (a session gone stale) with the way forward: a Delegated customer asks its reseller', async () => {
    const delegated: SessionUser = { ...SUPER_ADMIN_AS_CUSTOMER, tenantType: 'Delegated' };
    setup(refusal('freeScreen', 'screensApi.freeScreenNotAllowedDelegated', 403), delegated);
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Free screen' }));
    await toCodeStep();
    fireEvent.change(screen.getByRole('textbox', { name: 'Verification code' }), { target: { value: 'ZZZZZZ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add screen' }));
    expect(
      await screen.findByText(
        'User is not allowed to add a free screen: ask your reseller for a licence or a free screen',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Billing/ })).toBeNull();
  });

  it("says 'Can't add screen' for a wrong code, and points to billing without a payment method", async () => {
    const answers = [
      refusal('verificationHash', 'addScreen.addError'),
      refusal('paymentMethod', 'addScreen.paymentMethodRequired'),
    ];
    setup(() => answers.shift());
    await toCodeStep();
    fireEvent.change(screen.getByRole('textbox', { name: 'Verification code' }), { target: { value: 'ZZZZZZ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add screen' }));
    expect(await screen.findByText("Can't add screen")).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add screen' }));
    expect(await screen.findByText('Adding a screen requires a payment method')).toBeTruthy();
    // A direct tenant's administrator may add one in Billing: linked.
    const link = await screen.findByRole('link', { name: 'Add a payment method in Billing' });
    expect(link.getAttribute('href')).toBe('/billing');
  });

  it('a delegated customer (no billing page of its own) is told who can add a payment method, not linked', async () => {
    const delegated: SessionUser = { ...FULL_USER, tenantType: 'Delegated', resellerId: 4 };
    setup(refusal('paymentMethod', 'addScreen.paymentMethodRequired'), delegated);
    await toCodeStep();
    fireEvent.change(screen.getByRole('textbox', { name: 'Verification code' }), { target: { value: 'ZZZZZZ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add screen' }));
    await waitFor(() =>
      expect(screen.getByText('An administrator of your account can add a payment method in Billing.')).toBeTruthy(),
    );
    expect(screen.queryByRole('link', { name: /Billing/ })).toBeNull();
  });
});
