export type { ApiErrorCode, StatusMessageKey } from './errors';
export {
  API_ERROR_CODES,
  dashListText,
  forgotErrorKey,
  loginErrorKey,
  messageKeyForStatus,
  resetErrorKey,
  validationText,
} from './errors';
