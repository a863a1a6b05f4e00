import { signal } from '@preact/signals-core';
import type { LayerClipboard } from '@screenplay/core/widgets';

/**
 * The layer clipboard every layer editor of the page shares (spec §4: copy stores a layer), so a layer copied in a
 * playlist item pastes into a template or another item; it lasts until the page is reloaded.
 */
export const SHARED_LAYER_CLIPBOARD = signal<LayerClipboard | null>(null);
