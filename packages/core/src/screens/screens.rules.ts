import type { Access, TenantType } from '../access/access.types';
import type { ScreenOrientation } from './screens.types';

/**
 * Small rules of the screens API (spec accounts §3, §5-§7): who may add screens, licences, and the
 * shapes of a screen's settings. Field checks answer message keys (texts in en.screensApi.ts and
 * en.accounts.ts); an empty object means valid.
 */

/**
 * The workgroup permission type that grants managing screens (spec §6: access levels apply to "managing
 * screens"; the spec does not name the permission, so the name is ours). Level full lets a workgroup
 * user add screens; admins always may.
 */
export const MANAGE_SCREENS_PERMISSION = 'manageScreens';

/**
 * The manage-screen flag (spec §6): {@link MANAGE_SCREENS_PERMISSION} at Full Access in the session's grants
 * (admins hold every grant at Full Access, core's `groupPermissionsOf`).
 */
export function canManageScreens(groupPermissions: { manageScreens: string }): boolean {
  return groupPermissions.manageScreens === 'full';
}

/**
 * A customer's licence counts (spec §3 Customer: screenLicenses and max screens): `screenLicenses` is the licences
 * valid now (issue 25: core's `licenceSummary` over its licence orders, `@screenplay/core/billing`; the server's
 * `licenceCounts`), `maxScreens` the most screens, free ones included (0: no maximum).
 */
export interface LicenceCounts {
  screenLicenses: number;
  maxScreens: number;
}

/**
 * How many paid screens the customer may have: its valid licences (issue 25: "expired orders stop counting ... and
 * adding is refused"). Before issue 25 a customer with neither licences nor a maximum (0 and 0) added screens
 * unlimited, and the maximum stood in for licences; that left a customer whose orders had all expired, or one never
 * sold any, adding paid screens no licence covered and no subscription charged. Now every paid screen holds a valid
 * licence, and the maximum is a separate bound on all screens ({@link fitsMaxScreens}).
 */
export function licenceLimit(counts: LicenceCounts): number {
  return counts.screenLicenses;
}

/** Whether one more screen fits the licences: a free screen always; a paid one while fewer than the valid licences are in use. */
export function hasFreeLicence(counts: LicenceCounts, paidScreensInUse: number, freeScreen: boolean): boolean {
  return freeScreen || paidScreensInUse < licenceLimit(counts);
}

/**
 * Whether one more screen, free or paid, fits the customer's maximum number of screens (issue 22: "free screens
 * still count against the customer's maximum number of screens"). 0 is unset, no maximum (a customer made through
 * `POST customers` has 0 until a super-admin or its reseller sets one: `PUT customers/{id} {maxScreens}`).
 */
export function fitsMaxScreens(maxScreens: number, screensInUse: number): boolean {
  return maxScreens <= 0 || screensInUse < maxScreens;
}

/**
 * Whether the user may add a free screen, one that takes no licence (issue 22: "licences mean something"): a
 * super-admin or a reseller-admin acting for a customer through login-as, which `POST auth/loginas` allows a
 * reseller only for its own customers. A customer admin or a workgroup user may not. The server refuses such an add
 * ({@link freeScreenRefusal}); the add-screen wizard offers the checkbox only when this holds.
 */
export function mayAddFreeScreen(
  access: Pick<Access, 'isSuperAdmin' | 'isResellerAdmin' | 'isActingAsCustomer'>,
): boolean {
  return access.isActingAsCustomer && (access.isSuperAdmin || access.isResellerAdmin);
}

/**
 * Message keys of the refusals a customer's licences give an add (en.screensApi.ts; ours, in the style of spec §8's
 * 'User is not allowed to add account'), each with the way forward of the customer's type: a Direct customer buys a
 * licence in Billing, a Delegated one (no billing page of its own, spec §1) asks its reseller.
 */
