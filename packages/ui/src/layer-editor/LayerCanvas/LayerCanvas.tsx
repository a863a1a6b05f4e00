import { computed } from '@preact/signals-core';
import type { Id, Layer, Point } from '@screenplay/core';
import { useValue } from '@screenplay/hooks';
import { useMemo, useRef, type DragEvent, type PointerEvent } from 'react';
import { carriesPayload, readDrop } from '../../library/internal/dragPayload';
import { LayerView } from '../../layers/LayerView/LayerView';
import { GridOverlay } from '../../SceneCanvas/GridOverlay';
import { useLayerRegistry, useLayerText } from '../../layers/registry/LayerRegistryProvider';
import { addLibraryItem, libraryItem } from '../LayerLibraryPanel/libraryItems';
import { SnapGuides } from '../../SceneCanvas/SnapGuides';
import { CanvasLayer } from './CanvasLayer';
import { CropBar } from './CropBar';
import type { LayerCanvasProps } from './layerCanvas.types';
import { layersByIdSignal, visibleIdsSignal } from './layerSignals';
import { SelectionBox } from './SelectionBox';
import { TextEditHint } from './TextEditHint';

const defaultRenderLayer = (layer: Layer) => <LayerView layer={layer} isPlaying={false} />;

/**
 * The layer editor's canvas: the document's size scaled by the zoom, the grid (spec: 16 px, white at 0.2), each
 * visible layer drawn by `renderLayer` under a focusable button named after it ('Text layer: Hello'), the selected
 * layer's box with 8 resize handles, and the snap guides of a gesture. Pointer drags go through the store's
 * gesture API (snapping, Ctrl off, Shift keeps the ratio); the keyboard selects, nudges (arrows, Shift ×10),
 * deletes and resizes (arrows on a handle). Double click or Enter on a text enters text edit mode; an image in
 * crop mode shows its crop frame and the crop bar. Library items dropped on it are added where they fall.
 * `onPointerPoint` follows the pointer over it in document pixels (a paste at the pointer).
 * A drag renders nothing in React: the moving layer's frame is written to the DOM; resizing redraws that layer only.
 *
 * @example <LayerCanvas editor={editor} label="Playlist item" renderLayer={renderLayer} onChooseSource={openChooser} />
 */
export function LayerCanvas({
  editor,
  label,
  renderLayer = defaultRenderLayer,
  onChooseSource,
  onDropItem,
  onPointerPoint,
  className,
}: LayerCanvasProps) {
  const text = useLayerText();
  const registry = useLayerRegistry();
  const signals = useMemo(
    () => ({
      $ids: visibleIdsSignal(editor),
      $byId: layersByIdSignal(editor),
      // The size alone, so that layer edits (which replace the document) do not render the canvas.
      $width: computed(() => editor.$document.value?.width ?? null),
      $height: computed(() => editor.$document.value?.height ?? null),
    }),
    [editor],
  );
  const ids = useValue(signals.$ids);
  const width = useValue(signals.$width);
  const height = useValue(signals.$height);
  const zoom = useValue(editor.$zoom);
  const isGridVisible = useValue(editor.$isGridVisible);
  const stage = useRef<HTMLDivElement>(null);
  if (width === null || height === null) return null;

  /** Where an event falls on the canvas, in document pixels (the stage is scaled by the zoom). */
  const pointOf = (event: { clientX: number; clientY: number }): Point | null => {
    const rect = stage.current?.getBoundingClientRect();
    const scale = zoom > 0 ? zoom : 1;
    const point = {
      x: Math.round((event.clientX - (rect?.left ?? 0)) / scale),
      y: Math.round((event.clientY - (rect?.top ?? 0)) / scale),
    };
    return Number.isFinite(point.x) && Number.isFinite(point.y) ? point : null;
  };
  const onDragOver = (event: DragEvent) => {
    if (!carriesPayload(event)) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
  };
  const onDrop = (event: DragEvent) => {
    const payload = readDrop(event);
    if (!payload) return;
    event.preventDefault();
    const point = pointOf(event);
    const item = payload.kind === 'layerLibraryItem' ? libraryItem(payload.id, registry) : undefined;
    if (item) addLibraryItem(editor, item, point, { onChooseSource, text });
    else if (payload.kind !== 'layerLibraryItem' && point) onDropItem?.(payload, point);
  };
  // Where the pointer is over the canvas, for a paste at the pointer (null once it leaves).
  const onPointerMove = onPointerPoint && ((event: PointerEvent) => onPointerPoint(pointOf(event)));
  const onPointerLeave = onPointerPoint && (() => onPointerPoint(null));
  const onPointerDown = (event: PointerEvent) => {
    // A press on the canvas itself (not on a layer) clears the selection.
    const target = event.target as Element;
    if (target === stage.current || target.closest('[data-part="grid"]')) editor.select(null);
  };

  return (
    <div
      data-scope="layer-editor"
      data-part="canvas"
      className={className}
      style={{ width: `${width * zoom}px`, height: `${height * zoom}px` }}
    >
      {/* biome-ignore lint/a11y/useSemanticElements: a drawing surface of layers, not a set of form controls: a fieldset would add form semantics and wrap the absolutely placed layers in its anonymous content box */}
      <div
        ref={stage}
        data-part="stage"
        role="group"
        aria-label={label}
        tabIndex={-1}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerLeave={onPointerLeave}
        onDragOver={onDragOver}
        onDrop={onDrop}
        style={{
          position: 'relative',
          width: `${width}px`,
          height: `${height}px`,
          transform: `scale(${zoom})`,
          transformOrigin: '0 0',
          // Lets the theme keep handles and outlines a constant size on screen at any zoom.
          ['--sp-canvas-zoom' as string]: zoom,
        }}
      >
        {isGridVisible ? <GridOverlay width={width} height={height} /> : null}
        {ids.map((id: Id) => (
          <CanvasLayer key={id} editor={editor} id={id} $byId={signals.$byId} renderLayer={renderLayer} />
        ))}
        <SelectionBox editor={editor} />
        <SnapGuides guides={editor.$guides} width={width} height={height} />
      </div>
      <CropBar editor={editor} />
      <TextEditHint editor={editor} />
    </div>
  );
}
