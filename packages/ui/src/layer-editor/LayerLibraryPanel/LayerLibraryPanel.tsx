import type { LayerEditorStore } from '@screenplay/hooks/layers';
import { startDrag } from '../../library/internal/dragPayload';
import { useText } from '@screenplay/hooks';
import { LAYER_EDITOR_MESSAGE_IDS as M } from '../layerEditor.messages';
import type { ChooseSourceHandler } from '../layerEditor.types';
import { useLayerRegistry, useLayerText } from '../../layers/registry/LayerRegistryProvider';
import { addLibraryItem, layerLibraryItems, needsSource, type LayerLibraryItemId } from './libraryItems';

/** Props of {@link LayerLibraryPanel}. */
export interface LayerLibraryPanelProps {
  /** The layer editor store the items are added to. */
  editor: LayerEditorStore;
  /**
   * Opens the integrator's chooser for an item that needs a source (RSS feed, slider, media, element, stock photo,
   * video). Without it those items are not offered.
   */
  onChooseSource?: ChooseSourceHandler;
  /** The items offered by id, in this order (default: every item: the spec's library kinds, then a host's types). */
  items?: readonly LayerLibraryItemId[];
  className?: string;
}

/**
 * The layer library: one button per library layer kind (spec §1; Clock as clock, calendar and timer, Shape as
 * rectangle, circle and ellipse). A click adds the layer at the centre of the canvas and selects it; each item can
 * also be dragged onto the `LayerCanvas` (a `layerLibraryItem` drag payload), which adds it where it is dropped.
 * The types are the layer registry's (`LayerRegistryProvider`): a host's registered type with a library entry is
 * offered too, with its `Icon`.
 */
export function LayerLibraryPanel({ editor, onChooseSource, items, className }: LayerLibraryPanelProps) {
  const t = useText();
  const text = useLayerText();
  const offered = layerLibraryItems(useLayerRegistry()).filter(
    (item) => (items ? items.includes(item.id) : true) && (onChooseSource || !needsSource(item.kind)),
  );
  if (items) offered.sort((a, b) => items.indexOf(a.id) - items.indexOf(b.id));
  return (
    <section data-scope="layer-editor" data-part="library" className={className} aria-label={t(M.library)}>
      <ul data-part="library-items">
        {offered.map((item) => {
          const label = text(item.label);
          const Icon = item.definition?.Icon;
          return (
            <li
              key={item.id}
              data-part="library-item"
              data-kind={item.kind}
              draggable
              onDragStart={(event) => startDrag(event, { kind: 'layerLibraryItem', id: item.id })}
            >
              <button
                type="button"
                aria-label={t(M.addItem, { item: label })}
                onClick={() => addLibraryItem(editor, item, null, { onChooseSource, text })}
              >
                {Icon ? (
                  <span data-part="library-item-icon" aria-hidden="true">
                    <Icon />
                  </span>
                ) : null}
                {label}
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
