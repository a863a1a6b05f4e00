import type { LayerContent } from '@screenplay/core';
import type { LayerDefinition, LayerWith } from '@screenplay/core/widgets';
import type { LayerEditorStore } from '@screenplay/hooks/layers';
import type { ReactNode } from 'react';
import type { LayerPropertiesProps } from '../../layer-editor/LayerProperties/layerProperties.types';
import type { LayerData, TextColorProps, TimeProps } from '../layers.types';

/** What a type's `View` receives: its layer, content filled with the type's defaults and scaled, and the stage's props. */
export interface LayerTypeViewProps<C extends LayerContent = LayerContent, T extends string = string>
  extends TimeProps,
    TextColorProps {
  layer: LayerWith<C, T>;
  /** What the type's `Data` fetched (a forecast, posts); null or absent while unavailable. */
  data?: LayerData;
  /** A Video layer's playing entry. */
  activeIndex?: number;
  /** Called when a video ends. */
  onVideoEnded?: () => void;
  /** Whether videos play by themselves (default true). */
  isPlaying?: boolean;
  /** Whether slideshows change slides by themselves (default: as `isPlaying`). */
  isSlideshowPlaying?: boolean;
  className?: string;
}

/** What a type's `Data` draws the view with: fetched data, or a moment it ticks by itself. */
export interface LayerDataResult {
  data?: LayerData;
  now?: Date;
}

/** Props of a type's `Data`: the layer, the caller's `now` (if any), and the view to draw with what it fetched. */
export interface LayerTypeDataProps<C extends LayerContent = LayerContent, T extends string = string> {
  layer: LayerWith<C, T>;
  now?: Date;
  render(result: LayerDataResult): ReactNode;
}

/** The choosers and lists a properties panel may use, given to `LayerProperties` by the host. */
export type LayerPanelServices = Omit<LayerPropertiesProps, 'editor' | 'className'>;

/** Props of a type's properties panel: the store its edits go to, the selected layer, and the host's choosers. */
export interface LayerTypePanelProps<C extends LayerContent = LayerContent, T extends string = string>
  extends LayerPanelServices {
  editor: LayerEditorStore;
  layer: LayerWith<C, T>;
}

/**
 * One layer type as the kit draws and edits it: core's `LayerDefinition` (type id, name, defaults, content check,
 * library entry) plus its view (canvas, preview, thumbnails and web player alike), and optionally the data it
 * fetches, its properties panel, its library icon and the English texts of its own message keys.
 * Parts are methods so a definition of one content type fits a registry of any (their props are the layer's).
 */
export interface LayerTypeDefinition<C extends LayerContent = LayerContent, T extends string = string>
  extends LayerDefinition<C, T> {
  /** Draws a layer of the type at its box (use `layerRootProps`-like `data-scope="layer"` markup and the box as style). */
  View(props: LayerTypeViewProps<C, T>): ReactNode;
  /** Fetches what the view shows (through hooks) when drawn by `DataLayerView`; without it the view draws alone. */
  Data?(props: LayerTypeDataProps<C, T>): ReactNode;
  /** The fields of the type in `LayerProperties`; without it only position and size are edited. */
  Properties?(props: LayerTypePanelProps<C, T>): ReactNode;
  /** A small decorative picture beside its name in the layer library (hidden from assistive technology). */
  Icon?(props: { className?: string }): ReactNode;
  /** The new layer's content from texts, when the library adds it (a Text layer's "new text"). */
  newContent?(text: (key: string) => string): Partial<C>;
  /** English texts of the type's own message keys (`label` and its panel's fields), merged under the host's messages. */
  messages?: Readonly<Record<string, string>>;
}

/** The layer types an editor or a player knows, by `itemType`, with their texts. */
export interface LayerRegistry {
  /** The definitions in order: the built-in ones (spec order) first, then the host's. */
  readonly definitions: readonly LayerTypeDefinition[];
  /** The definition of a type, or undefined for a type the registry does not know. */
  get(itemType: string): LayerTypeDefinition | undefined;
  /** Every definition's English texts, by key. */
  readonly messages: Readonly<Record<string, string>>;
}
