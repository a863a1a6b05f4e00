import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithIntl } from '../../test/renderWithIntl';
import { editorFixture, layerFixture, layerIn, pointerDrag } from '../test/layerEditor.fixtures';
import { LayerCanvas } from './LayerCanvas';

const IMAGE = layerFixture(
  1,
  'Image',
  { width: 400, height: 200 },
  { imageUrl: '/media/1/photo.jpg', originalSize: { width: 800, height: 400 } },
);

function setup(image = IMAGE) {
  const fixture = editorFixture([image]);
  renderWithIntl(<LayerCanvas editor={fixture.editor} label="Playlist item" />);
  act(() => {
    fixture.editor.beginCrop(1);
  });
  return fixture;
}

const input = (name: string) => screen.getByRole('spinbutton', { name }) as HTMLInputElement;

describe('LayerCanvas crop mode', () => {
  it('shows the crop frame with named corners and the crop bar, focused on the crop width', () => {
    setup();
    expect(screen.getByRole('group', { name: 'Crop the image' })).toBeTruthy();
    expect(document.activeElement).toBe(input('Crop width (image pixels)'));
    expect(input('Crop width (image pixels)').value).toBe('800');
    for (const corner of ['top-left', 'top-right', 'bottom-right', 'bottom-left']) {
      expect(screen.getByRole('button', { name: `Crop from the ${corner} corner` })).toBeTruthy();
    }
    expect(screen.queryByRole('button', { name: 'Resize from the top-left corner' })).toBeNull();
  });

  it('applies a typed crop size, clamped to the image, and leaves crop mode keeping it', () => {
    const { editor } = setup();
    fireEvent.change(input('Crop width (image pixels)'), { target: { value: '400' } });
    fireEvent.keyDown(input('Crop width (image pixels)'), { key: 'Enter' });
    fireEvent.change(input('Crop height (image pixels)'), { target: { value: '9000' } });
    fireEvent.blur(input('Crop height (image pixels)'));
    expect(layerIn(editor, 1).content.croppedSize).toEqual({ width: 400, height: 400 });
    act(() => {
      fireEvent.click(screen.getByRole('button', { name: 'Apply crop' }));
    });
    expect(editor.$cropId.peek()).toBeNull();
    expect(layerIn(editor, 1).content.croppedSize).toEqual({ width: 400, height: 400 });
    expect(screen.queryByRole('group', { name: 'Crop the image' })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Image layer: photo.jpg' }));
  });

  it('cancels with the button or Escape, restoring the image as it was before the crop', () => {
    const { editor } = setup();
    pointerDrag(screen.getByRole('button', { name: 'Crop from the bottom-right corner' }), -50, -25, 5);
    // Drawn at half size, 50 canvas px in from the right edge are 100 image px on each side: 200 px narrower.
    expect(layerIn(editor, 1).content.croppedSize).toEqual({ width: 600, height: 300 });
    act(() => {
      fireEvent.click(screen.getByRole('button', { name: 'Cancel crop' }));
    });
    expect(editor.$cropId.peek()).toBeNull();
    expect(layerIn(editor, 1).content.croppedSize).toBeNull();

    act(() => {
      editor.beginCrop(1);
    });
    fireEvent.keyDown(screen.getByRole('button', { name: 'Crop from the top-left corner' }), {
      key: 'ArrowRight',
      shiftKey: true,
    });
    expect(layerIn(editor, 1).content.croppedSize).toEqual({ width: 760, height: 400 });
    act(() => {
      fireEvent.keyDown(input('Crop width (image pixels)'), { key: 'Escape' });
    });
    expect(editor.$cropId.peek()).toBeNull();
    expect(layerIn(editor, 1).content.croppedSize).toBeNull();
  });

  it('explains that an image of unknown size cannot be cropped, and still cancels', () => {
    const { editor } = setup(layerFixture(1, 'Image', {}, { imageUrl: '/media/1/photo.jpg' }));
    expect(screen.getByText('The image size is not known, so it cannot be cropped here')).toBeTruthy();
    act(() => {
      fireEvent.click(screen.getByRole('button', { name: 'Cancel crop' }));
    });
    expect(editor.$cropId.peek()).toBeNull();
  });

  it('does not move the image while it is cropped', () => {
    const { editor } = setup();
    pointerDrag(screen.getByRole('button', { name: 'Image layer: photo.jpg' }), 40, 40, 4, { ctrlKey: true });
    expect(layerIn(editor, 1).content).toMatchObject({ left: 0, top: 0 });
  });
});
