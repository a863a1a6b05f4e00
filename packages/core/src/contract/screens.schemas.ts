import { type } from 'arktype';
import { tagRefSchema } from '../schemas/scene.schemas';
import {
  FIN_TAG_MAX_LENGTH,
  NTP_SERVER_MAX_LENGTH,
  SCREEN_NAME_MAX_LENGTH,
  SCREEN_ORIENTATIONS,
} from '../screens/screens.rules';
import { TIMER_TYPES, TIMER_WEEKDAYS } from '../screens/screens.timers';
import { SCREEN_LEVEL_MAX, SCREEN_LEVEL_MIN } from '../screens/screens.details';

/**
 * The bodies of the screens endpoints (spec accounts §7). The shapes here; the rules with their message keys
 * (a name's length, a known time zone, a resolution) are core's screens rules, which the server applies too.
 */

const level = `${SCREEN_LEVEL_MIN} <= number.integer <= ${SCREEN_LEVEL_MAX}` as const;

/** A screen's name as typed. */
const screenName = `string <= ${SCREEN_NAME_MAX_LENGTH}` as const;

/** A folder reference: a screens folder id, or -1 / null for All. */
const folderRef = 'number.integer | null' as const;

/** `PUT screens/{id}`: a new name and/or tags (names, or tags as scenes carry them). */
export const screenUpdateBodySchema = type({ 'title?': screenName, 'tags?': type('string').or(tagRefSchema).array() });

/** `POST screens/{id}/move`: the folder to move the screen into. */
export const screenMoveBodySchema = type({ to: folderRef });

/** `DELETE screens/{id}`: the screen's name, typed again as a confirmation. */
export const screenDeleteBodySchema = type({ title: 'string' });

/** `POST screens/verification`: pairs the player showing the code with a new screen. */
export const screenVerificationBodySchema = type({
  name: screenName,
  verificationHash: 'string',
  'freeScreen?': 'boolean',
  'folderId?': folderRef,
});

/** `PUT screens/{id}/details/remote-control`. */
export const remoteControlBodySchema = type({ enabled: 'boolean' });

/** `PUT screens/{id}/details/orientation`: the orientation and an optional resolution (`1920x1080`). */
export const orientationBodySchema = type({
  orientation: type.enumerated(...SCREEN_ORIENTATIONS),
  'resolution?': 'string | null',
});

/** `PUT screens/{id}/details/timezone`: the zone and an NTP server (`time` is what the form showed). */
export const timezoneBodySchema = type({
  timezone: 'string',
  'ntpServer?': `string <= ${NTP_SERVER_MAX_LENGTH} | null`,
  'time?': 'string',
});

/** `PUT screens/{id}/details/volume`. */
export const volumeBodySchema = type({ volume: level });

/** `PUT screens/{id}/details/brightness`: two levels and the times each starts. */
export const brightnessBodySchema = type({
  brightness1: 'number',
  brightness2: 'number',
  timeFrom1: 'string',
  timeFrom2: 'string',
});

/** `PUT screens/{id}/details/timer-settings`: one timer (null times on Monday only remove it). */
export const timerSettingsBodySchema = type({
  type: type.enumerated(...TIMER_TYPES),
  timeOn: 'string | null',
  timeOff: 'string | null',
  'volume?': `${level} | null`,
  weekdays: type.enumerated(...TIMER_WEEKDAYS).array(),
  'level?': "'PROPRIETARY'",
});

/** `PUT screens/{id}/details/finance-tag`: the finance tag (empty or null: none). */
export const financeTagBodySchema = type({ finTag: `string <= ${FIN_TAG_MAX_LENGTH} | null` });
