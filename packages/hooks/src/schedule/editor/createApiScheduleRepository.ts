import type { PlaylistItemScheduleDto, Schedule } from '@screenplay/core/schedule';
import type { ApiClient } from '../../api/api.types';
import type { StoredSchedule } from './scheduleEditor.types';
import type { ScheduleRepository } from './scheduleRepository.types';
import type { Envelope } from '@screenplay/core/contract';

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
  const itemUrl = (sectionId: number, itemId: number) => `sections/${sectionId}/playlistitems/${itemId}/schedules`;
  return {
    async loadScreenSchedules(sceneId, screenId) {
      return (await api.get<Envelope<Schedule[]>>(`scenes/${sceneId}/schedules/${screenId}`)).data.map(stored);
    },
    async createScreenSchedules(sceneId, schedules) {
      return (await api.post<Envelope<Schedule[]>>(`scenes/${sceneId}/schedules`, { schedules })).data.map(stored);
    },
    async updateScreenSchedule(sceneId, { id, name, events }) {
      const body = { schedule: { id, name, events } };
      return stored((await api.put<Envelope<Schedule>>(`scenes/${sceneId}/schedules`, body)).data);
    },
    async deleteScreenSchedule(screenId, scheduleId) {
      await api.delete(`screens/${screenId}/schedules/${scheduleId}`);
    },
    async loadItemSchedules(sectionId, itemId) {
      return (await api.get<Envelope<PlaylistItemScheduleDto[]>>(itemUrl(sectionId, itemId))).data.map(stored);
    },
    async saveItemSchedules(sectionId, itemId, schedules) {
      const body = { schedules: schedules.map(({ name, events }) => ({ name, events })) };
      return (await api.put<Envelope<PlaylistItemScheduleDto[]>>(itemUrl(sectionId, itemId), body)).data.map(stored);
    },
  };
}
