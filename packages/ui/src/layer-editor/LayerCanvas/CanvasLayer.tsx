import { effect, type ReadonlySignal } from '@preact/signals-core';
import type { Id, Layer } from '@screenplay/core';
import { useValue } from '@screenplay/hooks';
import type { LayerEditorStore } from '@screenplay/hooks/layers';
import { memo, useEffect, useLayoutEffect, useMemo, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { writeRect } from '../../SceneCanvas/writeRect';
import { useLayerName } from '../internal/layerName';
import { CropOverlay } from './CropOverlay';
import { arrowStep, useLayerDrag } from './layerGestures';
import { boxOf, canvasLayerSignals } from './layerSignals';
import { TextEditOverlay } from './TextEditOverlay';

interface CanvasLayerProps {
  editor: LayerEditorStore;
  id: Id;
  $byId: ReadonlySignal<ReadonlyMap<Id, Layer>>;
  renderLayer: (layer: Layer) => ReactNode;
}

/** Moves focus to a layer's button on the canvas, or to the canvas itself when there is none. */
export function focusLayer(stage: Element | null, id: Id | null): void {
  const target =
    id === null
      ? null
      : stage?.querySelector<HTMLElement>(`[data-part="layer"][data-layer-id="${id}"] > [data-part="hit"]`);
  (target ?? (stage as HTMLElement | null))?.focus({ preventScroll: true });
}

/**
 * One layer on the canvas: its frame (positioned at the layer's box), the layer drawn inside it, and over it a
 * focusable button that selects, drags, nudges (arrows), deletes (Delete, Backspace) and, for a text, enters text
 * edit mode (double click, Enter). It renders only when its own layer's content or mode changes: while it is
 * dragged its frame's position is written to the DOM.
 */
export const CanvasLayer = memo(function CanvasLayer({ editor, id, $byId, renderLayer }: CanvasLayerProps) {
  const signals = useMemo(() => canvasLayerSignals(editor, $byId, id), [editor, $byId, id]);
  const body = useValue(signals.$body);
  const mode = useValue(signals.$mode);
  const nameOf = useLayerName();
  const frame = useRef<HTMLDivElement>(null);
  const hit = useRef<HTMLButtonElement>(null);
  const wasInMode = useRef(false);
  const bind = useLayerDrag(editor, id, null);

  useLayoutEffect(
    () =>
      effect(() => {
        const layer = signals.$layer.value;
        if (layer && frame.current) writeRect(frame.current, boxOf(layer));
      }),
    [signals],
  );

  useEffect(() => {
    // Leaving text edit or crop mode by the keyboard (Escape, the crop bar's buttons) leaves focus nowhere: it
    // comes back to the layer.
    const isInMode = mode === 'editing' || mode === 'cropping';
    const isFocusLost = !document.activeElement || document.activeElement === document.body;
    if (wasInMode.current && !isInMode && isFocusLost) hit.current?.focus({ preventScroll: true });
    wasInMode.current = isInMode;
  }, [mode]);

  // The drawing depends on the layer alone: selecting or entering a mode does not redraw it.
  const drawing = useMemo(() => (body ? renderLayer(body) : null), [renderLayer, body]);
  if (!body) return null;
  const layer = signals.$layer.peek() ?? body;

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const step = arrowStep(event);
    if (step) {
      event.preventDefault();
      editor.select(id);
      editor.nudge(id, step);
    } else if (event.key === 'Delete' || event.key === 'Backspace') {
      event.preventDefault();
      const stage = event.currentTarget.closest('[data-part="stage"]');
      editor.deleteLayer(id);
      focusLayer(stage, editor.$selectedId.peek());
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      const isSelected = editor.$selectedId.peek() === id;
      if (event.key === 'Enter' && isSelected && body.itemType === 'Text') editor.enterTextEdit(id);
      else editor.select(id);
    } else if (event.key === 'Escape' && mode === 'selected') {
      event.preventDefault();
      editor.select(null);
    }
  };

  return (
    <div
      ref={frame}
      data-part="layer"
      data-state={mode}
      data-layer-id={id}
      style={{ position: 'absolute', ...boxOf(layer) }}
    >
      {mode === 'editing' ? (
        <TextEditOverlay editor={editor} layer={body} />
      ) : (
        // The button below names the layer; the drawing's own pictures would only repeat it.
        <div data-part="drawing" aria-hidden="true">
          {drawing}
        </div>
      )}
      {mode === 'editing' ? null : (
        <button
          ref={hit}
          {...bind()}
          type="button"
          aria-label={nameOf(body)}
          aria-pressed={mode !== 'idle'}
          data-part="hit"
          onDoubleClick={() => editor.enterTextEdit(id)}
          onKeyDown={onKeyDown}
          style={{ position: 'absolute', inset: 0, touchAction: 'none' }}
        />
      )}
      {mode === 'cropping' ? <CropOverlay editor={editor} layer={body} /> : null}
    </div>
  );
});
