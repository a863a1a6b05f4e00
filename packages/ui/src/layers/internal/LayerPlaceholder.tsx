import type { Layer } from '@screenplay/core';
import { layerBox, layerRoot } from './layerRoot';

/** Props of {@link LayerPlaceholder}. */
export interface LayerPlaceholderProps {
  layer: Layer;
  /** The visible text, also the picture's accessible name. */
  label: string;
  /** `empty`: nothing chosen yet; `unavailable`: data missing (offline); `unknown` or `broken`: cannot be drawn. */
  state: 'empty' | 'unavailable' | 'unknown' | 'broken';
  className?: string;
}

/** A layer's box showing a short text instead of its content: a labelled picture the theme dresses by `data-state`. */
export function LayerPlaceholder({ layer, label, state, className }: LayerPlaceholderProps) {
  return (
    <div {...layerRoot(layer, className)} role="img" aria-label={label} data-state={state} style={layerBox(layer)}>
      <span data-part="placeholder" aria-hidden="true">
        {label}
      </span>
    </div>
  );
}
