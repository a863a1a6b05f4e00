import { useText } from '@screenplay/hooks';
import { useSlideIndex } from '@screenplay/hooks/layers';
import type { CSSProperties } from 'react';
import { LayerPlaceholder } from '../internal/LayerPlaceholder';
import { layerBox, layerRoot } from '../internal/layerRoot';
import { LAYER_MESSAGE_IDS as M } from '../layers.messages';
import type { LayerRendererProps } from '../layers.types';

/** Props of {@link SliderLayer}. */
export interface SliderLayerProps extends LayerRendererProps<'Slider'> {
  /** Whether the slides change by themselves (default true); when false the first slide stands still. */
  isPlaying?: boolean;
}

/**
 * A Slider layer (issue 24): its slides one at a time, in order, each for the layer's seconds per slide (core's
 * `slideAt`, through `useSlideIndex`), contained in or covering its box. Every slide's image is in the page, the
 * others hidden, so the next one is loaded before it shows. A picture named by the slide it shows
 * ('Slideshow, image 2 of 3'); without slides, a labelled empty box.
 */
export function SliderLayer({ layer, isPlaying = true, className }: SliderLayerProps) {
  const t = useText();
  const index = useSlideIndex(layer.content, isPlaying);
  const { slides, contain } = layer.content;
  if (slides.length === 0)
    return <LayerPlaceholder layer={layer} label={t(M.noSlides)} state="empty" className={className} />;
  const image: CSSProperties = { width: '100%', height: '100%', objectFit: contain ? 'contain' : 'cover' };
  return (
    <div
      {...layerRoot(layer, className)}
      role="img"
      aria-label={t(M.slideshow, { position: index + 1, count: slides.length })}
      data-fit={contain ? 'contain' : 'cover'}
      data-slide={index + 1}
      style={{ ...layerBox(layer), overflow: 'hidden' }}
    >
      {slides.map((slide, at) => (
        <img
          // biome-ignore lint/suspicious/noArrayIndexKey: slides may repeat an image; a slide is its place in the show
          key={at}
          src={slide.url}
          alt=""
          draggable={false}
          style={{ ...image, display: at === index ? 'block' : 'none' }}
        />
      ))}
    </div>
  );
}
