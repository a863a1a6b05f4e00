import type { Id, Layer } from '@screenplay/core';
import { useValue } from '@screenplay/hooks';
import type { LayerEditorStore } from '@screenplay/hooks/layers';
import type { KeyboardEvent } from 'react';
import { DeleteIcon, DownIcon, EyeIcon, UpIcon } from '../../SectionList/icons';
import { useLayerName } from '../internal/layerName';
import { useText } from '@screenplay/hooks';
import { LAYER_EDITOR_MESSAGE_IDS as M } from '../layerEditor.messages';

/** Props of {@link LayerList}. */
export interface LayerListProps {
  /** The layer editor store whose layers are listed. */
  editor: LayerEditorStore;
  className?: string;
}

/** Keys on a layer's button that restack it (Alt held), like the section list's Alt+arrows. */
function restack(editor: LayerEditorStore, id: Id, event: KeyboardEvent): boolean {
  if (!event.altKey) return false;
  if (event.key === 'ArrowUp') editor.bringForward(id);
  else if (event.key === 'ArrowDown') editor.sendBackward(id);
  else if (event.key === 'Home') editor.bringToFront(id);
  else if (event.key === 'End') editor.sendToBack(id);
  else return false;
  return true;
}

/**
 * The layers in z-order, the front one first: select (the button named after the layer), show or hide, bring
 * forward, send backward and delete, each a named button; Alt+ArrowUp/ArrowDown restack the focused layer, and
 * Alt+Home/End bring it to the front or send it to the back.
 */
export function LayerList({ editor, className }: LayerListProps) {
  const t = useText();
  const nameOf = useLayerName();
  const layers = useValue(editor.$layers);
  const selectedId = useValue(editor.$selectedId);
  const frontFirst: { layer: Layer; index: number }[] = layers.map((layer, index) => ({ layer, index })).reverse();

  return (
    <section data-scope="layer-editor" data-part="layer-list" className={className} aria-label={t(M.layers)}>
      {layers.length === 0 ? <p data-part="empty">{t(M.noLayers)}</p> : null}
      <ol data-part="items">
        {frontFirst.map(({ layer, index }) => {
          const name = nameOf(layer);
          const isSelected = layer.id === selectedId;
          return (
            <li
              key={layer.id}
              data-part="item"
              data-state={isSelected ? 'selected' : 'idle'}
              data-hidden={layer.invisible || undefined}
            >
              <button
                type="button"
                data-part="select"
                aria-pressed={isSelected}
                onClick={() => editor.select(layer.id)}
                onKeyDown={(event) => {
                  if (restack(editor, layer.id, event)) event.preventDefault();
                }}
              >
                {name}
              </button>
              <span data-part="actions">
                <button
                  type="button"
                  aria-label={t(layer.invisible ? M.showLayer : M.hideLayer, { name })}
                  aria-pressed={layer.invisible}
                  onClick={() => editor.setInvisible(layer.id, !layer.invisible)}
                >
                  <EyeIcon isHidden={layer.invisible} />
                </button>
                <button
                  type="button"
                  aria-label={t(M.bringForward, { name })}
                  disabled={index === layers.length - 1}
                  onClick={() => editor.bringForward(layer.id)}
                >
                  <UpIcon />
                </button>
                <button
                  type="button"
                  aria-label={t(M.sendBackward, { name })}
                  disabled={index === 0}
                  onClick={() => editor.sendBackward(layer.id)}
                >
                  <DownIcon />
                </button>
                <button
                  type="button"
                  data-part="delete"
                  aria-label={t(M.deleteLayer, { name })}
                  onClick={() => editor.deleteLayer(layer.id)}
                >
                  <DeleteIcon />
                </button>
              </span>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
