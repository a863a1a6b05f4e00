import { defaultContent } from '@screenplay/core/widgets';
import { describe, expect, it } from 'vitest';
import { cropStart, resizedCrop } from './cropGeometry';

const content = (croppedSize: { width: number; height: number } | null) => ({
  ...defaultContent('Image', { left: 0, top: 0, width: 400, height: 200 }),
  imageUrl: '/a.jpg',
  originalSize: { width: 800, height: 400 },
  croppedSize,
});

describe('crop geometry', () => {
  it('starts from the cropped size, or the whole image, at the drawn scale', () => {
    expect(cropStart(content(null))).toEqual({
      cropped: { width: 800, height: 400 },
      original: { width: 800, height: 400 },
      scale: 0.5,
    });
    expect(cropStart(content({ width: 400, height: 200 }))?.scale).toBe(1);
    expect(cropStart({ ...content(null), originalSize: null })).toBeNull();
  });

  it('grows or shrinks the centred crop by twice the corner’s travel, within the image', () => {
    const start = cropStart(content(null))!;
    expect(resizedCrop(start, 'se', -50, -25)).toEqual({ width: 600, height: 300 });
    expect(resizedCrop(start, 'nw', 50, 25)).toEqual({ width: 600, height: 300 });
    expect(resizedCrop(start, 'ne', 10, 0)).toEqual({ width: 800, height: 400 });
    expect(resizedCrop(start, 'sw', 500, -500)).toEqual({ width: 1, height: 1 });
  });
});
