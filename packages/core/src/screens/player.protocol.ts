import { playlistTimeline } from '../preview/preview';
import type { Scene } from '../scene/scene.types';
import type { PlaylistItemSchedule, Schedule } from '../schedule/schedule.types';
import type { ScreenBrightness, ScreenOrientation, ScreenTimer, SyncState } from './screens.types';

/**
 * The web player's protocol with the reference server (ours; the spec describes the portal, not a
 * player). A player pairs by a code, then authenticates with its device token, heartbeats, fetches its
 * content as one versioned document, reports sync states and uploads screenshots on request. Content
 * and control messages arrive on the screen's realtime channel; polling the heartbeat answer's
 * `contentVersion` is the fallback, so a player without realtime still catches up.
 */

/** Heartbeats are this far apart on average: a third of the ONLINE window, so one lost beat keeps a screen ONLINE. */
export const HEARTBEAT_INTERVAL_MS = 20_000;

/** Each heartbeat waits the interval times a random factor in [1 - ratio, 1 + ratio], so players spread out. */
export const HEARTBEAT_JITTER_RATIO = 0.2;

/** How often an unpaired player asks whether its code has been entered. */
export const PAIRING_POLL_MS = 3_000;

/** The shortest turn of a scene when several tie and play one after another. */
export const MIN_SCENE_TURN_MS = 10_000;

/** The delay before the next heartbeat, from a uniform random number in [0, 1). */
export function heartbeatDelay(random: number): number {
  const factor = 1 - HEARTBEAT_JITTER_RATIO + 2 * HEARTBEAT_JITTER_RATIO * random;
  return Math.round(HEARTBEAT_INTERVAL_MS * factor);
}

/**
 * The player clock's offset from the server's (add it to local time), NTP-style: the server read its
 * clock about halfway between sending the request and receiving the answer.
 */
export function clockOffset(sentAt: number, receivedAt: number, serverTime: number): number {
  return Math.round(serverTime - (sentAt + receivedAt) / 2);
}

/** What a player tells about its device (bounded strings; the portal shows them in the device details). */
export interface PlayerDeviceInfo {
  userAgent?: string;
  /** CSS pixels, as "1920x1080". */
  displaySize?: string;
  /** The device's IANA time zone. */
  timezone?: string;
}

/** The body of `POST player/pairings`. */
export interface PairingRequest {
  deviceInfo?: PlayerDeviceInfo;
}

/** The answer to a player's request for a pairing code. */
export interface PairingStarted {
  pairingId: string;
  /** The code to show (see `generatePairingCode`). */
  code: string;
  expiresAt: string;
  /** Proves the poller is the player that asked; never shown. */
  secret: string;
}

/** What polling a pairing answers. */
export type PairingStatus =
  | { status: 'waiting'; expiresAt: string }
  | { status: 'expired' }
  | { status: 'paired'; screenId: number; deviceToken: string };

/** What the player is doing, as a heartbeat reports it. */
export type PlaybackReportState = 'playing' | 'idle' | 'blank' | 'loading' | 'error';

/** A heartbeat's body. */
export interface HeartbeatRequest {
  contentVersion: string | null;
  playback: { state: PlaybackReportState; sceneIds: number[] };
  /** The player's own clock, ISO, before correction. */
  clock: string;
  /** The device's display size and zone as of now (optional; the user agent is read from the request). */
  deviceInfo?: PlayerDeviceInfo;
}

/** A heartbeat's answer. */
export interface HeartbeatResponse {
  serverTime: string;
  /** The content version the server holds for the screen: a different one means fetch again. */
  contentVersion: string;
}

/** The screen's settings the player applies. */
export interface PlayerScreenSettings {
  id: number;
  name: string;
  timezone: string;
  orientation: ScreenOrientation;
  resolution: string | null;
  /** 0..100. */
  volume: number;
  brightness: ScreenBrightness;
  timers: ScreenTimer[];
}

/** One face of a font family the scenes use: the file the player adds with `FontFace` before it plays. */
export interface PlayerFontFace {
  family: string;
  weight: '400' | '700';
  style: 'normal' | 'italic';
  /** The font file (also listed in `media`, so it is downloaded and cached with the rest). */
  url: string;
  format: string;
}

/** Everything a screen plays, as one versioned document the player caches whole. */
export interface PlayerContent {
  version: string;
  screen: PlayerScreenSettings;
  schedules: Schedule[];
  scenes: Scene[];
  /** Every media URL the scenes use, downloaded before the content is switched to. */
  media: string[];
  /** The faces of the font families the scenes' layers name (absent in content cached before fonts were sent). */
  fonts?: PlayerFontFace[];
  /** The schedules of the scenes' playlist items (absent in content cached before they were sent: all items play). */
  playlistSchedules?: PlaylistItemSchedule[];
}

/** A sync report: the content version and the state the player reached with it. */
export interface SyncReport {
  contentVersion: string;
  state: Extract<SyncState, 'Pushing' | 'InLive' | 'NotSync'>;
  /** What failed, for NotSync. */
  error?: string;
}

/** Messages on a screen's realtime channel. */
export type PlayerMessage =
  | { name: 'content'; data: { contentVersion: string } }
  | { name: 'settings'; data: { contentVersion: string } }
  | { name: 'screenshot'; data: { requestId: string } }
  | { name: 'reload'; data: Record<string, never> }
  | { name: 'unpaired'; data: Record<string, never> };

/** The realtime channel of one screen (ARCHITECTURE.md "Realtime": `screen:{id}`). */
export function screenChannel(screenId: number): string {
  return `screen:${screenId}`;
}

/**
 * How long one scene plays before the next tied scene: one loop of its longest section's playlist (the
 * same timeline the preview plays: visible, not deleted items), at least {@link MIN_SCENE_TURN_MS}.
 */
export function sceneTurnMs(scene: Pick<Scene, 'sections'>): number {
  let longest = 0;
  for (const section of scene.sections) {
    if (!section.hidden && !section.markAsDeleted) longest = Math.max(longest, playlistTimeline(section).totalMs);
  }
  return Math.max(MIN_SCENE_TURN_MS, longest);
}
