import type { RealtimeClient, RealtimeMessage } from '@screenplay/hooks';
import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, folder, renderAt } from '../../test/library.fixtures';
import ProofOfPlayPage from './ProofOfPlayPage';
import ScreenDetailsPage from './ScreenDetailsPage';
import { screenDto } from '../../test/screenDetails.fixtures';

type Handler = (message: RealtimeMessage<unknown>) => void;
const subscriptions = vi.hoisted(() => new Map<string, (message: unknown) => void>());

// The page's realtime client, replaced by one whose channels the test publishes on.
vi.mock('../../app/realtimeClient', () => ({
  createPortalRealtimeClient: (): Partial<RealtimeClient> => ({
    subscribe: ((channel: string, name: string, handler: Handler) => {
      subscriptions.set(`${channel} ${name}`, handler as (message: unknown) => void);
      return () => subscriptions.delete(`${channel} ${name}`);
    }) as RealtimeClient['subscribe'],
    close: () => undefined,
  }),
}));

const NOW = Date.parse('2026-11-24T10:00:00.000Z');
const CHANNEL = 'customer:10:screens';
const DEVICE = {
  deviceUid: 'device-5',
  userAgent: null,
  displaySize: null,
  deviceTime: null,
  clockOffsetMs: null,
  contentVersion: null,
  aliveAt: null,
  status: 'OFFLINE',
};

function deliver(name: string, data: unknown) {
  const handler = subscriptions.get(`${CHANNEL} ${name}`);
  if (!handler) throw new Error(`nothing subscribed to ${CHANNEL} ${name}`);
  act(() => handler({ name, data, clientId: 'server', isOwn: false }));
}

function setup(page = <ScreenDetailsPage params={{ screenId: '5' }} />, aliveAt: string | null = null) {
  const fake = fakeApi({
    'get folders/screens': {
      folders: [],
      screens: [screenDto({ aliveAt }), screenDto({ id: 6, name: 'Till' })],
      manageScreen: true,
    },
    'get screens/5/details/device': DEVICE,
    'get screens/5/scenes': [],
    'post screensyncs/5/screenshot/sos': [],
  });
  return { ...fake, ...renderAt('/screens/screen_details/5', page, fake.api) };
}

const status = () => document.querySelector('[data-scope="screen-details"] [data-part="status"]')?.textContent;

describe('the screen pages stay live', () => {
  beforeEach(() => {
    vi.useFakeTimers({
      shouldAdvanceTime: true,
      toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
    });
    vi.setSystemTime(NOW);
  });
  afterEach(() => {
    vi.useRealTimers();
    subscriptions.clear();
  });

  it('turns the status from ONLINE to PENDING at 60 s without asking the server again', async () => {
    const { calls } = setup(undefined, new Date(NOW).toISOString());
    await screen.findByRole('heading', { level: 2, name: 'Lobby' });
    expect(status()).toBe('ONLINE');
    // Let the page's effects run (the status timer is armed by one) before the clock moves.
    await act(async () => undefined);
    const advanceTo = (at: number) => act(() => void vi.advanceTimersByTime(Math.max(0, at - Date.now())));
    advanceTo(NOW + 59_000);
    expect(status()).toBe('ONLINE');
    advanceTo(NOW + 60_000);
    expect(status()).toBe('PENDING');
    expect(calls.filter((call) => call.url === 'folders/screens')).toHaveLength(1);
  });

  it("follows the customer's channel: its own screen's status and settings, not another's, and its removal", async () => {
    setup();
    await screen.findByRole('heading', { level: 2, name: 'Lobby' });
    expect(status()).toBe('OFFLINE');
    deliver('status', { id: 5, aliveAt: new Date(NOW).toISOString(), contentVersion: 'New available', syncs: [] });
    expect(status()).toBe('ONLINE');
    expect(screen.getByText('New available')).toBeTruthy();
    deliver('screen', screenDto({ id: 6, name: 'Till', volume: 90 }));
    deliver('screen', screenDto({ volume: 75, aliveAt: new Date(NOW).toISOString() }));
    expect(screen.getByText('75')).toBeTruthy();
    deliver('removed', { id: 6 });
    expect(screen.getByRole('heading', { level: 2, name: 'Lobby' })).toBeTruthy();
    deliver('removed', { id: 5 });
    expect(screen.getByRole('alert').textContent).toBe('This screen was removed.');
  });

  it('shows a screen in a folder the user may not manage without offering a change', async () => {
    const readonly = {
      ...folder(4, 'Stores'),
      kind: 'screens' as const,
      groupPermissions: [{ permissionType: 'ManageAFolder', level: 'readonly' as const }],
    };
    const fake = fakeApi({
      'get folders/screens': { folders: [readonly], screens: [screenDto({ folderIds: [4] })], manageScreen: false },
      'get screens/5/details/device': DEVICE,
      'get screens/5/scenes': [],
    });
    renderAt('/screens/screen_details/5', <ScreenDetailsPage params={{ screenId: '5' }} />, fake.api);
    await screen.findByRole('heading', { level: 2, name: 'Lobby' });
    expect(screen.getByRole('note').textContent).toMatch(/changing them needs manage rights/);
    expect(screen.queryAllByRole('button', { name: 'Save' })).toEqual([]);
    expect(screen.queryByRole('region', { name: 'Delete screen' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Force reload' })).toBeNull();
    // Each setting's controls sit in a disabled fieldset (the browser disables every control inside).
    expect(screen.getByLabelText('Name').closest('fieldset')?.disabled).toBe(true);
    expect(screen.getByRole('combobox', { name: 'Time zone' }).closest('fieldset')?.disabled).toBe(true);
  });

  it('shows a screen that does not exist as not found, with a way back', async () => {
    const fake = fakeApi({ 'get folders/screens': { folders: [], screens: [], manageScreen: true } });
    renderAt('/screens/proof_of_play/9', <ProofOfPlayPage params={{ screenId: '9' }} />, fake.api);
    expect((await screen.findByRole('alert')).textContent).toBe('This screen does not exist or was removed');
    expect(screen.getByRole('link', { name: 'Back to screens' })).toBeTruthy();
  });
});
