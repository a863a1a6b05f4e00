import type { ScreenDto, ScreenTimer } from '@screenplay/core/screens';

/** Test helper: a timer on weekdays between two times. */
export function timer(
  type: ScreenTimer['type'],
  timeOn: string,
  timeOff: string,
  weekdays: ScreenTimer['weekdays'] = ['mon'],
): ScreenTimer {
  return { type, level: 'PROPRIETARY', timeOn, timeOff, weekdays, volume: null };
}

/** Test helper: a screen with every field of spec §3. */
export function screenDto(patch: Partial<ScreenDto> = {}): ScreenDto {
  return {
    id: 5,
    name: 'Lobby',
    title: 'Lobby',
    tags: [],
    folderIds: [],
    ratio: '16:9',
    orientation: 'LANDSCAPE',
    resolution: '1920x1080',
    timezone: 'Europe/Oslo',
    volume: 40,
    brightness1: 100,
    brightness2: 60,
    timeFrom1: '07:00',
    timeFrom2: '20:00',
    aliveAt: null,
    status: 'OFFLINE',
    syncs: [],
    deviceUid: 'device-5',
    contentVersion: 'Latest',
    finTag: null,
    remoteControl: true,
    scenes: [],
    timers: [],
    freeScreen: false,
    createdAt: '2026-11-01T10:00:00.000Z',
    ...patch,
  };
}
