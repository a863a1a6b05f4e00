import type { CSSProperties } from 'react';
import { LayerPlaceholder } from '../internal/LayerPlaceholder';
import { layerBox, layerRoot } from '../internal/layerRoot';
import { useText } from '@screenplay/hooks';
import { LAYER_MESSAGE_IDS as M } from '../layers.messages';
import type { LayerRendererProps } from '../layers.types';
import { imageFrame } from './imageFrame';

/** Props of {@link ImageLayer}. */
export type ImageLayerProps = LayerRendererProps<'Image'>;

/** The mirror transform of the flips, undefined without one. */
function flipTransform(flipH: boolean, flipV: boolean): string | undefined {
  return flipH || flipV ? `scale(${flipH ? -1 : 1}, ${flipV ? -1 : 1})` : undefined;
}

/**
 * An Image layer: `imageUrl` cropped to `croppedSize` (centred, see `imageFrame`), contained in or
 * covering its box, with its opacity, border radius and horizontal/vertical flips. A picture named
 * 'Image'; without a url, a labelled empty box.
 */
export function ImageLayer({ layer, className }: ImageLayerProps) {
  const t = useText();
  const { imageUrl, contain, opacity, borderRadius, flipH, flipV } = layer.content;
  if (!imageUrl) return <LayerPlaceholder layer={layer} label={t(M.noImage)} state="empty" className={className} />;
  const style: CSSProperties = { ...layerBox(layer), overflow: 'hidden', opacity, borderRadius };
  const transform = flipTransform(flipH, flipV);
  const frame = imageFrame(layer.content);
  return (
    <div
      {...layerRoot(layer, className)}
      role="img"
      aria-label={t(M.image)}
      data-fit={contain ? 'contain' : 'cover'}
      style={style}
    >
      {frame ? (
        <div data-part="crop" style={{ position: 'absolute', ...frame.crop, overflow: 'hidden', transform }}>
          <img
            src={imageUrl}
            alt=""
            draggable={false}
            style={{ position: 'absolute', ...frame.image, maxWidth: 'none' }}
          />
        </div>
      ) : (
        <img
          src={imageUrl}
          alt=""
          draggable={false}
          style={{
            display: 'block',
            width: '100%',
            height: '100%',
            objectFit: contain ? 'contain' : 'cover',
            transform,
          }}
        />
      )}
    </div>
  );
}
