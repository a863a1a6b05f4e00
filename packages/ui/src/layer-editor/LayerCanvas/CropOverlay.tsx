import type { MessageKey } from '@screenplay/core/messages';
import type { Layer } from '@screenplay/core';
import { asTypedLayer, type ImageContent } from '@screenplay/core/widgets';
import type { LayerEditorStore } from '@screenplay/hooks/layers';
import { useDrag } from '@use-gesture/react';
import { useRef, type KeyboardEvent } from 'react';
import { imageFrame } from '../../layers/ImageLayer/imageFrame';
import { LAYER_EDITOR_MESSAGE_IDS as M } from '../layerEditor.messages';
import { useText } from '@screenplay/hooks';
import { CROP_CORNERS, cropStart, resizedCrop, type CropCorner, type CropStart } from './cropGeometry';
import { arrowStep } from './layerGestures';

const CORNER_MESSAGE_IDS: Record<CropCorner, MessageKey> = { nw: M.cropNw, ne: M.cropNe, se: M.cropSe, sw: M.cropSw };

interface CornerProps {
  editor: LayerEditorStore;
  layer: Layer;
  content: ImageContent;
  corner: CropCorner;
}

/** One corner of the crop frame: dragged, or moved with the arrow keys, it changes the cropped size. */
function CropHandle({ editor, layer, content, corner }: CornerProps) {
  const t = useText();
  const start = useRef<CropStart | null>(null);
  const bind = useDrag(
    (state) => {
      if (state.first) start.current = cropStart(content);
      const from = start.current;
      if (!from) return;
      const zoom = editor.$zoom.peek() || 1;
      const dx = (state.xy[0] - state.initial[0]) / zoom;
      const dy = (state.xy[1] - state.initial[1]) / zoom;
      editor.updateContent<'Image'>(layer.id, { croppedSize: resizedCrop(from, corner, dx, dy) });
      if (state.last) start.current = null;
    },
    { pointer: { keys: false } },
  );
  const onKeyDown = (event: KeyboardEvent) => {
    const step = arrowStep(event);
    const from = cropStart(content);
    if (!step || !from) return;
    event.preventDefault();
    event.stopPropagation();
    editor.updateContent<'Image'>(layer.id, { croppedSize: resizedCrop(from, corner, step.dx, step.dy) });
  };
  return (
    <button
      {...bind()}
      type="button"
      aria-label={t(CORNER_MESSAGE_IDS[corner])}
      data-part="crop-handle"
      data-handle={corner}
      onKeyDown={onKeyDown}
      style={{ touchAction: 'none' }}
    />
  );
}

/**
 * Crop mode over an image layer: the whole image faded behind, the cropped part framed, and a handle at each
 * corner of the frame. The crop's size is also typed in the crop bar, which applies or cancels it.
 */
export function CropOverlay({ editor, layer }: { editor: LayerEditorStore; layer: Layer }) {
  const typed = asTypedLayer(layer);
  if (typed?.itemType !== 'Image') return null;
  const content = typed.content;
  const frame = imageFrame(content);
  if (!frame) return null;
  const { crop, image } = frame;
  return (
    <>
      <img
        data-part="crop-ghost"
        src={content.imageUrl}
        alt=""
        draggable={false}
        style={{
          position: 'absolute',
          left: crop.left + image.left,
          top: crop.top + image.top,
          width: image.width,
          height: image.height,
          maxWidth: 'none',
        }}
      />
      <div data-part="crop-frame" style={{ position: 'absolute', ...crop }}>
        {CROP_CORNERS.map((corner) => (
          <CropHandle key={corner} editor={editor} layer={layer} content={content} corner={corner} />
        ))}
      </div>
    </>
  );
}
