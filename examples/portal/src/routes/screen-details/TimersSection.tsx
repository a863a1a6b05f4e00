import {
  MAX_SCREEN_TIMERS,
  SCREEN_LEVEL_MAX,
  SCREEN_LEVEL_MIN,
  TIMER_TYPES,
  TIMER_WEEKDAYS,
  nextTimerType,
  timerErrors,
  timerUpdates,
  weekdayLabel,
  type ScreenDto,
  type ScreenTimer,
  type TimerWeekday,
} from '@screenplay/core/screens';
import { useText } from '@screenplay/hooks';
import { Button, DateTimeInput } from '@screenplay/ui';
import { useEffect, useState } from 'react';
import { usePortal } from '../../app/PortalContext';
import { Field, SettingSection, fieldError, useSettingSave } from './SettingSection';
import type { ScreenDetailsCalls } from '@screenplay/hooks/screens';

/** What a new timer starts as (ours; the spec gives no default): working days, 08:00 to 18:00. */
const NEW_TIMER: Omit<ScreenTimer, 'type'> = {
  level: 'PROPRIETARY',
  timeOn: '08:00',
  timeOff: '18:00',
  weekdays: ['mon', 'tue', 'wed', 'thu', 'fri'],
  volume: null,
};

/** The screen's timers in slot order, removed ones (null times) left out. */
export function activeTimers(timers: readonly ScreenTimer[]): ScreenTimer[] {
  return TIMER_TYPES.flatMap((type) => timers.filter((timer) => timer.type === type && timer.timeOn !== null));
}

/** A timer slot's number ("TIMER_3" → 3). */
function timerNumber(timer: ScreenTimer): number {
  return TIMER_TYPES.indexOf(timer.type) + 1;
}

/**
 * The screen's timers (spec accounts §3-§5): up to 7 (TIMER_1..TIMER_7), each on between its on and off
 * times on its days, with an optional volume. Saving checks each with core's `timerErrors`, then sends only
 * what changed (`timerUpdates`: a removed timer goes as null times and Monday only), one
 * `PUT .../details/timer-settings` per timer.
 */
export function TimersSection({
  screen,
  calls,
  onSaved,
}: {
  screen: ScreenDto;
  calls: ScreenDetailsCalls;
  onSaved: (screen: ScreenDto) => void;
}) {
  const t = useText();
  const { toasts } = usePortal();
  const title = t('screenDetails.timers');
  const { isSaving, save } = useSettingSave(title, onSaved);
  const savedKey = JSON.stringify(screen.timers);
  const [timers, setTimers] = useState<ScreenTimer[]>(() => activeTimers(screen.timers));
  const [errors, setErrors] = useState<Partial<Record<ScreenTimer['type'], Record<string, string[]>>>>({});
  // biome-ignore lint/correctness/useExhaustiveDependencies: `savedKey` stands for the saved timers by value
  useEffect(() => {
    setTimers(activeTimers(screen.timers));
    setErrors({});
  }, [savedKey]);

  const nextType = nextTimerType(timers);
  const change = (type: ScreenTimer['type'], patch: Partial<ScreenTimer>) =>
    setTimers(timers.map((timer) => (timer.type === type ? { ...timer, ...patch } : timer)));
  const add = () => {
    if (nextType) setTimers(activeTimers([...timers, { ...NEW_TIMER, type: nextType }]));
  };
  const toggleDay = (timer: ScreenTimer, day: TimerWeekday) => {
    const weekdays = timer.weekdays.includes(day)
      ? timer.weekdays.filter((one) => one !== day)
      : TIMER_WEEKDAYS.filter((one) => one === day || timer.weekdays.includes(one));
    change(timer.type, { weekdays });
  };

  const submit = () => {
    const found: Partial<Record<ScreenTimer['type'], Record<string, string[]>>> = {};
    for (const timer of timers) {
      const fields = timerErrors(timer);
      if (Object.keys(fields).length > 0) found[timer.type] = fields;
    }
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const updates = timerUpdates(screen.timers, timers);
    if (updates.length === 0) {
      toasts.show({ type: 'INFO', messageKey: 'screenDetails.timersUnchanged' });
      return;
    }
    void save(async () => {
      let answer = screen;
      try {
        for (const update of updates) answer = await calls.timer({ ...update, level: 'PROPRIETARY' });
      } catch (error) {
        // The timers saved before the failure stay saved: show the screen as the server last answered.
        onSaved(answer);
        throw error;
      }
      return answer;
    });
  };

  return (
    <SettingSection
      title={title}
      description={t('screenDetails.timersHelp')}
      onSubmit={submit}
      isSaving={isSaving}
      part="timers"
    >
      {timers.length === 0 ? <p data-part="empty">{t('screenDetails.noTimers')}</p> : null}
      <ol data-part="timer-list">
        {timers.map((timer) => {
          const number = timerNumber(timer);
          const timerError = (field: string) => fieldError(t, errors[timer.type] ?? {}, field);
          return (
            <li key={timer.type}>
              <fieldset data-part="timer" data-type={timer.type}>
                <legend>{t('screenDetails.timer', { number })}</legend>
                <Field label={t('screenDetails.timeOn')} error={timerError('timeOn')}>
                  {(control) => (
                    <DateTimeInput
                      {...control}
                      kind="time"
                      required
                      value={timer.timeOn ?? ''}
                      onChange={(timeOn) => change(timer.type, { timeOn })}
                    />
                  )}
                </Field>
                <Field label={t('screenDetails.timeOff')} error={timerError('timeOff')}>
                  {(control) => (
                    <DateTimeInput
                      {...control}
                      kind="time"
                      required
                      value={timer.timeOff ?? ''}
                      onChange={(timeOff) => change(timer.type, { timeOff })}
                    />
                  )}
                </Field>
                <fieldset data-part="weekdays">
                  <legend>{t('screenDetails.timerDays')}</legend>
                  {TIMER_WEEKDAYS.map((day) => (
                    <label key={day} data-part="weekday">
                      <input
                        type="checkbox"
                        checked={timer.weekdays.includes(day)}
                        onChange={() => toggleDay(timer, day)}
                      />
                      {weekdayLabel(day)}
                    </label>
                  ))}
                  {timerError('weekdays') ? (
                    <p data-part="error" role="alert">
                      {timerError('weekdays')}
                    </p>
                  ) : null}
                </fieldset>
                <Field label={t('screenDetails.timerVolume')} error={timerError('volume')}>
                  {(control) => (
                    <input
                      {...control}
                      type="number"
                      min={SCREEN_LEVEL_MIN}
                      max={SCREEN_LEVEL_MAX}
                      step={1}
                      value={timer.volume ?? ''}
                      onChange={(event) =>
                        change(timer.type, { volume: event.target.value === '' ? null : Number(event.target.value) })
                      }
                    />
                  )}
                </Field>
                <Button variant="secondary" onClick={() => setTimers(timers.filter((one) => one.type !== timer.type))}>
                  {t('screenDetails.removeTimer', { number })}
                </Button>
              </fieldset>
            </li>
          );
        })}
      </ol>
      <p data-part="timer-actions">
        <Button variant="secondary" onClick={add} disabled={nextType === null}>
          {t('screenDetails.addTimer')}
        </Button>
        {nextType === null ? <span data-part="help">{t('screens.maxTimers', { max: MAX_SCREEN_TIMERS })}</span> : null}
      </p>
    </SettingSection>
  );
}
