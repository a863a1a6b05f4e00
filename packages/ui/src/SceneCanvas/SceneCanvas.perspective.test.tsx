import { PERSPECTIVE_3D } from '@screenplay/core';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithIntl } from '../test/renderWithIntl';
import { SceneCanvas, perspective3dPx } from './SceneCanvas';

describe('SceneCanvas 3D view', () => {
  afterEach(cleanup);

  it("puts the viewer at the spec's perspective 100, in percent of the scene's longer side like the spacing", () => {
    expect(PERSPECTIVE_3D).toBe(100);
    expect(perspective3dPx({ width: 1920, height: 1080 }, 1)).toBe(1920);
    expect(perspective3dPx({ width: 1080, height: 1920 }, 0.2)).toBe(384);
  });

  it('renders the 3D stack under that perspective at the current zoom', () => {
    const props = {
      scene: { width: 1920, height: 1080 },
      sections: [],
      selectedId: null,
      zoom: 0.5,
      label: 'Scene canvas',
      onSelect: () => undefined,
      onGeometryChange: () => undefined,
    };
    renderWithIntl(<SceneCanvas {...props} is3d />);
    const root = screen.getByRole('listbox', { name: 'Scene canvas' }).parentElement;
    expect(root?.style.perspective).toBe('960px');
    expect(screen.getByRole('listbox', { name: 'Scene canvas' }).style.transform).toContain('scale3d(0.5, 0.5, 0.5)');
  });
});
