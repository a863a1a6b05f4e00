import { groupPermissionsOf } from '../access/workgroups';
import { describe, expect, it } from 'vitest';
import {
  FIN_TAG_MAX_LENGTH,
  MANAGE_SCREENS_PERMISSION,
  NTP_SERVER_MAX_LENGTH,
  SCREEN_NAME_MAX_LENGTH,
  canManageScreens,
  finTagOf,
  hasFreeLicence,
  isNtpServer,
  licenceLimit,
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
  it('counts licences once either number is set; screenLicenses wins over maxScreens', () => {
    expect(licenceLimit({ screenLicenses: 0, maxScreens: 0 })).toBeNull();
    expect(licenceLimit({ screenLicenses: 3, maxScreens: 10 })).toBe(3);
    expect(licenceLimit({ screenLicenses: 0, maxScreens: 2 })).toBe(2);
  });
  it('fits a paid screen while fewer than the limit are in use; a free screen always', () => {
    const counts = { screenLicenses: 2, maxScreens: 2 };
    expect(hasFreeLicence(counts, 1, false)).toBe(true);
    expect(hasFreeLicence(counts, 2, false)).toBe(false);
    expect(hasFreeLicence(counts, 2, true)).toBe(true);
    expect(hasFreeLicence({ screenLicenses: 0, maxScreens: 0 }, 500, false)).toBe(true);
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
