import type { Folder, Tag } from '../scene/scene.types';
import type { Schedule } from '../schedule/schedule.types';
import type { ScreenOrientation, ScreenStatus, ScreenTimer, SyncState, TimerType, TimerWeekday } from './screens.types';

/**
 * The screens API's wire shapes (spec accounts §3 "Screen", §7 "Screens"), shared by the reference server,
 * the portal and tests, so the three cannot drift. Times are ISO strings; ids are numbers.
 */

/** Whether the player plays the content the server holds (spec §3 `contentVersion`). */
export type ContentVersionLabel = 'Latest' | 'New available';

/** One (screen, scene) sync row (spec §4): what the portal shows per scene of a screen. */
export interface ScreenSyncDto {
  id: number;
  sceneId: number;
  sceneName: string;
  state: SyncState;
  createdAt: string;
  updatedAt: string;
}

/** A screen with every field of spec §3. */
export interface ScreenDto {
  id: number;
  /** Spec §3 carries both; they are the same text (the screen's name). */
  name: string;
  title: string;
  tags: Tag[];
  folderIds: number[];
  ratio: string | null;
  orientation: ScreenOrientation;
  resolution: string | null;
  timezone: string;
  volume: number;
  brightness1: number;
  brightness2: number;
  timeFrom1: string;
  timeFrom2: string;
  /** ISO, or null for a player that never reported. */
  aliveAt: string | null;
  /** Computed by core's `screenStatus` at the answer's time. */
  status: ScreenStatus;
  syncs: ScreenSyncDto[];
  deviceUid: string;
  contentVersion: ContentVersionLabel;
  finTag: string | null;
  /** The time server the device synchronises with (`PUT .../details/timezone`), so a form can show and keep it. */
  ntpServer?: string | null;
  /** True when remote control is enabled (spec §4: enabled or disabled, i.e. locked). */
  remoteControl: boolean;
  /** The scenes assigned to the screen (by a schedule), by id and name. */
  scenes: { id: number; name: string }[];
  timers: ScreenTimer[];
  freeScreen: boolean;
  createdAt: string;
}

/** `GET folders/screens` → `{ data: ScreenFoldersDto }`. */
export interface ScreenFoldersDto {
  folders: Folder[];
  screens: ScreenDto[];
  /** Whether the user may add screens (spec §6: the manage-screen flag returned with the screen folders). */
  manageScreen: boolean;
}

/** `POST screens/verification`'s body (spec §7): `verificationHash` is the code the player shows. */
export interface ScreenVerificationBody {
  name: string;
  verificationHash: string;
  freeScreen: boolean;
  /** -1 (All) or a screens folder. */
  folderId: number;
}

/** `GET screens/{id}/details/device` → `{ data: ScreenDeviceDto }`: what the player reported about itself. */
export interface ScreenDeviceDto {
  deviceUid: string;
  userAgent: string | null;
  /** The display's size in CSS pixels, as "1920x1080", or null before the first heartbeat. */
  displaySize: string | null;
  /** The device's own time (its clock before correction) at the last heartbeat, ISO. */
  deviceTime: string | null;
  /** How far the device's clock was from the server's at the last heartbeat, ms. */
  clockOffsetMs: number | null;
  contentVersion: string | null;
  aliveAt: string | null;
  status: ScreenStatus;
}

/** `PUT screens/{id}/details/timer-settings`'s body: one timer (spec §7; only changed timers are sent). */
export interface TimerSettingsBody {
  type: TimerType;
  timeOn: string | null;
  timeOff: string | null;
  volume: number | null;
  weekdays: TimerWeekday[];
  level: 'PROPRIETARY';
}

/** One archived or current screenshot (spec §3): `uri` is signed and expires; the bare path is refused. */
export interface ScreenshotDto {
  uri: string;
  takenAt: string;
}

/** A schedule as the assignment endpoints answer it (`GET screens/{id}/scenes` lists these per scene). */
export interface ScreenSceneDto {
  id: number;
  name: string;
  thumbnail: string | null;
  schedules: Schedule[];
  sync: ScreenSyncDto | null;
}

/** Realtime events on `customer:{id}:screens` (the screens list stays live without a reload). */
export type ScreensListMessage =
  | { name: 'screen'; data: ScreenDto }
  | { name: 'removed'; data: { id: number } }
  | {
      name: 'status';
      data: { id: number; aliveAt: string | null; contentVersion: ContentVersionLabel; syncs: ScreenSyncDto[] };
    };
