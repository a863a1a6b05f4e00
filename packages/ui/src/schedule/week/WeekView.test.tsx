import {
  DAYS,
  type Day,
  type Schedule,
  type ScreenTimelineSegmentDto,
  lostAt,
  nowInWeek,
  timeline,
  weekBlocks,
  weekOf,
} from '@screenplay/core/schedule';
import type { ScreenWeek } from '@screenplay/hooks/schedule';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithIntl } from '../../test/renderWithIntl';
import { WeekView } from './WeekView';

const OSLO = 'Europe/Oslo';
const WEEKDAYS: Day[] = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'];
const allDay = { fromHour: 0, fromMinute: 0, tillHour: 23, tillMinute: 59 };
const opening = { fromHour: 9, fromMinute: 0, tillHour: 16, tillMinute: 59 };
const SCHEDULES: Schedule[] = [
  {
    id: 1,
    name: 'Default',
    screenId: 1,
    sceneId: 10,
    events: [{ from: '2026-01-01', till: null, daysSchedule: [{ days: [...DAYS], timeRanges: [allDay] }] }],
  },
  {
    id: 2,
    name: 'Opening hours',
    screenId: 1,
    sceneId: 20,
    events: [{ from: '2026-01-01', till: null, daysSchedule: [{ days: WEEKDAYS, timeRanges: [opening] }] }],
  },
];
/** Wednesday 7 January 2026, 14:32 in Oslo. */
const NOW = Date.parse('2026-01-07T13:32:00Z');

/** A week as `useScreenWeek` answers it, from core's own timeline (what the server sends). */
function screenWeek(schedules: Schedule[], status: ScreenWeek['status'] = 'ready', at = NOW): ScreenWeek {
  const week = weekOf(at, OSLO);
  const segments: ScreenTimelineSegmentDto[] = timeline(
    { timezone: OSLO },
    schedules,
    new Date(week.start),
    new Date(week.end),
  ).map((segment) => ({
    from: segment.from.toISOString(),
    to: segment.to.toISOString(),
    sceneIds: segment.sceneIds,
    reason: segment.winners,
  }));
  return {
    status,
    error: null,
    week,
    days: weekBlocks(week, segments),
    scenes: new Map([
      [20, { id: 20, name: 'Lobby loop' }],
      [10, { id: 10, name: 'Welcome' }],
    ]),
    schedules,
    now: nowInWeek(week, NOW),
    isThisWeek: true,
    losersOf: (block) => lostAt(OSLO, schedules, block.from),
    previous: vi.fn(),
    next: vi.fn(),
    thisWeek: vi.fn(),
    reload: vi.fn(),
  };
}

