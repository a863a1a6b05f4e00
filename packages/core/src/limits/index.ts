/** Named limits of sessions, throttles, request lists and images (issue 10; sign-in throttles issue 22). */
export {
  ACCESS_TOKEN_IDLE_TIMEOUT_MS,
  ACCESS_TOKEN_MAX_AGE_MS,
  ACCESS_TOKEN_RENEW_AFTER_MS,
  SESSION_REFRESH_ON_FOCUS_MIN_MS,
  REALTIME_TOKEN_TTL_MS,
} from './sessions';
export {
  LOGIN_DELAY_PER_ACCOUNT,
  LOGIN_FAILURES_PER_ADDRESS,
  RESET_FAILURES_PER_EMAIL,
  RESET_FAILURES_PER_ADDRESS,
  FORGOT_REQUESTS_PER_ADDRESS,
} from './throttle';
export type { ThrottleRule } from './throttle';
export {
  CLIENT_ERROR_MAX_BYTES,
  CLIENT_ERROR_LOG_MAX_CHARS,
  CLIENT_ERRORS_PER_ADDRESS,
  CLIENT_ERRORS_PER_USER,
  CLIENT_ERROR_LOG_BUDGET,
  newLogBudget,
  spendLogBudget,
} from './clientErrors';
export type { LogBudget, LogBudgetSpend } from './clientErrors';
export { countedFailure, failureWaitMs, progressiveDelayMs, retryAfterSeconds } from './failures';
export type { FailureCount, FailureRule, ProgressiveDelayRule } from './failures';
export {
  MAX_SECTIONS_PER_SCENE,
  MAX_PLAYLIST_ITEMS_PER_SECTION,
  MAX_LAYERS_PER_ITEM,
  MAX_IDS_PER_REQUEST,
  MAX_TAGS_PER_SCENE,
} from './lists';
export { IMAGE_MAX_BYTES, MAX_IMAGE_PIXELS, MAX_IMAGE_SIDE, MEDIA_FILES_MAX, VIDEO_MAX_BYTES } from './media';
