import { NEW_SCHEDULE_NAME, WHOLE_DAY } from '@screenplay/core/schedule';
import type { Schedule, ScheduleEvent } from '@screenplay/core/schedule';
import { describe, expect, it } from 'vitest';
import { fakeApi, httpFailure } from '../../library/library.fixtures';
import type { FakeHandler } from '../../library/library.fixtures';
import { createApiScheduleRepository } from './createApiScheduleRepository';
import { createScheduleEditorStore } from './createScheduleEditorStore';

const NOW = new Date('2026-11-24T10:00:00.000Z');
const ALL_DAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];

const event = (overrides: Partial<ScheduleEvent> = {}): ScheduleEvent => ({
  from: '2026-11-01',
  till: null,
  daysSchedule: [{ days: ['monday'], timeRanges: [{ ...WHOLE_DAY }] }],
  ...overrides,
});
const schedule = (id: number, name: string): Schedule => ({ id, name, screenId: 7, sceneId: 3, events: [event()] });

function setup(routes: Record<string, FakeHandler>, screenIds: number[] = [7]) {
  const { api, calls } = fakeApi(routes);
  const store = createScheduleEditorStore({
    repository: createApiScheduleRepository(api),
    owner: { kind: 'screenScene', sceneId: 3, screenIds },
    now: () => NOW,
  });
  const requests = () => calls.map((call) => `${call.method} ${call.url}`);
  return { store, calls, requests };
}