describe('WeekView', () => {
  it('names each block by scene, day and times, in seven dated day columns, with the zone', () => {
    renderWithIntl(<WeekView week={screenWeek(SCHEDULES)} />);
    expect(screen.getByRole('heading', { name: 'Week schedule' })).toBeTruthy();
    expect(screen.getByText('Times in Europe/Oslo')).toBeTruthy();
    expect(screen.getByText('Week of 5 January – 11 January 2026')).toBeTruthy();
    const days = screen.getAllByRole('group').filter((group) => group.getAttribute('data-part') === 'day');
    expect(days.map((day) => day.querySelector('h4')?.textContent)).toEqual([
      'Monday 5 Jan',
      'Tuesday 6 Jan',
      'Wednesday 7 JanToday',
      'Thursday 8 Jan',
      'Friday 9 Jan',
      'Saturday 10 Jan',
      'Sunday 11 Jan',
    ]);
    expect(screen.getByRole('button', { name: 'Lobby loop, Monday 09:00–16:59' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Welcome, Monday 00:00–08:59' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Welcome, Saturday 00:00–23:59' })).toBeTruthy();
    expect(screen.getAllByRole('button', { name: /^Lobby loop, / })).toHaveLength(5);
    expect(screen.getByText(/the most specific one plays/)).toBeTruthy();
  });

  it('shows why a block plays and what it overrides on focus, and hides it on Escape', () => {
    renderWithIntl(<WeekView week={screenWeek(SCHEDULES)} />);
    const block = screen.getByRole('button', { name: 'Lobby loop, Monday 09:00–16:59' });
    const tooltipId = block.getAttribute('aria-describedby') ?? '';
    const tooltip = document.getElementById(tooltipId);
    expect(tooltip?.getAttribute('role')).toBe('tooltip');
    expect(tooltip?.hidden).toBe(true);
    fireEvent.focus(block);
    expect(tooltip?.hidden).toBe(false);
    expect(tooltip?.textContent).toContain('Plays because schedule ‘Opening hours’, Weekdays 09:00–16:59');
    expect(tooltip?.textContent).toContain('Overrides ‘Default’ (less specific: 168 h a week vs 40 h)');
    fireEvent.keyDown(block, { key: 'Escape' });
    expect(tooltip?.hidden).toBe(true);
    fireEvent.blur(block);
    // Hovering shows it too.
    fireEvent.mouseEnter(block.parentElement as HTMLElement);
    expect(tooltip?.hidden).toBe(false);
    fireEvent.mouseLeave(block.parentElement as HTMLElement);
    expect(tooltip?.hidden).toBe(true);
  });

  it('shows one tooltip at a time: the block last hovered or focused', () => {
    renderWithIntl(<WeekView week={screenWeek(SCHEDULES)} />);
    fireEvent.focus(screen.getByRole('button', { name: 'Lobby loop, Monday 09:00–16:59' }));
    fireEvent.mouseEnter(
      screen.getByRole('button', { name: 'Welcome, Saturday 00:00–23:59' }).parentElement as HTMLElement,
    );
    const shown = screen.getAllByRole('tooltip', { hidden: true }).filter((tooltip) => !tooltip.hidden);
    expect(shown.map((tooltip) => tooltip.textContent)).toEqual([
      'Plays because schedule ‘Default’, All Week 00:00–23:59',
    ]);
  });

  it('draws the repeated hour of 25 October 2026 once, a campaign in its second pass beside the default', () => {
    const secondPass: Schedule = {
      id: 3,
      name: 'Second pass',
      screenId: 1,
      sceneId: 20,
      events: [
        {
          from: '2026-10-25T02:30:00+01:00',
          till: '2026-10-25T02:45:00+01:00',
          daysSchedule: [{ days: ['sunday'], timeRanges: [allDay] }],
        },
      ],
    };
    renderWithIntl(
      <WeekView
        week={screenWeek([SCHEDULES[0] as Schedule, secondPass], 'ready', Date.parse('2026-10-21T12:00:00Z'))}
      />,
    );
    const sunday = screen.getByRole('button', { name: 'Welcome, Sunday 00:00–23:59' }).parentElement as HTMLElement;
    const campaign = screen.getByRole('button', { name: 'Lobby loop, Sunday 02:30–02:44' })
      .parentElement as HTMLElement;
    expect([sunday.style.width, campaign.style.width, campaign.style.left]).toEqual(['50%', '50%', '50%']);
  });

  it('marks now on today with its time', () => {
    renderWithIntl(<WeekView week={screenWeek(SCHEDULES)} />);
    const now = screen.getByRole('img', { name: 'Now, 14:32' });
    expect(now.closest('[data-part="day"]')?.querySelector('[aria-current="date"]')?.textContent).toContain(
      'Wednesday',
    );
  });

  it('says when nothing is scheduled, and offers a retry when loading failed', () => {
    const { unmount } = renderWithIntl(<WeekView week={screenWeek([])} />);
    expect(screen.getByText('Nothing scheduled this week')).toBeTruthy();
    unmount();
    const failed = screenWeek([], 'error');
    renderWithIntl(<WeekView week={failed} />);
    expect(screen.queryByText('Nothing scheduled this week')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(failed.reload).toHaveBeenCalled();
  });

  it('steps to the previous and next week', () => {
    const week = screenWeek(SCHEDULES);
    renderWithIntl(<WeekView week={week} />);
    fireEvent.click(screen.getByRole('button', { name: 'Previous week' }));
    fireEvent.click(screen.getByRole('button', { name: 'Next week' }));
    expect(week.previous).toHaveBeenCalled();
    expect(week.next).toHaveBeenCalled();
    expect((screen.getByRole('button', { name: 'This week' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
