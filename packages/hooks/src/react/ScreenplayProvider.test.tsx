import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createPopupStore } from '../popups/createPopupStore';
import { createSessionStore } from '../session/createSessionStore';
import type { ApiClient } from '../api/api.types';
import { memoryStorage } from '../testing/fakeServer';
import { createToastStore } from '../toasts/createToastStore';
import { ScreenplayProvider } from './ScreenplayProvider';
import { usePopups } from './usePopups';
import { useSession } from './useSession';
import { useToasts } from './useToasts';
import { useValue } from './useValue';

function makeStores() {
  const api = {} as ApiClient; // never called: nothing here talks to the server
  const session = createSessionStore({
    api,
    storage: memoryStorage(),
    navigate: vi.fn(),
    location: () => ({ pathname: '/', search: '' }),
  });
  return { session, toasts: createToastStore(), popups: createPopupStore() };
}

/** Shows what the provided stores hold: the session's status, the toasts' and the popups' counts. */
function Status() {
  const status = useValue(useSession().$status);
  const toasts = useValue(useToasts().$toasts);
  const popups = useValue(usePopups().$popups);
  return (
    <p>
      {status} {toasts.length} {popups.length}
    </p>
  );
}

/** Calls one store hook, rendering nothing (outside the provider the hook throws). */
function Orphan(props: { hook: () => unknown }) {
  props.hook();
  return null;
}

describe('ScreenplayProvider', () => {
  it('gives components the provided stores', () => {
    const stores = makeStores();
    render(
      <ScreenplayProvider stores={stores}>
        <Status />
      </ScreenplayProvider>,
    );
    expect(screen.getByText('restoring 0 0')).toBeTruthy();
    act(() => {
      stores.toasts.show({ type: 'INFO', text: 'Saved' });
      void stores.popups.error('Something went wrong');
    });
    expect(screen.getByText('restoring 1 1')).toBeTruthy();
    act(() => stores.toasts.reset());
  });

  it.each([
    ['useSession', useSession],
    ['useToasts', useToasts],
    ['usePopups', usePopups],
  ] as const)('%s throws a clear error outside the provider', (name, hook) => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Orphan hook={hook} />)).toThrow(`${name} must be used inside <ScreenplayProvider>`);
    spy.mockRestore();
  });
});
