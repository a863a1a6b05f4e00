import { type } from 'arktype';
import type { PlayReasonDto, ScreenTimelineDto } from '../schedule/schedule.week';
import type { ScreenAddReadinessDto } from '../screens/screens.readiness';
import type { ScreenDeviceDto, ScreenDto, ScreenSceneDto, ScreenshotDto } from '../screens/screens.wire';
import { endpoint } from './endpoint';
import type { Envelope } from './envelope';
import { forcePushSchema, screenshotArchiveSchema, screenshotTakeSchema } from './player.schemas';
import { screenSchedulesBodySchema, screenSchedulesRules } from './schedules.schemas';
import {
  brightnessBodySchema,
  financeTagBodySchema,
  orientationBodySchema,
  remoteControlBodySchema,
  screenDeleteBodySchema,
  screenMoveBodySchema,
  screenUpdateBodySchema,
  screenVerificationBodySchema,
  timerSettingsBodySchema,
  timezoneBodySchema,
  volumeBodySchema,
  remoteControlRules,
  orientationRules,
  timezoneRules,
  volumeRules,
  brightnessRules,
  timerSettingsRules,
  financeTagRules,
  screenVerificationRules,
  screenUpdateRules,
  screenMoveRules,
  screenDeleteRules,
} from './screens.schemas';

/** `GET screens/{id}/playing`: what plays at an instant and why. */
export interface ScreenPlayingDto {
  /** The instant asked about, ISO. */
  at: string;
  /** The scenes that play then. */
  sceneIds: number[];
  /** Why: the winning schedules. */
  reason: PlayReasonDto[];
  /** Every schedule that applied then, winners or not. */
  candidates: PlayReasonDto[];
}

/** `GET screens/{id}/details/finance-tag`. */
export interface FinanceTagDto {
  /** The screen's finance tag, or null. */
  finTag: string | null;
}

/** `POST screensyncs/{id}/forcepush`'s answer: the sync row, back to Pushed. */
export interface ForcePushDto {
  /** The sync row. */
  screenSyncId: number;
  /** Always `Pushed`. */
  state: 'Pushed';
}

/** The query of `GET screens/{id}/playing`: the instant (ISO with a zone; absent: now). */
export const playingQuerySchema = type({ 'at?': 'string' });

/** The query of `GET screenshots/{id}`: the signed link's expiry and signature (anything else: 403). */
export const signedLinkQuerySchema = type({ 'expires?': 'string', 'signature?': 'string' });

/** The query of `GET screens/{id}/timeline`: the period (ISO instants with a zone). */
export const timelineQuerySchema = type({ from: 'string', to: 'string' });

