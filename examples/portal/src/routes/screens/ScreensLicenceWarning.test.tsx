import { groupPermissionsAt } from '@screenplay/core';
import type { LicenceStatusDto } from '@screenplay/core/billing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FULL_USER, fakeApi, renderAt, user } from '../../test/library.fixtures';
import { ScreensLicenceWarning } from './ScreensLicenceWarning';

/** A Direct customer with one of its 3 paid screens over its 2 valid licences, which end within 30 days. */
const OVER: LicenceStatusDto = {
  type: 'Direct',
  valid: 2,
  expiringSoon: 2,
  nextExpiry: '2026-03-20T09:00:00.000Z',
  billedMonthly: 2,
  lastExpiry: '2026-02-01T09:00:00.000Z',
  screensInUse: 4,
  paidScreensInUse: 3,
  overLicences: 1,
  maxScreens: 0,
  orders: [],
};

describe('ScreensLicenceWarning', () => {
  it("links a Direct customer's administrator to Billing", async () => {
    renderAt('/screens', <ScreensLicenceWarning screenCount={4} />, fakeApi({ 'get licences': OVER }).api, FULL_USER);
    const note = await screen.findByRole('note', { name: 'Licence warning' });
    expect(within(note).getByRole('link', { name: 'Buy licences in Billing' }).getAttribute('href')).toBe('/billing');
  });

  it('sends anyone else of a Direct customer to an administrator, and a Delegated customer to its reseller', async () => {
    const member = user(groupPermissionsAt('full'));
    member.roles = [{ id: 9, name: 'user' }];
    const first = renderAt(
      '/screens',
      <ScreensLicenceWarning screenCount={4} />,
      fakeApi({ 'get licences': OVER }).api,
      member,
    );
    expect((await screen.findByRole('note')).textContent).toContain('An administrator can buy licences in Billing.');
    first.unmount();
    const delegated = { ...OVER, type: 'Delegated' as const };
    renderAt('/screens', <ScreensLicenceWarning screenCount={4} />, fakeApi({ 'get licences': delegated }).api);
    const note = await screen.findByRole('note');
    expect(note.textContent).toContain('Ask your reseller for licences.');
    expect(within(note).queryByRole('link')).toBeNull();
  });

  it('shows nothing to a user acting for no customer (the read is refused)', async () => {
    renderAt('/screens', <ScreensLicenceWarning screenCount={0} />, fakeApi({}).api);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('note')).toBeNull();
  });
});
