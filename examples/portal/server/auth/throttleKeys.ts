import {
  FORGOT_REQUESTS_PER_ADDRESS,
  LOGIN_DELAY_PER_ACCOUNT,
  LOGIN_FAILURES_PER_ADDRESS,
  RESET_FAILURES_PER_ADDRESS,
  RESET_FAILURES_PER_EMAIL,
} from '@screenplay/core';
import type { FailureKey } from './failureThrottle';
import type { ThrottleKey } from './throttle';
import { normaliseEmail } from './users';

/**
 * The failure counters of a password check: the account from anywhere (a progressive delay) and the caller's
 * address over any account (a window). The account's count is named apart from issue 10's fixed-window one,
 * whose stored rows mean something else.
 */
export function loginKeys(email: string, address: string): { account: FailureKey; address: FailureKey } {
  return {
    account: { name: 'login:account-delay', rule: LOGIN_DELAY_PER_ACCOUNT, key: normaliseEmail(email) },
    address: { name: 'login:address', rule: LOGIN_FAILURES_PER_ADDRESS, key: address },
  };
}

/** The counters of a password reset with a token: the e-mail and the address. */
export function resetKeys(email: string, address: string): ThrottleKey[] {
  return [
    { name: 'reset:email', rule: RESET_FAILURES_PER_EMAIL, key: normaliseEmail(email) },
    { name: 'reset:address', rule: RESET_FAILURES_PER_ADDRESS, key: address },
  ];
}

/** The per-caller counter of forgot-password requests (the per-e-mail one is the password_resets row). */
export function forgotKeys(address: string): ThrottleKey[] {
  return [{ name: 'forgot:address', rule: FORGOT_REQUESTS_PER_ADDRESS, key: address }];
}
