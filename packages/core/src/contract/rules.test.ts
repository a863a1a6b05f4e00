import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  type BodyOf,
  itemSchedulesRules,
  type SCREENS_API,
  sceneScheduleUpdateRules,
  sceneSchedulesRules,
  screenMoveRules,
  screenSchedulesRules,
  screenUpdateRules,
  screenVerificationRules,
  timerSettingsRules,
  timezoneRules,
} from './index';

const event = {
  from: '2026-01-01',
  till: null,
  daysSchedule: [{ days: ['monday'], timeRanges: [{ fromHour: 8, fromMinute: 0, tillHour: 9, tillMinute: 0 }] }],
};
const schedule = { name: 'Mornings', events: [event] };

describe('the schedule rules', () => {
  it('want a list, then each entry naming its target', () => {
    expect(sceneSchedulesRules({})).toEqual({ schedules: ['scheduleErrors.required'] });
    expect(sceneSchedulesRules({ schedules: [{ ...schedule, screenId: 3 }] })).toEqual({});
    expect(sceneSchedulesRules({ schedules: [{ ...schedule, screenId: 3, id: 4 }] })).toEqual({
      'schedules.0.id': ['screensApi.scheduleTargetInvalid'],
    });
    expect(screenSchedulesRules({ schedules: [{ ...schedule, sceneId: 'x', id: 4 }] })).toEqual({
      'schedules.0.sceneId': ['screensApi.scheduleTargetInvalid'],
    });
    expect(screenSchedulesRules({ schedules: [{ ...schedule, sceneId: 2, id: 4 }] })).toEqual({});
  });

  it('check one changed schedule and one item schedule', () => {
    expect(sceneScheduleUpdateRules({ schedule })).toEqual({ 'schedule.id': ['screensApi.scheduleTargetInvalid'] });
    expect(itemSchedulesRules({ schedules: [schedule, schedule] })).toEqual({ schedules: ['scheduleErrors.onlyOne'] });
    expect(itemSchedulesRules({ schedules: [schedule] })).toEqual({});
  });
});

describe('the screens rules', () => {
  it('answer with the screens pages message keys', () => {
    expect(screenVerificationRules({ name: ' ', verificationHash: '' })).toEqual({
      name: ['addScreen.nameRequired'],
      verificationHash: ['addScreen.verificationCodeRequired'],
    });
    expect(screenUpdateRules({ tags: ['a', { id: 2 }, { name: 'b' }] })).toEqual({});
    expect(screenUpdateRules({ tags: [{}] })).toEqual({ tags: ['screensApi.tagsInvalid'] });
    expect(screenMoveRules({ to: 1.5 })).toEqual({ to: ['screensApi.folderInvalid'] });
    expect(screenMoveRules({ to: null })).toEqual({});
    expect(timezoneRules({ timezone: 'Europe/Paris', ntpServer: '' })).toEqual({});
    expect(timezoneRules({ timezone: 'Mars/Olympus' })).toEqual({ timezone: ['screensApi.timezoneInvalid'] });
    const timer = { type: 'TIMER_1', timeOn: '08:00', timeOff: '18:00', weekdays: ['mon'], volume: null };
    expect(timerSettingsRules(timer)).toEqual({});
    expect(timerSettingsRules({ ...timer, weekdays: 'mon' })).toEqual({ weekdays: ['screens.timerWeekdaysRequired'] });
  });

  it('leave the body types the shape', () => {
    expectTypeOf<BodyOf<typeof SCREENS_API.remoteControl>>().toEqualTypeOf<{ enabled: boolean }>();
  });
});
