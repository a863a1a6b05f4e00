import type { SessionUser } from '@screenplay/core';
import { DEFAULT_BRAND_COLOURS, type TenantSettingsDto } from '@screenplay/core/tenant';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, FULL_USER, renderAt } from '../../test/library.fixtures';
import SettingsPage from './SettingsPage';

const EDITOR: SessionUser = { ...FULL_USER, roles: [{ id: 4, name: 'workgroup-user' }] };
const NORA: SessionUser = {
  ...FULL_USER,
  id: 7,
  roles: [{ id: 2, name: 'reseller-admin' }],
  customerId: null,
  resellerId: 4,
  tenantType: null,
};

const ACME: TenantSettingsDto = {
  kind: 'customer',
  organisationName: 'Acme Retail',
  defaultTimezone: 'Europe/Oslo',
  dateLocale: 'de-DE',
  canEdit: false,
};

describe('SettingsPage', () => {
  it('shows the settings read-only to a user who may not change them', async () => {
    const { api } = fakeApi({ 'get settings': ACME });
    renderAt('/settings', <SettingsPage />, api, EDITOR);
    expect(await screen.findByText('Only an administrator can change these settings.')).toBeTruthy();
    expect((screen.getByRole('textbox', { name: /Organisation name/ }) as HTMLInputElement).readOnly).toBe(true);
    expect((screen.getByRole('combobox', { name: 'Date format' }) as HTMLSelectElement).value).toBe('de-DE');
    expect(screen.queryByRole('button', { name: 'Save settings' })).toBeNull();
    expect(screen.queryByRole('form', { name: 'Brand' })).toBeNull();
  });

  it("gives a reseller's administrator its brand; unreadable colours are named and cannot be saved", async () => {
    const { api } = fakeApi({
      'get settings': { ...ACME, kind: 'reseller', organisationName: 'Northwind Signage', canEdit: true },
      'get brand': null,
    });
    renderAt('/settings', <SettingsPage />, api, NORA);
    const hex = await screen.findByRole('textbox', { name: 'Primary (buttons and links) (hex)' });
    expect((hex as HTMLInputElement).value).toBe(DEFAULT_BRAND_COLOURS.primary);
    const save = screen.getByRole('button', { name: 'Save brand' }) as HTMLButtonElement;
    expect(save.disabled).toBe(false);
    fireEvent.change(hex, { target: { value: '#88c0a8' } });
    expect(
      screen.getByText('Text on the primary colour needs a contrast of at least 4.5:1', { exact: false }),
    ).toBeTruthy();
    expect(save.disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Reset to default' }));
    expect((hex as HTMLInputElement).value).toBe(DEFAULT_BRAND_COLOURS.primary);
    expect(save.disabled).toBe(false);
  });
});
