import { deriveAccess } from '../access/access';
import { DEMO_USERS, makeUser } from '../access/access.fixtures';
import { groupPermissionsOf } from '../access/workgroups';
import { describe, expect, it } from 'vitest';
import {
  FIN_TAG_MAX_LENGTH,
  MANAGE_SCREENS_PERMISSION,
  NTP_SERVER_MAX_LENGTH,
  SCREEN_NAME_MAX_LENGTH,
  canManageScreens,
  finTagOf,
  fitsMaxScreens,
  freeScreenRefusal,
  hasFreeLicence,
  isNtpServer,
  licenceLimit,
  mayAddFreeScreen,
  screenCountRefusal,
  screenNameProblem,
} from './screens.rules';

describe('canManageScreens', () => {
  it('is the manageScreens grant at Full Access (admins hold every grant at Full Access)', () => {
    expect(canManageScreens(groupPermissionsOf([], true))).toBe(true);
    expect(canManageScreens(groupPermissionsOf([], false))).toBe(false);
    expect(
      canManageScreens(groupPermissionsOf([{ permissionType: MANAGE_SCREENS_PERMISSION, level: 'full' }], false)),
    ).toBe(true);
    expect(
      canManageScreens(groupPermissionsOf([{ permissionType: MANAGE_SCREENS_PERMISSION, level: 'readonly' }], false)),
    ).toBe(false);
    expect(canManageScreens(groupPermissionsOf([{ permissionType: 'createAFolder', level: 'full' }], false))).toBe(
      false,
    );
  });
});

describe('licences', () => {
  it('limits paid screens to the valid licences, whatever the maximum (issue 25)', () => {
    expect(licenceLimit({ screenLicenses: 0, maxScreens: 0 })).toBe(0);
    expect(licenceLimit({ screenLicenses: 3, maxScreens: 10 })).toBe(3);
    expect(licenceLimit({ screenLicenses: 0, maxScreens: 2 })).toBe(0);
  });
  it('fits a paid screen while fewer than the valid licences are in use; a free screen always', () => {
    const counts = { screenLicenses: 2, maxScreens: 2 };
    expect(hasFreeLicence(counts, 1, false)).toBe(true);
    expect(hasFreeLicence(counts, 2, false)).toBe(false);
    expect(hasFreeLicence(counts, 2, true)).toBe(true);
    // No valid licence (none sold, or every order expired): no paid screen; a free one still.
    expect(hasFreeLicence({ screenLicenses: 0, maxScreens: 0 }, 0, false)).toBe(false);
    expect(hasFreeLicence({ screenLicenses: 0, maxScreens: 0 }, 0, true)).toBe(true);
  });
});

describe('free screens (issue 22)', () => {
  it('are added by a super-admin, or by a reseller-admin acting as one of its customers; never by a customer', () => {
    const may = (user: Parameters<typeof deriveAccess>[0]) => mayAddFreeScreen(deriveAccess(user));
    expect(may(DEMO_USERS.superAdminActingAsDirect)).toBe(true);
    expect(may(DEMO_USERS.superAdminActingAsDelegated)).toBe(true);
    expect(may(DEMO_USERS.resellerActingAsDelegated)).toBe(true);
    // Not acting for a customer, neither has a customer's screens to add one to.
    expect(may(DEMO_USERS.superAdmin)).toBe(false);
    expect(may(DEMO_USERS.resellerAdmin)).toBe(false);
    expect(may(DEMO_USERS.directCustomerAdmin)).toBe(false);
    expect(may(DEMO_USERS.delegatedCustomerAdmin)).toBe(false);
    expect(may(DEMO_USERS.directWorkgroupUser)).toBe(false);
    expect(may(DEMO_USERS.delegatedWorkgroupUser)).toBe(false);
    // A customer admin's reseller id (its customer's reseller) does not make it a reseller.
    expect(may(makeUser(['customer-admin'], { customerId: 20, resellerId: 5, currentCustomerId: 20 }))).toBe(false);
  });

  it('refused, point the way forward: a Direct customer to Billing, a Delegated one to its reseller', () => {
    expect(freeScreenRefusal('Direct')).toBe('screensApi.freeScreenNotAllowed');
    expect(freeScreenRefusal('Delegated')).toBe('screensApi.freeScreenNotAllowedDelegated');
  });
});