describe('createScheduleEditorStore', () => {
  it('starts with one new schedule (spec: named new Schedule; a new event starts now, no end, all days, 00:00-23:59)', async () => {
    const { store } = setup({ 'GET scenes/3/schedules/7': () => ({ data: [] }) });
    await store.load();
    const [only] = store.$schedules.value;
    expect(only).toMatchObject({ id: null, name: NEW_SCHEDULE_NAME });
    expect(only?.events).toEqual([
      { from: NOW.toISOString(), till: null, daysSchedule: [{ days: ALL_DAYS, timeRanges: [WHOLE_DAY] }] },
    ]);
    expect(store.$selected.value?.index).toBe(0);
    expect(store.$isDirty.value).toBe(true);
    expect(store.$errors.value).toEqual({});
  });

  it('refuses to remove the last schedule, event, day group and time range, and to deselect the last day', async () => {
    const { store } = setup({ 'GET scenes/3/schedules/7': () => ({ data: [schedule(1, 'Mornings')] }) });
    await store.load();
    expect(store.$isDirty.value).toBe(false);
    expect(store.canRemoveSchedule()).toBe(false);
    expect(store.removeSchedule('stored-1')).toBe(false);
    expect(store.removeEvent(0)).toBe(false);
    expect(store.removeDayGroup(0, 0)).toBe(false);
    expect(store.removeTimeRange(0, 0, 0)).toBe(false);
    store.toggleDay(0, 'monday');
    expect(store.$selected.value?.schedule.events[0]?.daysSchedule[0]?.days).toEqual(['monday']);
    expect(store.$isDirty.value).toBe(false);
    store.addSchedule();
    expect(store.$schedules.value.map((one) => one.name)).toEqual(['Mornings', NEW_SCHEDULE_NAME]);
    expect(store.$selected.value?.schedule.name).toBe(NEW_SCHEDULE_NAME);
    expect(store.removeSchedule('stored-1')).toBe(true);
    expect(store.canRemoveSchedule()).toBe(false);
  });

  it('edits days with core rules: presets, toggles in week order, and a day group for other hours', async () => {
    const { store } = setup({ 'GET scenes/3/schedules/7': () => ({ data: [] }) });
    await store.load();
    store.applyPreset(0, 'weekdays');
    store.setTime(0, 0, 0, 'from', 9, 0);
    store.setTime(0, 0, 0, 'till', 17, 0);
    const groups = () => store.$selected.value?.schedule.events[0]?.daysSchedule;
    expect(groups()).toEqual([
      { days: ALL_DAYS.slice(0, 5), timeRanges: [{ fromHour: 9, fromMinute: 0, tillHour: 17, tillMinute: 0 }] },
    ]);
    expect(store.addDayGroup(0)).toBe(true);
    expect(groups()?.[1]).toEqual({ days: ['saturday', 'sunday'], timeRanges: [WHOLE_DAY] });
    expect(store.addDayGroup(0)).toBe(false); // every day already has hours
    // Moving Friday into the weekend group; the weekend's only day cannot leave its group.
    expect(store.toggleGroupDay(0, 1, 'friday')).toBe(true);
    expect(groups()?.map((group) => group.days)).toEqual([
      ['monday', 'tuesday', 'wednesday', 'thursday'],
      ['friday', 'saturday', 'sunday'],
    ]);
    store.toggleDay(0, 'sunday');
    store.toggleDay(0, 'saturday');
    expect(store.toggleGroupDay(0, 0, 'friday')).toBe(false);
    store.addTimeRange(0, 0);
    expect(groups()?.[0]?.timeRanges).toHaveLength(2);
    expect(store.removeTimeRange(0, 0, 1)).toBe(true);
    expect(store.removeDayGroup(0, 1)).toBe(true);
    expect(groups()).toHaveLength(1);
  });

  it('shows core’s problems next to their fields and sends nothing while they fail (a till before from)', async () => {
    const { store, requests } = setup({ 'GET scenes/3/schedules/7': () => ({ data: [] }) });
    await store.load();
    store.setFrom(0, '2026-12-10');
    store.setTill(0, '2026-12-01');
    store.renameSchedule(store.$selectedKey.value ?? '', ' ');
    expect(store.$errors.value).toEqual({
      'schedules.0.name': [{ key: 'scheduleErrors.name' }],
      'schedules.0.events.0.till': [{ key: 'scheduleErrors.tillBeforeFrom' }],
    });
    await expect(store.save()).resolves.toBe('invalid');
    expect(requests()).toEqual(['GET scenes/3/schedules/7']);
    store.setTill(0, '');
    expect(store.$selected.value?.schedule.events[0]?.till).toBeNull();
  });

  it('saves one screen: PUT per changed stored schedule, one POST for new ones, then DELETE the removed', async () => {
    const { store, calls, requests } = setup({
      'GET scenes/3/schedules/7': () => ({
        data: [schedule(1, 'Mornings'), schedule(2, 'Evenings'), schedule(4, 'Old')],
      }),
      'PUT scenes/3/schedules': (call) => ({
        data: { ...schedule(1, ''), ...(call.body as { schedule: object }).schedule },
      }),
      'POST scenes/3/schedules': () => ({ data: [schedule(9, NEW_SCHEDULE_NAME)] }),
      'DELETE screens/7/schedules/4': () => undefined,
    });
    await store.load();
    expect(store.selectStored(1)).toBe(true);
    store.renameSchedule('stored-1', 'Opening hours');
    store.removeSchedule('stored-4');
    store.addSchedule();
    await expect(store.save()).resolves.toBe('saved');
    expect(requests().slice(1)).toEqual([
      'PUT scenes/3/schedules',
      'POST scenes/3/schedules',
      'DELETE screens/7/schedules/4',
    ]);
    expect(calls[1]?.body).toEqual({ schedule: { id: 1, name: 'Opening hours', events: [event()] } });
    expect(calls[2]?.body).toEqual({
      schedules: [{ screenId: 7, name: NEW_SCHEDULE_NAME, events: [expect.objectContaining({ till: null })] }],
    });
    expect(store.$schedules.value.map((one) => one.id)).toEqual([1, 2, 9]);
    expect(store.$isDirty.value).toBe(false);
    // Saved: a second save sends nothing.
    await store.save();
    expect(requests()).toHaveLength(4);
  });

  it('keeps every edit when a save fails, shows the 422 problems at the editor’s fields, and retries only what is left', async () => {
    let isRefusing = true;
    const { store, requests } = setup({
      'GET scenes/3/schedules/7': () => ({ data: [schedule(1, 'Mornings')] }),
      'PUT scenes/3/schedules': (call) => ({
        data: { ...schedule(1, ''), ...(call.body as { schedule: object }).schedule },
      }),
      'POST scenes/3/schedules': () => {
        if (isRefusing)
          throw httpFailure(422, {
            message: 'The given data was invalid.',
            errors: { 'schedules.0.events.0.daysSchedule.0.timeRanges.0': ['Times run from 00:00 to 23:59'] },
          });
        return { data: [schedule(9, 'Late')] };
      },
    });
    await store.load();
    store.renameSchedule('stored-1', 'Opening hours');
    store.addSchedule();
    store.renameSchedule(store.$selectedKey.value ?? '', 'Late');
    await expect(store.save()).resolves.toBe('failed');
    expect(store.$saveError.value?.status).toBe(422);
    expect(store.$errors.value['schedules.1.events.0.daysSchedule.0.timeRanges.0']).toEqual([
      { text: 'Times run from 00:00 to 23:59' },
    ]);
    expect(store.$schedules.value.map((one) => [one.id, one.name])).toEqual([
      [1, 'Opening hours'],
      [null, 'Late'],
    ]);
    expect(store.$isDirty.value).toBe(true);
    expect(store.$isSaving.value).toBe(false);
    // An edit clears the server's stale problems; the retry does not PUT the stored change again.
    store.setTime(0, 0, 0, 'from', 8, 0);
    expect(store.$errors.value).toEqual({});
    isRefusing = false;
    await expect(store.save()).resolves.toBe('saved');
    expect(requests()).toEqual([
      'GET scenes/3/schedules/7',
      'PUT scenes/3/schedules',
      'POST scenes/3/schedules',
      'POST scenes/3/schedules',
    ]);
  });

  it('several screens: starts new and POSTs each schedule for every screen', async () => {
    const { store, calls, requests } = setup({ 'POST scenes/3/schedules': () => ({ data: [] }) }, [7, 8]);
    await store.load();
    store.addSchedule();
    await expect(store.save()).resolves.toBe('saved');
    expect(requests()).toEqual(['POST scenes/3/schedules']);
    const sent = (calls[0]?.body as { schedules: { screenId: number; name: string }[] } | undefined)?.schedules ?? [];
    expect(sent.map((one) => one.screenId)).toEqual([7, 8, 7, 8]);
    expect(store.$isDirty.value).toBe(false);
  });

  it('a missing scene or screen is missing, not failed', async () => {
    const { store } = setup({});
    await store.load();
    expect(store.$status.value).toBe('missing');
  });
});

describe('a playlist item’s schedule over the API repository', () => {
  it('edits exactly one schedule and saves it with PUT { schedules: [one] }', async () => {
    const url = 'sections/4/playlistitems/5/schedules';
    const { api, calls } = fakeApi({
      [`GET ${url}`]: () => ({ data: [] }),
      [`PUT ${url}`]: () => ({ data: [schedule(11, NEW_SCHEDULE_NAME)] }),
    });
    const store = createScheduleEditorStore({
      repository: createApiScheduleRepository(api),
      owner: { kind: 'playlistItem', sectionId: 4, itemId: 5 },
      now: () => NOW,
    });
    await store.load();
    expect(store.canAddSchedules).toBe(false);
    store.addSchedule();
    expect(store.$schedules.value).toHaveLength(1);
    expect(store.canRemoveSchedule()).toBe(false);
    store.applyPreset(0, 'weekends');
    await expect(store.save()).resolves.toBe('saved');
    expect(calls[1]).toMatchObject({ method: 'PUT', url });
    expect((calls[1]?.body as { schedules: ScheduleEvent[] } | undefined)?.schedules).toHaveLength(1);
    expect(store.$schedules.value[0]?.id).toBe(11);
  });
});
