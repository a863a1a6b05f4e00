import { DAYS, type Schedule, timeline, whatPlays } from '@screenplay/core/schedule';

/** Budget (ARCHITECTURE.md "Performance budgets"): a week's timeline at one-minute boundaries in < 10 ms, >= 100x a naive evaluation. */
export const TIMELINE_BUDGET_MS = 10;
/** The ratio the indexed timeline must reach against minute-by-minute `whatPlays` in the same run. */
export const TIMELINE_RATIO_BUDGET = 100;

/** One timeline measurement: a week in one zone, against the naive evaluation of every minute. */
export interface ScheduleRow {
  zone: string;
  week: string;
  schedules: number;
  segments: number;
  timelineMs: number;
  naiveMs: number;
  ratio: number;
  isSameAnswer: boolean;
}

const range = (fromHour: number, tillHour: number, tillMinute = 0) => ({
  fromHour,
  fromMinute: 0,
  tillHour,
  tillMinute,
});

/** A realistic screen: an all-week default, office hours on weekdays, a Saturday campaign and a night loop. */
const SCHEDULES: Schedule[] = [
  {
    id: 1,
    name: 'default',
    screenId: 1,
    sceneId: 1,
    events: [{ from: '2026-01-01', till: null, daysSchedule: [{ days: [...DAYS], timeRanges: [range(0, 23, 59)] }] }],
  },
  {
    id: 2,
    name: 'office',
    screenId: 1,
    sceneId: 2,
    events: [
      { from: '2026-01-01', till: null, daysSchedule: [{ days: DAYS.slice(0, 5), timeRanges: [range(9, 17)] }] },
    ],
  },
  {
    id: 3,
    name: 'campaign',
    screenId: 1,
    sceneId: 3,
    events: [
      { from: '2026-03-01', till: '2026-12-31', daysSchedule: [{ days: ['saturday'], timeRanges: [range(10, 12)] }] },
    ],
  },
  {
    id: 4,
    name: 'night',
    screenId: 1,
    sceneId: 4,
    events: [
      {
        from: '2026-01-01T00:00:00Z',
        till: null,
        daysSchedule: [{ days: ['friday', 'saturday'], timeRanges: [range(22, 1, 59)] }],
      },
    ],
  },
];

function time(fn: () => void, runs: number): number {
  const start = performance.now();
  for (let run = 0; run < runs; run += 1) fn();
  return (performance.now() - start) / runs;
}

/** Times a week's timeline (including a daylight-saving week) against minute-by-minute `whatPlays`. */
export function measureSchedules(): ScheduleRow[] {
  const weeks = [
    { zone: 'Europe/Oslo', week: '2026-03-23T00:00:00Z' },
    { zone: 'America/New_York', week: '2026-11-01T00:00:00Z' },
    { zone: 'Australia/Sydney', week: '2026-06-08T00:00:00Z' },
  ];
  return weeks.map(({ zone, week }) => {
    const screen = { timezone: zone };
    const from = new Date(week);
    const to = new Date(from.getTime() + 7 * 86_400_000);
    const naiveAnswer = (): number[][] => {
      const answers: number[][] = [];
      for (let minute = from.getTime(); minute < to.getTime(); minute += 60_000) {
        answers.push(whatPlays(screen, SCHEDULES, new Date(minute)).sceneIds);
      }
      return answers;
    };
    time(() => timeline(screen, SCHEDULES, from, to), 20); // warm up
    const timelineMs = time(() => timeline(screen, SCHEDULES, from, to), 100);
    const naiveMs = time(naiveAnswer, 2);
    const segments = timeline(screen, SCHEDULES, from, to);
    const naive = naiveAnswer();
    const isSameAnswer = naive.every((sceneIds, index) => {
      const minute = from.getTime() + index * 60_000;
      const segment = segments.find((s) => s.from.getTime() <= minute && minute < s.to.getTime());
      return JSON.stringify(segment?.sceneIds) === JSON.stringify(sceneIds);
    });
    return {
      zone,
      week: week.slice(0, 10),
      schedules: SCHEDULES.length,
      segments: segments.length,
      timelineMs,
      naiveMs,
      ratio: naiveMs / timelineMs,
      isSameAnswer,
    };
  });
}
