import { describe, expect, it } from 'vitest';
import { NAV_ITEMS } from '../access/navigation';
import { ROUTES } from '../access/routes';
import { EN_ACCOUNTS } from './en.accounts';
import { EN_AUTHORING } from './en.authoring';
import { EN_BILLING } from './en.billing';
import { EN_INVOICES } from './en.invoices';
import { EN_LAYOUTS } from './en.layouts';
import { EN_CUSTOMER_MANAGEMENT } from './en.customerManagement';
import { EN_LIBRARY } from './en.library';
import { EN_LICENCES } from './en.licences';
import { EN_PLAYER } from './en.player';
import { EN_PLAYER_API } from './en.playerApi';
import { EN_RESELLER_MANAGEMENT } from './en.resellerManagement';
import { EN_RESELLER_CUSTOMERS } from './en.resellerCustomers';
import { EN_SCREEN_DETAILS } from './en.screenDetails';
import { EN_SCREENS } from './en.screens';
import { EN_SCREENS_API } from './en.screensApi';
import { EN_SCHEDULE_EDITOR } from './en.scheduleEditor';
import { EN_SCHEDULE_ERRORS } from './en.scheduleErrors';
import { EN_SHARED } from './en.shared';
import { EN_SOCIAL } from './en.social';
import { EN_SETTINGS } from './en.settings';
import { EN_WEEK_VIEW } from './en.weekView';
import { EN_WORKGROUPS } from './en.workgroups';
import { EN_MESSAGES, englishText, isMessageKey } from './messages';

/** Texts the spec files quote, word for word, by key. */
const SPEC_TEXTS: Record<string, string> = {
  'login.invalid': 'Invalid user name or password',
  'login.throttled': 'Recovery email has already been sent',
  'login.emailNotFound': 'No user exists with such email',
  'login.invalidToken': 'Reset token is invalid',
  'login.incorrectConfirmationData': 'Incorrect confirmation data',
  'folders.folderNotEmpty': 'Folder not empty or contains subfolders: cannot delete',
  'folders.all': 'All',
  'errors.unauthorized': 'Unauthorized Access Exception',
  'errors.permission': 'You need permission to perform this action',
  'errors.notFound': 'Item not found',
  'errors.serverError': 'Server Error',
  'errors.serverErrorDetails': 'Server Error - {details}',
  'errors.somethingWentWrong': 'Something went wrong',
  'tags.tagNameValidatingError': 'Tag name must be at least 2 characters',
  'validation.passwordConfirmationMismatch': 'The password confirmation does not match',
  'validation.passwordsShouldBeEqual': 'Passwords should be equal',
  'customers.adminEmailTaken': 'The user with the email provided already exists',
  'topbar.loginAsTooltipActing': 'You are currently logged into your customer account',
  'topbar.loginAsTooltip': 'You can login into your customer account',
  'topbar.userSettings': 'User Settings',
  'topbar.logout': 'Logout',
  'topbar.loginAs': 'Login As',
  'topbar.backToReseller': 'Back to Reseller',
  'addScreen.addError': "Can't add screen",
  'resellers.addAdminErrorWithTheSameEmail': 'admin with email {email} - already exist',
  'billing.invoiceNotBound': 'Invoice not bound',
  'social.addAccountNotAllowed': 'User is not allowed to add account',
  'dnd.invalidMediaFile': 'Invalid media file',
  'media.imageServiceError': "Can't get media from the image service",
  'proofOfPlay.screenshotError': 'Something went wrong. Please try again',
  'proofOfPlay.deviceOffline': 'Not available. Device is offline',
  'schedule.allWeek': 'All Week',
  'schedule.weekdays': 'Weekdays',
  'schedule.weekends': 'Weekends',
  'schedule.newScheduleName': 'new Schedule',
  'screens.syncToBePublished': 'To be published',
  'screens.syncContentLoading': 'Content Loading',
  'screens.syncNotSynced': 'Not Synced',
  'screens.syncLive': 'Live',
  'screens.syncError': 'Error',
  'workgroups.adminMark': '(admin)',
  'workgroups.permissionFull': 'Full Access',
  'layoutEditor.createTitle': 'create',
  'layoutEditor.editTitle': 'edit layout',
  'widgets.notAvailable': 'n/a',
};

