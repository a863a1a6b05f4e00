import { type } from 'arktype';
import { isTimeZone } from '../schedule/index';
import { isRecordId } from '../schemas/ids';
import { MAX_TAGS_PER_SCENE } from '../limits/index';
import { brightnessErrors, isResolution, isScreenLevel } from '../screens/screens.details';
import {
  finTagOf,
  isNtpServer,
  SCREEN_ERROR_KEYS,
  SCREEN_ORIENTATIONS,
  screenNameProblem,
} from '../screens/screens.rules';
import { TIMER_TYPES, TIMER_WEEKDAYS, timerErrors } from '../screens/screens.timers';
import type { TimerType, TimerWeekday } from '../screens/screens.types';

/**
 * The bodies of the screens endpoints (spec accounts §7) and their rules. The rules answer with the message keys the
 * screens pages show (a name's length, a known time zone, a resolution) and are checked before the schemas, which
 * give the shape for the client's types and the API reference.
 */

/** Problems keyed by field, with message keys. */
type Problems = Record<string, string[]>;

/** A body's field (the server reads bodies as objects). */
function fieldOf(body: unknown, name: string): unknown {
  return typeof body === 'object' && body !== null ? (body as Readonly<Record<string, unknown>>)[name] : undefined;
}

/** A folder reference: a screens folder id, or -1 / null for All. */
const folderRef = 'number | null' as const;

/** A bad tag list of `PUT screens/{id}` (as scenes answer one). */
const TAGS_INVALID = 'screensApi.tagsInvalid';

/** A folder reference that is neither a whole number nor null. */
const FOLDER_INVALID = 'screensApi.folderInvalid';

/** `PUT screens/{id}`: a new name and/or tags (names, or `{ id }` / `{ name }` references as scenes carry them). */
export const screenUpdateBodySchema = type({
  'title?': 'string',
  'tags?': type('string').or({ 'id?': 'number', 'name?': 'string' }).array(),
});

/** Whether a tag entry of `PUT screens/{id}` is a name or an `{ id, name }` reference with at least one of them. */
function isTagRef(entry: unknown): boolean {
  if (typeof entry === 'string') return true;
  if (typeof entry !== 'object' || entry === null || Array.isArray(entry)) return false;
  const id = fieldOf(entry, 'id');
  const name = fieldOf(entry, 'name');
  return (
    (id === undefined || isRecordId(id)) &&
    (name === undefined || typeof name === 'string') &&
    !(id === undefined && name === undefined)
  );
}

/** The rules of `PUT screens/{id}`: a name within bounds when given, then a tag list of names or references. */
export function screenUpdateRules(body: unknown): Problems {
  const title = fieldOf(body, 'title');
  const titleProblem = title === undefined ? null : screenNameProblem(title);
  if (titleProblem) return { title: [titleProblem] };
  const tags = fieldOf(body, 'tags');
  if (tags === undefined) return {};
  if (!Array.isArray(tags) || tags.length > MAX_TAGS_PER_SCENE || !tags.every(isTagRef))
    return { tags: [TAGS_INVALID] };
  return {};
}

/** `POST screens/{id}/move`: the folder to move the screen into. */
export const screenMoveBodySchema = type({ to: folderRef });

/** The rules of `POST screens/{id}/move`: `to` a whole number (-1: All) or null. */
export function screenMoveRules(body: unknown): Problems {
  const to = fieldOf(body, 'to');
  return to === undefined || (to !== null && !Number.isInteger(to)) ? { to: [FOLDER_INVALID] } : {};
}

/** `DELETE screens/{id}`: the screen's name, typed again as a confirmation. */
export const screenDeleteBodySchema = type({ title: 'string' });

/** The rules of `DELETE screens/{id}`: a typed name (the server compares it with the screen's). */
export function screenDeleteRules(body: unknown): Problems {
  return typeof fieldOf(body, 'title') === 'string' ? {} : { title: ['screensApi.titleMismatch'] };
}

/** `POST screens/verification`: pairs the player showing the code with a new screen. */
export const screenVerificationBodySchema = type({
  name: 'string',
  verificationHash: 'string',
  'freeScreen?': 'boolean',
  'folderId?': folderRef,
});

/** The rules of `POST screens/verification`: a name and the code (spec §5), a flag and a folder when given. */
export function screenVerificationRules(body: unknown): Problems {
  const errors: Problems = {};
  const nameProblem = screenNameProblem(fieldOf(body, 'name'));
  if (nameProblem) errors.name = [nameProblem];
  const code = fieldOf(body, 'verificationHash');
  if (typeof code !== 'string' || code.trim() === '') errors.verificationHash = ['addScreen.verificationCodeRequired'];
  const free = fieldOf(body, 'freeScreen');
  if (free !== undefined && typeof free !== 'boolean') errors.freeScreen = ['screensApi.freeScreenInvalid'];
  const folder = fieldOf(body, 'folderId');
  if (folder !== undefined && folder !== null && !Number.isInteger(folder)) errors.folderId = [FOLDER_INVALID];
  return errors;
}

/** `PUT screens/{id}/details/remote-control`. */
export const remoteControlBodySchema = type({ enabled: 'boolean' });

/** The rules of `PUT screens/{id}/details/remote-control`. */
export function remoteControlRules(body: unknown): Problems {
  return typeof fieldOf(body, 'enabled') === 'boolean' ? {} : { enabled: [SCREEN_ERROR_KEYS.enabled] };
}

/** `PUT screens/{id}/details/orientation`: the orientation and an optional resolution (`1920x1080`). */
export const orientationBodySchema = type({
  orientation: type.enumerated(...SCREEN_ORIENTATIONS),
  'resolution?': 'string | null',
});

