import type { LibraryImage } from '@screenplay/core/widgets';
import { Button } from '../../Button/Button';
import { CheckboxField, NumberField, PercentField } from '../internal/fields';
import { useText } from '@screenplay/hooks';
import { LAYER_EDITOR_MESSAGE_IDS as M } from '../layerEditor.messages';
import { contentUpdater, type PanelProps } from './layerProperties.types';

/** An Image layer's fields (spec §3 "image"): the image (chosen elsewhere), contain, opacity, border radius, flips. */
export function ImageProperties(props: PanelProps<'Image'> & { chooseImage?: () => Promise<LibraryImage | null> }) {
  const t = useText();
  const update = contentUpdater(props);
  const c = props.layer.content;
  const choose = async () => {
    const image = await props.chooseImage?.();
    if (!image) return;
    const originalSize = image.width && image.height ? { width: image.width, height: image.height } : null;
    // A new image starts uncropped: the old crop was in the old image's pixels.
    // Its name goes with it: the old one would name the item after the old image.
    update({ imageUrl: image.url, image: image.uuid ?? null, originalSize, croppedSize: null, name: image.name ?? '' });
  };
  return (
    <>
      {props.chooseImage ? (
        <Button variant="secondary" onClick={() => void choose()}>
          {t(M.chooseImage)}
        </Button>
      ) : null}
      <CheckboxField label={t(M.contain)} checked={c.contain} onChange={(contain) => update({ contain })} />
      <PercentField label={t(M.opacity)} name="opacity" value={c.opacity} onCommit={(opacity) => update({ opacity })} />
      <NumberField
        label={t(M.borderRadius)}
        name="borderRadius"
        value={c.borderRadius}
        min={0}
        onCommit={(borderRadius) => update({ borderRadius })}
      />
      <CheckboxField label={t(M.flipH)} checked={c.flipH} onChange={(flipH) => update({ flipH })} />
      <CheckboxField label={t(M.flipV)} checked={c.flipV} onChange={(flipV) => update({ flipV })} />
    </>
  );
}
