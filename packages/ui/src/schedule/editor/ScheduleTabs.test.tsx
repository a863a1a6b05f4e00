import { EN_MESSAGES } from '@screenplay/core/messages';
import { createApiScheduleRepository, createScheduleEditorStore } from '@screenplay/hooks/schedule';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithIntl } from '../../test/renderWithIntl';
import { DayPicker } from './DayPicker';
import { ScheduleTabs } from './ScheduleTabs';
import { DAY_TEXTS } from './scheduleEditor.text';
import { parseTime, timeValue } from './TimeRangeList';
import { dateValue } from './EventEditor';
import { endpointCall, type ApiClient, type ApiRequests } from '@screenplay/hooks';

const NOW = new Date('2026-11-24T23:30:00.000Z');

/** A store over an API that knows no schedules yet (one new schedule) and stores what it is sent. */
async function newStore() {
  const post = vi.fn(async () => ({ data: [] }));
  const requests = {
    get: vi.fn(async () => ({ data: [] })),
    post,
  } as unknown as ApiRequests;
  const api: ApiClient = { ...requests, call: endpointCall(requests) };
  const store = createScheduleEditorStore({
    repository: createApiScheduleRepository(api),
    owner: { kind: 'screenScene', sceneId: 3, screenIds: [7] },
    now: () => NOW,
  });
  await store.load();
  return { store, post };
}

describe('schedule editor components', () => {
  it('formats only keys that exist in EN_MESSAGES', () => {
    for (const key of Object.values(DAY_TEXTS)) expect(EN_MESSAGES[key], key).toBeTruthy();
  });

  it('DayPicker: presets and seven toggles, Monday first, pressed for selected days; a refused toggle says why', () => {
    const onToggle = vi.fn();
    const onPreset = vi.fn();
    renderWithIntl(
      <DayPicker
        label="Days"
        selected={['sunday']}
        onToggle={onToggle}
        preset={null}
        onPreset={onPreset}
        refusalOf={(day) => (day === 'sunday' ? 'Sunday is the last selected day' : null)}
      />,
    );
    const group = screen.getByRole('group', { name: 'Days' });
    const days = within(group)
      .getAllByRole('button', { pressed: false })
      .filter((b) => b.dataset.part === 'day');
    expect(days.map((button) => button.textContent)).toEqual([
      'Monday',
      'Tuesday',
      'Wednesday',
      'Thursday',
      'Friday',
      'Saturday',
    ]);
    const sunday = screen.getByRole('button', { name: 'Sunday', pressed: true });
    expect(sunday.getAttribute('aria-disabled')).toBe('true');
    expect(sunday.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(sunday.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Sunday is the last selected day',
    );
    fireEvent.click(sunday);
    expect(onToggle).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Monday' }));
    expect(onToggle).toHaveBeenCalledWith('monday');
    fireEvent.click(screen.getByRole('button', { name: 'Weekdays' }));
    expect(onPreset).toHaveBeenCalledWith('weekdays');
  });

  it('edits a new schedule: Weekdays, 09:00-17:00, and the last day cannot be deselected', async () => {
    const { store } = await newStore();
    renderWithIntl(<ScheduleTabs store={store} timeZone="Europe/Oslo" />);
    expect(screen.getByRole('tab', { name: 'new Schedule', selected: true })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'All Week', pressed: true })).toBeTruthy();
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Weekdays' })));
    expect(screen.getByRole('button', { name: 'Weekdays', pressed: true })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Saturday', pressed: false })).toBeTruthy();
    act(() => {
      fireEvent.change(screen.getByLabelText('From', { selector: '[data-kind="time"] > input' }), {
        target: { value: '09:00' },
      });
      fireEvent.change(screen.getByLabelText('Till', { selector: '[data-kind="time"] > input' }), {
        target: { value: '17:00' },
      });
    });
    expect(store.$selected.value?.schedule.events[0]?.daysSchedule).toEqual([
      {
        days: ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'],
        timeRanges: [{ fromHour: 9, fromMinute: 0, tillHour: 17, tillMinute: 0 }],
      },
    ]);
    for (const day of ['Tuesday', 'Wednesday', 'Thursday', 'Friday'])
      act(() => fireEvent.click(screen.getByRole('button', { name: day })));
    const monday = screen.getByRole('button', { name: 'Monday', pressed: true });
    expect(monday.getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByText('Monday is the last selected day and cannot be deselected.')).toBeTruthy();
    act(() => fireEvent.click(monday));
    expect(screen.getByRole('button', { name: 'Monday', pressed: true })).toBeTruthy();
  });

  it('shows a till before from next to Till, and the last schedule cannot be removed', async () => {
    const { store, post } = await newStore();
    renderWithIntl(<ScheduleTabs store={store} timeZone="Europe/Oslo" />);
    // A new event starts now: 23:30 UTC is already the next day in Oslo (written en-GB, day first).
    expect((screen.getByLabelText('From', { selector: '[data-kind="date"] > input' }) as HTMLInputElement).value).toBe(
      '25/11/2026',
    );
    act(() => {
      fireEvent.change(screen.getByLabelText('From', { selector: '[data-kind="date"] > input' }), {
        target: { value: '10/12/2026' },
      });
      fireEvent.change(screen.getByLabelText('Till', { selector: '[data-kind="date"] > input' }), {
        target: { value: '01/12/2026' },
      });
    });
    const till = screen.getByLabelText('Till', { selector: '[data-kind="date"] > input' });
    expect(till.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('alert').textContent).toBe(EN_MESSAGES['scheduleErrors.tillBeforeFrom']);
    await act(async () => {
      await expect(store.save()).resolves.toBe('invalid');
    });
    expect(post).not.toHaveBeenCalled();
    const remove = screen.getByRole('button', { name: 'Remove schedule new Schedule' });
    expect(remove.getAttribute('aria-disabled')).toBe('true');
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Add schedule' })));
    expect(screen.getAllByRole('tab')).toHaveLength(2);
    act(() => fireEvent.keyDown(screen.getByRole('tab', { selected: true }), { key: 'ArrowLeft' }));
    expect(store.$selected.value?.index).toBe(0);
  });

  it('reads and writes time and date inputs', () => {
    expect(timeValue(9, 5)).toBe('09:05');
    expect(timeValue(Number.NaN, 0)).toBe('');
    expect(parseTime('17:30')).toEqual({ hour: 17, minute: 30 });
    expect(parseTime('')).toEqual({ hour: Number.NaN, minute: Number.NaN });
    expect(dateValue('2026-12-01', 'Europe/Oslo')).toBe('2026-12-01');
    expect(dateValue(null, 'Europe/Oslo')).toBe('');
  });
});
