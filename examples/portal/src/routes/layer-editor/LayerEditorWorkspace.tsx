import { computed } from '@preact/signals-core';
import {
  DEFAULT_BACKGROUND,
  PREVIEW_STAGE_COLOR,
  defaultTextColor,
  type Id,
  type Layer,
  type Point,
} from '@screenplay/core';
import type { DragPayload } from '@screenplay/core/library';
import { useValue, useText } from '@screenplay/hooks';
import { useFonts, useLayerData, type LayerEditorStore } from '@screenplay/hooks/layers';
import {
  LayerCanvas,
  LayerLibraryPanel,
  LayerList,
  LayerProperties,
  LayerToolbar,
  type SourceLibraryKind,
} from '@screenplay/ui/layer-editor';
import { createStockSearchStore } from '@screenplay/hooks/library';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { DataLayerView } from '@screenplay/ui/layers';
import { usePortal } from '../../app/PortalContext';
import { useFitScale } from '@screenplay/hooks';
import { addFromSource } from '../../shared/choose-source/chooseSource';
import { useLayerShortcuts } from './layerShortcuts';
import { useLayerProperties } from './useLayerProperties';
import { StockPanel, dropStockPhoto } from '../../shared/choose-source/StockPanel';

/** Props of {@link LayerEditorWorkspace}. */
export interface LayerEditorWorkspaceProps {
  editor: LayerEditorStore;
  /** Accessible name of the canvas. */
  canvasLabel: string;
  /** The template being edited (kept out of its own template choices); null for a playlist item. */
  templateId: Id | null;
  /** What the layers are drawn on: the section's background (a template: none), over the black of a screen. */
  background?: string;
}

/** The canvas's backdrop: the background over the black a screen shows where nothing is drawn (as the preview does). */
export function canvasBackdrop(background: string): string {
  return `linear-gradient(${background}, ${background}), rgb(${PREVIEW_STAGE_COLOR.r} ${PREVIEW_STAGE_COLOR.g} ${PREVIEW_STAGE_COLOR.b})`;
}

/**
 * What the playlist item and template editors share under their headers: the tool bar, then the layer library, the
 * canvas fitted to its viewport (zoomed to fit once the document opens) and the layer list with the selected
 * layer's properties. Library kinds that need a source open the portal's choosers (media with uploads, templates,
 * stock photos, feeds). Ctrl/Cmd+C, X, V, Z, Shift+Z and Y work on the whole page (V pastes at the pointer when it
 * is over the canvas, else 15% off the original); fonts the layers use are loaded.
 * Needs `<PortalLayerData>` above it.
 */
export function LayerEditorWorkspace({
  editor,
  canvasLabel,
  templateId,
  background = DEFAULT_BACKGROUND,
}: LayerEditorWorkspaceProps) {
  const t = useText();
  const { api, popups, toasts } = usePortal();
  const [stock] = useState(() => createStockSearchStore({ api }));
  const { feeds } = useLayerData('LayerEditorWorkspace');
  // Where the pointer is over the canvas (null when it is elsewhere): Ctrl/Cmd+V pastes there, else at the offset.
  const pointer = useRef<Point | null>(null);
  const onPointerPoint = useCallback((point: Point | null) => {
    pointer.current = point;
  }, []);
  const pastePoint = useCallback(() => pointer.current, []);
  useLayerShortcuts(editor, toasts, pastePoint);

  // The canvas size alone: layer edits (a drag replaces the document on every move) do not render the workspace.
  const $size = useMemo(
    () => ({
      width: computed(() => editor.$document.value?.width ?? null),
      height: computed(() => editor.$document.value?.height ?? null),
    }),
    [editor],
  );
  const width = useValue($size.width);
  const height = useValue($size.height);
  const viewport = useRef<HTMLDivElement>(null);
  const size = useMemo(() => (width !== null && height !== null ? { width, height } : null), [width, height]);
  const fit = useFitScale(viewport, size);
  const hasFitted = useRef(false);
  useEffect(() => {
    if (fit !== null && size && !hasFitted.current) {
      hasFitted.current = true;
      editor.zoomTo('fit', fit);
    }
  }, [editor, fit, size]);

  const chooseSource = useCallback(
    (kind: SourceLibraryKind, point: { x: number; y: number } | null) =>
      void addFromSource(editor, kind, point, { popups, toasts, feeds, templateId }),
    [editor, popups, toasts, feeds, templateId],
  );
  const onDropItem = useCallback(
    (payload: DragPayload, point: { x: number; y: number }) =>
      void dropStockPhoto(editor, stock, payload, point, toasts),
    [editor, stock, toasts],
  );
  const properties = useLayerProperties();
  // A layer with its data (forecast, feed, ticking time), videos on their first frame; a text without a colour of its
  // own in black or white, whichever reads on what lies below it (as in the preview).
  const renderLayer = useCallback(
    (layer: Layer) => {
      const all = editor.$layers.peek();
      const textColor = defaultTextColor(
        all,
        all.findIndex((candidate) => candidate.id === layer.id),
        background,
      );
      return <DataLayerView layer={layer} isPlaying={false} textColor={textColor} />;
    },
    [editor, background],
  );

  return (
    <>
      <LayerFonts editor={editor} />
      <LayerToolbar editor={editor} fitScale={fit ?? 1} />
      <div data-scope="layer-editor-page" data-part="workspace">
        <aside data-part="library" aria-label={t('playlistEditor.libraryPanel')}>
          <LayerLibraryPanel editor={editor} onChooseSource={chooseSource} />
          <StockPanel editor={editor} stock={stock} toasts={toasts} />
        </aside>
        <div ref={viewport} data-part="viewport">
          {/* The theme draws the canvas on --sp-editor-scene-bg: here, what the section shows. */}
          <div data-part="backdrop" style={{ ['--sp-editor-scene-bg' as string]: canvasBackdrop(background) }}>
            <LayerCanvas
              editor={editor}
              label={canvasLabel}
              renderLayer={renderLayer}
              onChooseSource={chooseSource}
              onDropItem={onDropItem}
              onPointerPoint={onPointerPoint}
            />
          </div>
        </div>
        <aside data-part="side" aria-label={t('playlistEditor.layersPanel')}>
          <LayerList editor={editor} />
          <LayerProperties editor={editor} {...properties} />
        </aside>
      </div>
    </>
  );
}

/** Loads the font families the layers use; alone in its component, so layer edits render only it. */
function LayerFonts({ editor }: { editor: LayerEditorStore }) {
  useFonts(useValue(editor.$layers));
  return null;
}
