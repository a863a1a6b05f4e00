import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithIntl } from '../../test/renderWithIntl';
import { layerOf, layerRootOf } from '../test/layers.fixtures';
import { imageFrame } from './imageFrame';
import { ImageLayer } from './ImageLayer';

const PHOTO = { imageUrl: '/media/photo.jpg', originalSize: { width: 800, height: 800 } };

describe('imageFrame', () => {
  it('fits the centred crop inside a 400 × 200 box when contained', () => {
    const frame = imageFrame({
      width: 400,
      height: 200,
      originalSize: { width: 800, height: 800 },
      croppedSize: { width: 800, height: 200 },
      contain: true,
    });
    // The 800 × 200 crop is 4:1, the box 2:1: scaled by 0.5 to 400 × 100, centred vertically.
    expect(frame?.crop).toEqual({ left: 0, top: 50, width: 400, height: 100 });
    // The whole 800 × 800 image at the same scale, shifted up so its middle 200 rows show.
    expect(frame?.image).toEqual({ left: 0, top: -150, width: 400, height: 400 });
  });

  it('covers the box when not contained (the layer clips what overflows)', () => {
    const frame = imageFrame({
      width: 400,
      height: 200,
      originalSize: { width: 800, height: 800 },
      croppedSize: null,
      contain: false,
    });
    expect(frame?.crop).toEqual({ left: 0, top: -100, width: 400, height: 400 });
  });

  it('is null while the image size is unknown', () => {
    expect(imageFrame({ width: 400, height: 200, originalSize: null, croppedSize: null, contain: true })).toBeNull();
  });
});

describe('ImageLayer', () => {
  it('is a picture named "Image" at its box, with its opacity and border radius', () => {
    const { container } = renderWithIntl(
      <ImageLayer layer={layerOf('Image', { ...PHOTO, opacity: 0.4, borderRadius: 12 })} />,
    );
    const root = screen.getByRole('img', { name: 'Image' });
    expect(root).toBe(layerRootOf(container));
    expect(root.dataset.part).toBe('image');
    expect(root.style.left).toBe('10px');
    expect(root.style.width).toBe('400px');
    expect(root.style.opacity).toBe('0.4');
    expect(root.style.borderRadius).toBe('12px');
    expect(root.querySelector('img')?.getAttribute('src')).toBe('/media/photo.jpg');
  });

  it('crops: the cropped part sized and centred in the box, the image offset inside it', () => {
    const layer = layerOf('Image', { ...PHOTO, croppedSize: { width: 800, height: 200 }, contain: true });
    const { container } = renderWithIntl(<ImageLayer layer={layer} />);
    const crop = container.querySelector<HTMLElement>('[data-part="crop"]')!;
    expect([crop.style.top, crop.style.width, crop.style.height]).toEqual(['50px', '400px', '100px']);
    expect(crop.querySelector('img')?.style.top).toBe('-150px');
    expect(layerRootOf(container).dataset.fit).toBe('contain');
  });

  it('flips horizontally, vertically or both', () => {
    const transformOf = (flipH: boolean, flipV: boolean) => {
      const { container, unmount } = renderWithIntl(
        <ImageLayer layer={layerOf('Image', { ...PHOTO, flipH, flipV })} />,
      );
      const value = container.querySelector<HTMLElement>('[data-part="crop"]')!.style.transform;
      unmount();
      return value;
    };
    expect(transformOf(true, false)).toBe('scale(-1, 1)');
    expect(transformOf(false, true)).toBe('scale(1, -1)');
    expect(transformOf(true, true)).toBe('scale(-1, -1)');
    expect(transformOf(false, false)).toBe('');
  });

  it('fits the whole picture with object-fit while its size is unknown', () => {
    const { container } = renderWithIntl(
      <ImageLayer layer={layerOf('Image', { imageUrl: '/media/a.png', contain: false, flipH: true })} />,
    );
    const img = container.querySelector('img')!;
    expect(img.style.objectFit).toBe('cover');
    expect(img.style.transform).toBe('scale(-1, 1)');
  });

  it('without an image is a labelled empty box', () => {
    const { container } = renderWithIntl(<ImageLayer layer={layerOf('Image')} />);
    expect(screen.getByRole('img', { name: 'No image chosen' }).dataset.state).toBe('empty');
    expect(container.querySelector('img')).toBeNull();
  });
});