export const SCREEN_ADD_REFUSAL_KEYS = {
  freeScreenNotAllowed: {
    Direct: 'screensApi.freeScreenNotAllowed',
    Delegated: 'screensApi.freeScreenNotAllowedDelegated',
  },
  noFreeLicence: { Direct: 'screensApi.noFreeLicence', Delegated: 'screensApi.noFreeLicenceDelegated' },
  maxScreensReached: 'screensApi.maxScreensReached',
} as const;

/** The refusal of a free screen to a user who may not add one ({@link mayAddFreeScreen}), for the customer's type. */
export function freeScreenRefusal(type: TenantType): string {
  return SCREEN_ADD_REFUSAL_KEYS.freeScreenNotAllowed[type];
}

/** A customer's screens: all of them, and the paid ones (those that hold a licence). */
export interface ScreensInUse {
  all: number;
  paid: number;
}

/**
 * Why one more screen does not fit the customer's counts, as a message key, or null when it fits: past the maximum
 * number of screens ({@link fitsMaxScreens}; a licence bought does not lift it, so that refusal comes first), else a
 * paid screen with no licence free ({@link hasFreeLicence}).
 */
export function screenCountRefusal(
  counts: LicenceCounts,
  inUse: ScreensInUse,
  freeScreen: boolean,
  type: TenantType,
): string | null {
  if (!fitsMaxScreens(counts.maxScreens, inUse.all)) return SCREEN_ADD_REFUSAL_KEYS.maxScreensReached;
  if (!hasFreeLicence(counts, inUse.paid, freeScreen)) return SCREEN_ADD_REFUSAL_KEYS.noFreeLicence[type];
  return null;
}

/** Longest screen name (ours: the spec gives none; as scene names). */
export const SCREEN_NAME_MAX_LENGTH = 255;

/** Longest finance tag (ours: the spec names the field only). */
export const FIN_TAG_MAX_LENGTH = 100;

/** Longest NTP server host name (RFC 1035: 253 characters). */
export const NTP_SERVER_MAX_LENGTH = 253;

/** A screen's orientations (spec §3). */
export const SCREEN_ORIENTATIONS: readonly ScreenOrientation[] = ['PORTRAIT', 'LANDSCAPE', 'AUTO'];

/** A host name or an IPv4 address (letters, digits, dots and hyphens). */
const HOST = /^[A-Za-z0-9](?:[A-Za-z0-9.-]*[A-Za-z0-9])?$/;

/** Message keys of the settings problems. */
export const SCREEN_ERROR_KEYS = {
  nameRequired: 'addScreen.nameRequired',
  nameTooLong: 'screensApi.nameTooLong',
  orientation: 'screensApi.orientationInvalid',
  timezone: 'screensApi.timezoneInvalid',
  resolution: 'screensApi.resolutionInvalid',
  volume: 'screens.volumeInvalid',
  finTag: 'screensApi.finTagTooLong',
  ntpServer: 'screensApi.ntpServerInvalid',
  enabled: 'screensApi.remoteControlInvalid',
} as const;

/** The name a screen is stored with (trimmed), or the key of why it cannot be. */
export function screenNameProblem(value: unknown): string | null {
  const name = typeof value === 'string' ? value.trim() : '';
  if (name.length === 0) return SCREEN_ERROR_KEYS.nameRequired;
  if (name.length > SCREEN_NAME_MAX_LENGTH) return SCREEN_ERROR_KEYS.nameTooLong;
  return null;
}

/** Whether a value is null or an NTP server host name. */
export function isNtpServer(value: unknown): value is string | null {
  return value === null || (typeof value === 'string' && value.length <= NTP_SERVER_MAX_LENGTH && HOST.test(value));
}

/** The finance tag stored for a value (trimmed; empty → null), or undefined when it is not one. */
export function finTagOf(value: unknown): string | null | undefined {
  if (value === null) return null;
  if (typeof value !== 'string') return undefined;
  const tag = value.trim();
  if (tag.length > FIN_TAG_MAX_LENGTH) return undefined;
  return tag === '' ? null : tag;
}
