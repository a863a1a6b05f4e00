import type { Id, Layer } from '@screenplay/core';
import { useValue } from '@screenplay/hooks';
import type { LayerEditorStore } from '@screenplay/hooks/layers';
import { useRef, useState, type DragEvent, type KeyboardEvent } from 'react';
import { carriesPayload, readDrop, startDrag } from '../../library/internal/dragPayload';
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

/** The stack index (0 is the back) Alt+key on a layer at `index` of `count` moves it to; null when the key does not. */
function restackTarget(index: number, count: number, event: KeyboardEvent): number | null {
  if (!event.altKey) return null;
  if (event.key === 'ArrowUp') return index + 1;
  if (event.key === 'ArrowDown') return index - 1;
  if (event.key === 'Home') return count - 1;
  if (event.key === 'End') return 0;
  return null;
}

/**
 * The layers in z-order, the front one first: select (the button named after the layer), show or hide, bring
 * forward, send backward and delete, each a named button; Alt+ArrowUp/ArrowDown restack the focused layer, and
 * Alt+Home/End bring it to the front or send it to the back. A row drags (the spec's `templateLayer` payload) onto
 * another row to take its place in the stack; other drops are ignored. Each move is announced.
 */
export function LayerList({ editor, className }: LayerListProps) {
  const t = useText();
  const nameOf = useLayerName();
  const layers = useValue(editor.$layers);
  const selectedId = useValue(editor.$selectedId);
  const frontFirst: { layer: Layer; index: number }[] = layers.map((layer, index) => ({ layer, index })).reverse();
  const [announcement, setAnnouncement] = useState('');
  /** Moves a layer to stack index `to` and says where it is now in the list (front first, as shown). */
  const move = (id: Id, to: number) => {
    const from = layers.findIndex((layer) => layer.id === id);
    const layer = layers[from];
    if (!layer || to === from || to < 0 || to >= layers.length) return;
    editor.moveLayer(id, to);
    const values = { name: nameOf(layer), position: layers.length - to, count: layers.length };
    setAnnouncement(t('dnd.movedToPosition', values));
  };
  // Only a row of this list is taken (a drag's kind is hidden until the drop): files and other kinds are not.
  const isDragging = useRef(false);
  const onDragOver = (event: DragEvent) => {
    if (!carriesPayload(event) || !isDragging.current) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'move';
  };
  const onDrop = (event: DragEvent, to: number) => {
    isDragging.current = false;
    const payload = readDrop(event);
    if (payload?.kind !== 'templateLayer' || typeof payload.id !== 'number') return;
    event.preventDefault();
    move(payload.id, to);
  };

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
              draggable
              onDragStart={(event) => {
                isDragging.current = true;
                startDrag(event, { kind: 'templateLayer', id: layer.id });
              }}
              onDragEnd={() => {
                isDragging.current = false;
              }}
              onDragOver={onDragOver}
              onDrop={(event) => onDrop(event, index)}
            >
              <button
                type="button"
                data-part="select"
                aria-pressed={isSelected}
                onClick={() => editor.select(layer.id)}
                onKeyDown={(event) => {
                  const to = restackTarget(index, layers.length, event);
                  if (to === null) return;
                  event.preventDefault();
                  move(layer.id, to);
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
                  onClick={() => move(layer.id, index + 1)}
                >
                  <UpIcon />
                </button>
                <button
                  type="button"
                  aria-label={t(M.sendBackward, { name })}
                  disabled={index === 0}
                  onClick={() => move(layer.id, index - 1)}
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
      <p data-part="announcer" aria-live="polite">
        {announcement}
      </p>
    </section>
  );
}
