import type { ScreenDto } from '@screenplay/core/screens';

/** Test helper: a screen as `GET folders/screens` lists it (London, never seen, nothing assigned), with overrides. */
export function screenDto(id: number, name: string, overrides: Partial<ScreenDto> = {}): ScreenDto {
  return {
    id,
    name,
    title: name,
    tags: [],
    folderIds: [],
    ratio: '16:9',
    orientation: 'LANDSCAPE',
    resolution: null,
    timezone: 'Europe/London',
    volume: 50,
    brightness1: 100,
    brightness2: 100,
    timeFrom1: '07:00',
    timeFrom2: '19:00',
    aliveAt: null,
    status: 'OFFLINE',
    syncs: [],
    deviceUid: `device-${id}`,
    contentVersion: 'Latest',
    finTag: null,
    remoteControl: true,
    scenes: [],
    timers: [],
    freeScreen: false,
    createdAt: '2026-11-24T10:00:00.000Z',
    ...overrides,
  };
}
