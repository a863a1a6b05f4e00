import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithIntl } from '../../test/renderWithIntl';
import { editorFixture, layerFixture } from '../test/layerEditor.fixtures';
import { LayerToolbar } from './LayerToolbar';

function setup(props: Partial<Parameters<typeof LayerToolbar>[0]> = {}) {
  const fixture = editorFixture([
    layerFixture(1, 'Rectangle', { left: 10, top: 10 }),
    layerFixture(2, 'Video', {}, { videos: [{ uuid: 'v', url: '/media/v.mp4', name: 'v.mp4', duration: 10 }] }),
    layerFixture(3, 'Image', {}, { imageUrl: '/media/a.png', originalSize: { width: 100, height: 50 } }),
  ]);
  renderWithIntl(<LayerToolbar editor={fixture.editor} fitScale={0.4} {...props} />);
  return fixture;
}

const button = (name: string) =>
  within(screen.getByRole('toolbar', { name: 'Layer tools' })).getByRole('button', { name }) as HTMLButtonElement;
const press = (name: string) =>
  act(() => {
    fireEvent.click(button(name));
  });

describe('LayerToolbar', () => {
  it('disables what cannot act before anything happens', () => {
    setup();
    for (const name of ['Undo', 'Redo', 'Copy', 'Cut', 'Paste', 'Delete', 'Crop'])
      expect(button(name).disabled, name).toBe(true);
    for (const name of ['Zoom in', 'Zoom out', 'Fit', '50%', '100%', '200%', 'Grid', 'Snap'])
      expect(button(name).disabled, name).toBe(false);
  });

  it('copies and pastes the selected layer, offset, and enables undo then redo', () => {
    const { editor } = setup();
    act(() => editor.select(1));
    expect(button('Copy').disabled).toBe(false);
    press('Copy');
    expect(button('Paste').disabled).toBe(false);
    press('Paste');
    const pasted = editor.$layers.peek()[3];
    expect(pasted?.id).toBeLessThan(0);
    expect(pasted?.content.left).toBeGreaterThan(10);
    expect(button('Undo').disabled).toBe(false);
    press('Undo');
    expect(editor.$layers.peek()).toHaveLength(3);
    expect(button('Redo').disabled).toBe(false);
    press('Redo');
    expect(editor.$layers.peek()).toHaveLength(4);
  });

  it('cuts the selected layer', () => {
    const { editor } = setup();
    act(() => editor.select(1));
    press('Cut');
    expect(editor.$layers.peek().map((layer) => layer.id)).toEqual([2, 3]);
    expect(button('Paste').disabled).toBe(false);
  });

  it('deletes the selected layer', () => {
    const { editor } = setup();
    act(() => editor.select(3));
    press('Delete');
    expect(editor.$layers.peek().map((layer) => layer.id)).toEqual([1, 2]);
  });

  it('crops only an image: the button starts crop mode, pressed, and applies it', () => {
    const { editor } = setup();
    act(() => editor.select(1));
    expect(button('Crop').disabled).toBe(true);
    act(() => editor.select(3));
    press('Crop');
    expect(editor.$cropId.peek()).toBe(3);
    expect(button('Crop').getAttribute('aria-pressed')).toBe('true');
    press('Crop');
    expect(editor.$cropId.peek()).toBeNull();
  });

  it('zooms by the presets, fit being the given scale, and shows the level', () => {
    const { editor } = setup();
    press('200%');
    expect(editor.$zoom.peek()).toBe(2);
    expect(screen.getByText('Zoom 200%')).toBeTruthy();
    press('Fit');
    expect(editor.$zoom.peek()).toBe(0.4);
    press('Zoom in');
    expect(editor.$zoom.peek()).toBeCloseTo(0.5);
    press('Zoom out');
    expect(editor.$zoom.peek()).toBeCloseTo(0.4);
  });

  it('switches the grid, snapping and keep ratio', () => {
    const { editor } = setup();
    expect(button('Grid').getAttribute('aria-pressed')).toBe('true');
    press('Grid');
    expect(editor.$isGridVisible.peek()).toBe(false);
    press('Snap');
    expect(editor.$isSnapEnabled.peek()).toBe(false);
    expect(button('Keep ratio').disabled).toBe(true);
    act(() => editor.select(1));
    press('Keep ratio');
    expect(editor.$keepRatio.peek()).toBe(true);
    expect(button('Keep ratio').getAttribute('aria-pressed')).toBe('true');
  });

  it('refuses to copy or cut a Video layer: both disabled, saying why', () => {
    const { editor } = setup();
    act(() => editor.select(2));
    expect(button('Copy').disabled).toBe(true);
    expect(button('Cut').disabled).toBe(true);
    expect(button('Copy').title).toBe('Video layers cannot be copied');
    expect(button('Paste').disabled).toBe(true);
    act(() => editor.select(1));
    expect(button('Copy').title).toBe('');
  });
});
