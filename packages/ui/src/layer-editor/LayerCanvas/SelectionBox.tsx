import { computed, effect } from '@preact/signals-core';
import type { Id, ResizeHandle } from '@screenplay/core';
import { useValue } from '@screenplay/hooks';
import type { LayerEditorStore } from '@screenplay/hooks/layers';
import { useLayoutEffect, useMemo, useRef, type KeyboardEvent } from 'react';
import { RESIZE_HANDLES } from '../../SceneCanvas/SectionBox';
import { writeRect } from '../../SceneCanvas/writeRect';
import { useText } from '@screenplay/hooks';
import { RESIZE_HANDLE_MESSAGE_IDS } from '../layerEditor.messages';
import { arrowStep, resizeByStep, useLayerDrag } from './layerGestures';
import { boxOf } from './layerSignals';

/** One resize handle: dragged, or moved with the arrow keys (a step per key, without snapping). */
function ResizeHandleButton({ editor, id, handle }: { editor: LayerEditorStore; id: Id; handle: ResizeHandle }) {
  const t = useText();
  const bind = useLayerDrag(editor, id, handle);
  const onKeyDown = (event: KeyboardEvent) => {
    const step = arrowStep(event);
    if (!step) return;
    event.preventDefault();
    resizeByStep(editor, id, handle, step);
  };
  return (
    <button
      {...bind()}
      type="button"
      aria-label={t(RESIZE_HANDLE_MESSAGE_IDS[handle])}
      data-part="handle"
      data-handle={handle}
      onKeyDown={onKeyDown}
      style={{ touchAction: 'none' }}
    />
  );
}

/**
 * The selected layer's box with its 8 resize handles, above every layer (so a handle is never covered). Hidden
 * while the layer is hidden, its text edited or its image cropped. Its position follows the layer through a DOM
 * write, so a drag renders nothing.
 */
export function SelectionBox({ editor }: { editor: LayerEditorStore }) {
  const $target = useMemo(
    () =>
      computed(() => {
        const layer = editor.$selected.value;
        const isBusy = editor.$textEditId.value !== null || editor.$cropId.value !== null;
        return layer && !layer.invisible && !isBusy ? layer.id : null;
      }),
    [editor],
  );
  const id = useValue($target);
  const box = useRef<HTMLDivElement>(null);

  // Follows the layer while its box is shown; a box drawn anew (another layer selected) starts a new subscription.
  useLayoutEffect(() => {
    if (id === null) return;
    return effect(() => {
      const layer = editor.$selected.value;
      if (layer && box.current) writeRect(box.current, boxOf(layer));
    });
  }, [editor, id]);

  if (id === null) return null;
  const layer = editor.$selected.peek();
  return (
    <div ref={box} data-part="selection" style={{ position: 'absolute', ...(layer ? boxOf(layer) : {}) }}>
      {RESIZE_HANDLES.map((handle) => (
        <ResizeHandleButton key={handle} editor={editor} id={id} handle={handle} />
      ))}
    </div>
  );
}