/** The rules of `PUT screens/{id}/details/orientation`. */
export function orientationRules(body: unknown): Problems {
  const errors: Problems = {};
  if (!(SCREEN_ORIENTATIONS as readonly unknown[]).includes(fieldOf(body, 'orientation')))
    errors.orientation = [SCREEN_ERROR_KEYS.orientation];
  const resolution = fieldOf(body, 'resolution') ?? null;
  if (resolution !== null && (typeof resolution !== 'string' || !isResolution(resolution)))
    errors.resolution = [SCREEN_ERROR_KEYS.resolution];
  return errors;
}

/** `PUT screens/{id}/details/timezone`: the zone and an NTP server (`time` is what the form showed). */
export const timezoneBodySchema = type({ timezone: 'string', 'ntpServer?': 'string | null', 'time?': 'unknown' });

/** The rules of `PUT screens/{id}/details/timezone`: an IANA zone, an NTP host name or none. */
export function timezoneRules(body: unknown): Problems {
  const errors: Problems = {};
  const timezone = fieldOf(body, 'timezone');
  if (typeof timezone !== 'string' || !isTimeZone(timezone)) errors.timezone = [SCREEN_ERROR_KEYS.timezone];
  const ntp = fieldOf(body, 'ntpServer');
  if (!isNtpServer(ntp === undefined || ntp === '' ? null : ntp)) errors.ntpServer = [SCREEN_ERROR_KEYS.ntpServer];
  return errors;
}

/** `PUT screens/{id}/details/volume`. */
export const volumeBodySchema = type({ volume: 'number' });

/** The rules of `PUT screens/{id}/details/volume`: a whole number from 0 to 100. */
export function volumeRules(body: unknown): Problems {
  const volume = fieldOf(body, 'volume');
  return typeof volume === 'number' && isScreenLevel(volume) ? {} : { volume: [SCREEN_ERROR_KEYS.volume] };
}

/** `PUT screens/{id}/details/brightness`: two levels and the times each starts. */
export const brightnessBodySchema = type({
  brightness1: 'number',
  brightness2: 'number',
  timeFrom1: 'string',
  timeFrom2: 'string',
});

/** The rules of `PUT screens/{id}/details/brightness`: numbers and times, then core's `brightnessErrors`. */
export function brightnessRules(body: unknown): Problems {
  const errors: Problems = {};
  for (const key of ['brightness1', 'brightness2'] as const)
    if (typeof fieldOf(body, key) !== 'number') errors[key] = ['screenDetails.brightnessInvalid'];
  for (const key of ['timeFrom1', 'timeFrom2'] as const)
    if (typeof fieldOf(body, key) !== 'string') errors[key] = ['screens.timerTimeInvalid'];
  if (Object.keys(errors).length > 0) return errors;
  return brightnessErrors({
    brightness1: fieldOf(body, 'brightness1') as number,
    brightness2: fieldOf(body, 'brightness2') as number,
    timeFrom1: fieldOf(body, 'timeFrom1') as string,
    timeFrom2: fieldOf(body, 'timeFrom2') as string,
  });
}

/** `PUT screens/{id}/details/timer-settings`: one timer (null times on Monday only remove it). */
export const timerSettingsBodySchema = type({
  type: type.enumerated(...TIMER_TYPES),
  timeOn: 'string | null',
  timeOff: 'string | null',
  'volume?': 'number | null',
  weekdays: type.enumerated(...TIMER_WEEKDAYS).array(),
  'level?': "'PROPRIETARY'",
});

/** The rules of `PUT screens/{id}/details/timer-settings`: the fields' types, then core's `timerErrors`. */
export function timerSettingsRules(body: unknown): Problems {
  const errors: Problems = {};
  const type = fieldOf(body, 'type');
  if (typeof type !== 'string' || !(TIMER_TYPES as readonly string[]).includes(type))
    errors.type = ['screens.timerTypeInvalid'];
  for (const key of ['timeOn', 'timeOff'] as const) {
    const time = fieldOf(body, key);
    if (time !== null && typeof time !== 'string') errors[key] = ['screens.timerTimeInvalid'];
  }
  const volume = fieldOf(body, 'volume') ?? null;
  if (volume !== null && (typeof volume !== 'number' || !isScreenLevel(volume)))
    errors.volume = ['screens.volumeInvalid'];
  const weekdays = fieldOf(body, 'weekdays');
  if (
    !Array.isArray(weekdays) ||
    weekdays.some((day) => typeof day !== 'string' || !(TIMER_WEEKDAYS as readonly string[]).includes(day))
  )
    errors.weekdays = ['screens.timerWeekdaysRequired'];
  const level = fieldOf(body, 'level');
  if (level !== undefined && level !== 'PROPRIETARY') errors.level = ['screens.timerTypeInvalid'];
  if (Object.keys(errors).length > 0) return errors;
  return timerErrors({
    type: type as TimerType,
    level: 'PROPRIETARY',
    timeOn: fieldOf(body, 'timeOn') as string | null,
    timeOff: fieldOf(body, 'timeOff') as string | null,
    weekdays: [...new Set(weekdays as TimerWeekday[])],
    volume: volume as number | null,
  });
}

/** `PUT screens/{id}/details/finance-tag`: the finance tag (empty or null: none). */
export const financeTagBodySchema = type({ finTag: 'string | null' });

/** The rules of `PUT screens/{id}/details/finance-tag`: text within bounds, or null. */
export function financeTagRules(body: unknown): Problems {
  return finTagOf(fieldOf(body, 'finTag')) === undefined ? { finTag: [SCREEN_ERROR_KEYS.finTag] } : {};
}
