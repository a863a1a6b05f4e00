import {
  FORGOT_REQUESTS_PER_ADDRESS,
  LOGIN_FAILURES_PER_ACCOUNT,
  LOGIN_FAILURES_PER_ACCOUNT_AND_ADDRESS,
  LOGIN_FAILURES_PER_ADDRESS,
  RESET_FAILURES_PER_ADDRESS,
  RESET_FAILURES_PER_EMAIL,
} from '@screenplay/core';
import type { ThrottleKey } from './throttle';
import { normaliseEmail } from './users';

/** The sign-in counters of one attempt: the account from this address, the account, the address. */
export function loginKeys(
  email: string,
  address: string,
): { pair: ThrottleKey; account: ThrottleKey; address: ThrottleKey } {
  const account = normaliseEmail(email);
  return {
    pair: { name: 'login:account+address', rule: LOGIN_FAILURES_PER_ACCOUNT_AND_ADDRESS, key: `${account} ${address}` },
    account: { name: 'login:account', rule: LOGIN_FAILURES_PER_ACCOUNT, key: account },
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
