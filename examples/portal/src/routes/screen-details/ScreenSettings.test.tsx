import type { ReactElement } from 'react';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, renderAt } from '../../test/library.fixtures';
import { DeleteSection } from './DeleteSection';
import { DisplaySection, ForceReloadSection, RemoteControlSection } from './DeviceSections';
import { GeneralSection } from './GeneralSection';
import { BrightnessSection } from './LevelSections';
import { TimezoneSection } from './TimezoneSection';
import { screenDetailsCalls } from '@screenplay/hooks/screens';
import { screenDto } from '../../test/screenDetails.fixtures';

function render(ui: (calls: ReturnType<typeof screenDetailsCalls>, onSaved: () => void) => ReactElement, answers = {}) {
  const fake = fakeApi(answers);
  const onSaved = vi.fn();
  const view = renderAt('/screens/screen_details/5', ui(screenDetailsCalls(fake.api, 5), onSaved), fake.api);
  return { ...fake, ...view, onSaved };
}

describe('screen settings (spec accounts §7)', () => {
  it('saves the name with new tags by name and known tags by id, and says so', async () => {
    const lobby = screenDto({ tags: [{ id: 3, name: 'retail' }] });
    const { calls, onSaved, stores } = render(
      (calls, onSaved) => <GeneralSection screen={lobby} calls={calls} onSaved={onSaved} />,
      { 'post screens/5': lobby },
    );
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: '  Lobby north ' } });
    const tags = screen.getByRole('combobox', { name: 'Tags' });
    fireEvent.change(tags, { target: { value: 'window' } });
    fireEvent.keyDown(tags, { key: 'Enter' });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(lobby));
    expect(calls.find((call) => call.url === 'screens/5')?.body).toEqual({
      title: 'Lobby north',
      tags: [{ id: 3, name: 'retail' }, { name: 'window' }],
    });
    expect(stores.toasts.$toasts.value.map((toast) => toast.values)).toEqual([{ section: 'Name and tags' }]);
  });

  it('refuses an empty name before any call', () => {
    const { calls } = render((calls, onSaved) => (
      <GeneralSection screen={screenDto()} calls={calls} onSaved={onSaved} />
    ));
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('alert').textContent).toBe('Screen name is required');
    expect(calls).toEqual([]);
  });

  it('refuses a brightness start time that is not HH:mm and a resolution that is not WIDTHxHEIGHT', () => {
    const { calls } = render((calls, onSaved) => (
      <>
        <BrightnessSection screen={screenDto()} calls={calls} onSaved={onSaved} />
        <DisplaySection screen={screenDto()} calls={calls} onSaved={onSaved} />
      </>
    ));
    fireEvent.change(screen.getByLabelText('Brightness 2 from'), { target: { value: '' } });
    fireEvent.click(screen.getAllByRole('button', { name: 'Save' })[0] as HTMLElement);
    expect(screen.getByRole('alert').textContent).toBe('Enter a time as HH:mm');
    fireEvent.change(screen.getByLabelText('Resolution'), { target: { value: '1920 by 1080' } });
    fireEvent.click(screen.getAllByRole('button', { name: 'Save' })[1] as HTMLElement);
    expect(screen.getByText('Enter the resolution as width x height, e.g. 1920x1080')).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it("keeps the stored NTP server when only the zone changes, and shows the device's clock in the zone", async () => {
    const lobby = screenDto({ ntpServer: 'pool.ntp.org' });
    const device = {
      deviceUid: 'device-5',
      userAgent: null,
      displaySize: '1920x1080',
      deviceTime: '2026-01-15T12:00:00.000Z',
      aliveAt: '2026-01-15T12:00:00.000Z',
      clockOffsetMs: 0,
      contentVersion: null,
      status: 'OFFLINE',
    };
    const { calls, onSaved } = render(
      (calls, onSaved) => <TimezoneSection screen={lobby} calls={calls} onSaved={onSaved} />,
      { 'get screens/5/details/device': device, 'post screens/5/details/timezone': lobby },
    );
    expect((screen.getByLabelText('NTP server') as HTMLInputElement).value).toBe('pool.ntp.org');
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'Device time' }).textContent).not.toBe('Not reported yet'),
    );
    fireEvent.change(screen.getByRole('combobox', { name: 'Time zone' }), { target: { value: 'America/New_York' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(lobby));
    const body = calls.find((call) => call.url === 'screens/5/details/timezone')?.body as Record<string, unknown>;
    expect(body).toMatchObject({ timezone: 'America/New_York', ntpServer: 'pool.ntp.org' });
    expect(typeof body.time).toBe('string');
  });

  it('locks remote control from its switch at once, keeping the focus on it', async () => {
    const locked = screenDto({ remoteControl: false });
    const { calls, onSaved } = render(
      (calls, onSaved) => <RemoteControlSection screen={screenDto()} calls={calls} onSaved={onSaved} />,
      { 'post screens/5/details/remote-control': locked },
    );
    const toggle = screen.getByRole('switch', { name: 'Remote control enabled' });
    toggle.focus();
    fireEvent.click(toggle);
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(locked));
    expect(calls).toEqual([
      { method: 'post', url: 'screens/5/details/remote-control', body: { enabled: false }, params: undefined },
    ]);
    expect(document.activeElement).toBe(toggle);
  });

  it('asks the player to reload and says so', async () => {
    const { calls, stores } = render((calls) => <ForceReloadSection calls={calls} />, {
      'post screens/5/details/force-reload': undefined,
    });
    fireEvent.click(screen.getByRole('button', { name: 'Force reload' }));
    await waitFor(() =>
      expect(stores.toasts.$toasts.value.map((toast) => toast.messageKey)).toEqual(['screenDetails.reloadSent']),
    );
    expect(calls.map((call) => call.url)).toEqual(['screens/5/details/force-reload']);
  });

  it('deletes only with the name typed out, sending it as the title', async () => {
    const { calls, history } = render((calls) => <DeleteSection screen={screenDto()} calls={calls} />, {
      'delete screens/5': undefined,
    });
    const confirm = screen.getByLabelText('Screen name to confirm');
    fireEvent.change(confirm, { target: { value: 'lobby' } });
    fireEvent.click(screen.getByRole('button', { name: 'Delete screen' }));
    expect(screen.getByRole('alert').textContent).toBe('The name does not match');
    expect(calls).toEqual([]);
    fireEvent.change(confirm, { target: { value: 'Lobby' } });
    fireEvent.click(screen.getByRole('button', { name: 'Delete screen' }));
    await waitFor(() => expect(history.at(-1)).toBe('/screens'));
    expect(calls).toEqual([{ method: 'delete', url: 'screens/5', body: { title: 'Lobby' }, params: undefined }]);
  });
});
