import { useMemo } from 'react';
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
