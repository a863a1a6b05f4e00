import { NEW_SCHEDULE_NAME, WHOLE_DAY } from '@screenplay/core/schedule';
import type { ScheduleEvent } from '@screenplay/core/schedule';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/ApiError';
import { createMemoryScheduleRepository } from './createMemoryScheduleRepository';
import { createScheduleEditorStore } from './createScheduleEditorStore';
import type { ScheduleOwner } from './scheduleRepository.types';

const NOW = new Date('2026-11-24T10:00:00.000Z');
const EVENT: ScheduleEvent = {
  from: '2026-11-01',
  till: null,
  daysSchedule: [{ days: ['monday'], timeRanges: [{ ...WHOLE_DAY }] }],
};
const ONE_SCREEN: ScheduleOwner = { kind: 'screenScene', sceneId: 3, screenIds: [7] };

describe('createMemoryScheduleRepository under the schedule editor store', () => {
  it('loads a scene’s schedules on one screen, and a save updates, adds and removes them in memory', async () => {
    const repository = createMemoryScheduleRepository({
      screenSchedules: [
        { id: 1, name: 'Mornings', sceneId: 3, screenId: 7, events: [EVENT] },
        { id: 2, name: 'Old', sceneId: 3, screenId: 7, events: [EVENT] },
        { id: 3, name: 'Elsewhere', sceneId: 3, screenId: 8, events: [EVENT] },
      ],
    });
    const store = createScheduleEditorStore({ repository, owner: ONE_SCREEN, now: () => NOW });
    await store.load();
    expect(store.$schedules.value.map((one) => one.name)).toEqual(['Mornings', 'Old']);
    store.renameSchedule('stored-1', 'Opening hours');
    store.removeSchedule('stored-2');
    store.addSchedule();
    await expect(store.save()).resolves.toBe('saved');
    expect(repository.peekScreenSchedules(3, 7).map((one) => [one.id, one.name])).toEqual([
      [1, 'Opening hours'],
      [4, NEW_SCHEDULE_NAME],
    ]);
    expect(repository.peekScreenSchedules(3, 8).map((one) => one.name)).toEqual(['Elsewhere']);
    expect(store.$schedules.value.map((one) => one.id)).toEqual([1, 4]);
    expect(store.$isDirty.value).toBe(false);
  });

  it('adds each new schedule to every screen of several', async () => {
    const repository = createMemoryScheduleRepository();
    const owner: ScheduleOwner = { kind: 'screenScene', sceneId: 3, screenIds: [7, 8] };
    const store = createScheduleEditorStore({ repository, owner, now: () => NOW });
    await store.load();
    await expect(store.save()).resolves.toBe('saved');
    expect(repository.peekScreenSchedules(3, 7).map((one) => one.name)).toEqual([NEW_SCHEDULE_NAME]);
    expect(repository.peekScreenSchedules(3, 8).map((one) => one.name)).toEqual([NEW_SCHEDULE_NAME]);
  });

  it('keeps a playlist item’s one schedule, replacing it on save', async () => {
    const repository = createMemoryScheduleRepository({
      itemSchedules: [{ id: 5, sectionId: 4, itemId: 9, name: 'Lunch', events: [EVENT] }],
    });
    const owner: ScheduleOwner = { kind: 'playlistItem', sectionId: 4, itemId: 9 };
    const store = createScheduleEditorStore({ repository, owner, now: () => NOW });
    await store.load();
    expect(store.canAddSchedules).toBe(false);
    store.applyPreset(0, 'weekends');
    await expect(store.save()).resolves.toBe('saved');
    const [saved] = repository.peekItemSchedules(4, 9);
    expect(saved?.events[0]?.daysSchedule[0]?.days).toEqual(['saturday', 'sunday']);
    expect(repository.peekItemSchedules(4, 9)).toHaveLength(1);
  });

  it('fails an operation on purpose without storing anything, and the store keeps the edits', async () => {
    let isFailing = true;
    const repository = createMemoryScheduleRepository({
      failNext: (op) => isFailing && op === 'createScreenSchedules',
    });
    const store = createScheduleEditorStore({ repository, owner: ONE_SCREEN, now: () => NOW });
    await store.load();
    await expect(store.save()).resolves.toBe('failed');
    expect(store.$saveError.value?.status).toBe(500);
    expect(repository.peekScreenSchedules(3, 7)).toEqual([]);
    isFailing = false;
    await expect(store.save()).resolves.toBe('saved');
    expect(repository.peekScreenSchedules(3, 7)).toHaveLength(1);
  });

  it('answers a 404 for a schedule it does not hold (the store reads it as missing)', async () => {
    const repository = createMemoryScheduleRepository({
      failNext: (op) =>
        op === 'loadScreenSchedules' && new ApiError({ status: 404, messageKey: 'errors.notFound', message: 'x' }),
    });
    const store = createScheduleEditorStore({ repository, owner: ONE_SCREEN, now: () => NOW });
    await store.load();
    expect(store.$status.value).toBe('missing');
    await expect(repository.deleteScreenSchedule(7, 99)).rejects.toMatchObject({ status: 404 });
  });
});
