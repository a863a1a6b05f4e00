/** A screen's connection status, computed from its last-alive time (spec accounts §4). */
export type ScreenStatus = 'ONLINE' | 'PENDING' | 'OFFLINE';

/** The sync states a (screen, scene) pair moves through (spec accounts §4). */
export type SyncState =
  | 'New'
  | 'Collecting'
  | 'Pushed'
  | 'Pushing'
  | 'InLive'
  | 'NotSync'
  | 'Archived'
  | 'PublishedArchived';

/** What the portal shows for a sync state (spec accounts §4): the message key's suffix. */
export type SyncLabel = 'ToBePublished' | 'ContentLoading' | 'NotSynced' | 'Live' | 'Error';

/** A screen's orientation (spec accounts §3). */
export type ScreenOrientation = 'PORTRAIT' | 'LANDSCAPE' | 'AUTO';

/** One of a screen's seven timers (spec accounts §3: TIMER_1 to TIMER_7). */
export type TimerType = 'TIMER_1' | 'TIMER_2' | 'TIMER_3' | 'TIMER_4' | 'TIMER_5' | 'TIMER_6' | 'TIMER_7';

/** A weekday's short code as timers carry them (spec accounts §3: sun..sat). */
export type TimerWeekday = 'sun' | 'mon' | 'tue' | 'wed' | 'thu' | 'fri' | 'sat';

/** A screen timer: the screen is on between `timeOn` and `timeOff` ("HH:mm") on its weekdays. */
export interface ScreenTimer {
  type: TimerType;
  /** Always 'PROPRIETARY' (spec accounts §3). */
  level: 'PROPRIETARY';
  /** "HH:mm", or null for a removed timer. */
  timeOn: string | null;
  /** "HH:mm", or null for a removed timer. */
  timeOff: string | null;
  weekdays: TimerWeekday[];
  /** 0..100, or null to keep the screen's volume. */
  volume: number | null;
}

/** A screen's two brightness levels and the wall-clock times ("HH:mm") each starts at. */
export interface ScreenBrightness {
  brightness1: number;
  brightness2: number;
  timeFrom1: string;
  timeFrom2: string;
}
