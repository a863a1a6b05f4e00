import type { Schedule } from '@screenplay/core/schedule';
import type { ApiClient } from '../../api/api.types';
import type { StoredSchedule } from './scheduleEditor.types';
import type { ScheduleRepository } from './scheduleRepository.types';
import { PLAYLIST_ITEMS_API, SCENES_API, SCREENS_API } from '@screenplay/core/contract';

/** A stored schedule without the wire's screen and scene ids (the editor knows whose schedules it edits). */
const stored = ({ id, name, events }: Pick<Schedule, 'id' | 'name' | 'events'>): StoredSchedule => ({
  id,
  name,
  events,
});

/**
 * The schedule repository of the product API (spec accounts §2 and authoring §2's calls), over the portal's
 * `ApiClient`: its failures are `ApiError`s with the server's 422 `errors` as sent.
 * @example
 * const store = createScheduleEditorStore({
 *   repository: createApiScheduleRepository(api),
 *   owner: { kind: 'screenScene', sceneId: 3, screenIds: [7] },
 * });
 */
export function createApiScheduleRepository(api: ApiClient): ScheduleRepository {
  return {
    async loadScreenSchedules(sceneId, screenId) {
      return (await api.call(SCENES_API.schedules, { params: { id: sceneId, screenId } })).data.map(stored);
    },
    async createScreenSchedules(sceneId, schedules) {
      return (
        await api.call(SCENES_API.assign, { params: { id: sceneId }, body: { schedules: [...schedules] } })
      ).data.map(stored);
    },
    async updateScreenSchedule(sceneId, { id, name, events }) {
      const body = { schedule: { id, name, events } };
      return stored((await api.call(SCENES_API.updateSchedule, { params: { id: sceneId }, body })).data);
    },
    async deleteScreenSchedule(screenId, scheduleId) {
      await api.call(SCREENS_API.removeSchedule, { params: { id: screenId, sid: scheduleId } });
    },
    async loadItemSchedules(sectionId, itemId) {
      return (await api.call(PLAYLIST_ITEMS_API.schedules, { params: { s: sectionId, p: itemId } })).data.map(stored);
    },
    async saveItemSchedules(sectionId, itemId, schedules) {
      const body = { schedules: schedules.map(({ name, events }) => ({ name, events })) };
      const params = { s: sectionId, p: itemId };
      return (await api.call(PLAYLIST_ITEMS_API.updateSchedules, { params, body })).data.map(stored);
    },
  };
}
