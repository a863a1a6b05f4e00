import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { EN_MESSAGES } from '@screenplay/core/messages';
import { renderWithIntl } from '../../test/renderWithIntl';
import { LAYER_EDITOR_MESSAGE_IDS, LAYER_TYPE_MESSAGE_IDS, RESIZE_HANDLE_MESSAGE_IDS } from '../layerEditor.messages';
import { editorFixture, layerFixture } from '../test/layerEditor.fixtures';
import { check, choose, pickColor, renderProperties, typeInto } from '../test/properties.helpers';
import { LayerProperties } from './LayerProperties';

const video = (n: number, seconds: number) => ({
  uuid: `v${n}`,
  url: `/media/v${n}.mp4`,
  name: `clip-${n}.mp4`,
  duration: seconds,
});

describe('layer editor messages', () => {
  it('has a text for every key the components format', () => {
    const keys = [
      ...Object.values(LAYER_EDITOR_MESSAGE_IDS),
      ...Object.values(LAYER_TYPE_MESSAGE_IDS),
      ...Object.values(RESIZE_HANDLE_MESSAGE_IDS),
    ];
    expect(keys.filter((key) => !EN_MESSAGES[key])).toEqual([]);
  });
});

describe('LayerProperties', () => {
  it('asks for a selection when there is none', () => {
    const { editor } = editorFixture([layerFixture(1, 'Clock')]);
    renderWithIntl(<LayerProperties editor={editor} />);
    expect(screen.getByRole('region', { name: 'Layer properties' }).textContent).toBe('Select a layer to change it');
  });

  it('names the selected layer and sets its position and size, clamped to the canvas', () => {
    const { content } = renderProperties(layerFixture(1, 'Clock', { left: 10, top: 20, width: 200, height: 100 }));
    expect(screen.getByRole('heading', { name: 'Clock layer' })).toBeTruthy();
    typeInto('X', '300');
    typeInto('Y', '9000');
    typeInto('Width', '150');
    expect(content()).toMatchObject({ left: 300, top: 400, width: 150, height: 100 });
  });

  it('follows the layer as it changes elsewhere (a drag, an undo)', () => {
    const { editor } = renderProperties(layerFixture(1, 'Clock', { left: 10 }));
    act(() => editor.nudge(1, { dx: 5, dy: 0 }));
    expect((screen.getByRole('spinbutton', { name: 'X' }) as HTMLInputElement).value).toBe('15');
  });

  describe('Image', () => {
    it('edits contain, opacity, corner radius and the flips', () => {
      const { content } = renderProperties(layerFixture(1, 'Image', {}, { imageUrl: '/a.png' }));
      check('Fit the whole image in the box');
      typeInto('Opacity (%)', '40');
      typeInto('Corner radius', '12');
      check('Flip horizontally');
      check('Flip vertically');
      expect(content()).toMatchObject({ contain: false, opacity: 0.4, borderRadius: 12, flipH: true, flipV: true });
    });

    it('takes a chosen image with its size, uncropped', async () => {
      const chooseImage = vi.fn().mockResolvedValue({ url: '/media/b.jpg', uuid: 'b', width: 640, height: 480 });
      const { content } = renderProperties(
        layerFixture(1, 'Image', {}, { imageUrl: '/a.png', croppedSize: { width: 5, height: 5 } }),
        { chooseImage },
      );
      fireEvent.click(screen.getByRole('button', { name: 'Choose image' }));
      await waitFor(() => expect(content().imageUrl).toBe('/media/b.jpg'));
      expect(content()).toMatchObject({ image: 'b', originalSize: { width: 640, height: 480 }, croppedSize: null });
    });

    it('offers no image choice without chooseImage', () => {
      renderProperties(layerFixture(1, 'Image'));
      expect(screen.queryByRole('button', { name: 'Choose image' })).toBeNull();
    });
  });

  describe('Video', () => {
    const playlist = () =>
      layerFixture(
        1,
        'Video',
        {},
        { videos: [video(1, 10), video(2, 20)], videosUrls: ['/media/v1.mp4', '/media/v2.mp4'] },
      );

    it('lists the playlist, reorders and removes videos', () => {
      const { content } = renderProperties(playlist());
      expect(screen.getByText('clip-1.mp4')).toBeTruthy();
      expect(screen.getByText('20 s')).toBeTruthy();
      act(() => {
        fireEvent.click(screen.getByRole('button', { name: 'Move clip-2.mp4 up' }));
      });
      expect((content().videos as { name: string }[]).map((v) => v.name)).toEqual(['clip-2.mp4', 'clip-1.mp4']);
      act(() => {
        fireEvent.click(screen.getByRole('button', { name: 'Remove clip-1.mp4' }));
      });
      expect(content().videosUrls).toEqual(['/media/v2.mp4']);
    });

    it('adds and replaces videos chosen by chooseVideos', async () => {
      const chooseVideos = vi
        .fn()
        .mockResolvedValueOnce([video(3, 5)])
        .mockResolvedValueOnce([video(4, 7)]);
      const { content } = renderProperties(playlist(), { chooseVideos });
      fireEvent.click(screen.getByRole('button', { name: 'Add videos' }));
      await waitFor(() => expect((content().videos as unknown[]).length).toBe(3));
      expect(chooseVideos).toHaveBeenLastCalledWith({ isMultiple: true });
      fireEvent.click(screen.getByRole('button', { name: 'Replace clip-1.mp4' }));
      await waitFor(() => expect((content().videos as { name: string }[])[0]?.name).toBe('clip-4.mp4'));
      expect(chooseVideos).toHaveBeenLastCalledWith({ isMultiple: false });
    });

    it('sets a background video and its loop and sound', async () => {
      const chooseVideos = vi.fn().mockResolvedValue([video(5, 9)]);
      const { content } = renderProperties(layerFixture(1, 'HtmlVideo'), { chooseVideos });
      fireEvent.click(screen.getByRole('button', { name: 'Choose video' }));
      await waitFor(() => expect(content().backgroundVideo).toBe('/media/v5.mp4'));
      check('Loop');
      check('Muted');
      expect(content()).toMatchObject({ loop: false, muted: false });
    });
  });

  describe('Text', () => {
    it('edits every text field', () => {
      const { content } = renderProperties(layerFixture(1, 'Text', {}, { text: 'Hi' }), {
        fontFamilies: ['Roboto', 'Lato'],
      });
      choose('Font', 'Lato');
      typeInto('Font size', '48');
      typeInto('Line height', '1.5');
      check('Centre', 'radio');
      choose('Vertical alignment', 'Bottom');
      typeInto('Columns', '2');
      typeInto('Column gap', '24');
      choose('Scrolling', 'Left');
      typeInto('Scroll speed (px/s)', '80');
      pickColor(/^Text colour/, '#ff0000');
      expect(content()).toMatchObject({
        fontFamily: 'Lato',
        fontSize: 48,
        lineHeight: 1.5,
        textAlign: 'center',
        verticalAlignment: 'Bottom',
        columnCount: 2,
        columnGap: 24,
        scrollDirection: 'Left',
        scrollSpeed: 80,
        color: 'rgba(255,0,0,1)',
      });
      choose('Scrolling', 'none');
      expect(content().scrollDirection).toBeNull();
    });

    it('edits the words in a multi-line Text field, committed when left, and says how to type on the canvas', () => {
      const { content } = renderProperties(layerFixture(1, 'Text', {}, { text: 'Hi' }));
      const field = screen.getByRole('textbox', { name: 'Text' });
      expect(field.tagName).toBe('TEXTAREA');
      expect((field as HTMLTextAreaElement).value).toBe('Hi');
      expect(field.getAttribute('aria-describedby')).toBeTruthy();
      expect(screen.getByText('Or double-click the text on the canvas to type in place.')).toBeTruthy();
      act(() => {
        fireEvent.change(field, { target: { value: 'Fresh bread\nevery morning' } });
        fireEvent.keyDown(field, { key: 'Enter' }); // a new line, not a commit
      });
      expect(content().text).toBe('Hi');
      act(() => {
        fireEvent.blur(field);
      });
      expect(content().text).toBe('Fresh bread\nevery morning');
    });

    it('offers the layer’s own font even when the list lacks it, and clamps columns', () => {
      const { content } = renderProperties(layerFixture(1, 'Text', {}, { fontFamily: 'Comic Neue' }), {
        fontFamilies: ['Roboto'],
      });
      const options = Array.from((screen.getByRole('combobox', { name: 'Font' }) as HTMLSelectElement).options).map(
        (o) => o.value,
      );
      expect(options).toEqual(['Comic Neue', 'Roboto']);
      typeInto('Columns', '0');
      expect(content().columnCount).toBe(1);
    });

    it('goes back to the value when the entry is not a number', () => {
      renderProperties(layerFixture(1, 'Text'));
      typeInto('Font size', '');
      expect((screen.getByRole('spinbutton', { name: 'Font size' }) as HTMLInputElement).value).toBe('32');
    });
  });
});
