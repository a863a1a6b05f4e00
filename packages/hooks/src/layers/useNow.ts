import type { Layer } from '@screenplay/core';
import { layersTickMs } from '@screenplay/core/widgets';
import { useEffect, useMemo, useState } from 'react';
import { useValue } from '../react/useValue';
import { SHARED_TICKER } from './createTicker';
import type { Ticker } from './createTicker';

/**
 * The current time, re-rendering every `intervalMs` (one shared timer per interval, stopped when no component
 * reads it). Clock and calendar layers pass core's `tickInterval(itemType, format)`.
 * @example
 * const now = useNow(tickInterval('Clock', layer.content.format));
 * <LayerView layer={layer} now={now} />
 */
export function useNow(intervalMs: number, ticker: Ticker = SHARED_TICKER): Date {
  const ms = useValue(ticker.now(intervalMs));
  return useMemo(() => new Date(ms), [ms]);
}

/**
 * The moment layers show, renewed as often as their fastest time widget needs (core's `layersTickMs`); still
 * while none shows the time. The preview and the web player draw a playlist item's layers with it.
 * @example
 * const now = useLayersNow(item.layers);
 */
export function useLayersNow(layers: readonly Layer[]): Date {
  const intervalMs = layersTickMs(layers);
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    if (intervalMs === null) return;
    setNow(new Date());
    const timer = setInterval(() => setNow(new Date()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}
