/**
 * @screenplay/core/screens — the rules of screens shared by the server, the portal and the web player:
 * status from the last-alive time, sync-status labels, timers and brightness, pairing codes.
 */
export type {
  ScreenBrightness,
  ScreenOrientation,
  ScreenStatus,
  ScreenTimer,
  SyncLabel,
  SyncState,
  TimerType,
  TimerWeekday,
} from './screens.types';
export {
  SCREEN_ONLINE_MS,
  SCREEN_PENDING_MS,
  SYNC_STATES,
  isSyncState,
  msUntilStatusChange,
  screenStatus,
  syncMessageKey,
} from './screens.status';
export type { WallClockMinute } from './screens.timers';
export {
  MAX_SCREEN_TIMERS,
  TIMER_TYPES,
  TIMER_WEEKDAYS,
  brightnessAt,
  isScreenOn,
  minutesOfDay,
  nextTimerType,
  removedTimer,
  timerErrors,
  timerUpdates,
  weekdayLabel,
} from './screens.timers';
export {
  PAIRING_CODE_ALPHABET,
  PAIRING_CODE_LENGTH,
  PAIRING_CODE_TTL_MS,
  PAIRING_FAILURE_WINDOW_MS,
  PAIRING_MAX_FAILURES,
  PAIRING_MAX_FAILURES_PER_ADDRESS,
  PAIRING_MAX_FAILURES_PER_CUSTOMER,
  formatPairingCode,
  generatePairingCode,
  normalizePairingCode,
} from './screens.pairing';
export type {
  HeartbeatRequest,
  HeartbeatResponse,
  PairingRequest,
  PairingStarted,
  PairingStatus,
  PlaybackReportState,
  PlayerContent,
  PlayerFontFace,
  PlayerMessage,
  PlayerDeviceInfo,
  PlayerScreenSettings,
  SyncReport,
} from './player.protocol';
export {
  HEARTBEAT_INTERVAL_MS,
  HEARTBEAT_JITTER_RATIO,
  MIN_SCENE_TURN_MS,
  PAIRING_POLL_MS,
  clockOffset,
  heartbeatDelay,
  sceneTurnMs,
  screenChannel,
} from './player.protocol';
export type {
  ContentVersionLabel,
  ScreenDeviceDto,
  ScreenDto,
  ScreenFoldersDto,
  ScreenSceneDto,
  ScreenSyncDto,
  ScreenVerificationBody,
  ScreensListMessage,
  ScreenshotDto,
  TimerSettingsBody,
} from './screens.wire';
export type { TimeZoneOption } from './screens.details';
export {
  SCREENSHOT_REQUEST_COUNT,
  SCREENSHOT_REQUEST_DURATION_S,
  SCREENSHOT_REQUEST_PAGE,
  SCREEN_LEVEL_MAX,
  SCREEN_LEVEL_MIN,
  brightnessErrors,
  dayInZone,
  deviceClockAt,
  formatUtcOffset,
  isResolution,
  isScreenLevel,
  timeZoneOptions,
} from './screens.details';
export type { LicenceCounts, ScreensInUse } from './screens.rules';
export {
  FIN_TAG_MAX_LENGTH,
  MANAGE_SCREENS_PERMISSION,
  NTP_SERVER_MAX_LENGTH,
  SCREEN_ADD_REFUSAL_KEYS,
  SCREEN_ERROR_KEYS,
  SCREEN_NAME_MAX_LENGTH,
  SCREEN_ORIENTATIONS,
  canManageScreens,
  finTagOf,
  fitsMaxScreens,
  freeScreenRefusal,
  hasFreeLicence,
  isNtpServer,
  licenceLimit,
  mayAddFreeScreen,
  screenCountRefusal,
  screenNameProblem,
} from './screens.rules';
export type {
  ArchiveRange,
  ArchiveRangeProblem,
  ScreenshotArchiveBody,
  ScreenshotTakeBody,
} from './screens.archive';
export { SCREENSHOT_ARCHIVE_MAX_DAYS, SCREENSHOT_ARCHIVE_MAX_ROWS, archiveRange } from './screens.archive';
export type {
  ScreenAddFacts,
  ScreenAddField,
  ScreenAddReadinessDto,
  ScreenAddRefusal,
  ScreenAddReseller,
  ScreenAddWay,
  ScreenAddWayForward,
} from './screens.readiness';
export {
  PAYMENT_METHOD_REQUIRED_KEY,
  mayPayInBilling,
  screenAddReadiness,
  screenAddRefusal,
  screenAddWayForward,
} from './screens.readiness';
