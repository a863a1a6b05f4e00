import { EN_MESSAGES } from '@screenplay/core/messages';
import { ApiError, createPopupStore, useValue, type PopupStore } from '@screenplay/hooks';
import { PopupHost, ScreenplayIntlProvider } from '@screenplay/ui';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../test/library.fixtures';
import { useUnhandledErrors } from './useUnhandledErrors';

function Host({ stores, reload }: { stores: Parameters<typeof useUnhandledErrors>[0]; reload: () => void }) {
  useUnhandledErrors(stores, EN_MESSAGES, reload);
  return <Popups popups={stores.popups} />;
}

function Popups({ popups }: { popups: PopupStore }) {
  return <PopupHost popups={useValue(popups.$popups)} onResolve={popups.resolve} />;
}

function setup() {
  const { api, calls } = fakeApi({ 'post log/log-error': undefined });
  const stores = { api, popups: createPopupStore() };
  const reload = vi.fn();
  render(
    <ScreenplayIntlProvider>
      <Host stores={stores} reload={reload} />
    </ScreenplayIntlProvider>,
  );
  const reject = (reason: unknown) =>
    act(() => {
      window.dispatchEvent(Object.assign(new Event('unhandledrejection', { cancelable: true }), { reason }));
    });
  return { calls, reload, reject };
}

describe('useUnhandledErrors (spec authoring §4)', () => {
  it("answers a rejection nobody handled with 'Something went wrong' and OK, logs it, and reloads on OK", async () => {
    const { calls, reload, reject } = setup();
    reject(new TypeError("Cannot read properties of undefined (reading 'id')"));
    const dialog = await screen.findByRole('alertdialog', { name: 'Something went wrong' });
    expect(calls).toEqual([expect.objectContaining({ method: 'post', url: 'log/log-error' })]);
    expect(reload).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(dialog).toBeTruthy();
  });

  it('leaves an API failure to the page that toasts it', async () => {
    const { calls, reload, reject } = setup();
    reject(new ApiError({ status: 403, messageKey: 'errors.permission', message: 'Forbidden' }));
    await act(async () => undefined);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(calls).toEqual([]);
    expect(reload).not.toHaveBeenCalled();
  });
});
