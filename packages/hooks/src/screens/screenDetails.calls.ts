import type { Tag } from '@screenplay/core';
import type { ScreenOrientation, TimerSettingsBody } from '@screenplay/core/screens';
import { SCREENSHOT_REQUEST_COUNT, SCREENSHOT_REQUEST_DURATION_S } from '@screenplay/core/screens';
import { SCREENS_API, SCREENSYNCS_API, TAGS_API } from '@screenplay/core/contract';
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
  const params = { id: screenId };
  const screen = { screenId };
  return {
    device: async () => (await api.call(SCREENS_API.device, { params })).data,
    update: async (title: string, tags: readonly Tag[]) =>
      (await api.call(SCREENS_API.update, { params, body: { title, tags: tags.map(tagForSave) } })).data,
    remove: (title: string) => api.call(SCREENS_API.remove, { params, body: { title } }),
    remoteControl: async (enabled: boolean) =>
      (await api.call(SCREENS_API.remoteControl, { params, body: { enabled } })).data,
    orientation: async (orientation: ScreenOrientation, resolution: string | null) =>
      (await api.call(SCREENS_API.orientation, { params, body: { orientation, resolution } })).data,
    timezone: async (timezone: string, ntpServer: string | null, time: string) =>
      (await api.call(SCREENS_API.timezone, { params, body: { time, timezone, ntpServer } })).data,
    volume: async (volume: number) => (await api.call(SCREENS_API.volume, { params, body: { volume } })).data,
    brightness: async (body: { brightness1: number; brightness2: number; timeFrom1: string; timeFrom2: string }) =>
      (await api.call(SCREENS_API.brightness, { params, body })).data,
    timer: async (body: TimerSettingsBody) => (await api.call(SCREENS_API.timerSettings, { params, body })).data,
    financeTag: async (finTag: string | null) =>
      (await api.call(SCREENS_API.setFinanceTag, { params, body: { finTag } })).data,
    /** Force reload (spec accounts §2; the API's own path, §7 gives none): the player reloads; nothing is stored. */
    forceReload: () => api.call(SCREENS_API.forceReload, { params }),
    searchTags: async (search: string) => (await api.call(TAGS_API.search, { query: { search } })).data,
    scenes: async () => (await api.call(SCREENS_API.scenes, { params })).data,
    /** Spec accounts §9: one screenshot within 20 s; resolves when the player uploaded it. */
    takeScreenshot: async () =>
      (
        await api.call(SCREENSYNCS_API.takeScreenshot, {
          params: screen,
          body: {
            duration: SCREENSHOT_REQUEST_DURATION_S,
            // The seconds between shots: the whole window, so the request asks for exactly one (spec accounts §9: count 1).
            step: SCREENSHOT_REQUEST_DURATION_S / SCREENSHOT_REQUEST_COUNT,
          },
        })
      ).data,
    /** The archive from the start of `since` to the end of `until` ("YYYY-MM-DD", the screen's zone). */
    screenshots: async (since: string, until: string) =>
      (await api.call(SCREENSYNCS_API.screenshots, { params: screen, body: { since, until } })).data,
    forcePush: (screenSyncId: number) =>
      api.call(SCREENSYNCS_API.forcePush, { params: screen, body: { screenSyncId } }),
  };
}

/** What {@link screenDetailsCalls} returns: the calls of one screen's pages. */
export type ScreenDetailsCalls = ReturnType<typeof screenDetailsCalls>;
