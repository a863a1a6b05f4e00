import type { SessionUser } from '@screenplay/core';
import type { ScreenAddReadinessDto } from '@screenplay/core/screens';
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

/** Readiness of a customer that can add a screen (`GET screens/verification/readiness`). */
const READY: ScreenAddReadinessDto = { type: 'Direct', reseller: null, refusal: null, paidRefusal: null };
const NO_PAYMENT_METHOD = { key: 'addScreen.paymentMethodRequired', field: 'paymentMethod' } as const;
const NORTHWIND = { title: 'Northwind Signage', email: 'hello@northwind.test' };

function setup(verification: unknown, user: SessionUser = FULL_USER, readiness: unknown = READY) {
  const fake = fakeApi({
    'get folders/screens': { folders: [LOBBY], screens: [], manageScreen: true },
    'get screens/verification/readiness': readiness,
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
      readiness: null,
    });
    expect(addScreenRefusal(refusal('name', 'addScreen.nameRequired')).step).toBe('addScreen');
    // What readiness answers too goes back to the first step, with the field core's rule reports it on.
    expect(addScreenRefusal(refusal('paymentMethod', 'addScreen.paymentMethodRequired'))).toEqual({
      key: 'addScreen.paymentMethodRequired',
      step: 'addScreen',
      readiness: NO_PAYMENT_METHOD,
    });
    for (const [key, field] of [
      ['screensApi.noFreeLicence', 'freeScreen'],
      ['screensApi.noFreeLicenceDelegated', 'freeScreen'],
      ['screensApi.maxScreensReached', 'maxScreens'],
    ] as const) {
      expect(addScreenRefusal(refusal(field, key))).toEqual({ key, step: 'addScreen', readiness: { key, field } });
    }
    // A free screen refused (issue 22, a 403 of a stale session): said on the code step, its text the way forward.
    for (const key of ['screensApi.freeScreenNotAllowed', 'screensApi.freeScreenNotAllowedDelegated']) {
      expect(addScreenRefusal(refusal('freeScreen', key, 403))).toEqual({
        key,
        step: 'verifications',
        readiness: null,
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

  it("says 'Can't add screen' for a wrong code on the code step", async () => {
    setup(refusal('verificationHash', 'addScreen.addError'));
    await toCodeStep();
    fireEvent.change(screen.getByRole('textbox', { name: 'Verification code' }), { target: { value: 'ZZZZZZ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add screen' }));
    expect(await screen.findByText("Can't add screen")).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Verification' })).toBeTruthy();
  });

  it("tells a delegated customer's admin at the first step to ask the reseller, with its e-mail as a mailto link", async () => {
    const delegated: SessionUser = { ...FULL_USER, tenantType: 'Delegated', resellerId: 4 };
    const { calls } = setup({ id: 9, name: 'Window' }, delegated, {
      type: 'Delegated',
      reseller: NORTHWIND,
      refusal: NO_PAYMENT_METHOD,
      paidRefusal: NO_PAYMENT_METHOD,
    });
    expect(await screen.findByRole('heading', { level: 3, name: 'A screen cannot be added yet' })).toBeTruthy();
    expect(screen.getByText('Adding a screen requires a payment method')).toBeTruthy();
    expect(
      screen.getByText('Your screens are invoiced to Northwind Signage: ask them to add a payment method.'),
    ).toBeTruthy();
    const mail = screen.getByRole('link', { name: 'hello@northwind.test' });
    expect(mail.getAttribute('href')).toBe('mailto:hello@northwind.test');
    expect(mail.closest('p')?.textContent).toBe('E-mail Northwind Signage: hello@northwind.test');
    // No form to fill in, no Billing to go to: nothing that would be refused.
    expect(screen.queryByRole('textbox', { name: 'Screen name' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
    expect(screen.queryByRole('link', { name: /Billing/ })).toBeNull();
    expect(screen.getByRole('link', { name: 'Go to screens' }).getAttribute('href')).toBe('/screens');
    expect(calls.some((call) => call.method === 'post')).toBe(false);
  });

  it("links a Direct customer's admin to Billing, and tells a workgroup user to ask an administrator", async () => {
    const notReady = { ...READY, refusal: NO_PAYMENT_METHOD, paidRefusal: NO_PAYMENT_METHOD };
    const admin = setup({ id: 9, name: 'Window' }, FULL_USER, notReady);
    const link = await screen.findByRole('link', { name: 'Add a payment method in Billing' });
    expect(link.getAttribute('href')).toBe('/billing');
    admin.unmount();
    const member: SessionUser = { ...FULL_USER, roles: [{ id: 4, name: 'workgroup-user' }] };
    setup({ id: 9, name: 'Window' }, member, notReady);
    expect(
      await screen.findByText('An administrator of your account can add a payment method in Billing.'),
    ).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Billing/ })).toBeNull();
  });

  it('goes back to the first step with the way forward when the add is refused meanwhile', async () => {
    const answers: ScreenAddReadinessDto[] = [
      READY,
      { ...READY, refusal: NO_PAYMENT_METHOD, paidRefusal: NO_PAYMENT_METHOD },
    ];
    const { calls } = setup(refusal('paymentMethod', 'addScreen.paymentMethodRequired'), FULL_USER, () =>
      answers.shift(),
    );
    await toCodeStep();
    fireEvent.change(screen.getByRole('textbox', { name: 'Verification code' }), { target: { value: 'ZZZZZZ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add screen' }));
    expect(await screen.findByRole('heading', { level: 3, name: 'A screen cannot be added yet' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Add screen' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Add a payment method in Billing' })).toBeTruthy();
    await waitFor(() => expect(calls.filter((call) => call.url === 'screens/verification/readiness')).toHaveLength(2));
  });

  it('lets a super-admin acting as the customer add only a free screen when no licence is left', async () => {
    const noLicence = { key: 'screensApi.noFreeLicence', field: 'freeScreen' } as const;
    setup({ id: 9, name: 'Window' }, SUPER_ADMIN_AS_CUSTOMER, { ...READY, paidRefusal: noLicence });
    fireEvent.change(await screen.findByRole('textbox', { name: 'Screen name' }), { target: { value: 'Window' } });
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(
      await screen.findByText('Only a free screen can be added: No free screen licence: buy a licence in Billing'),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Add screen' })).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Free screen' }));
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Instructions' })).toBeTruthy();
  });
});
