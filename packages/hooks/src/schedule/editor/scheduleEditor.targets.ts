import type { ScheduleEditorTarget, SaveStep } from './scheduleEditor.types';
import type { ScheduleOwner, ScheduleRepository } from './scheduleRepository.types';

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
 * A scene's schedules on screens (`/screen_scene_schedule/:sceneId/:screensId/:scheduleId?`). One screen: its
 * stored schedules load; a save updates each changed stored schedule, then creates the new ones in one call, then
 * deletes the removed ones (last, so the scene never leaves the screen half-way). Several screens: the editor
 * starts with one new schedule and a save creates each schedule for every screen (nothing is loaded: the screens'
 * own schedules differ).
 */
function screenSceneTarget(
  repository: ScheduleRepository,
  sceneId: number,
  screenIds: readonly number[],
): ScheduleEditorTarget {
  const [only] = screenIds;
  const isOneScreen = screenIds.length === 1 && only !== undefined;
  return {
    canAddSchedules: true,

    async load() {
      return isOneScreen ? repository.loadScreenSchedules(sceneId, only) : [];
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
            run: () => repository.createScreenSchedules(sceneId, sent),
            fieldPath: listPath('schedules', (k) => Math.floor(k / screenIds.length)),
          },
        ];
      }
      const steps: SaveStep[] = changed.flatMap((index) => {
        const schedule = schedules[index];
        if (!schedule || schedule.id === null) return [];
        const { id, name, events } = schedule;
        return [
          {
            indexes: [index],
            isStoredOneToOne: true,
            run: async () => [await repository.updateScreenSchedule(sceneId, { id, name, events })],
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
          run: () =>
            repository.createScreenSchedules(
              sceneId,
              news.map((one) => one.body),
            ),
          fieldPath: listPath('schedules', (j) => news[j]?.index),
        });
      }
      for (const id of removedIds) {
        steps.push({
          indexes: [],
          removedId: id,
          isStoredOneToOne: false,
          run: async () => {
            await repository.deleteScreenSchedule(only, id);
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
 * A playlist item's schedule (`/playlist_schedule/:sceneId/:sectionId/:playlistId`): exactly one (no add or
 * remove). The stored one loads (none: a new one), and a save replaces the item's schedules with it, on the item's
 * draft copy when the owner says where that is.
 */
function playlistItemTarget(
  repository: ScheduleRepository,
  { sectionId, itemId, draft }: Extract<ScheduleOwner, { kind: 'playlistItem' }>,
): ScheduleEditorTarget {
  return {
    canAddSchedules: false,

    async load() {
      return (await repository.loadItemSchedules(sectionId, itemId)).slice(0, 1);
    },

    plan({ schedules, changed, added }) {
      const schedule = schedules[0];
      if (!schedule || (changed.length === 0 && added.length === 0)) return [];
      const { name, events } = schedule;
      return [
        {
          indexes: [0],
          isStoredOneToOne: true,
          run: async () => {
            const target = draft ? await draft() : { sectionId, itemId };
            return repository.saveItemSchedules(target.sectionId, target.itemId, [{ name, events }]);
          },
          fieldPath: listPath('schedules', (j) => (j === 0 ? 0 : undefined)),
        },
      ];
    },
  };
}

/** How the editor loads and saves the schedules of `owner` through `repository`. */
export function scheduleTarget(repository: ScheduleRepository, owner: ScheduleOwner): ScheduleEditorTarget {
  return owner.kind === 'screenScene'
    ? screenSceneTarget(repository, owner.sceneId, owner.screenIds)
    : playlistItemTarget(repository, owner);
}