/** Screens: pairing, settings, scenes and schedules (spec accounts §7). */
export const SCREENS_API = {
  /** Pairs the player showing the code with a new screen. */
  verify: endpoint<Envelope<ScreenDto>>()({
    method: 'POST',
    path: 'screens/verification',
    summary: 'Add a screen: pair the player showing the code (name, verificationHash, freeScreen, folderId).',
    tag: 'screens',
    auth: 'user',
    body: screenVerificationBodySchema,
    rules: screenVerificationRules,
  }),
  /** Whether the acting customer can add a screen now. */
  readiness: endpoint<Envelope<ScreenAddReadinessDto>>()({
    method: 'GET',
    path: 'screens/verification/readiness',
    summary: 'Whether the customer can add a screen now, and the way forward when not.',
    tag: 'screens',
    auth: 'user',
  }),
  /** Renames a screen or replaces its tags. */
  update: endpoint<Envelope<ScreenDto>>()({
    method: 'PUT',
    path: 'screens/:id',
    summary: 'Rename a screen and/or replace its tags (title, tags).',
    tag: 'screens',
    auth: 'user',
    body: screenUpdateBodySchema,
    rules: screenUpdateRules,
  }),
  /** Moves a screen into a folder. */
  move: endpoint<Envelope<ScreenDto>>()({
    method: 'POST',
    path: 'screens/:id/move',
    summary: 'Move a screen into a folder (to; -1: All).',
    tag: 'screens',
    auth: 'user',
    body: screenMoveBodySchema,
    rules: screenMoveRules,
  }),
  /** Deletes a screen, confirmed by its name. */
  remove: endpoint<void>()({
    method: 'DELETE',
    path: 'screens/:id',
    summary: 'Delete a screen; the body repeats its name (title); the player is unpaired.',
    tag: 'screens',
    auth: 'user',
    body: screenDeleteBodySchema,
    rules: screenDeleteRules,
  }),
  /** What the player reported about its device. */
  device: endpoint<Envelope<ScreenDeviceDto>>()({
    method: 'GET',
    path: 'screens/:id/details/device',
    summary: 'Read what the player reported about its device.',
    tag: 'screens',
    auth: 'user',
  }),
  /** Allow or forbid remote control (enabled). */
  remoteControl: endpoint<Envelope<ScreenDto>>()({
    method: 'PUT',
    path: 'screens/:id/details/remote-control',
    summary: 'Allow or forbid remote control (enabled).',
    tag: 'screens',
    auth: 'user',
    body: remoteControlBodySchema,
    rules: remoteControlRules,
  }),
  /** Set the screen's orientation and resolution. */
  orientation: endpoint<Envelope<ScreenDto>>()({
    method: 'PUT',
    path: 'screens/:id/details/orientation',
    summary: "Set the screen's orientation and resolution.",
    tag: 'screens',
    auth: 'user',
    body: orientationBodySchema,
    rules: orientationRules,
  }),
  /** Set the screen's time zone and NTP server. */
  timezone: endpoint<Envelope<ScreenDto>>()({
    method: 'PUT',
    path: 'screens/:id/details/timezone',
    summary: "Set the screen's time zone and NTP server.",
    tag: 'screens',
    auth: 'user',
    body: timezoneBodySchema,
    rules: timezoneRules,
  }),
  /** Set the screen's volume (0 to 100). */
  volume: endpoint<Envelope<ScreenDto>>()({
    method: 'PUT',
    path: 'screens/:id/details/volume',
    summary: "Set the screen's volume (0 to 100).",
    tag: 'screens',
    auth: 'user',
    body: volumeBodySchema,
    rules: volumeRules,
  }),
  /** Set the screen's two brightness levels and their start times. */
  brightness: endpoint<Envelope<ScreenDto>>()({
    method: 'PUT',
    path: 'screens/:id/details/brightness',
    summary: "Set the screen's two brightness levels and their start times.",
    tag: 'screens',
    auth: 'user',
    body: brightnessBodySchema,
    rules: brightnessRules,
  }),
  /** Set one of the screen's on/off timers. */
  timerSettings: endpoint<Envelope<ScreenDto>>()({
    method: 'PUT',
    path: 'screens/:id/details/timer-settings',
    summary: "Set one of the screen's on/off timers.",
    tag: 'screens',
    auth: 'user',
    body: timerSettingsBodySchema,
    rules: timerSettingsRules,
  }),
  /** Set the screen's finance tag (finTag). */
  setFinanceTag: endpoint<Envelope<ScreenDto>>()({
    method: 'PUT',
    path: 'screens/:id/details/finance-tag',
    summary: "Set the screen's finance tag (finTag).",
    tag: 'screens',
    auth: 'user',
    body: financeTagBodySchema,
    rules: financeTagRules,
  }),
  /** The screen's finance tag. */
  financeTag: endpoint<Envelope<FinanceTagDto>>()({
    method: 'GET',
    path: 'screens/:id/details/finance-tag',
    summary: "Read the screen's finance tag.",
    tag: 'screens',
    auth: 'user',
  }),
  /** Asks the player to reload. */
  forceReload: endpoint<void>()({
    method: 'POST',
    path: 'screens/:id/details/force-reload',
    summary: 'Ask the player to reload its page, content and media (202).',
    tag: 'screens',
    auth: 'user',
  }),
  /** What plays at an instant and why. */
  playing: endpoint<Envelope<ScreenPlayingDto>>()({
    method: 'GET',
    path: 'screens/:id/playing',
    summary: 'What the screen plays at an instant (at; default now) and why.',
    tag: 'screens',
    auth: 'user',
    query: playingQuerySchema,
  }),
  /** The segments of a period. */
  timeline: endpoint<Envelope<ScreenTimelineDto>>()({
    method: 'GET',
    path: 'screens/:id/timeline',
    summary: "What the screen plays over a period (from, to), in the screen's zone.",
    tag: 'screens',
    auth: 'user',
    query: timelineQuerySchema,
  }),
  /** The scenes assigned to the screen with their schedules. */
  scenes: endpoint<Envelope<ScreenSceneDto[]>>()({
    method: 'GET',
    path: 'screens/:id/scenes',
    summary: 'List the scenes assigned to the screen with their schedules and sync state.',
    tag: 'screens',
    auth: 'user',
  }),
  /** Adds or changes the screen's schedules. */
  updateSchedules: endpoint<Envelope<ScreenSceneDto[]>>()({
    method: 'PATCH',
    path: 'screens/:id/schedules',
    summary: "Add or change the screen's schedules (schedules).",
    tag: 'screens',
    auth: 'user',
    body: screenSchedulesBodySchema,
    rules: screenSchedulesRules,
  }),
  /** Removes one of the screen's schedules. */
  removeSchedule: endpoint<void>()({
    method: 'DELETE',
    path: 'screens/:id/schedules/:sid',
    summary: "Remove one of the screen's schedules (unassign).",
    tag: 'screens',
    auth: 'user',
  }),
} as const;

/** Screenshots and pushes of a screen (spec accounts §7, proof of play). */
export const SCREENSYNCS_API = {
  /** Takes a screenshot now and waits for it. */
  takeScreenshot: endpoint<Envelope<ScreenshotDto>>()({
    method: 'POST',
    path: 'screensyncs/:screenId/screenshot/sos/take',
    summary: 'Take a screenshot now and wait for it (duration, step).',
    tag: 'screenshots',
    auth: 'user',
    body: screenshotTakeSchema,
  }),
  /** The screenshot archive of a period. */
  screenshots: endpoint<Envelope<ScreenshotDto[]>>()({
    method: 'POST',
    path: 'screensyncs/:screenId/screenshot/sos',
    summary: 'List the screenshot archive, newest first (since, until).',
    tag: 'screenshots',
    auth: 'user',
    body: screenshotArchiveSchema,
  }),
  /** Pushes a scene's content to the screen again. */
  forcePush: endpoint<Envelope<ForcePushDto>>()({
    method: 'POST',
    path: 'screensyncs/:screenId/forcepush',
    summary: 'Push the content to the screen again (screenSyncId).',
    tag: 'screenshots',
    auth: 'user',
    body: forcePushSchema,
  }),
  /** A screenshot's picture, by a signed link. */
  file: endpoint<Blob>()({
    method: 'GET',
    path: 'screenshots/:id',
    summary: "A screenshot's picture (a signed link that expires).",
    tag: 'screenshots',
    auth: 'signedLink',
    produces: 'image/png',
    query: signedLinkQuerySchema,
  }),
} as const;
