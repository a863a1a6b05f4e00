import type { ScreenTimelineDto } from '@screenplay/core/schedule';
import type { ScreenSceneDto } from '@screenplay/core/screens';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiClient, ApiRequests, RequestOptions } from '../../api/api.types';
import { endpointCall } from '../../api/createApiClient';
import { useScreenWeek } from './useScreenWeek';

afterEach(cleanup);

const TIMELINE: ScreenTimelineDto = {
  timezone: 'Europe/Oslo',
  segments: [
    // Monday 5 January 2026, 09:00-17:00 in Oslo.
    {
      from: '2026-01-05T08:00:00.000Z',
      to: '2026-01-05T16:00:00.000Z',
      sceneIds: [20],
      reason: [
        {
          scheduleId: 2,
          sceneId: 20,
          eventIndex: 0,
          dayGroupIndex: 0,
          rangeIndex: 0,
          day: 'monday',
          weeklyMinutes: 2400,
          spanMs: null,
        },
      ],
    },
  ],
};
const SCENES: ScreenSceneDto[] = [{ id: 20, name: 'Lobby loop', thumbnail: null, schedules: [], sync: null }];

function fakeApi() {
  const get = vi.fn(async (url: string, _options?: RequestOptions) => ({
    data: url.endsWith('/timeline') ? TIMELINE : SCENES,
  }));
  const requests = { get } as unknown as ApiRequests;
  return { api: { ...requests, call: endpointCall(requests) } as ApiClient, get };
}

describe('useScreenWeek', () => {
  it("fetches the shown week's timeline (Monday to Monday in the screen's zone) and the scenes' names", async () => {
    const { api, get } = fakeApi();
    const { result } = renderHook(() =>
      useScreenWeek({ api, screenId: 7, timeZone: 'Europe/Oslo', weekStart: new Date('2026-01-07T12:00:00Z') }),
    );
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(get).toHaveBeenCalledWith('screens/7/timeline', {
      params: { from: '2026-01-04T23:00:00.000Z', to: '2026-01-11T23:00:00.000Z' },
    });
    expect(get).toHaveBeenCalledWith('screens/7/scenes');
    expect(result.current.days[0]?.map((block) => [block.startMinute, block.endMinute])).toEqual([[540, 1020]]);
    expect(result.current.scenes.get(20)?.name).toBe('Lobby loop');
    expect(result.current.isThisWeek).toBe(false);
    expect(result.current.now).toBeNull();
  });

  it('steps a week back and forth, and fetches again when the schedules change', async () => {
    const { api, get } = fakeApi();
    const { result, rerender } = renderHook(
      ({ changeKey }: { changeKey: number }) =>
        useScreenWeek({
          api,
          screenId: 7,
          timeZone: 'Europe/Oslo',
          weekStart: new Date('2026-01-07T12:00:00Z'),
          changeKey,
        }),
      { initialProps: { changeKey: 0 } },
    );
    await waitFor(() => expect(result.current.status).toBe('ready'));
    act(() => result.current.next());
    await waitFor(() =>
      expect(get).toHaveBeenCalledWith('screens/7/timeline', {
        params: { from: '2026-01-11T23:00:00.000Z', to: '2026-01-18T23:00:00.000Z' },
      }),
    );
    act(() => result.current.previous());
    act(() => result.current.previous());
    await waitFor(() => expect(new Date(result.current.week.start).toISOString()).toBe('2025-12-28T23:00:00.000Z'));
    const calls = get.mock.calls.length;
    rerender({ changeKey: 1 });
    await waitFor(() => expect(get.mock.calls.length).toBe(calls + 2));
  });

  it('moves now on each minute', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] });
    try {
      // Wednesday 7 January 2026, 14:32:30 in Oslo.
      vi.setSystemTime(new Date('2026-01-07T13:32:30Z'));
      const { api } = fakeApi();
      const { result } = renderHook(() => useScreenWeek({ api, screenId: 7, timeZone: 'Europe/Oslo' }));
      expect(result.current.now).toEqual({ dayIndex: 2, minute: 14 * 60 + 32 });
      await act(async () => {
        await vi.advanceTimersByTimeAsync(30_000);
      });
      expect(result.current.now).toEqual({ dayIndex: 2, minute: 14 * 60 + 33 });
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows this week with now on its day and minute', async () => {
    const { api } = fakeApi();
    const { result } = renderHook(() => useScreenWeek({ api, screenId: 7, timeZone: 'Europe/Oslo' }));
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(result.current.isThisWeek).toBe(true);
    expect(result.current.now?.dayIndex).toBeGreaterThanOrEqual(0);
  });
  it("lays out an editor's unsaved schedules of a scene in place of its stored ones, with core's timeline", async () => {
    const { api } = fakeApi();
    const officeHours = {
      id: null,
      name: 'new Schedule',
      events: [
        {
          from: '2026-01-01',
          till: null,
          daysSchedule: [
            {
              days: ['tuesday' as const],
              timeRanges: [{ fromHour: 10, fromMinute: 0, tillHour: 11, tillMinute: 59 }],
            },
          ],
        },
      ],
    };
    const preview = { sceneId: 30, sceneName: 'Campaign', schedules: [officeHours] };
    const { result } = renderHook(() =>
      useScreenWeek({
        api,
        screenId: 7,
        timeZone: 'Europe/Oslo',
        weekStart: new Date('2026-01-07T12:00:00Z'),
        preview,
      }),
    );
    await waitFor(() => expect(result.current.status).toBe('ready'));
    // The draft's Tuesday 10:00-11:59 is laid out locally (the stored Monday stretch belongs to no schedule here).
    expect(result.current.days[1]?.map((block) => [block.startMinute, block.endMinute, block.sceneIds])).toEqual([
      [600, 720, [30]],
    ]);
    expect(result.current.scenes.get(30)?.name).toBe('Campaign');
    expect(result.current.schedules).toEqual([expect.objectContaining({ id: -1, sceneId: 30, screenId: 7 })]);
  });
});
