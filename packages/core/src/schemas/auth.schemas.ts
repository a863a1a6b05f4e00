import { type } from 'arktype';
import { recordId } from './ids';

/** Minimum password length; not in the spec, our choice (a common floor for user-chosen passwords). */
export const PASSWORD_MIN_LENGTH = 8;

/** Longest e-mail address we store (the practical limit of an SMTP path). */
export const EMAIL_MAX_LENGTH = 254;

/** A practical e-mail shape: one @, a dot in the domain, no spaces. */
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Whether a value is an e-mail address an invitation can go to (trimmed: the practical shape, at most
 * {@link EMAIL_MAX_LENGTH} characters). One rule for the workgroup, customer and reseller invitations.
 */
export function isEmailAddress(value: unknown): value is string {
  return typeof value === 'string' && value.trim().length <= EMAIL_MAX_LENGTH && EMAIL_SHAPE.test(value.trim());
}

/** Longest short text field of a profile (names, phone). */
export const PROFILE_TEXT_MAX_LENGTH = 255;

/** Longest "about" text of a profile. */
export const PROFILE_ABOUT_MAX_LENGTH = 2000;

const email = `string.email <= ${EMAIL_MAX_LENGTH}` as const;
const password = `string >= ${PASSWORD_MIN_LENGTH}` as const;
const shortText = `string <= ${PROFILE_TEXT_MAX_LENGTH}` as const;

/** Body of `POST auth/token`: sign in with e-mail and password. */
export const loginBodySchema = type({ email: 'string > 0', password: 'string > 0' });

/** Body of `POST auth/forgot`: ask for a password-reset e-mail. */
export const forgotBodySchema = type({ email });

/** Body of `POST auth/reset`: set a new password with the token from the reset or invite e-mail. */
export const resetBodySchema = type({
  email,
  token: 'string > 0',
  password,
  'password_confirmation?': 'string',
});

/** Body of `PATCH auth/password`: change the signed-in user's password. */
export const passwordChangeBodySchema = type({
  current_password: 'string > 0',
  password,
  password_confirmation: 'string',
});

/** Body of `POST auth/loginas`: act as a customer, or `null` to act as oneself again. */
export const loginAsBodySchema = type({ customerId: `${recordId} | null` });

/**
 * Text fields of the multipart `POST auth?_method=PUT` profile update, after empty optional fields
 * were normalised (`''` -> `null`, an empty password dropped). Absent fields stay unchanged.
 */
export const profileFieldsSchema = type({
  'name?': `0 < ${shortText}`,
  'lastName?': `${shortText} | null`,
  'middleName?': `${shortText} | null`,
  'email?': email,
  'phone?': `${shortText} | null`,
  'about?': `string <= ${PROFILE_ABOUT_MAX_LENGTH} | null`,
  'password?': password,
  'password_confirmation?': 'string',
  /** Needed when the e-mail or the password changes (issue 10). */
  'current_password?': 'string',
});

/** Validated body of `POST auth/token`. */
export type LoginBody = typeof loginBodySchema.infer;
/** Validated body of `POST auth/forgot`. */
export type ForgotBody = typeof forgotBodySchema.infer;
/** Validated body of `POST auth/reset`. */
export type ResetBody = typeof resetBodySchema.infer;
/** Validated body of `PATCH auth/password`. */
export type PasswordChangeBody = typeof passwordChangeBodySchema.infer;
/** Validated body of `POST auth/loginas`. */
export type LoginAsBody = typeof loginAsBodySchema.infer;
/** Validated text fields of the profile update. */
export type ProfileFields = typeof profileFieldsSchema.infer;
