import { currentItem, defaultTextColor, type Section } from '@screenplay/core';
import { DataLayerStack } from '../../layers/DataLayer/DataLayerStack';
import { memo, useState } from 'react';

/** Props of {@link SectionContent}. */
export interface SectionContentProps {
  section: Section;
}

/**
 * What a section shows on the scene editor's canvas (issue 15): its current item (core `currentItem`, the first in
 * `itemsOrder` neither hidden nor deleted) drawn by `@screenplay/ui/layers` at the section's size in scene pixels
 * (the canvas scales the stage by the zoom). One still moment, but for slideshows: videos show a frame and do not
 * play, clocks show the time the section was drawn, while a slideshow changes its slides as a screen would (issue 24). A text without its own colour reads on the section's background
 * (`defaultTextColor`). Nothing for a section without a playable item: the canvas keeps its name label. Needs a
 * `<LayerDataProvider>` above it (weather, feeds and fonts): `SceneEditorWorkspace` gives one with `layerData`.
 * @example <SceneCanvas showContent renderContent={(section) => <SectionContent section={section} />} ... />
 */
export const SectionContent = memo(function SectionContent({ section }: SectionContentProps) {
  // Clocks need not tick on the canvas: one moment per section, so content never re-renders by itself.
  const [now] = useState(() => new Date());
  const item = currentItem(section);
  if (!item || item.layers.length === 0) return null;
  const { layers } = item;
  return (
    <DataLayerStack
      layers={layers}
      width={section.width}
      height={section.height}
      now={now}
      isPlaying={false}
      isSlideshowPlaying
      textColorOf={(_layer, index) => defaultTextColor(layers, index, section.background)}
    />
  );
});
