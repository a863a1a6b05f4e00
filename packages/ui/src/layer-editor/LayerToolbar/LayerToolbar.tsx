import { computed } from '@preact/signals-core';
import { NON_COPYABLE_LAYER_TYPE } from '@screenplay/core/widgets';
import { useValue } from '@screenplay/hooks';
import type { LayerEditorStore } from '@screenplay/hooks/layers';
import { useMemo, type ReactNode } from 'react';
import { Button } from '../../Button/Button';
import { useText } from '@screenplay/hooks';
import { LAYER_EDITOR_MESSAGE_IDS as M } from '../layerEditor.messages';

/** Props of {@link LayerToolbar}. */
export interface LayerToolbarProps {
  /** The layer editor store the tools act on. */
  editor: LayerEditorStore;
  /** The zoom that fits the canvas in its viewport ('Fit'); 1 by default. */
  fitScale?: number;
  className?: string;
}

/** The zoom presets offered as buttons (spec: zoom presets in, out, fit, 50, 100, 200). */
const ZOOM_PERCENTS = [50, 100, 200] as const;

/**
 * The layer editor's tools: undo, redo, copy, cut, paste, delete and crop; zoom out, the zoom level, zoom in, fit,
 * 50%, 100% and 200%; the grid, snapping and keep-ratio switches. Each is a named button, disabled when it cannot
 * act: undo and redo by the history, copy and cut without a selection or on a Video layer (which cannot be
 * copied, spec §4; the button says so), paste with an empty clipboard, crop unless an image is selected.
 */
export function LayerToolbar({ editor, fitScale = 1, className }: LayerToolbarProps) {
  const t = useText();
  // The selected layer's id and type only: a drag changes the layer, not these.
  const signals = useMemo(
    () => ({
      $selectedId: editor.$selectedId,
      $selectedType: computed(() => editor.$selected.value?.itemType ?? null),
    }),
    [editor],
  );
  const selectedId = useValue(signals.$selectedId);
  const selectedType = useValue(signals.$selectedType);
  const canUndo = useValue(editor.$canUndo);
  const canRedo = useValue(editor.$canRedo);
  const canCopy = useValue(editor.$canCopy);
  const canPaste = useValue(editor.$canPaste);
  const cropId = useValue(editor.$cropId);
  const zoom = useValue(editor.$zoom);
  const isGridVisible = useValue(editor.$isGridVisible);
  const isSnapEnabled = useValue(editor.$isSnapEnabled);
  const keepRatio = useValue(editor.$keepRatio);

  const hasSelection = selectedId !== null && selectedType !== null;
  const copyRefusal = selectedType === NON_COPYABLE_LAYER_TYPE ? t(M.copyRefused) : undefined;
  const tool = (label: string, onClick: () => void, isDisabled = false, title?: string): ReactNode => (
    <Button variant="secondary" disabled={isDisabled} title={title} onClick={onClick}>
      {label}
    </Button>
  );
  const toggle = (label: string, isOn: boolean, onClick: () => void, isDisabled = false): ReactNode => (
    <Button variant="secondary" aria-pressed={isOn} disabled={isDisabled} onClick={onClick}>
      {label}
    </Button>
  );

  return (
    <div data-scope="layer-editor" data-part="toolbar" role="toolbar" aria-label={t(M.toolbar)} className={className}>
      {tool(t(M.undo), () => editor.undo(), !canUndo)}
      {tool(t(M.redo), () => editor.redo(), !canRedo)}
      <span data-part="separator" aria-hidden="true" />
      {/* Disabled for a Video layer, copy and cut never reach the store's refusal from here. */}
      {tool(t(M.copy), () => editor.copy(), !canCopy, copyRefusal)}
      {tool(t(M.cut), () => editor.cut(), !canCopy, copyRefusal)}
      {tool(t(M.paste), () => editor.paste(), !canPaste)}
      {tool(t(M.delete), () => selectedId !== null && editor.deleteLayer(selectedId), !hasSelection)}
      {toggle(
        t(M.crop),
        cropId !== null,
        () => (cropId !== null ? editor.applyCrop() : selectedId !== null && editor.beginCrop(selectedId)),
        cropId === null && selectedType !== 'Image',
      )}
      <span data-part="separator" aria-hidden="true" />
      <Button variant="secondary" aria-label={t(M.zoomOut)} onClick={() => editor.zoomTo('out', fitScale)}>
        −
      </Button>
      <output data-part="zoom" aria-live="polite">
        {t(M.zoomLevel, { percent: Math.round(zoom * 100) })}
      </output>
      <Button variant="secondary" aria-label={t(M.zoomIn)} onClick={() => editor.zoomTo('in', fitScale)}>
        +
      </Button>
      {tool(t(M.zoomFit), () => editor.zoomTo('fit', fitScale))}
      {ZOOM_PERCENTS.map((percent) => (
        <Button key={percent} variant="secondary" onClick={() => editor.zoomTo(percent, fitScale)}>
          {t(M.zoomTo, { percent })}
        </Button>
      ))}
      <span data-part="separator" aria-hidden="true" />
      {toggle(t(M.grid), isGridVisible, () => editor.toggleGrid())}
      {toggle(t(M.snap), isSnapEnabled, () => editor.toggleSnap())}
      {toggle(t(M.keepRatio), keepRatio, () => editor.toggleKeepRatio(), !hasSelection && !keepRatio)}
    </div>
  );
}
