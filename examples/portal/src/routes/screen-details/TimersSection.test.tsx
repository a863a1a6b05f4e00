import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, renderAt } from '../../test/library.fixtures';
import { TimersSection } from './TimersSection';
import { screenDetailsCalls } from '@screenplay/hooks/screens';
import { screenDto, timer } from '../../test/screenDetails.fixtures';

const URL = 'post screens/5/details/timer-settings';

function setup(timers = [timer('TIMER_1', '08:00', '18:00', ['mon', 'tue']), timer('TIMER_2', '20:00', '23:00')]) {
  const saved = screenDto({ timers: [] });
  const fake = fakeApi({ [URL]: saved });
  const onSaved = vi.fn();
  const view = renderAt(
    '/screens/screen_details/5',
    <TimersSection screen={screenDto({ timers })} calls={screenDetailsCalls(fake.api, 5)} onSaved={onSaved} />,
    fake.api,
  );
  return { ...fake, ...view, onSaved };
}

const timerGroup = (number: number) => screen.getByRole('group', { name: `Timer ${number}` });

describe('TimersSection (spec accounts §3-§5)', () => {
  it('sends only the changed timer and a removed one as null times on Monday only', async () => {
    const { calls, onSaved } = setup();
    fireEvent.change(within(timerGroup(1)).getByLabelText('Off at'), { target: { value: '17:30' } });
    fireEvent.click(within(timerGroup(2)).getByRole('button', { name: 'Remove timer 2' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(calls.filter((call) => `${call.method} ${call.url}` === URL).map((call) => call.body)).toEqual([
      {
        type: 'TIMER_1',
        level: 'PROPRIETARY',
        timeOn: '08:00',
        timeOff: '17:30',
        weekdays: ['mon', 'tue'],
        volume: null,
      },
      { type: 'TIMER_2', level: 'PROPRIETARY', timeOn: null, timeOff: null, weekdays: ['mon'], volume: null },
    ]);
  });

  it('offers at most 7 timers, TIMER_1 to TIMER_7', () => {
    setup([]);
    const add = screen.getByRole('button', { name: 'Add timer' });
    for (let count = 0; count < 7; count += 1) fireEvent.click(add);
    expect(timerGroup(7)).toBeTruthy();
    expect(add.hasAttribute('disabled')).toBe(true);
    expect(screen.getByText('A screen can have at most 7 timers')).toBeTruthy();
  });

  it('refuses a timer without days before any call', () => {
    const { calls } = setup([timer('TIMER_1', '08:00', '18:00', ['mon'])]);
    fireEvent.click(within(timerGroup(1)).getByRole('checkbox', { name: 'Mo' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('alert').textContent).toBe('Choose at least one day');
    expect(calls).toEqual([]);
  });

  it('says so when nothing changed, without a call', () => {
    const { calls, stores } = setup();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(stores.toasts.$toasts.value.map((toast) => toast.messageKey)).toEqual(['screenDetails.timersUnchanged']);
    expect(calls).toEqual([]);
  });
});
