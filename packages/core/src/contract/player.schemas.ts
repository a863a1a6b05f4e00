import { type } from 'arktype';
import { recordId } from '../schemas/ids';

/**
 * Request bodies of the player API and of `screensyncs/...` (ours; the spec has no player). Every body is an
 * object with only the keys named here: an unknown key answers 422, so a typo is not silently ignored.
 */

/** Longest device text a player reports (user agent, display size, zone) (not in the spec; ours). */
export const DEVICE_TEXT_MAX_LENGTH = 255;

/** Longest content version a player may send back (ours make 12 characters; room for others). */
export const CONTENT_VERSION_MAX_LENGTH = 64;

/** Most scene ids one heartbeat reports playing (not in the spec; ours: far above what one screen ties). */
export const HEARTBEAT_MAX_SCENES = 100;

/** Longest failure text a sync report carries (not in the spec; ours). */
export const SYNC_ERROR_MAX_LENGTH = 1000;

/** Longest a screenshot request waits, in seconds (spec accounts §7: "duration 20 s, one screenshot"). */
export const SCREENSHOT_MAX_DURATION_S = 20;

const deviceText = `string <= ${DEVICE_TEXT_MAX_LENGTH}` as const;

/** What a player tells about its device. */
export const deviceInfoSchema = type({
  'userAgent?': deviceText,
  'displaySize?': deviceText,
  'timezone?': deviceText,
}).onUndeclaredKey('reject');

/** `POST player/pairings`. */
export const pairingRequestSchema = type({ 'deviceInfo?': deviceInfoSchema }).onUndeclaredKey('reject');

/** `POST player/heartbeat` (core's `HeartbeatRequest`). */
export const heartbeatSchema = type({
  contentVersion: `string <= ${CONTENT_VERSION_MAX_LENGTH} | null`,
  playback: type({
    state: "'playing' | 'idle' | 'blank' | 'loading' | 'error'",
    sceneIds: `(${recordId})[] <= ${HEARTBEAT_MAX_SCENES}`,
  }).onUndeclaredKey('reject'),
  clock: 'string.date.iso',
  'deviceInfo?': deviceInfoSchema,
}).onUndeclaredKey('reject');

/** `POST player/sync` (core's `SyncReport`). */
export const syncReportSchema = type({
  contentVersion: `0 < string <= ${CONTENT_VERSION_MAX_LENGTH}`,
  state: "'Pushing' | 'InLive' | 'NotSync'",
  'error?': `string <= ${SYNC_ERROR_MAX_LENGTH}`,
}).onUndeclaredKey('reject');

/** `POST screensyncs/{id}/screenshot/sos/take {duration, step}`: seconds, 1..20. */
export const screenshotTakeSchema = type({
  duration: `1 <= number.integer <= ${SCREENSHOT_MAX_DURATION_S}`,
  'step?': `0 <= number.integer <= ${SCREENSHOT_MAX_DURATION_S}`,
}).onUndeclaredKey('reject');

/** `POST screensyncs/{id}/screenshot/sos {since, until}`: days. */
export const screenshotArchiveSchema = type({
  since: 'string <= 40',
  until: 'string <= 40',
}).onUndeclaredKey('reject');

/** `POST screensyncs/{id}/forcepush {screenSyncId}`. */
export const forcePushSchema = type({ screenSyncId: recordId }).onUndeclaredKey('reject');
