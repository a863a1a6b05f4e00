import { defaultTextColor, type Layer } from '@screenplay/core';
import { useLayersNow } from '@screenplay/hooks/layers';
import { DataLayerStack } from '@screenplay/ui/layers';

/** Props of {@link PreviewLayers}. */
export interface PreviewLayersProps {
  /** The playing item's layers, bottom to top. */
  layers: readonly Layer[];
  /** The section's background, what a text without its own colour must read on. */
  sectionBackground: string;
}

/**
 * The playing item's layers in its section, drawn by `@screenplay/ui/layers` as a screen shows them
 * (invisible layers left out). A text without its own colour is black or white, whichever reads on what
 * lies below it (`defaultTextColor`); clocks, calendars and timers tick; weather and feed layers show the
 * data the layer data hooks fetch for them (`DataLayerStack`): offline, weather shows 'n/a' and feeds say
 * their posts are not available. Needs `<PortalLayerData>` above it.
 */
export function PreviewLayers({ layers, sectionBackground }: PreviewLayersProps) {
  const now = useLayersNow(layers);
  return (
    <DataLayerStack
      layers={layers}
      now={now}
      textColorOf={(_layer, index) => defaultTextColor(layers, index, sectionBackground)}
    />
  );
}
