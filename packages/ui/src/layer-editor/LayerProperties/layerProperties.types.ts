import type { LibraryImage, LayerOf, LayerType, VideoEntry } from '@screenplay/core/widgets';
import type { LayerEditorStore } from '@screenplay/hooks/layers';

/** A place a weather layer can show (`POST geo/search`'s answer: its `id` is the layer's `locationId`). */
export interface WeatherLocation {
  id: string;
  name: string;
  country?: string;
  admin1?: string;
}

/** The social feed kinds, whose layers show a connected account's posts. */
export type FeedKind = 'Instagram' | 'Facebook';

/** Props of {@link LayerProperties}. */
export interface LayerPropertiesProps {
  /** The layer editor store; the panel edits its selected layer. */
  editor: LayerEditorStore;
  /** Font families a text layer may use (`useFontFamilies()`); the layer's own is always offered. */
  fontFamilies?: readonly string[];
  /** The connected accounts' usernames by feed kind (a feed layer stores the username). */
  accounts?: Partial<Record<FeedKind, readonly string[]>>;
  /** Lets the user choose an image (media library, upload, stock photo); null when cancelled. */
  chooseImage?: () => Promise<LibraryImage | null>;
  /** Lets the user choose videos (several to add, one to replace); null or empty when cancelled. */
  chooseVideos?: (options: { isMultiple: boolean }) => Promise<readonly VideoEntry[] | null>;
  /** Searches places by name for a weather layer (`POST geo/search { searchstring }`). */
  searchLocations?: (query: string) => Promise<readonly WeatherLocation[]>;
  className?: string;
}

/** What every panel of one layer type receives. */
export interface PanelProps<T extends LayerType> {
  editor: LayerEditorStore;
  layer: LayerOf<T>;
}

/** The content patch of a panel's layer, sent to the store (`updateContent`). */
export function contentUpdater<T extends LayerType>({ editor, layer }: PanelProps<T>) {
  return (patch: Partial<LayerOf<T>['content']>) => editor.updateContent<T>(layer.id, patch);
}
