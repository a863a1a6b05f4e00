import { defaultTextColor, type Layer } from '@screenplay/core';
import { CLOCK_TICK_MS, asTypedLayer, tickInterval } from '@screenplay/core/widgets';
import { useEffect, useState } from 'react';
import { DataLayerStack } from '@screenplay/ui/layers';

/** Props of {@link PreviewLayers}. */
export interface PreviewLayersProps {
  /** The playing item's layers, bottom to top. */
  layers: readonly Layer[];
  /** The section's background, what a text without its own colour must read on. */
  sectionBackground: string;
}

/**
 * How often the item's time widgets need a new moment: the fastest tick among its visible clocks and
 * calendars (core's `tickInterval`: 500 ms for a clock with seconds, else 1000 ms) and timers (each
 * second); null when nothing on it shows the time.
 */
export function previewTickMs(layers: readonly Layer[]): number | null {
  const ticks = layers.flatMap((layer) => {
    const typed = layer.invisible ? null : asTypedLayer(layer);
    if (typed?.itemType === 'Clock' || typed?.itemType === 'Calendar')
      return [tickInterval(typed.itemType, typed.content.format)];
    return typed?.itemType === 'Timer' ? [CLOCK_TICK_MS] : [];
  });
  return ticks.length === 0 ? null : Math.min(...ticks);
}

/** The current moment, renewed every `intervalMs` (not at all while null). */
function useNow(intervalMs: number | null): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    if (intervalMs === null) return;
    setNow(new Date());
    const timer = setInterval(() => setNow(new Date()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}

/**
 * The playing item's layers in its section, drawn by `@screenplay/ui/layers` as a screen shows them
 * (invisible layers left out). A text without its own colour is black or white, whichever reads on what
 * lies below it (`defaultTextColor`); clocks, calendars and timers tick; weather and feed layers show the
 * data the layer data hooks fetch for them (`DataLayerStack`): offline, weather shows 'n/a' and feeds say
 * their posts are not available. Needs `<PortalLayerData>` above it.
 */
export function PreviewLayers({ layers, sectionBackground }: PreviewLayersProps) {
  const now = useNow(previewTickMs(layers));
  return (
    <DataLayerStack
      layers={layers}
      now={now}
      textColorOf={(_layer, index) => defaultTextColor(layers, index, sectionBackground)}
    />
  );
}
