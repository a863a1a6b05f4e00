import { NEW_SCHEDULE_NAME, WHOLE_DAY } from '@screenplay/core/schedule';
import type { ScheduleEvent } from '@screenplay/core/schedule';
import {
  createMemoryScheduleRepository,
  createScheduleEditorStore,
  type MemoryScheduleRepositoryOptions,
  type ScheduleOwner,
} from '@screenplay/hooks/schedule';
import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithIntl } from '../../test/renderWithIntl';
import { ScheduleEditor } from './ScheduleEditor';

const NOW = new Date('2026-11-24T10:00:00.000Z');
const EVENT: ScheduleEvent = {
  from: '2026-11-01',
  till: null,
  daysSchedule: [{ days: ['monday'], timeRanges: [{ ...WHOLE_DAY }] }],
};
const ONE_SCREEN: ScheduleOwner = { kind: 'screenScene', sceneId: 3, screenIds: [7] };

/** An integrator's schedule editor: a memory repository, no portal, no API. */
async function setup(options: MemoryScheduleRepositoryOptions = {}, owner = ONE_SCREEN) {
  const repository = createMemoryScheduleRepository(options);
  const store = createScheduleEditorStore({ repository, owner, now: () => NOW });
  const onBack = vi.fn();
  const onSaved = vi.fn(() => undefined);
  const confirmDiscard = vi.fn(async () => false);
  renderWithIntl(
    <ScheduleEditor
      store={store}
      title="Schedule of Welcome"
      timeZone="Europe/Oslo"
      backHref="/scenes"
      onBack={onBack}
      onSaved={onSaved}
      confirmDiscard={confirmDiscard}
      context={<p>Lobby (Europe/Oslo)</p>}
    />,
  );
  await act(async () => {
    await store.load();
  });
  return { repository, store, onBack, onSaved, confirmDiscard };
}

describe('ScheduleEditor over a memory schedule repository', () => {
  it('shows the stored schedules as tabs, and a save stores the edits, then leaves', async () => {
    const { repository, onBack, onSaved } = await setup({
      screenSchedules: [{ id: 1, name: 'Mornings', sceneId: 3, screenId: 7, events: [EVENT] }],
    });
    expect(screen.getByRole('heading', { level: 2, name: 'Schedule of Welcome' })).toBeTruthy();
    expect(screen.getByText('Lobby (Europe/Oslo)')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Mornings', selected: true })).toBeTruthy();
    const save = screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);

    act(() => fireEvent.click(screen.getByRole('button', { name: 'Add schedule' })));
    expect(screen.getByRole('tab', { name: NEW_SCHEDULE_NAME, selected: true })).toBeTruthy();
    expect(save.disabled).toBe(false);
    await act(async () => fireEvent.click(save));
    expect(repository.peekScreenSchedules(3, 7).map((one) => one.name)).toEqual(['Mornings', NEW_SCHEDULE_NAME]);
    expect(onSaved).toHaveBeenCalledTimes(1);
    expect(onBack).toHaveBeenCalledTimes(1);
  });

  it('refuses a save core’s rules reject, says so and focuses the first marked field', async () => {
    const { repository } = await setup();
    const name = screen.getByRole('textbox', { name: 'Schedule name' });
    act(() => fireEvent.change(name, { target: { value: ' ' } }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })));
    expect(screen.getAllByRole('alert').length).toBeGreaterThan(0);
    expect(document.activeElement).toBe(name);
    expect(repository.peekScreenSchedules(3, 7)).toEqual([]);
  });

  it('keeps the edits when the repository fails, and says why', async () => {
    const { store } = await setup({ failNext: (op) => op === 'createScreenSchedules' });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })));
    expect(screen.getByText(/Server Error/)).toBeTruthy();
    expect(store.$isDirty.value).toBe(true);
  });

  it('asks before Cancel drops unsaved edits, and stays when the user says no', async () => {
    const { onBack, confirmDiscard } = await setup();
    await act(async () => fireEvent.click(screen.getByRole('link', { name: 'Cancel' })));
    expect(confirmDiscard).toHaveBeenCalledTimes(1);
    expect(onBack).not.toHaveBeenCalled();
  });

  it('says when the schedules cannot be found', async () => {
    const repository = createMemoryScheduleRepository({
      failNext: () => true,
    });
    const store = createScheduleEditorStore({ repository, owner: ONE_SCREEN });
    renderWithIntl(<ScheduleEditor store={store} title="Schedule" timeZone="UTC" backHref="/scenes" />);
    await act(async () => {
      await store.load();
    });
    expect(screen.getByRole('alert').textContent).toBe('The schedule could not be loaded.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
