import { PERSPECTIVE_3D } from '@screenplay/core';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithIntl } from '../test/renderWithIntl';
import { SceneCanvas, perspective3dPx } from './SceneCanvas';
import { FIT_3D_MARGIN, depthStep3d, fitScale3d, fitsFrame3d, stageTransform3d } from './stage3d';

const LANDSCAPE = { width: 1920, height: 1080 };
const PORTRAIT = { width: 1080, height: 1920 };

describe('SceneCanvas 3D view', () => {
  afterEach(cleanup);

  it("puts the viewer at the spec's perspective 100, in percent of the scene's longer side like the spacing", () => {
    expect(PERSPECTIVE_3D).toBe(100);
    expect(perspective3dPx(LANDSCAPE, 1)).toBe(1920);
    expect(perspective3dPx(PORTRAIT, 0.2)).toBe(384);
  });

  it('fits the tilted stack inside its frame: the largest scale that fits, for any number of sections', () => {
    for (const scene of [LANDSCAPE, PORTRAIT, { width: 1000, height: 1000 }]) {
      for (const count of [1, 3, 15, 1000]) {
        const depth = depthStep3d(scene, count) * (count - 1);
        const scale = fitScale3d(scene, count);
        expect(scale).toBeGreaterThan(0.3); // still large enough to read
        expect(scale).toBeLessThan(1); // the untilted size would overflow the frame
        expect(fitsFrame3d(scene, depth, scale)).toBe(true);
        expect(fitsFrame3d(scene, depth, scale * 1.02)).toBe(false);
      }
    }
    expect(FIT_3D_MARGIN).toBeLessThan(1);
  });

  it('renders the 3D stack centred in the frame under that perspective, scaled by zoom and fit', () => {
    const props = {
      scene: LANDSCAPE,
      sections: [],
      selectedId: null,
      zoom: 0.5,
      label: 'Scene canvas',
      onSelect: () => undefined,
      onGeometryChange: () => undefined,
    };
    renderWithIntl(<SceneCanvas {...props} is3d />);
    const stage = screen.getByRole('listbox', { name: 'Scene canvas' });
    const root = stage.parentElement;
    expect(root?.style.perspective).toBe('960px');
    expect(root?.style.width).toBe('960px');
    const { transform, scale } = stageTransform3d(LANDSCAPE, 0.5, 0);
    expect(scale).toBeCloseTo(0.5 * fitScale3d(LANDSCAPE, 0), 6);
    expect(stage.style.transform).toBe(transform);
    expect(transform).toMatch(/^translate\(480px, 270px\) scale3d\(/);
    expect(transform).toContain('translate3d(-960px, -540px, 0px)');
    // Labels and outlines keep their on-screen size at the fitted scale.
    expect(stage.style.getPropertyValue('--sp-canvas-zoom')).toBe(String(scale));
  });
});
