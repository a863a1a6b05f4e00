import { act, cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../library/library.fixtures';
import { createFeedStore } from './createFeedStore';
import { createFontLoader } from './createFontLoader';
import { createForecastStore } from './createForecastStore';
import { createTicker } from './createTicker';
import { LayerDataProvider } from './LayerDataProvider';
import { forecastFixture } from './layers.fixtures';
import { useFeed } from './useFeed';
import { useForecast } from './useForecast';
import { useNow } from './useNow';

const NOW = Date.parse('2024-03-30T08:30:00Z');

function setup() {
  const fake = fakeApi({
    'GET geo/forecast/59.91%2C10.75': () => ({ data: forecastFixture(5.2) }),
    'GET geo/forecast/60.39%2C5.32': () => ({ data: forecastFixture(8) }),
    'GET facebook/accounts/page-1': () => ({ data: [{ id: 'p1', full_picture: null, message: 'Hello' }] }),
  });
  const stores = {
    forecasts: createForecastStore(fake.api),
    feeds: createFeedStore(fake.api),
    fonts: createFontLoader(fake.api),
  };
  const wrapper = ({ children }: { children?: ReactNode }) => (
    <LayerDataProvider stores={stores}>{children}</LayerDataProvider>
  );
  return { ...fake, wrapper };
}

describe('layer data hooks', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(NOW);
  });
  afterEach(() => {
    cleanup(); // unmounted while the fake timers still run, so the shared ticker stops cleanly
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('useForecast gives the weather view and fetches again when the layer’s location changes', async () => {
    const { wrapper, calls } = setup();
    const { result, rerender } = renderHook(
      ({ locationId }) => useForecast(locationId, { dayCount: 1, format: 'Fahrenheit' }),
      {
        wrapper,
        initialProps: { locationId: '59.91,10.75' as string | null },
      },
    );
    expect(result.current).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(result.current?.current.temperature).toBe(41.4); // 1.8 × 5.2 + 32
    rerender({ locationId: '60.39,5.32' });
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(calls.map((call) => call.url)).toEqual(['geo/forecast/59.91%2C10.75', 'geo/forecast/60.39%2C5.32']);
    expect(result.current?.current.temperature).toBe(46.4);
    rerender({ locationId: null });
    expect(result.current).toBeNull();
  });

  it('useFeed gives an account’s posts, null without an account', async () => {
    const { wrapper } = setup();
    const { result, rerender } = renderHook(({ accountId }) => useFeed('Facebook', accountId), {
      wrapper,
      initialProps: { accountId: 'page-1' as string | null },
    });
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(result.current).toEqual([{ id: 'p1', imageUrl: null, caption: 'Hello' }]);
    rerender({ accountId: null });
    expect(result.current).toBeNull();
  });

  it('useNow re-renders on its interval', async () => {
    const ticker = createTicker();
    const { result, unmount } = renderHook(() => useNow(500, ticker));
    expect(result.current.getTime()).toBe(NOW);
    await act(() => vi.advanceTimersByTimeAsync(500));
    expect(result.current.getTime()).toBe(NOW + 500);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('throws a clear error outside the provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderHook(() => useFeed('Instagram', 'x'))).toThrow(
      'useFeed must be used inside <LayerDataProvider>',
    );
  });
});
