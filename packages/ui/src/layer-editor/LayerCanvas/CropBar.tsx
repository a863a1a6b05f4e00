import { asTypedLayer } from '@screenplay/core/widgets';
import { useValue } from '@screenplay/hooks';
import type { LayerEditorStore } from '@screenplay/hooks/layers';
import { useEffect, useRef, type KeyboardEvent } from 'react';
import { Button } from '../../Button/Button';
import { firstFieldIn } from '../../internal/focus';
import { NumberField } from '../internal/fields';
import { useText } from '@screenplay/hooks';
import { LAYER_EDITOR_MESSAGE_IDS as M } from '../layerEditor.messages';
import { cropStart } from './cropGeometry';

/**
 * The crop bar shown while an image is cropped: the cropped size in image pixels, 'Whole image', and the buttons
 * that apply the crop or cancel it (spec §4: cancelling restores the state before the crop). Escape cancels.
 * Focus moves into it when cropping starts.
 */
export function CropBar({ editor }: { editor: LayerEditorStore }) {
  const t = useText();
  const cropId = useValue(editor.$cropId);
  const selected = useValue(editor.$selected);
  const root = useRef<HTMLFieldSetElement>(null);

  useEffect(() => {
    if (cropId !== null && root.current) (firstFieldIn(root.current) ?? root.current.querySelector('button'))?.focus();
  }, [cropId]);

  const typed = selected && selected.id === cropId ? asTypedLayer(selected) : null;
  if (cropId === null || typed?.itemType !== 'Image') return null;
  const start = cropStart(typed.content);
  const update = (size: { width?: number; height?: number }) => {
    if (start) editor.updateContent<'Image'>(cropId, { croppedSize: { ...start.cropped, ...size } });
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    editor.cancelCrop();
  };

  return (
    <fieldset ref={root} aria-label={t(M.cropImage)} data-part="crop-bar" onKeyDown={onKeyDown}>
      {start ? (
        <>
          <NumberField
            label={t(M.cropWidth)}
            name="cropWidth"
            value={start.cropped.width}
            min={1}
            max={start.original.width}
            onCommit={(width) => update({ width })}
          />
          <NumberField
            label={t(M.cropHeight)}
            name="cropHeight"
            value={start.cropped.height}
            min={1}
            max={start.original.height}
            onCommit={(height) => update({ height })}
          />
          <Button variant="ghost" onClick={() => editor.updateContent<'Image'>(cropId, { croppedSize: null })}>
            {t(M.wholeImage)}
          </Button>
        </>
      ) : (
        <p data-part="crop-note">{t(M.cropSizeUnknown)}</p>
      )}
      <Button variant="secondary" onClick={() => editor.cancelCrop()}>
        {t(M.cancelCrop)}
      </Button>
      <Button onClick={() => editor.applyCrop()}>{t(M.applyCrop)}</Button>
    </fieldset>
  );
}
