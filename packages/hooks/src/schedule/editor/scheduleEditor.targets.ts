import type { PlaylistItemScheduleDto, Schedule } from '@screenplay/core/schedule';
import type { ApiClient } from '../../api/api.types';
import type { ScheduleEditorTarget, SaveStep, StoredSchedule } from './scheduleEditor.types';

interface Envelope<T> {
  data: T;
}

const stored = ({ id, name, events }: Pick<Schedule, 'id' | 'name' | 'events'>): StoredSchedule => ({
  id,
  name,
  events,
});

/**
 * Maps a 422 path of a request that sent some of the editor's schedules as `${prefix}.{j}` to the editor's
 * `schedules.{indexes[j]}` path; `prefix` alone is the list's own path.
 */
function listPath(prefix: string, indexOf: (sent: number) => number | undefined) {
  return (serverPath: string): string | null => {
    if (serverPath === prefix) return 'schedules';
    const match = new RegExp(`^${prefix}\\.(\\d+)(.*)$`).exec(serverPath);
    const index = match ? indexOf(Number(match[1])) : undefined;
    return match && index !== undefined ? `schedules.${index}${match[2] ?? ''}` : null;
  };
}

/**
 * A scene's schedules on screens (`/screen_scene_schedule/:sceneId/:screensId/:scheduleId?`). One screen:
 * `GET scenes/{id}/schedules/{screenId}` loads them; a save sends `PUT scenes/{id}/schedules {schedule}`
 * per changed stored schedule, then one `POST scenes/{id}/schedules {schedules}` with the new ones, then
 * `DELETE screens/{screenId}/schedules/{sid}` per removed one (last, so the scene never leaves the screen
 * half-way). Several screens: the editor starts with one new schedule and a save POSTs each schedule for
 * every screen (nothing is loaded: the screens' own schedules differ).
 */
export function screenSceneTarget(api: ApiClient, sceneId: number, screenIds: readonly number[]): ScheduleEditorTarget {
  const [only] = screenIds;
  const isOneScreen = screenIds.length === 1 && only !== undefined;
  return {
    canAddSchedules: true,

    async load() {
      if (!isOneScreen) return [];
      const answer = await api.get<Envelope<Schedule[]>>(`scenes/${sceneId}/schedules/${only}`);
      return answer.data.map(stored);
    },

    plan({ schedules, changed, added, removedIds }) {
      if (!isOneScreen) {
        // Each schedule once per screen, schedule by schedule: sent index k is schedule ⌊k / screens⌋.
        const sent = schedules.flatMap((schedule) =>
          screenIds.map((screenId) => ({ screenId, name: schedule.name, events: schedule.events })),
        );
        return [
          {
            indexes: schedules.map((_, index) => index),
            isStoredOneToOne: false,
            run: async () =>
              (await api.post<Envelope<Schedule[]>>(`scenes/${sceneId}/schedules`, { schedules: sent })).data,
            fieldPath: listPath('schedules', (k) => Math.floor(k / screenIds.length)),
          },
        ];
      }
      const steps: SaveStep[] = changed.flatMap((index) => {
        const schedule = schedules[index];
        if (!schedule || schedule.id === null) return [];
        const body = { schedule: { id: schedule.id, name: schedule.name, events: schedule.events } };
        return [
          {
            indexes: [index],
            isStoredOneToOne: true,
            run: async () => [stored((await api.put<Envelope<Schedule>>(`scenes/${sceneId}/schedules`, body)).data)],
            fieldPath: (serverPath: string) =>
              serverPath === 'schedule' || serverPath.startsWith('schedule.')
                ? `schedules.${index}${serverPath.slice('schedule'.length)}`
                : null,
          },
        ];
      });
      const news = added.flatMap((index) => {
        const schedule = schedules[index];
        return schedule ? [{ index, body: { screenId: only, name: schedule.name, events: schedule.events } }] : [];
      });
      if (news.length > 0) {
        steps.push({
          indexes: news.map((one) => one.index),
          isStoredOneToOne: true,
          run: async () =>
            (
              await api.post<Envelope<Schedule[]>>(`scenes/${sceneId}/schedules`, {
                schedules: news.map((one) => one.body),
              })
            ).data.map(stored),
          fieldPath: listPath('schedules', (j) => news[j]?.index),
        });
      }
      for (const id of removedIds) {
        steps.push({
          indexes: [],
          removedId: id,
          isStoredOneToOne: false,
          run: async () => {
            await api.delete(`screens/${only}/schedules/${id}`);
            return [];
          },
          fieldPath: () => null,
        });
      }
      return steps;
    },
  };
}

/**
 * A playlist item's schedule (`/playlist_schedule/:sceneId/:sectionId/:playlistId`): exactly one (no add
 * or remove). `GET sections/{s}/playlistitems/{p}/schedules` loads it (none: a new one), and a save sends
 * `PUT sections/{s}/playlistitems/{p}/schedules { schedules: [one] }`.
 */
export function playlistItemTarget(api: ApiClient, sectionId: number, itemId: number): ScheduleEditorTarget {
  const url = `sections/${sectionId}/playlistitems/${itemId}/schedules`;
  return {
    canAddSchedules: false,

    async load() {
      return (await api.get<Envelope<PlaylistItemScheduleDto[]>>(url)).data.slice(0, 1).map(stored);
    },

    plan({ schedules, changed, added }) {
      const schedule = schedules[0];
      if (!schedule || (changed.length === 0 && added.length === 0)) return [];
      return [
        {
          indexes: [0],
          isStoredOneToOne: true,
          run: async () =>
            (
              await api.put<Envelope<PlaylistItemScheduleDto[]>>(url, {
                schedules: [{ name: schedule.name, events: schedule.events }],
              })
            ).data.map(stored),
          fieldPath: listPath('schedules', (j) => (j === 0 ? 0 : undefined)),
        },
      ];
    },
  };
}