describe('max screens (issue 22)', () => {
  it('counts every screen, free or paid; 0 is unset, no maximum', () => {
    expect(fitsMaxScreens(3, 2)).toBe(true);
    expect(fitsMaxScreens(3, 3)).toBe(false);
    expect(fitsMaxScreens(0, 500)).toBe(true);
  });

  it('refuses a free screen beyond the maximum, and a paid one beyond it even with licences to spare', () => {
    const counts = { screenLicenses: 5, maxScreens: 3 };
    expect(screenCountRefusal(counts, { all: 3, paid: 1 }, true, 'Direct')).toBe('screensApi.maxScreensReached');
    expect(screenCountRefusal(counts, { all: 3, paid: 1 }, false, 'Direct')).toBe('screensApi.maxScreensReached');
    expect(screenCountRefusal(counts, { all: 2, paid: 1 }, true, 'Direct')).toBeNull();
    expect(screenCountRefusal(counts, { all: 2, paid: 1 }, false, 'Delegated')).toBeNull();
  });

  it('needs a licence for a paid screen under the maximum, with the way forward of the customer type', () => {
    const counts = { screenLicenses: 2, maxScreens: 10 };
    expect(screenCountRefusal(counts, { all: 4, paid: 2 }, false, 'Direct')).toBe('screensApi.noFreeLicence');
    expect(screenCountRefusal(counts, { all: 4, paid: 2 }, false, 'Delegated')).toBe(
      'screensApi.noFreeLicenceDelegated',
    );
    expect(screenCountRefusal(counts, { all: 4, paid: 2 }, true, 'Direct')).toBeNull();
    // No valid licence and no maximum: a paid screen is refused, a free one fits (issue 25).
    expect(screenCountRefusal({ screenLicenses: 0, maxScreens: 0 }, { all: 900, paid: 900 }, false, 'Direct')).toBe(
      'screensApi.noFreeLicence',
    );
    expect(
      screenCountRefusal({ screenLicenses: 0, maxScreens: 0 }, { all: 900, paid: 900 }, true, 'Direct'),
    ).toBeNull();
  });
});

describe('screen fields', () => {
  it('needs a name of 1 to 255 characters after trimming', () => {
    expect(screenNameProblem('  ')).toBe('addScreen.nameRequired');
    expect(screenNameProblem(undefined)).toBe('addScreen.nameRequired');
    expect(screenNameProblem('x'.repeat(SCREEN_NAME_MAX_LENGTH))).toBeNull();
    expect(screenNameProblem('x'.repeat(SCREEN_NAME_MAX_LENGTH + 1))).toBe('screensApi.nameTooLong');
  });
  it('keeps a finance tag of up to 100 characters, trimmed; empty is none', () => {
    expect(finTagOf('  FIN-1 ')).toBe('FIN-1');
    expect(finTagOf('')).toBeNull();
    expect(finTagOf(null)).toBeNull();
    expect(finTagOf('x'.repeat(FIN_TAG_MAX_LENGTH))).toHaveLength(FIN_TAG_MAX_LENGTH);
    expect(finTagOf('x'.repeat(FIN_TAG_MAX_LENGTH + 1))).toBeUndefined();
    expect(finTagOf(5)).toBeUndefined();
  });
  it('takes null or a host name as NTP server', () => {
    expect(isNtpServer(null)).toBe(true);
    expect(isNtpServer('pool.ntp.org')).toBe(true);
    expect(isNtpServer('10.0.0.1')).toBe(true);
    expect(isNtpServer('bad host')).toBe(false);
    expect(isNtpServer('a'.repeat(NTP_SERVER_MAX_LENGTH + 1))).toBe(false);
  });
});
