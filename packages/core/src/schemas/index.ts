/** Request-body schemas shared by the reference server and clients. */
export {
  PASSWORD_MIN_LENGTH,
  EMAIL_MAX_LENGTH,
  PROFILE_TEXT_MAX_LENGTH,
  PROFILE_ABOUT_MAX_LENGTH,
  loginBodySchema,
  forgotBodySchema,
  resetBodySchema,
  passwordChangeBodySchema,
  loginAsBodySchema,
  profileFieldsSchema,
} from './auth.schemas';
export type { LoginBody, ForgotBody, ResetBody, PasswordChangeBody, LoginAsBody, ProfileFields } from './auth.schemas';
export { validateInput, BODY_ERROR_KEY } from './validate';
export type { ValidationErrors, ValidationResult, SchemaValidator } from './validate';
