import { describe, expect, it } from 'vitest';
import {
  MAX_SCREEN_TIMERS,
  TIMER_TYPES,
  brightnessAt,
  isScreenOn,
  minutesOfDay,
  nextTimerType,
  removedTimer,
  timerErrors,
  timerUpdates,
  weekdayLabel,
} from './screens.timers';
import type { ScreenTimer } from './screens.types';

const timer = (type: ScreenTimer['type'], timeOn: string, timeOff: string, weekdays: ScreenTimer['weekdays']) =>
  ({ type, level: 'PROPRIETARY', timeOn, timeOff, weekdays, volume: null }) satisfies ScreenTimer;

describe('screen timers (spec accounts §3-§5, §9)', () => {
  it('has seven slots, TIMER_1 to TIMER_7', () => {
    expect(MAX_SCREEN_TIMERS).toBe(7);
    expect(TIMER_TYPES).toEqual(['TIMER_1', 'TIMER_2', 'TIMER_3', 'TIMER_4', 'TIMER_5', 'TIMER_6', 'TIMER_7']);
  });

  it('labels weekdays with two letters', () => {
    expect(weekdayLabel('sun')).toBe('Su');
    expect(weekdayLabel('thu')).toBe('Th');
  });

  it('sends only the timers that changed', () => {
    const before = [timer('TIMER_1', '08:00', '18:00', ['mon', 'tue']), timer('TIMER_2', '09:00', '12:00', ['sat'])];
    const after = [timer('TIMER_1', '08:00', '18:00', ['tue', 'mon']), timer('TIMER_2', '10:00', '12:00', ['sat'])];
    expect(timerUpdates(before, after)).toEqual([after[1]]);
  });

  it('sends a new timer, and a removed one with null times and Monday only', () => {
    const before = [timer('TIMER_1', '08:00', '18:00', ['fri'])];
    const after = [timer('TIMER_3', '07:00', '08:00', ['sun'])];
    expect(timerUpdates(before, after)).toEqual([
      { type: 'TIMER_1', level: 'PROPRIETARY', timeOn: null, timeOff: null, weekdays: ['mon'], volume: null },
      after[0],
    ]);
    expect(timerUpdates(after, after)).toEqual([]);
  });

  it('offers the first free slot, none once seven are used', () => {
    expect(nextTimerType([timer('TIMER_1', '08:00', '09:00', ['mon'])])).toBe('TIMER_2');
    expect(nextTimerType([timer('TIMER_1', '08:00', '09:00', ['mon']), removedTimer('TIMER_2')])).toBe('TIMER_2');
    expect(nextTimerType(TIMER_TYPES.map((type) => timer(type, '08:00', '09:00', ['mon'])))).toBeNull();
  });

  it('refuses malformed timers field by field', () => {
    expect(timerErrors(timer('TIMER_1', '08:00', '18:00', ['mon']))).toEqual({});
    expect(timerErrors(removedTimer('TIMER_7'))).toEqual({});
    expect(timerErrors({ ...timer('TIMER_1', '24:00', '8:00', []), volume: 101 })).toEqual({
      timeOn: ['screens.timerTimeInvalid'],
      timeOff: ['screens.timerTimeInvalid'],
      weekdays: ['screens.timerWeekdaysRequired'],
      volume: ['screens.volumeInvalid'],
    });
    expect(timerErrors({ ...timer('TIMER_1', '08:00', '09:00', ['mon']), type: 'TIMER_8' as 'TIMER_1' })).toEqual({
      type: ['screens.timerTypeInvalid'],
    });
  });

  it('reads HH:mm on a 24-hour clock', () => {
    expect(minutesOfDay('00:00')).toBe(0);
    expect(minutesOfDay('23:59')).toBe(1439);
    expect(minutesOfDay('24:00')).toBeNull();
    expect(minutesOfDay('7:30')).toBeNull();
    expect(minutesOfDay(null)).toBeNull();
  });
});

describe('whether a screen is on under its timers', () => {
  const monday = 1;
  it('is always on without timers', () => {
    expect(isScreenOn([], { weekday: monday, minute: 0 })).toBe(true);
    expect(isScreenOn([removedTimer('TIMER_1')], { weekday: monday, minute: 0 })).toBe(true);
  });

  it('is on from timeOn up to, not including, timeOff on the timer days', () => {
    const timers = [timer('TIMER_1', '08:00', '18:00', ['mon'])];
    expect(isScreenOn(timers, { weekday: monday, minute: 8 * 60 - 1 })).toBe(false);
    expect(isScreenOn(timers, { weekday: monday, minute: 8 * 60 })).toBe(true);
    expect(isScreenOn(timers, { weekday: monday, minute: 18 * 60 - 1 })).toBe(true);
    expect(isScreenOn(timers, { weekday: monday, minute: 18 * 60 })).toBe(false);
    expect(isScreenOn(timers, { weekday: monday + 1, minute: 9 * 60 })).toBe(false);
  });

  it('runs a timer past midnight into the next day, as part of the day it starts on', () => {
    const timers = [timer('TIMER_1', '22:00', '02:00', ['sat'])];
    expect(isScreenOn(timers, { weekday: 6, minute: 23 * 60 })).toBe(true);
    expect(isScreenOn(timers, { weekday: 0, minute: 60 })).toBe(true);
    expect(isScreenOn(timers, { weekday: 0, minute: 2 * 60 })).toBe(false);
    expect(isScreenOn(timers, { weekday: 6, minute: 60 })).toBe(false);
  });
});

describe('brightness periods', () => {
  const brightness = { brightness1: 80, brightness2: 30, timeFrom1: '07:00', timeFrom2: '20:00' };
  it('uses level 1 from timeFrom1 until timeFrom2, level 2 otherwise', () => {
    expect(brightnessAt(brightness, 7 * 60 - 1)).toBe(30);
    expect(brightnessAt(brightness, 7 * 60)).toBe(80);
    expect(brightnessAt(brightness, 20 * 60 - 1)).toBe(80);
    expect(brightnessAt(brightness, 20 * 60)).toBe(30);
  });

  it('handles a first period that crosses midnight, and keeps level 1 on unusable times', () => {
    const night = { ...brightness, timeFrom1: '22:00', timeFrom2: '06:00' };
    expect(brightnessAt(night, 23 * 60)).toBe(80);
    expect(brightnessAt(night, 5 * 60)).toBe(80);
    expect(brightnessAt(night, 12 * 60)).toBe(30);
    expect(brightnessAt({ ...brightness, timeFrom2: 'x' }, 0)).toBe(80);
  });
});
