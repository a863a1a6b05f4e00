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
import { EN_SETTINGS } from './en.settings';
import { EN_SCHEDULE_EDITOR } from './en.scheduleEditor';
import { EN_SCHEDULE_ERRORS } from './en.scheduleErrors';
import { EN_SHARED } from './en.shared';
import { EN_SOCIAL } from './en.social';
import { EN_WEEK_VIEW } from './en.weekView';
import { EN_WORKGROUPS } from './en.workgroups';

const CATALOGUE = {
  ...EN_SHARED,
  ...EN_ACCOUNTS,
  ...EN_AUTHORING,
  ...EN_LIBRARY,
  ...EN_LAYOUTS,
  ...EN_SCREENS,
  ...EN_SCREEN_DETAILS,
  ...EN_SCREENS_API,
  ...EN_PLAYER_API,
  ...EN_PLAYER,
  ...EN_SCHEDULE_ERRORS,
  ...EN_SCHEDULE_EDITOR,
  ...EN_WEEK_VIEW,
  ...EN_WORKGROUPS,
  ...EN_CUSTOMER_MANAGEMENT,
  ...EN_LICENCES,
  ...EN_RESELLER_MANAGEMENT,
  ...EN_RESELLER_CUSTOMERS,
  ...EN_SETTINGS,
  ...EN_BILLING,
  ...EN_INVOICES,
  ...EN_SOCIAL,
};

/** A key of the English catalogue. */
export type MessageKey = keyof typeof CATALOGUE;

/**
 * The English catalogue of both spec files as data (ICU placeholders such as `{email}`), for
 * react-intl on the client and for server error bodies; message keys are the spec's keys.
 */
export const EN_MESSAGES: Readonly<Record<string, string>> = CATALOGUE;

/** Whether a string is a key of the English catalogue. */
export function isMessageKey(key: string): key is MessageKey {
  return Object.hasOwn(CATALOGUE, key);
}

/**
 * The English text of a key with simple `{name}` placeholders filled in, for code that has no
 * react-intl (the server's error bodies); a placeholder without a value is left as written.
 *
 * @example englishText('errors.serverErrorDetails', { details: 'timeout' }) // 'Server Error - timeout'
 */
export function englishText(key: MessageKey, values: Record<string, string | number> = {}): string {
  return CATALOGUE[key].replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : placeholder,
  );
}
