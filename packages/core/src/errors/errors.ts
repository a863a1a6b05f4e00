/** The machine-readable `code` strings the server puts in error bodies, shared by server and client. */
export const API_ERROR_CODES = {
  /** Login 422: wrong e-mail or password. */
  authFailed: 'auth.failed',
  /** Forgot 422: a second request for the same e-mail within the throttle window. */
  passwordsThrottled: 'passwords.throttled',
  /** Forgot or reset 422: no user has this e-mail. */
  passwordsUser: 'passwords.user',
  /** Reset 422: the token is unknown or expired. */
  passwordsToken: 'passwords.token',
} as const;

/** One of the {@link API_ERROR_CODES} values. */
export type ApiErrorCode = (typeof API_ERROR_CODES)[keyof typeof API_ERROR_CODES];

/** The message key an HTTP status maps to. */
export type StatusMessageKey = 'errors.unauthorized' | 'errors.permission' | 'errors.notFound' | 'errors.serverError';

/**
 * Maps an HTTP status to its message key (spec: 401 unauthorized, 403 permission, 404 not found,
 * 500 and every other status, including 0, server error).
 */
export function messageKeyForStatus(status: number): StatusMessageKey {
  switch (status) {
    case 401:
      return 'errors.unauthorized';
    case 403:
      return 'errors.permission';
    case 404:
      return 'errors.notFound';
    default:
      return 'errors.serverError';
  }
}

/** Every non-empty message of a server validation map, one per line, fields in the order received (spec). */
export function validationText(errors: Record<string, string[]>): string {
  return Object.values(errors)
    .flat()
    .filter((message) => typeof message === 'string' && message !== '')
    .join('\n');
}

/** Each field's first message as a dash list, one per line (spec: payment creation errors are "dash-listed first messages"). */
export function dashListText(errors: Record<string, string[]>): string {
  return Object.values(errors)
    .map((messages) => messages[0])
    .filter((message): message is string => typeof message === 'string' && message !== '')
    .map((message) => `- ${message}`)
    .join('\n');
}

/** The message key of a failed login (spec: login 422 -> login.invalid). */
export function loginErrorKey(): 'login.invalid' {
  return 'login.invalid';
}

/** The message key of a failed forgot-password request: throttled when the server says so, else e-mail not found. */
export function forgotErrorKey(code?: string): 'login.throttled' | 'login.emailNotFound' {
  return code === API_ERROR_CODES.passwordsThrottled ? 'login.throttled' : 'login.emailNotFound';
}

/**
 * The message key of a failed password reset: an invalid token or an unknown e-mail when the server's code says so
 * (spec: "login.invalidToken ... else login.emailNotFound"); null for any other 422, a refused password above all,
 * whose field messages from the server are what the user needs to read (issue 24: a too short password was shown
 * as "No user exists with such email").
 */
export function resetErrorKey(code?: string): 'login.invalidToken' | 'login.emailNotFound' | null {
  if (code === API_ERROR_CODES.passwordsToken) return 'login.invalidToken';
  if (code === API_ERROR_CODES.passwordsUser) return 'login.emailNotFound';
  return null;
}
