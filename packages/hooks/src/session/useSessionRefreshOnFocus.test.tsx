import { SESSION_REFRESH_ON_FOCUS_MIN_MS } from '@screenplay/core';
import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useSessionRefreshOnFocus } from './useSessionRefreshOnFocus';

describe('useSessionRefreshOnFocus', () => {
  it('reads the session again on focus, at most once per SESSION_REFRESH_ON_FOCUS_MIN_MS', () => {
    let clock = 1_000_000;
    const session = { refresh: vi.fn(() => Promise.resolve()) };
    const { unmount } = renderHook(() => useSessionRefreshOnFocus(session, undefined, () => clock));
    clock += SESSION_REFRESH_ON_FOCUS_MIN_MS - 1;
    window.dispatchEvent(new Event('focus'));
    expect(session.refresh).not.toHaveBeenCalled();
    clock += 1;
    window.dispatchEvent(new Event('focus'));
    document.dispatchEvent(new Event('visibilitychange'));
    expect(session.refresh).toHaveBeenCalledTimes(1);
    unmount();
    clock += SESSION_REFRESH_ON_FOCUS_MIN_MS;
    window.dispatchEvent(new Event('focus'));
    expect(session.refresh).toHaveBeenCalledTimes(1);
  });
});
