import type { LicenceStatusDto } from '@screenplay/core/billing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, renderAt } from '../../test/library.fixtures';
import { Licences } from './Licences';

const ORDER = { prepaid: false, createdAt: '2025-10-01T09:00:00.000Z', createdBy: null };

/** Acme's licences with one screen over them: 2 valid (ending soon), 3 expired, a removal; 3 paid screens. */
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
  orders: [
    {
      ...ORDER,
      id: 4,
      amount: -1,
      startsAt: '2026-02-10T09:00:00.000Z',
      endsAt: null,
      remaining: 0,
      state: 'removal',
      createdBy: 'root@screenplay.test',
    },
    {
      ...ORDER,
      id: 2,
      amount: 3,
      startsAt: '2025-03-20T09:00:00.000Z',
      endsAt: '2026-03-20T09:00:00.000Z',
      remaining: 2,
      state: 'expiringSoon',
      prepaid: true,
    },
    {
      ...ORDER,
      id: 1,
      amount: 3,
      startsAt: '2025-02-01T09:00:00.000Z',
      endsAt: '2026-02-01T09:00:00.000Z',
      remaining: 3,
      state: 'expired',
    },
  ],
};

describe('Billing: Licences', () => {
  it('warns of the screens over the valid licences and lists every order with its state', async () => {
    renderAt('/billing', <Licences />, fakeApi({ 'get licences': OVER }).api);
    const section = await screen.findByRole('region', { name: 'Licences' });
    const note = await within(section).findByRole('note', { name: 'Licence warning' });
    expect(note.textContent).toContain(
      '1 screen is over your valid licences: it keeps playing, but no screen can be added. Licences ended on 1 Feb 2026.',
    );
    expect(note.textContent).toContain('2 of your licences end within 30 days, the first on 20 Mar 2026.');
    // On Billing itself, no link to Billing.
    expect(within(note).queryByRole('link')).toBeNull();
    expect(
      within(section).getByText(
        '2 licences valid now for 3 paid screens (4 screens in all). No maximum number of screens.',
      ),
    ).toBeTruthy();
    const rows = within(within(section).getByRole('table', { name: 'Licence orders' })).getAllByRole('row');
    expect(rows.map((row) => Array.from(row.children, (cell) => cell.textContent))).toEqual([
      ['Licences', 'From', 'Until', 'Left', 'State', 'Recorded by'],
      ['-1', '10 Feb 2026', '—', '—', 'Removal', 'root@screenplay.test'],
      ['3 (paid at once)', '20 Mar 2025', '20 Mar 2026', '2', 'Expiring within 30 days', '—'],
      ['3', '1 Feb 2025', '1 Feb 2026', '—', 'Expired', '—'],
    ]);
  });

  it('says nothing when no screen is over and nothing ends within 30 days', async () => {
    const calm = { ...OVER, overLicences: 0, expiringSoon: 0, orders: [] };
    renderAt('/billing', <Licences />, fakeApi({ 'get licences': calm }).api);
    const section = await screen.findByRole('region', { name: 'Licences' });
    expect(await within(section).findByText('No licence orders yet.')).toBeTruthy();
    expect(within(section).queryByRole('note')).toBeNull();
  });
});
