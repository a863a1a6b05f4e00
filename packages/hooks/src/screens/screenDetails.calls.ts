import type { Tag } from '@screenplay/core';
import type {
  ScreenDeviceDto,
  ScreenDto,
  ScreenOrientation,
  ScreenSceneDto,
  ScreenshotDto,
  TimerSettingsBody,
} from '@screenplay/core/screens';
import { SCREENSHOT_REQUEST_COUNT, SCREENSHOT_REQUEST_DURATION_S } from '@screenplay/core/screens';
import type { Envelope } from '@screenplay/core/contract';
import type { ApiClient } from '../api/api.types';

/** A tag as `PUT screens/{id}` takes it: a new tag (temporary negative id) goes by name only. */
export function tagForSave(tag: Tag): Tag | { name: string } {
  return tag.id < 0 ? { name: tag.name } : { id: tag.id, name: tag.name };
}

/**
 * The calls of the screen details and proof-of-play pages (spec accounts §7 "Screens"): every PUT of a
 * setting answers the updated screen.
 */
export function screenDetailsCalls(api: ApiClient, screenId: number) {
  const details = (setting: string) => `screens/${screenId}/details/${setting}`;
  const put = async (url: string, body: unknown) => (await api.put<Envelope<ScreenDto>>(url, body)).data;
  return {
    device: async () => (await api.get<Envelope<ScreenDeviceDto>>(details('device'))).data,
    update: (title: string, tags: readonly Tag[]) => put(`screens/${screenId}`, { title, tags: tags.map(tagForSave) }),
    remove: (title: string) => api.delete(`screens/${screenId}`, { title }),
    remoteControl: (enabled: boolean) => put(details('remote-control'), { enabled }),
    orientation: (orientation: ScreenOrientation, resolution: string | null) =>
      put(details('orientation'), { orientation, resolution }),
    timezone: (timezone: string, ntpServer: string | null, time: string) =>
      put(details('timezone'), { time, timezone, ntpServer }),
    volume: (volume: number) => put(details('volume'), { volume }),
    brightness: (body: { brightness1: number; brightness2: number; timeFrom1: string; timeFrom2: string }) =>
      put(details('brightness'), body),
    timer: (body: TimerSettingsBody) => put(details('timer-settings'), body),
    financeTag: (finTag: string | null) => put(details('finance-tag'), { finTag }),
    /** Force reload (spec §2; the API's own path, §7 gives none): the player reloads; nothing is stored. */
    forceReload: () => api.post(details('force-reload')),
    searchTags: async (search: string) => (await api.get<Envelope<Tag[]>>('tags', { params: { search } })).data,
    scenes: async () => (await api.get<Envelope<ScreenSceneDto[]>>(`screens/${screenId}/scenes`)).data,
    /** Spec §9: one screenshot within 20 s; resolves when the player uploaded it. */
    takeScreenshot: async () =>
      (
        await api.post<Envelope<ScreenshotDto>>(`screensyncs/${screenId}/screenshot/sos/take`, {
          duration: SCREENSHOT_REQUEST_DURATION_S,
          // The seconds between shots: the whole window, so the request asks for exactly one (spec §9: count 1).
          step: SCREENSHOT_REQUEST_DURATION_S / SCREENSHOT_REQUEST_COUNT,
        })
      ).data,
    /** The archive from the start of `since` to the end of `until` ("YYYY-MM-DD", the screen's zone). */
    screenshots: async (since: string, until: string) =>
      (await api.post<Envelope<ScreenshotDto[]>>(`screensyncs/${screenId}/screenshot/sos`, { since, until })).data,
    forcePush: (screenSyncId: number) => api.post(`screensyncs/${screenId}/forcepush`, { screenSyncId }),
  };
}

/** What {@link screenDetailsCalls} returns: the calls of one screen's pages. */
export type ScreenDetailsCalls = ReturnType<typeof screenDetailsCalls>;
