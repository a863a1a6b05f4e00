import { PERSPECTIVE_3D } from '@screenplay/core';
import type { Rect, Section } from '@screenplay/core';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithIntl } from '../test/renderWithIntl';
import { SceneCanvas, perspective3dPx } from './SceneCanvas';
import {
  FIT_3D_MARGIN,
  TILT_3D_X_DEG,
  TILT_3D_Z_DEG,
  depthStep3d,
  fitScale3d,
  fitsFrame3d,
  stageTransform3d,
  tiltedMovement3d,
} from './stage3d';

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

/** Where a move of (x, y) scene pixels in the tilted stage's plane lands on screen, at stage scale `s` (no perspective). */
function onScreen(x: number, y: number, s: number): [number, number] {
  const b = (TILT_3D_Z_DEG * Math.PI) / 180;
  const a = (TILT_3D_X_DEG * Math.PI) / 180;
  return [s * (x * Math.cos(b) - y * Math.sin(b)), s * Math.cos(a) * (x * Math.sin(b) + y * Math.cos(b))];
}

function section(id: number, rect: Rect): Section {
  return {
    id,
    name: `Section ${id}`,
    ...rect,
    hidden: false,
    draft: false,
    ratio: null,
    playlistItems: [],
    itemsOrder: [],
    background: 'rgba(0,0,0,0.5)',
    order: id,
    parentId: null,
    markAsDeleted: false,
  };
}

function drag(element: HTMLElement, dx: number, dy: number) {
  const pointer = { pointerId: 1, button: 0, buttons: 1, isPrimary: true, pointerType: 'mouse' };
  fireEvent.pointerDown(element, { ...pointer, clientX: 100, clientY: 100 });
  for (let i = 1; i <= 4; i += 1)
    fireEvent.pointerMove(element, { ...pointer, clientX: 100 + (dx * i) / 4, clientY: 100 + (dy * i) / 4 });
  fireEvent.pointerUp(element, { ...pointer, clientX: 100 + dx, clientY: 100 + dy, buttons: 0 });
}

describe('SceneCanvas 3D drag (issue 15: it divided the pointer travel by the zoom, not the fitted 3D scale)', () => {
  afterEach(cleanup);

  it('undoes the tilt: a screen move maps back to the stage move that draws it', () => {
    for (const [x, y] of [
      [100, 0],
      [0, 100],
      [-37, 58],
    ] as const) {
      const [dx, dy] = onScreen(x, y, 1);
      const [mx, my] = tiltedMovement3d(dx, dy);
      expect(mx).toBeCloseTo(x, 6);
      expect(my).toBeCloseTo(y, 6);
    }
    expect(tiltedMovement3d(0, 0)).toEqual([0, 0]);
  });

  it('moves the section so that it follows the pointer on the stage as drawn (zoom × fitted scale, tilted)', () => {
    const onCommit = vi.fn();
    const sections = [
      section(1, { left: 800, top: 400, width: 200, height: 200 }),
      section(2, { left: 0, top: 0, width: 100, height: 100 }),
    ];
    const zoom = 0.5;
    const props = {
      scene: LANDSCAPE,
      sections,
      selectedId: 1,
      zoom,
      label: 'Scene canvas',
      onSelect: () => undefined,
      onGeometryChange: onCommit,
      isGridVisible: false,
      isSnapEnabled: false,
      is3d: true,
    };
    renderWithIntl(<SceneCanvas {...props} />);
    act(() => drag(screen.getByRole('option', { name: 'Section 1' }), 60, 30));
    expect(onCommit).toHaveBeenCalledTimes(1);
    const [id, rect] = onCommit.mock.calls[0] as [number, Rect];
    expect(id).toBe(1);
    const scale = stageTransform3d(LANDSCAPE, zoom, sections.length).scale;
    // Drawn at the stage's scale and tilt, the section's move is the pointer's.
    const [sx, sy] = onScreen(rect.left - 800, rect.top - 400, scale);
    expect(sx).toBeCloseTo(60, 3);
    expect(sy).toBeCloseTo(30, 3);
    expect(rect.width).toBe(200);
    // Not the flat answer (travel / zoom): 120 x 60 scene pixels.
    expect(Math.abs(rect.left - 800 - 120)).toBeGreaterThan(20);
  });

  it('keeps the flat drag at travel / zoom', () => {
    const onCommit = vi.fn();
    const props = {
      scene: LANDSCAPE,
      sections: [section(1, { left: 800, top: 400, width: 200, height: 200 })],
      selectedId: 1,
      zoom: 0.5,
      label: 'Scene canvas',
      onSelect: () => undefined,
      onGeometryChange: onCommit,
      isGridVisible: false,
      isSnapEnabled: false,
    };
    renderWithIntl(<SceneCanvas {...props} />);
    act(() => drag(screen.getByRole('option', { name: 'Section 1' }), 60, 30));
    expect(onCommit).toHaveBeenLastCalledWith(1, { left: 920, top: 460, width: 200, height: 200 });
  });
});