/** Keys the spec names without a text: each must still have one. */
const SPEC_KEYS = [
  'dnd.onlyVideoCanBeAdded',
  'dnd.videoCannotBeAdded',
  'dnd.invalidImageType',
  'dnd.invalidVideoType',
  'dnd.pixabayError',
  'tags.tagDuplicateValidatingError',
  'sceneEditor.invalidSceneData',
  'customers.decreaseLicenseError',
  'resellers.addAdminError',
  'billing.postalCodeError',
  'billing.otherBillingDetailsError',
  'billing.terminatePaymentIdError',
  'billing.deleteAttachedCardError',
  'billing.getRewardError',
];

describe('EN_MESSAGES', () => {
  it.each(Object.entries(SPEC_TEXTS))('%s is the spec text word for word', (key, text) => {
    expect(EN_MESSAGES[key]).toBe(text);
  });

  it.each(SPEC_KEYS)('%s has a text', (key) => {
    expect(EN_MESSAGES[key]?.length).toBeGreaterThan(0);
  });

  it('holds every route title and navigation label', () => {
    const keys = [...ROUTES.map((route) => route.titleKey), ...NAV_ITEMS.map((item) => item.labelKey)];
    expect(keys.filter((key) => !isMessageKey(key))).toEqual([]);
  });

  it('has no key defined in two parts', () => {
    const parts = [
      EN_SHARED,
      EN_ACCOUNTS,
      EN_AUTHORING,
      EN_LIBRARY,
      EN_LAYOUTS,
      EN_SCREENS,
      EN_SCREEN_DETAILS,
      EN_SCREENS_API,
      EN_PLAYER_API,
      EN_PLAYER,
      EN_SCHEDULE_ERRORS,
      EN_SCHEDULE_EDITOR,
      EN_WEEK_VIEW,
      EN_WORKGROUPS,
      EN_CUSTOMER_MANAGEMENT,
      EN_LICENCES,
      EN_RESELLER_MANAGEMENT,
      EN_RESELLER_CUSTOMERS,
      EN_BILLING,
      EN_INVOICES,
      EN_SOCIAL,
      EN_SETTINGS,
    ].map((part) => Object.keys(part));
    const total = parts.reduce((sum, keys) => sum + keys.length, 0);
    expect(Object.keys(EN_MESSAGES)).toHaveLength(total);
  });

  it('uses only simple, balanced {name} placeholders and no empty texts', () => {
    for (const [key, text] of Object.entries(EN_MESSAGES)) {
      expect(text.trim(), key).not.toBe('');
      expect(text.replace(/\{\w+\}/g, ''), key).not.toMatch(/[{}]/);
    }
  });

  it('names keys as area.name', () => {
    for (const key of Object.keys(EN_MESSAGES)) expect(key).toMatch(/^[a-z][A-Za-z]*(\.[A-Za-z]+)+$/);
  });
});

describe('englishText', () => {
  it('fills placeholders', () => {
    expect(englishText('resellers.addAdminErrorWithTheSameEmail', { email: 'a@b.c' })).toBe(
      'admin with email a@b.c - already exist',
    );
    expect(englishText('errors.serverErrorDetails', { details: 'timeout' })).toBe('Server Error - timeout');
  });

  it('leaves a placeholder without value as written, and plain texts unchanged', () => {
    expect(englishText('errors.serverErrorDetails')).toBe('Server Error - {details}');
    expect(englishText('errors.permission')).toBe('You need permission to perform this action');
  });
});

describe('isMessageKey', () => {
  it('tells catalogue keys from other strings', () => {
    expect(isMessageKey('login.invalid')).toBe(true);
    expect(isMessageKey('login.nope')).toBe(false);
    expect(isMessageKey('toString')).toBe(false);
  });
});
