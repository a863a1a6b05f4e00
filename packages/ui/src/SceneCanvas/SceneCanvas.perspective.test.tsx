import { PERSPECTIVE_3D } from '@screenplay/core';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithIntl } from '../test/renderWithIntl';
import { SceneCanvas } from './SceneCanvas';

describe('SceneCanvas 3D view', () => {
  afterEach(cleanup);

  it('renders the 3D stack under the spec perspective of 100', () => {
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
    expect(PERSPECTIVE_3D).toBe(100);
    expect(root?.style.perspective).toBe('100px');
  });
});
