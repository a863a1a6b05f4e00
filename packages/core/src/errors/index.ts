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
export type { FailureFacts, FailureMessage, FailureValues } from './failureMessage';
export { SERVER_ERROR_TEXT, failureMessage } from './failureMessage';
export { CHUNK_LOAD_TIMEOUT_MS } from './chunkLoad';
